import { describe, expect, it } from 'vitest'
import { ZChangePassword, ZLogin, ZRegister, zEmail, zPassword, zUserName } from './auth.ts'

const messagesOf = (r: { success: boolean; error?: { issues: Array<{ message: string; path: PropertyKey[] }> } }) =>
  r.success ? {} : Object.fromEntries(r.error!.issues.map((i) => [i.path.join('.'), i.message]))

describe('zPassword (spec §5: ≥ 8, an uppercase letter, a special character)', () => {
  it.each(['Matkhau@1', 'Abcdef!g', 'ÁBCDEFG#', 'Mật khẩu@', 'Pass word#1', `${'A'.repeat(7)}€`])('accepts %s', (pw) => {
    expect(zPassword.safeParse(pw).success).toBe(true)
  })

  it.each([
    ['', 'v.required'],
    ['Ab@1234', 'v.password_weak'],
    ['matkhau@123', 'v.password_weak'],
    ['Matkhau1234', 'v.password_weak'],
    ['MATKHAU 123', 'v.password_weak'],
    [`A@${'a'.repeat(127)}`, 'v.too_long'],
  ])('rejects %j with %s', (pw, key) => {
    const r = zPassword.safeParse(pw)
    expect(r.success).toBe(false)
    expect(r.error!.issues[0]!.message).toBe(key)
  })

  it('counts a Vietnamese capital with diacritics as uppercase', () => {
    expect(zPassword.safeParse('đường@ăn').success).toBe(false)
    expect(zPassword.safeParse('Đường@ăn').success).toBe(true)
  })
})

describe('zUserName (spec §5: full name 2–40 characters)', () => {
  it.each(['Nguyễn Thị Ánh', 'Trần Văn Bình', 'Lê Ư', 'Đỗ', 'Phạm Thị Thu Hằng', 'Ông Bà'])('accepts %s', (name) => {
    expect(zUserName.safeParse(name).success).toBe(true)
  })

  it('trims and normalises to NFC (decomposed input counts as composed characters)', () => {
    const decomposed = 'Nguye\u0302\u0303n Thi\u0323 A\u0301nh'
    expect(decomposed.length).toBeGreaterThan('Nguyễn Thị Ánh'.length)
    expect(zUserName.parse(`  ${decomposed}  `)).toBe('Nguyễn Thị Ánh')
    // 40 decomposed "Ễ" are 120 code units but 40 characters
    expect(zUserName.safeParse('E\u0302\u0303'.repeat(40)).success).toBe(true)
    expect(zUserName.safeParse('E\u0302\u0303'.repeat(41)).success).toBe(false)
  })

  it('counts characters, not UTF-16 units: 40 emoji-free characters pass, 41 fail; 1 fails', () => {
    expect(zUserName.safeParse('Ữ'.repeat(40)).success).toBe(true)
    for (const name of ['Ữ'.repeat(41), 'A', ' A ', '', '    ']) {
      const r = zUserName.safeParse(name)
      expect(r.success, name).toBe(false)
      expect(r.error!.issues[0]!.message).toBe('v.user_name_length')
    }
  })

  it('a missing name is required', () => {
    expect(zUserName.safeParse(undefined).error!.issues[0]!.message).toBe('v.required')
  })
})

describe('zEmail', () => {
  it('trims and lower-cases', () => {
    expect(zEmail.parse('  Lan.Nguyen@Example.VN ')).toBe('lan.nguyen@example.vn')
  })
  it.each([
    ['', 'v.required'],
    ['lan', 'v.email'],
    ['lan@', 'v.email'],
    ['@example.vn', 'v.email'],
    ['lan nguyen@example.vn', 'v.email'],
  ])('rejects %j with %s', (email, key) => {
    expect(zEmail.safeParse(email).error!.issues[0]!.message).toBe(key)
  })
})

describe('ZRegister / ZLogin / ZChangePassword', () => {
  const ok = { userName: 'Nguyễn Thị Ánh', email: 'anh@example.vn', password: 'Matkhau@1', confirmPassword: 'Matkhau@1' }

  it('accepts a valid registration', () => {
    expect(ZRegister.parse(ok)).toEqual(ok)
  })

  it('a mismatching confirmation is reported on confirmPassword', () => {
    expect(messagesOf(ZRegister.safeParse({ ...ok, confirmPassword: 'Matkhau@2' }))).toEqual({ confirmPassword: 'v.password_mismatch' })
  })

  it('is strict: unknown keys are refused', () => {
    const r = ZRegister.safeParse({ ...ok, roles: ['admin'] })
    expect(r.success).toBe(false)
    expect(r.error!.issues[0]!.code).toBe('unrecognized_keys')
    expect(ZLogin.safeParse({ email: 'a@example.vn', password: 'x', remember: true }).success).toBe(false)
  })

  it('login needs both fields but does not apply the password rules', () => {
    expect(ZLogin.safeParse({ email: 'a@example.vn', password: 'weak' }).success).toBe(true)
    expect(messagesOf(ZLogin.safeParse({ email: 'a@example.vn', password: '' }))).toEqual({ password: 'v.required' })
  })

  it('a new password must differ from the current one', () => {
    const same = ZChangePassword.safeParse({ oldPassword: 'Matkhau@1', password: 'Matkhau@1', confirmPassword: 'Matkhau@1' })
    expect(messagesOf(same)).toEqual({ password: 'v.password_same' })
    expect(ZChangePassword.safeParse({ oldPassword: 'anything', password: 'Matkhau@1', confirmPassword: 'Matkhau@1' }).success).toBe(true)
  })
})
