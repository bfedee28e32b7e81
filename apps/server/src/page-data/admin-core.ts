import { type AdminCorePages, ZAdminShopQuery, ZAdminUserQuery, ZAuditQuery } from '@xinh/contracts'
import type { AuditService } from '../modules/audit/index.ts'
import type { AdminUsersService, SecondFactorService } from '../modules/identity/index.ts'
import type { AdminShopsService } from '../modules/shops/index.ts'
import type { PageRequest } from '../platform/web.ts'
import { id, parse } from './parse.ts'

/** What the admin console's core screens read (composed in app.ts). */
export type AdminCoreServices = {
  audit: AuditService
  adminUsers: AdminUsersService
  adminShops: AdminShopsService
  secondFactor: SecondFactorService
}

/** `admin.core` (contracts `AdminCorePages`): the `/api/v1/admin/*` routes' own service calls, schemas and role checks. */
export function createAdminCorePageData(s: AdminCoreServices) {
  return ({ actor }: PageRequest): AdminCorePages => ({
    audit: async (query) => s.audit.list({ actor, query: parse(ZAuditQuery, query) }),
    users: async (query) => s.adminUsers.search({ actor, query: parse(ZAdminUserQuery, query) }),
    user: async (userId) => s.adminUsers.detail({ actor, id: id(userId) }),
    shops: async (query) => s.adminShops.search({ actor, query: parse(ZAdminShopQuery, query) }),
    shop: async (shopId) => s.adminShops.detail({ actor, id: id(shopId) }),
    deletions: async () => s.adminUsers.deletions({ actor }),
    security: async () => s.secondFactor.status({ actor }),
  })
}
