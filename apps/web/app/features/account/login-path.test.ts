import { describe, expect, it } from 'vitest'
import { loginPath, safeNext } from './login-path.ts'

describe('safeNext (where the login page returns to)', () => {
  it('keeps a path on this site with its query and fragment', () => {
    expect(safeNext('/trang-ca-nhan/don-hang')).toBe('/trang-ca-nhan/don-hang')
    expect(safeNext('/thanh-toan/thanh-cong?orders=a,b#top')).toBe('/thanh-toan/thanh-cong?orders=a,b#top')
    expect(safeNext('/tim-kiem?keyword=%C3%A1o')).toBe('/tim-kiem?keyword=%C3%A1o')
  })

  it('refuses anything that could leave the site (no open redirect)', () => {
    for (const raw of [
      'https://evil.example/',
      '//evil.example/path',
      '/\\evil.example',
      '\\\\evil.example',
      'javascript:alert(1)',
      ' /trang-ca-nhan',
      '/\t/evil.example',
      'trang-ca-nhan',
      '',
      null,
      undefined,
    ])
      expect(safeNext(raw), String(raw)).toBe('/')
  })

  it('never loops back to the login page itself', () => {
    expect(safeNext('/dang-nhap?next=/dang-nhap')).toBe('/')
  })

  it('builds the login link with the page to return to', () => {
    expect(loginPath('/trang-ca-nhan/don-hang?tab=all')).toBe('/dang-nhap?next=%2Ftrang-ca-nhan%2Fdon-hang%3Ftab%3Dall')
    expect(loginPath('/')).toBe('/dang-nhap')
    expect(safeNext(new URL(`http://x${loginPath('/gio-hang?a=1')}`).searchParams.get('next'))).toBe('/gio-hang?a=1')
  })
})
