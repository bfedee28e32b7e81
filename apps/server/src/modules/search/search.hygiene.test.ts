import { describe, expect, it } from 'vitest'
import { findSensitiveContent } from '../catalog/seller/sensitive-content.ts'
import { suggestibleKeyword, visitorHash } from './search.hygiene.ts'

const isBlocked = (text: string) => findSensitiveContent(text).length > 0
const check = (k: string) => suggestibleKeyword(k, isBlocked)

describe('suggestibleKeyword', () => {
  it('normalises what it offers', () => {
    expect(check('  Áo   THUN  nữ ')).toBe('áo thun nữ')
    expect(check('A\u0301o thun')).toBe('áo thun')
    for (const k of ['son 3ce', 'kem chống nắng spf 50+', "l'oréal", 'áo size m/l', 'váy dưới 200k', 'serum vitamin c 10%', 'h&m'])
      expect(check(k), k).toBe(k)
  })

  it('rejects markup, SQL-ish and control characters, links, phone numbers and spam', () => {
    for (const k of [
      '<script>alert(1)</script>',
      '<b>áo</b>',
      "' or 1=1 --",
      "áo' or '1'='1",
      'áo; drop table users',
      'union select password from users',
      'áo -- thun',
      'áo /* x */',
      'https://spam.example',
      'áo thun www.shop.vn',
      'mua tại shopxinh.com',
      'áo\u0000thun',
      'áo\u200bthun',
      'gọi 0912 345 678',
      'aaaaaaaa',
      '{{7*7}}',
      ['$', '{jndi:ldap://x}'].join(''), // a log4j-style lookup
      'a',
      '123',
      'x'.repeat(61),
      'một hai ba bốn năm sáu bảy tám chín',
    ])
      expect(check(k), k).toBeNull()
  })

  it('rejects words of the blocklist, toned or folded as the list says', () => {
    for (const k of ['áo thun đụ má', 'vcl áo', 'mua ma tuý', 'hàng fake loại 1']) expect(check(k), k).toBeNull()
    // everyday words that fold like a listed one stay
    expect(check('du lịch biển')).toBe('du lịch biển')
    expect(check('áo unisex')).toBe('áo unisex')
  })
})

describe('visitorHash', () => {
  it('is stable, short and not the key itself', () => {
    expect(visitorHash('u:1')).toBe(visitorHash('u:1'))
    expect(visitorHash('u:1')).not.toBe(visitorHash('u:2'))
    expect(visitorHash('ip:10.0.0.1')).toMatch(/^[0-9a-f]{32}$/)
  })
})
