import { type Locator, type Page, expect, test as base } from '@playwright/test'

/** A fresh, unique account for a journey (the e2e server starts on an empty demo database). */
export function newAccount() {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
  return { userName: 'Phạm Ngọc Ánh', email: `e2e-${id}@xinh.vn`, password: 'Xinh@E2e2026' }
}

export const DEMO = { email: 'buyer@xinh.vn', password: 'Xinh@2026', userName: 'Nguyễn Thu Trang' }

/** Logs in through the login modal, as a person would. */
export async function login(page: Page, email: string, password: string) {
  await page.getByRole('banner').getByRole('button', { name: 'Đăng nhập' }).click()
  const dialog = page.getByRole('dialog', { name: 'Đăng nhập' })
  await dialog.getByLabel('Email').fill(email)
  await dialog.getByLabel('Mật khẩu', { exact: true }).fill(password)
  await dialog.getByRole('button', { name: 'Đăng nhập', exact: true }).click()
  return dialog
}

/**
 * Picks a province or ward in an address form's searchable list, as a person would: types part of
 * the name (no tones needed), then taps the match.
 */
export async function pickPlace(scope: Locator, label: 'Tỉnh/Thành phố' | 'Phường/Xã', typed: string, option: string) {
  const box = scope.getByRole('combobox', { name: label })
  await expect(box).toBeEnabled()
  await box.fill(typed)
  await scope.getByRole('option', { name: option, exact: true }).click()
  await expect(box).toHaveValue(option)
}

// Fail a journey when the page logs an error we did not expect (network 4xx from a deliberate
// wrong password is allowed by the test that causes it).
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = []
    page.on('pageerror', (e) => errors.push(e.message))
    page.on('console', (m) => {
      if (m.type() === 'error' && !/status of 40[0-9]/.test(m.text())) errors.push(m.text())
    })
    await use(errors)
    expect(errors, 'unexpected console errors').toEqual([])
  },
})
export { expect }
