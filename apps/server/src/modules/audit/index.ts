export { type AuditEntry, recordAudit } from './audit.repo.ts'
