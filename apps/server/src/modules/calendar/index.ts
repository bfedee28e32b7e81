export { createCalendarService, type CalendarService } from './calendar.service.ts'
export { calendarRoutes } from './calendar.routes.ts'
export { addWorkingHours, vietnamDate } from './working-hours.ts'
