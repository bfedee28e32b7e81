import { describe, expect, it } from 'vitest'
import { returnOrigin } from './setup.ts'

const config = { publicUrl: 'https://xinh.vn', allowedOrigins: ['https://xinh.vn', 'https://www.xinh.vn', 'https://m.xinh.vn'] }
const dev = { publicUrl: 'http://localhost:3000', allowedOrigins: [] }

describe('returnOrigin (where the gateway brings the buyer back)', () => {
  it('keeps the site the buyer paid from when it is one of ours', () => {
    expect(returnOrigin(config, 'https://m.xinh.vn')).toBe('https://m.xinh.vn')
    expect(returnOrigin(config, 'https://www.xinh.vn')).toBe('https://www.xinh.vn')
    expect(returnOrigin(dev, 'http://localhost:3000')).toBe('http://localhost:3000')
  })

  it('treats the loopback names of PUBLIC_URL’s port as the same machine (a developer on 127.0.0.1)', () => {
    expect(returnOrigin(dev, 'http://127.0.0.1:3000')).toBe('http://127.0.0.1:3000')
    expect(returnOrigin(dev, 'http://[::1]:3000')).toBe('http://[::1]:3000')
    expect(returnOrigin(dev, 'http://127.0.0.1:4000')).toBe('http://localhost:3000')
    expect(returnOrigin(dev, 'https://127.0.0.1:3000')).toBe('http://localhost:3000')
    // loopback is only a twin of a loopback PUBLIC_URL
    expect(returnOrigin(config, 'http://127.0.0.1')).toBe('https://xinh.vn')
  })

  it('falls back to PUBLIC_URL for any other host, or none', () => {
    expect(returnOrigin(config, 'https://evil.example')).toBe('https://xinh.vn')
    expect(returnOrigin(config, 'https://xinh.vn.evil.example')).toBe('https://xinh.vn')
    expect(returnOrigin(config, 'not a url')).toBe('https://xinh.vn')
    expect(returnOrigin(config, undefined)).toBe('https://xinh.vn')
  })
})
