import type { Database } from '#server/platform/db/client.ts'
import type { App } from '#server/platform/server.ts'
import type { PaymentsService } from '../index.ts'

/** The built-in gateway simulators under /dev-gateway (filled in next). */
export async function devGatewayRoutes(_app: App, _opts: { service: PaymentsService; database: Database }) {}
