export { type AuditEntry, recordAudit } from './audit.repo.ts'
export { type AuditService, createAuditService } from './audit.service.ts'
export { auditRoutes } from './audit.routes.ts'
