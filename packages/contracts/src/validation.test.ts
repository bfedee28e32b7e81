import { z } from 'zod'
import { describe, expect, it } from 'vitest'
import { ZRegister } from './auth.ts'
import { ERRORS, errorMessage } from './errors.ts'
import { fill } from './fill.ts'
import { LANGS } from './locale.ts'
import { ZAddressInput } from './profile.ts'
import { issuesToFields, issueToMessage, VALIDATION, validationMessage } from './validation.ts'

describe('issuesToFields', () => {
  it('turns schema issues into localised messages per field', () => {
    const r = ZRegister.safeParse({ userName: 'A', email: 'x', password: 'weak', confirmPassword: 'weak' })
    expect(issuesToFields(r.error!.issues, 'en')).toEqual({
      userName: VALIDATION['v.user_name_length'].en,
      email: VALIDATION['v.email'].en,
      password: VALIDATION['v.password_weak'].en,
    })
    expect(issuesToFields(r.error!.issues, 'vi').password).toBe(
      'Mật khẩu phải có ít nhất 8 ký tự, gồm một chữ in hoa và một ký tự đặc biệt',
    )
    expect(issuesToFields(r.error!.issues, 'ko').password).toBe(VALIDATION['v.password_weak'].ko)
  })

  it('names each unknown key as a field', () => {
    const r = ZRegister.safeParse({
      userName: 'Nguyễn Thị Ánh',
      email: 'a@example.vn',
      password: 'Matkhau@1',
      confirmPassword: 'Matkhau@1',
      a: 1,
      b: 2,
    })
    expect(issuesToFields(r.error!.issues, 'en')).toEqual({ a: VALIDATION['v.invalid'].en, b: VALIDATION['v.invalid'].en })
  })

  it('keeps the first message of a field, joins nested paths, and uses "_" for the root', () => {
    const fields = issuesToFields(
      [
        { code: 'custom', message: 'v.phone', path: ['contact', 'phone'] },
        { code: 'custom', message: 'v.required', path: ['contact', 'phone'] },
        { code: 'invalid_type', message: 'Invalid input', path: [] },
      ],
      'en',
    )
    expect(fields).toEqual({ 'contact.phone': VALIDATION['v.phone'].en, _: VALIDATION['v.required'].en })
  })

  it('fills {max} for too-long strings, from our key or from zod itself', () => {
    const r = ZAddressInput.safeParse({
      name: 'Ngô Thảo',
      phone: '0912345678',
      province_code: '01',
      ward_code: '00004',
      street: 'x'.repeat(201),
    })
    expect(issuesToFields(r.error!.issues, 'en')).toEqual({ street: 'At most 200 characters' })
    const plain = z.object({ note: z.string().max(5) }).safeParse({ note: 'too long' })
    expect(issuesToFields(plain.error!.issues, 'vi')).toEqual({ note: 'Tối đa 5 ký tự' })
  })

  it("maps zod's own messages to sensible keys", () => {
    expect(issueToMessage({ code: 'invalid_type', message: 'Invalid input: expected string, received undefined' })).toEqual({
      key: 'v.required',
    })
    expect(issueToMessage({ code: 'invalid_value', message: 'Invalid option', input: 'x' })).toEqual({ key: 'v.invalid' })
  })
})

describe('the catalogues', () => {
  it('every validation message exists, differs, and is filled in every language', () => {
    for (const [key, messages] of Object.entries(VALIDATION)) {
      for (const lang of LANGS) expect(messages[lang].trim(), `${key}.${lang}`).not.toBe('')
      expect(new Set(LANGS.map((l) => messages[l])).size, key).toBe(3)
    }
  })

  it('every error code has a 4xx/5xx status and a message in every language', () => {
    for (const [code, entry] of Object.entries(ERRORS)) {
      expect(entry.status, code).toBeGreaterThanOrEqual(400)
      expect(entry.status, code).toBeLessThan(600)
      for (const lang of LANGS) expect(entry[lang].trim(), `${code}.${lang}`).not.toBe('')
    }
  })

  it('every placeholder of a message is present in all its languages', () => {
    const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort()
    for (const entry of [...Object.values(ERRORS), ...Object.values(VALIDATION)])
      expect(placeholders(entry.en)).toEqual(placeholders(entry.vi))
  })

  it('validationMessage falls back to v.invalid for an unknown key', () => {
    expect(validationMessage('v.nope', 'en')).toBe(VALIDATION['v.invalid'].en)
  })

  it('errorMessage fills params; fill leaves unknown placeholders alone', () => {
    expect(errorMessage('RATE_LIMITED', 'en', { seconds: 42 })).toBe('Too many attempts, please try again in 42 seconds')
    expect(errorMessage('AUTH_INVALID_CREDENTIALS', 'en')).toBe('Email or password incorrect')
    expect(errorMessage('AUTH_INVALID_CREDENTIALS', 'vi')).toBe('Email hoặc mật khẩu không chính xác')
    expect(fill('{a} and {b}', { a: 1 })).toBe('1 and {b}')
  })
})
