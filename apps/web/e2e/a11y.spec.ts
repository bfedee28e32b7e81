import AxeBuilder from './axe.ts'
import type { Page } from '@playwright/test'
import { DEMO, expect, login, test } from './fixtures.ts'
import { newBuyer } from './money.ts'

async function violations(page: Page) {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

test('the home page, the login modal and the account pages have no serious accessibility violations', async ({ page }) => {
  await page.goto('/')
  expect(await violations(page)).toEqual([])

  await page.getByRole('banner').getByRole('button', { name: 'Đăng ký' }).click()
  await page.getByRole('dialog', { name: 'Tạo tài khoản Xinh' }).getByRole('button', { name: 'Đăng ký' }).click()
  await expect(page.getByRole('dialog').getByRole('alert').first()).toBeVisible()
  expect(await violations(page), 'sign-up modal with errors').toEqual([])
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toBeHidden()

  const dialog = await login(page, DEMO.email, DEMO.password)
  await expect(dialog).toBeHidden()
  for (const path of [
    '/trang-ca-nhan',
    '/trang-ca-nhan/dia-chi',
    '/trang-ca-nhan/so-do-co-the',
    '/trang-ca-nhan/xac-minh',
    '/chinh-sach/bao-dam',
  ]) {
    await page.goto(path)
    await page.waitForLoadState('networkidle')
    expect(await violations(page), path).toEqual([])
  }

  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/')
  await page.getByRole('banner').getByTestId('account-menu').click()
  expect(await violations(page)).toEqual([])
})

test('the body-measurement form: required and positive-number messages, cleared on edit, reset by cancel', async ({ page }) => {
  // a new buyer: the demo buyer has measurements (the product page's size advice uses them)
  await newBuyer(page)
  await page.goto('/trang-ca-nhan/so-do-co-the')
  const form = page.getByRole('form', { name: 'Số đo cơ thể' })
  await form.getByLabel('Chiều cao (cm)').fill('-5')
  await form.getByRole('button', { name: 'Lưu' }).click()
  await expect(form.getByText('Chiều cao phải là số dương')).toBeVisible()
  await expect(form.getByText('Vui lòng nhập cân nặng')).toBeVisible()
  await form.getByLabel('Cân nặng (kg)').fill('5')
  await expect(form.getByText('Vui lòng nhập cân nặng')).toBeHidden()
  await form.getByRole('button', { name: 'Huỷ' }).click()
  await expect(form.getByLabel('Chiều cao (cm)')).toHaveValue('')
  for (const [label, value] of [
    ['Chiều cao (cm)', '162'],
    ['Cân nặng (kg)', '50,5'],
    ['Vòng ngực (cm)', '84'],
    ['Vòng eo (cm)', '64'],
    ['Vòng mông (cm)', '90'],
  ]) {
    await form.getByLabel(label as string).fill(value as string)
  }
  await form.getByRole('button', { name: 'Lưu' }).click()
  await expect(page.getByTestId('toast').filter({ hasText: 'Đã lưu thay đổi' })).toBeVisible()
  await page.reload()
  await expect(page.getByRole('form', { name: 'Số đo cơ thể' }).getByLabel('Cân nặng (kg)')).toHaveValue('50.5')
})
