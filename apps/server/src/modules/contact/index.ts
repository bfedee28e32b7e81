export { CONTACT_TOPIC, type ContactService, createContactService } from './contact.service.ts'
export { contactRoutes } from './contact.routes.ts'
