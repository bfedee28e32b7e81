export { createSocialFeedbackService, type SocialFeedbackService } from './social-feedback.service.ts'
export { socialFeedbackRoutes } from './social-feedback.routes.ts'
