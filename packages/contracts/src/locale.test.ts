import { describe, expect, it } from 'vitest'
import { DEFAULT_LANG, isLang, LANG_LABELS, langForCountry, pickLang } from './locale.ts'

describe('pickLang', () => {
  it('defaults to Vietnamese', () => {
    expect(DEFAULT_LANG).toBe('vi')
    expect(pickLang(undefined)).toBe('vi')
    expect(pickLang(null)).toBe('vi')
    expect(pickLang('')).toBe('vi')
    expect(pickLang('fr, de;q=0.5')).toBe('vi')
    expect(pickLang('*')).toBe('vi')
  })

  it('takes the first supported language, regions and case ignored', () => {
    expect(pickLang('en')).toBe('en')
    expect(pickLang('en-US,en;q=0.9')).toBe('en')
    expect(pickLang('ko-KR')).toBe('ko')
    expect(pickLang('VI-vn')).toBe('vi')
    expect(pickLang('fr-FR, en;q=0.8')).toBe('en')
  })

  it('honours q weights, not just the order', () => {
    expect(pickLang('en;q=0.3, ko;q=0.9')).toBe('ko')
    expect(pickLang('vi;q=0.1, en')).toBe('en')
    expect(pickLang('en;q=0, ko;q=0.2')).toBe('ko')
  })

  it('reads the "kr" the spec\'s original clients send as Korean', () => {
    expect(pickLang('kr')).toBe('ko')
  })
})

describe('langForCountry', () => {
  it('Vietnam (and unknown) → vi, Korea → ko, anywhere else → en', () => {
    expect(langForCountry('VN')).toBe('vi')
    expect(langForCountry('vn')).toBe('vi')
    expect(langForCountry(undefined)).toBe('vi')
    expect(langForCountry(null)).toBe('vi')
    expect(langForCountry('')).toBe('vi')
    expect(langForCountry('KR')).toBe('ko')
    expect(langForCountry('kr')).toBe('ko')
    expect(langForCountry('SG')).toBe('en')
    expect(langForCountry('US')).toBe('en')
  })
})

describe('languages', () => {
  it('isLang accepts exactly vi, en, ko', () => {
    expect(['vi', 'en', 'ko'].every(isLang)).toBe(true)
    expect([undefined, 'kr', 'EN', 'fr', 1].some(isLang)).toBe(false)
  })

  it('each language is labelled truthfully in its own script', () => {
    expect(LANG_LABELS).toEqual({ vi: 'Tiếng Việt', en: 'English', ko: '한국어' })
  })
})
