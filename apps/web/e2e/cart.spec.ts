import AxeBuilder from './axe.ts'
import type { APIRequestContext, Page } from '@playwright/test'
import { DEMO, expect, login, test } from './fixtures.ts'

/** A demo product with options to choose (a group of two or more) and a variant with stock (among the first listed). */
async function productWithOptions(request: APIRequestContext) {
  const list = (await (await request.get('/api/v1/web/products?limit=40')).json()) as {
    data: Array<{ _id: string; name: string; is_sold_out: boolean }>
  }
  for (const p of list.data.filter((x) => !x.is_sold_out)) {
    const detail = (await (await request.get(`/api/v1/web/products/${p._id}`)).json()).data as {
      classifications: Array<{ options: unknown[] }>
      variants: Array<{ stock: number }>
    }
    if (detail.classifications.some((c) => c.options.length > 1) && detail.variants.some((v) => v.stock >= 3)) return p
  }
  throw new Error('no demo product with options in stock')
}

/** Picks, in every option group, the first option that is in stock with the others. */
async function pickVariant(page: Page) {
  const groups = page.getByTestId('variant-picker').getByRole('group')
  for (let i = 0; i < (await groups.count()); i++) {
    const option = groups.nth(i).locator('label:has(input:enabled)').first()
    // a group with one option comes chosen already; clicking it again would clear it
    if (!(await option.getByRole('radio').isChecked())) await option.click()
    await expect(option.getByRole('radio')).toBeChecked()
  }
}

const cartCount = (page: Page) => page.getByRole('banner').getByTestId('cart-count')

test('product page → choose a variant → add to cart → the cart shows it → change the quantity → delete', async ({
  page,
  request,
  consoleErrors,
}) => {
  const product = await productWithOptions(request)
  await page.goto(`/san-pham/${product._id}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name)

  // no variant chosen: "Please select classification" (spec §8)
  await page.getByTestId('add-to-cart').click()
  await expect(page.getByTestId('buy-hint')).toHaveText('Vui lòng chọn phân loại hàng')

  // an anonymous visitor: the first add creates a guest session on its own
  await pickVariant(page)
  await expect(page.getByTestId('buy-hint')).toHaveCount(0)
  await page.getByTestId('add-to-cart').click()
  await expect(page.getByRole('status').getByText('Đã thêm vào giỏ hàng')).toBeVisible()
  await expect(cartCount(page)).toHaveText('1')

  // the cart, through the header
  await page
    .getByRole('banner')
    .getByRole('link', { name: /Giỏ hàng/ })
    .click()
  await expect(page).toHaveURL(/\/gio-hang$/)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Giỏ hàng')
  const line = page.getByTestId('cart-line')
  await expect(line).toHaveCount(1)
  await expect(line).toContainText(product.name)
  await expect(page.getByTestId('checkout')).toHaveText('Mua hàng (1)')
  const total = page.getByTestId('cart-total')
  const unit = Number(((await line.getByTestId('line-price').textContent()) ?? '').replace(/\D/g, ''))
  await expect(total).toHaveText(new Intl.NumberFormat('vi-VN', { style: 'currency', currency: 'VND' }).format(unit))

  // the same page after a reload: rendered on the server from the guest's session
  await page.reload()
  await expect(line).toContainText(product.name)
  await expect(cartCount(page)).toHaveText('1')

  // quantity + : saved on the server, the total follows
  const saved = page.waitForResponse((r) => /\/carts\/[^/]+\/quantities$/.test(r.url()) && r.request().method() === 'PUT')
  await line.getByRole('button', { name: /Tăng số lượng/ }).click()
  expect((await saved).ok()).toBe(true)
  await expect(line.getByTestId('line-quantity')).toHaveValue('2')
  await expect(total).toHaveText(new Intl.NumberFormat('vi-VN', { style: 'currency', currency: 'VND' }).format(unit * 2))
  await page.reload()
  await expect(line.getByTestId('line-quantity')).toHaveValue('2')

  // more than the stock: lowered to it, and the page says why
  const lowered = page.waitForResponse((r) => /\/carts\/[^/]+\/quantities$/.test(r.url()) && r.request().method() === 'PUT')
  await line.getByTestId('line-quantity').fill('999')
  await line.getByTestId('line-quantity').press('Enter')
  const stock = (await (await lowered).json()).data.store_quantity as number
  await expect(line.getByTestId('line-notice')).toHaveText(`Chỉ còn ${stock} sản phẩm, số lượng đã được điều chỉnh`)
  await expect(line.getByTestId('line-quantity')).toHaveValue(String(stock))

  // unselect it: nothing to buy yet (spec §8 "Please select products to purchase")
  await line.getByRole('checkbox').uncheck()
  await expect(page.getByTestId('checkout')).toHaveText('Mua hàng (0)')
  await page.getByTestId('checkout').click()
  await expect(page.getByRole('alert').getByText('Vui lòng chọn sản phẩm để mua')).toBeVisible()
  await expect(page).toHaveURL(/\/gio-hang$/)

  const scan = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  expect(scan.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([])

  // delete: "Item deleted", then the empty cart with a way home
  await line.getByTestId('delete-line').click()
  await expect(page.getByRole('status').getByText('Sản phẩm đã bị xoá')).toBeVisible()
  await expect(page.getByTestId('cart-empty')).toBeVisible()
  await expect(cartCount(page)).toHaveCount(0)
  await page.getByRole('link', { name: 'Mua sắm ngay' }).click()
  await expect(page).toHaveURL(/\/$/)
  expect(consoleErrors).toEqual([])
})

test("a guest's cart joins the account on login; buy now selects only that line and goes to the checkout", async ({ page, request }) => {
  const product = await productWithOptions(request)
  await page.goto(`/san-pham/${product._id}`)
  await pickVariant(page)
  await page.getByTestId('add-to-cart').click()
  await expect(cartCount(page)).toHaveText('1')

  const dialog = await login(page, DEMO.email, DEMO.password)
  await expect(dialog).toBeHidden()
  await page.goto('/gio-hang')
  await expect(page.getByTestId('cart-line').filter({ hasText: product.name })).toHaveCount(1)

  await page.goto(`/san-pham/${product._id}`)
  await pickVariant(page)
  await page.getByTestId('buy-now').click()
  await expect(page).toHaveURL(/\/thanh-toan/)
  const cart = (await (await page.request.get('/api/v1/mobile/carts/all')).json()).data.data as {
    valid: Array<{ items: Array<{ is_selected: boolean; product: { _id: string } }> }>
  }
  const selected = cart.valid.flatMap((s) => s.items.filter((i) => i.is_selected))
  expect(selected.map((i) => i.product._id)).toEqual([product._id])
})
