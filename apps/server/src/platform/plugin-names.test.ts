import Fastify, { type FastifyInstance } from 'fastify'
import { describe, expect, it } from 'vitest'
import { namePluginsOnRegister } from './plugin-names.ts'

const DISPLAY_NAME = Symbol.for('fastify.display-name')

describe('namePluginsOnRegister', () => {
  it('names plugins of the root and of child scopes by their function name, and they still run encapsulated', async () => {
    const app = Fastify()
    namePluginsOnRegister(app)
    const seen: string[] = []
    async function innerRoutes(scope: FastifyInstance) {
      scope.get('/inner', async () => ({ ok: true }))
      seen.push('inner')
    }
    async function outerRoutes(scope: FastifyInstance) {
      scope.decorate('onlyHere', 1)
      await scope.register(innerRoutes, { prefix: '/child' })
      seen.push('outer')
    }
    const anonymous = async (scope: FastifyInstance) => {
      seen.push(`anonymous sees onlyHere: ${scope.hasDecorator('onlyHere')}`)
    }
    await app.register(outerRoutes)
    await app.register(anonymous)
    await app.ready()

    expect(seen).toEqual(['inner', 'outer', 'anonymous sees onlyHere: false'])
    expect((outerRoutes as unknown as Record<symbol, string>)[DISPLAY_NAME]).toBe('outerRoutes')
    expect((innerRoutes as unknown as Record<symbol, string>)[DISPLAY_NAME]).toBe('innerRoutes')
    expect((anonymous as unknown as Record<symbol, string>)[DISPLAY_NAME]).toBe('anonymous')
    expect(app.printPlugins()).toContain('innerRoutes')
    expect((await app.inject('/child/inner')).json()).toEqual({ ok: true })
    await app.close()
  })

  it('keeps a name a plugin already has (fastify-plugin sets one)', async () => {
    const app = Fastify()
    namePluginsOnRegister(app)
    const plugin = Object.assign(async () => {}, { [DISPLAY_NAME]: 'given-name' })
    await app.register(plugin)
    await app.ready()
    expect(plugin[DISPLAY_NAME]).toBe('given-name')
    await app.close()
  })
})
