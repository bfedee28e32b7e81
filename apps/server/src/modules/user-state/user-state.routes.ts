import { USER_STATE_PATHS, ZEnvelope, ZUserStateRefresh } from '@xinh/contracts'
import { SESSION_COOKIE, setSessionCookie } from '#server/platform/auth/plugin.ts'
import { type Keys, unsealCookie } from '#server/platform/auth/crypto.ts'
import type { Config } from '#server/platform/config.ts'
import { ok } from '#server/platform/http.ts'
import type { App } from '#server/platform/server.ts'
import type { UserStateService } from './user-state.service.ts'

/** `POST api/v1/mobile/user/update-redis` (docs/api/pixels.md): signed-in users (not guests), no body. */
export async function userStateRoutes(app: App, { service, keys, config }: { service: UserStateService; keys: Keys; config: Config }) {
  app.post(
    USER_STATE_PATHS.refresh,
    { schema: { tags: ['profile'], response: { 200: ZEnvelope(ZUserStateRefresh) } }, config: { access: 'user' } },
    async (req, reply) => {
      const { state, accessToken } = await service.refresh({ actor: req.actor })
      // the web's cookie holds the access token: it is re-sealed with the fresh one, the refresh token kept
      const sealed = state.accessToken === undefined ? req.cookies[SESSION_COOKIE] : undefined
      const cookie = sealed ? await unsealCookie(keys, sealed) : null
      if (cookie) await setSessionCookie(reply, keys, config, { at: accessToken, rt: cookie.rt })
      return ok(state)
    },
  )
}
