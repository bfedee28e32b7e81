import type { z } from 'zod'
import type {
  TAdminShopDetail,
  TAdminShopItem,
  TAdminUserDetail,
  TAdminUserItem,
  TAuditPage,
  TScheduledDeletion,
  TTotpStatus,
  ZAdminShopQuery,
  ZAdminUserQuery,
  ZAuditQuery,
} from './admin-core.ts'
import type { TPaged } from './page-data.ts'

/**
 * The admin console's core screens (`/admin/nhat-ky`, `/admin/nguoi-dung`, `/admin/cua-hang`,
 * `/admin/bao-mat`): each read mirrors the `/api/v1/admin/*` route named.
 */
export interface AdminCorePages {
  /** GET /api/v1/admin/audit */
  audit(query?: z.input<typeof ZAuditQuery>): Promise<TAuditPage>
  /** GET /api/v1/admin/users */
  users(query?: z.input<typeof ZAdminUserQuery>): Promise<TPaged<TAdminUserItem>>
  /** GET /api/v1/admin/users/{id} */
  user(id: string): Promise<TAdminUserDetail>
  /** GET /api/v1/admin/shops */
  shops(query?: z.input<typeof ZAdminShopQuery>): Promise<TPaged<TAdminShopItem>>
  /** GET /api/v1/admin/shops/{id} */
  shop(id: string): Promise<TAdminShopDetail>
  /** GET /api/v1/admin/deletions */
  deletions(): Promise<TScheduledDeletion[]>
  /** GET /api/v1/admin/security */
  security(): Promise<TTotpStatus>
}
