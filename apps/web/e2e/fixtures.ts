import { type Locator, type Page, type Response, expect, test as base } from '@playwright/test'

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

/** True once the app's code runs the page (the layout's effect marks it), or when it is not one of the app's documents. */
function usable() {
  return !('__reactRouterContext' in window) || document.documentElement.hasAttribute('data-hydrated')
}

/**
 * Navigations end when the page can be used: a person does not type into a form the page's code
 * has not taken over yet, and a journey must not either (a value typed before hydration can be
 * replaced or doubled by the form's own state). Without trace recording slowing every action, this
 * race showed in `seller-shop.spec.ts`. Patched on the Page class once per worker, so pages of
 * every context (`browser.newContext()` included) get it; `waitUntil` other than 'load' /
 * 'networkidle' keeps Playwright's own meaning (a journey that looks before hydration on purpose).
 */
function navigationsWaitForHydration(proto: Page) {
  const patched = proto as Page & { __waitsForHydration?: true }
  if (patched.__waitsForHydration) return
  patched.__waitsForHydration = true
  for (const name of ['goto', 'reload', 'goBack', 'goForward'] as const) {
    const original = proto[name] as (this: Page, ...args: unknown[]) => Promise<Response | null>
    Object.defineProperty(proto, name, {
      configurable: true,
      writable: true,
      value: async function (this: Page, ...args: unknown[]) {
        const response = await original.apply(this, args)
        const options = args.find((a): a is { waitUntil?: string } => typeof a === 'object' && a !== null)
        const until = options?.waitUntil ?? 'load'
        const html = response?.headers()['content-type']?.startsWith('text/html')
        if (html && (until === 'load' || until === 'networkidle')) await this.waitForFunction(usable)
        return response
      },
    })
  }
}

// Fail a journey when the page logs an error we did not expect (network 4xx from a deliberate
// wrong password is allowed by the test that causes it).
export const test = base.extend<{ consoleErrors: string[] }, { hydratedNavigations: undefined }>({
  hydratedNavigations: [
    async ({ browser }, use) => {
      const context = await browser.newContext()
      navigationsWaitForHydration(Object.getPrototypeOf(await context.newPage()))
      await context.close()
      await use(undefined)
    },
    { scope: 'worker', auto: true },
  ],
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
