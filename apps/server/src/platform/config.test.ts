import { describe, expect, it } from 'vitest'
import { loadConfig } from './config.ts'

const PG = 'postgres://x:y@127.0.0.1:5432/xinh'

describe('configuration of the production profile', () => {
  it('refuses WORKERS > 1 on the embedded database, naming the variable', () => {
    expect(() => loadConfig({ WORKERS: '2' })).toThrow(/WORKERS: 2 processes need DATABASE_URL/)
    expect(loadConfig({ WORKERS: '2', DATABASE_URL: PG }).WORKERS).toBe(2)
    expect(loadConfig({}).WORKERS).toBe(1)
    expect(() => loadConfig({ WORKERS: '0', DATABASE_URL: PG })).toThrow(/WORKERS/)
  })

  it('takes a read replica only next to a primary, and pools of at least 2 connections', () => {
    expect(() => loadConfig({ DATABASE_READ_URL: PG })).toThrow(/DATABASE_READ_URL: a read replica needs DATABASE_URL/)
    const c = loadConfig({ DATABASE_URL: PG, DATABASE_READ_URL: PG, DATABASE_POOL_MAX: '20', DATABASE_READ_POOL_MAX: '5' })
    expect([c.DATABASE_READ_URL, c.DATABASE_POOL_MAX, c.DATABASE_READ_POOL_MAX]).toEqual([PG, 20, 5])
    expect(() => loadConfig({ DATABASE_POOL_MAX: '1' })).toThrow(/DATABASE_POOL_MAX/)
    expect(() => loadConfig({ DATABASE_READ_URL: 'mysql://nope' })).toThrow(/DATABASE_READ_URL: must be a postgres/)
  })

  it('logs pretty lines without requests on a terminal, JSON lines with requests in production elsewhere', () => {
    const pick = (env: NodeJS.ProcessEnv, isTerminal: boolean) => {
      const c = loadConfig(env, isTerminal)
      return [c.logFormat, c.logRequests]
    }
    // npm start sets NODE_ENV=production: a terminal still gets readable lines
    expect(pick({ NODE_ENV: 'production' }, true)).toEqual(['pretty', false])
    expect(pick({ NODE_ENV: 'production' }, false)).toEqual(['json', true])
    expect(pick({ NODE_ENV: 'development' }, false)).toEqual(['pretty', false])
    expect(pick({ NODE_ENV: 'production', LOG_FORMAT: 'json' }, true)).toEqual(['json', true])
    expect(pick({ NODE_ENV: 'production', LOG_FORMAT: 'pretty' }, false)).toEqual(['pretty', false])
    expect(pick({ NODE_ENV: 'production', LOG_REQUESTS: 'true' }, true)).toEqual(['pretty', true])
    expect(pick({ NODE_ENV: 'production', LOG_REQUESTS: 'false' }, false)).toEqual(['json', false])
    expect(pick({ NODE_ENV: 'production', LOG_REQUESTS: '' }, false)).toEqual(['json', true])
    expect(() => loadConfig({ LOG_REQUESTS: 'maybe' })).toThrow(/LOG_REQUESTS/)
    expect(() => loadConfig({ LOG_FORMAT: 'xml' })).toThrow(/LOG_FORMAT/)
  })
})
