import { describe, expect, it, vi } from 'vitest'
import { normalisePhone, PHONE_RE, ZAddressInput, ZUpdateBodyMeasurement, ZUpdateProfile, zPhone } from './profile.ts'

describe('Vietnamese mobile numbers', () => {
  it.each(['0912345678', '0387654321', '0561234567', '0701234567', '0861234567', '+84912345678'])('PHONE_RE accepts %s', (p) => {
    expect(PHONE_RE.test(p)).toBe(true)
  })
  it.each(['091234567', '09123456789', '0212345678', '0112345678', '84912345678', '+84012345678', '+8491234567', '091234567a', ''])(
    'PHONE_RE rejects %j',
    (p) => {
      expect(PHONE_RE.test(p)).toBe(false)
    },
  )

  it('zPhone strips spaces, dots and dashes before checking', () => {
    expect(zPhone.parse(' 0912 345 678 ')).toBe('0912345678')
    expect(zPhone.parse('091.234.5678')).toBe('0912345678')
    expect(zPhone.parse('+84-912-345-678')).toBe('+84912345678')
    expect(zPhone.safeParse('0912 345').error!.issues[0]!.message).toBe('v.phone')
  })

  it('normalisePhone stores one form: 0xxxxxxxxx', () => {
    expect(normalisePhone('+84912345678')).toBe('0912345678')
    expect(normalisePhone('+84 912 345 678')).toBe('0912345678')
    expect(normalisePhone('0912345678')).toBe('0912345678')
  })
})

describe('ZUpdateProfile', () => {
  it('accepts a past birthday and a real leap day; empty strings mean "not sent"', () => {
    expect(ZUpdateProfile.parse({ birthday: '2000-02-29', gender: '2' })).toEqual({ birthday: '2000-02-29', gender: 2 })
    expect(ZUpdateProfile.parse({ birthday: '', gender: '' })).toEqual({})
  })

  it.each(['2000-02-30', '2001-02-29', '1999-04-31', '1999-13-01', '1899-12-31', '17/08/1995', '1995-8-17'])(
    'rejects the birthday %s',
    (birthday) => {
      expect(ZUpdateProfile.safeParse({ birthday }).error!.issues[0]!.message).toBe('v.birthday')
    },
  )

  it('rejects a birthday in the future', () => {
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10)
    expect(ZUpdateProfile.safeParse({ birthday: tomorrow }).success).toBe(false)
  })

  it("today is Vietnam's: at 01:00 there (18:00 UTC the day before) a birthday of that day is not in the future", () => {
    vi.useFakeTimers({ now: new Date('2026-06-01T18:00:00Z'), toFake: ['Date'] })
    try {
      expect(ZUpdateProfile.safeParse({ birthday: '2026-06-02' }).success).toBe(true)
      expect(ZUpdateProfile.safeParse({ birthday: '2026-06-03' }).success).toBe(false)
    } finally {
      vi.useRealTimers()
    }
  })

  it('gender is 1, 2 or 3', () => {
    for (const gender of [1, 2, 3]) expect(ZUpdateProfile.safeParse({ gender }).success).toBe(true)
    for (const gender of [0, 4, 1.5]) expect(ZUpdateProfile.safeParse({ gender }).success).toBe(false)
  })
})

describe('ZUpdateBodyMeasurement (spec §5: five required, each above zero, own messages)', () => {
  const full = { height: 160, weight: 50, bustSize: 84, waistSize: 64, hipSize: 90 }
  it('accepts numbers and form strings with a decimal comma', () => {
    expect(ZUpdateBodyMeasurement.parse({ ...full, weight: '50,5', height: '160' })).toMatchObject({ weight: 50.5, height: 160 })
  })
  it.each([
    ['height', 'height'],
    ['weight', 'weight'],
    ['bustSize', 'bust'],
    ['waistSize', 'waist'],
    ['hipSize', 'hip'],
  ])('%s: missing → v.%s_required, ≤ 0 → v.%s_positive', (field, key) => {
    for (const missing of [undefined, '', null]) {
      const r = ZUpdateBodyMeasurement.safeParse({ ...full, [field]: missing })
      expect(r.error!.issues.map((i) => i.message)).toEqual([`v.${key}_required`])
    }
    for (const bad of [0, -1, '0']) {
      const r = ZUpdateBodyMeasurement.safeParse({ ...full, [field]: bad })
      expect(r.error!.issues.map((i) => i.message)).toEqual([`v.${key}_positive`])
    }
  })
})

describe('ZAddressInput', () => {
  it('fills defaults and is strict', () => {
    const parsed = ZAddressInput.parse({
      name: 'Ngô Thảo',
      phone: '0912345678',
      province_code: '01',
      ward_code: '00004',
      street: '1 Hàng Bạc',
    })
    expect(parsed).toMatchObject({ type: 'home', is_default: false, country: 'VN' })
    expect(ZAddressInput.safeParse({ ...parsed, user_id: 'x' }).success).toBe(false)
  })
})
