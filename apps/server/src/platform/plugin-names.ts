import type { FastifyInstance } from 'fastify'

const DISPLAY_NAME = Symbol.for('fastify.display-name')

/**
 * Gives every plugin registered on `app` (and on its child scopes, which inherit `register`) a
 * display name from the function's own name before Fastify looks for one. Without it Fastify
 * names a plugin by scanning every module in `require.cache` for one that exports it, twice per
 * registration (fastify/lib/plugin-utils.js `getPluginName`), and our plugins are ES modules that
 * never match: the scan was ~30 % of building the app (CPU profile of `buildApp`, session 21),
 * which the integration tests do hundreds of times per run. The names Fastify would have found
 * are the same: the scan falls back to `fn.name`.
 */
export function namePluginsOnRegister(app: FastifyInstance): void {
  const register = app.register
  const named = function (this: FastifyInstance, plugin: unknown, opts?: unknown) {
    if (typeof plugin === 'function' && !Object.hasOwn(plugin, DISPLAY_NAME))
      Object.defineProperty(plugin, DISPLAY_NAME, { value: plugin.name || 'anonymous plugin' })
    return (register as (this: FastifyInstance, plugin: unknown, opts?: unknown) => unknown).call(this, plugin, opts)
  }
  app.register = named as unknown as FastifyInstance['register']
}
