import AxeBuilder from './axe.ts'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { actor, call, newBuyer, photo } from './money.ts'
import { outbox } from './outbox.ts'

/**
 * pages (issue 18): a social organisation's feedback from the form to the admin's decision and
 * back on the author's list; the landing contact form e-mailed to support; the guides with their
 * screenshots; the Korean variant of a landing page. One new buyer, the demo admin by API.
 */
async function serious(page: Page) {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

test('a social organisation sends feedback with its decision photo, the admin declines it and the author reads why', async ({
  page,
  browser,
}) => {
  await newBuyer(page)
  await page.goto('/phan-anh-to-chuc-xa-hoi')
  await expect(page.getByRole('heading', { level: 1, name: 'Phản ánh của tổ chức xã hội' })).toBeVisible()
  const form = page.getByTestId('social-feedback-form')
  expect(await serious(page)).toEqual([])

  // spec §5 in the browser before anything is sent: every required field says so
  await form.getByRole('button', { name: 'Gửi phản ánh' }).click()
  await expect(form.getByText('Vui lòng nhập trường này')).toHaveCount(4)
  await expect(form.getByText('Vui lòng thêm một ảnh')).toBeVisible()

  const org = `Hội Bảo vệ người tiêu dùng ${Date.now().toString(36)}`
  await form.getByLabel('Tên tổ chức').fill('Q'.repeat(100))
  await form.getByLabel('Số quyết định thành lập').fill('1234/QĐ-UBND')
  await form.getByLabel('Email liên hệ').fill('khong-hop-le')
  await form.getByLabel('Nội dung phản ánh').fill('Nhiều gian hàng bán kem chống nắng không rõ nguồn gốc, đề nghị Xinh kiểm tra.')
  await form.getByRole('button', { name: 'Gửi phản ánh' }).click()
  await expect(form.getByText('Tối đa 99 ký tự')).toBeVisible()
  await expect(form.getByText('Email không đúng định dạng')).toBeVisible()

  await form.getByLabel('Tên tổ chức').fill(org)
  await form.getByLabel('Email liên hệ').fill('lienhe@hoibaove.org.vn')
  await form.getByLabel('Chủ đề phản ánh').selectOption({ label: 'Hàng hoá không an toàn, không rõ nguồn gốc' })
  await form.locator('input[type=file]').setInputFiles(photo())
  await expect(form.getByRole('img', { name: 'Ảnh quyết định hoặc bằng chứng' })).toBeVisible()
  await form.getByRole('button', { name: 'Gửi phản ánh' }).click()
  await expect(page.getByTestId('social-feedback-sent')).toContainText('Đã gửi phản ánh')

  await page.getByTestId('social-feedback-sent').getByRole('link', { name: 'Xem phản ánh đã gửi' }).click()
  await expect(page).toHaveURL(/\/danh-sach$/)
  const item = page.getByTestId('social-feedback-list').getByRole('listitem').filter({ hasText: org })
  await expect(item).toContainText('Đang xem xét')
  await expect(item).toContainText('Hàng hoá không an toàn, không rõ nguồn gốc')
  expect(await serious(page)).toEqual([])

  // the admin's queue has it; declined with a reason the author reads
  const admin = await actor(browser, 'admin@xinh.vn')
  const queue = await call<Array<{ _id: string; organization_name: string }>>(
    admin,
    'GET',
    `/api/v1/admin/social-feedback?q=${encodeURIComponent(org)}`,
  )
  expect(queue.map((f) => f.organization_name)).toEqual([org])
  await call(admin, 'POST', `/api/v1/admin/social-feedback/${queue[0]!._id}/reject`, {
    reason: 'Vui lòng gửi kèm ảnh quyết định rõ nét hơn',
  })
  await page.reload()
  await expect(item).toContainText('Từ chối')
  await expect(item).toContainText('Phản hồi của Xinh: Vui lòng gửi kèm ảnh quyết định rõ nét hơn')
})

test('the download landing: store links, its contact form e-mailed to support, and its Korean share card', async ({ page }) => {
  await page.goto('/download')
  await expect(page.getByRole('heading', { level: 1, name: 'Tải ứng dụng Xinh' })).toBeVisible()
  await expect(page.getByTestId('store-links').getByRole('link')).toHaveCount(2)
  // the download page's extra: on a computer, a QR code carries the page to the phone
  await expect(page.getByTestId('download-qr').getByRole('img', { name: 'Quét mã để tải trên điện thoại' }).locator('svg')).toBeVisible()
  expect(await serious(page)).toEqual([])

  const contact = page.getByTestId('contact-form')
  // the form loads as it nears the screen (landing pages keep their JavaScript budget)
  await contact.scrollIntoViewIfNeeded()
  const name = `Khách ${Date.now().toString(36)}`
  await contact.getByLabel('Họ tên').fill(name)
  // spec §5: digits only — letters and spaces never reach the field
  await contact.getByLabel('Số điện thoại').pressSequentially('09a12 345-678')
  await expect(contact.getByLabel('Số điện thoại')).toHaveValue('0912345678')
  await contact.getByLabel('Bạn cần hỗ trợ gì?').fill('Tôi không đăng nhập được trên ứng dụng.')
  await contact.getByRole('button', { name: 'Gửi liên hệ' }).click()
  await expect(contact.getByRole('status')).toContainText('Xinh sẽ liên hệ lại với bạn sớm')
  await expect.poll(() => outbox('hotro@xinh.vn').filter((m) => m.subject === `[Liên hệ] ${name} – 0912345678`).length).toBe(1)

  // the Korean variant for shared links: the page and its card in Korean, the other languages as alternates
  await page.goto('/download?hl=ko')
  await expect(page.getByRole('heading', { level: 1, name: 'Xinh 앱 다운로드' })).toBeVisible()
  await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'ko_KR')
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', 'Xinh 앱 다운로드 – Xinh')
  await expect(page.locator('link[rel="alternate"][hreflang="vi"]')).toHaveAttribute('href', /\/download$/)
  // choosing a language leaves the variant for the chosen one
  await page.getByTestId('language-switch').first().selectOption('vi')
  await expect(page).toHaveURL(/\/download$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Tải ứng dụng Xinh' })).toBeVisible()
})

test('the guides: buying and selling lists, a guide with its steps and the screenshot of the real screen', async ({ page }) => {
  await page.goto('/huong-dan')
  await expect(page.getByRole('heading', { name: 'Hướng dẫn mua hàng' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Hướng dẫn bán hàng' })).toBeVisible()
  expect(await serious(page)).toEqual([])
  await page.getByRole('link', { name: /Trả hàng và hoàn tiền/ }).click()
  await expect(page).toHaveURL(/\/huong-dan\/mua-hang\/hoan-tien$/)
  await expect(page.getByTestId('guide-steps').getByRole('listitem')).toHaveCount(5)
  const shot = page.getByRole('img', { name: 'Ảnh chụp màn hình: Trả hàng và hoàn tiền' })
  await shot.scrollIntoViewIfNeeded()
  await expect.poll(() => shot.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(360)
  await expect(shot).toHaveAttribute('src', '/guides/mua-hang-hoan-tien.webp')
  expect(await serious(page)).toEqual([])
  // polish: an English or Korean reader sees the screen in their language (the Vietnamese picture is the fallback)
  for (const lang of ['en', 'ko'] as const) {
    await page.goto(`/huong-dan/mua-hang/hoan-tien?hl=${lang}`)
    const own = page.getByRole('img', { name: lang === 'en' ? 'Screenshot: Returns and refunds' : /^화면: / })
    await expect(own).toHaveAttribute('src', `/guides/${lang}/mua-hang-hoan-tien.webp`)
    await own.scrollIntoViewIfNeeded()
    await expect.poll(() => own.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(360)
  }
  await page.goto('/huong-dan/ban-hang/khong-co')
  await expect(page.getByRole('heading', { level: 1, name: 'Không tìm thấy trang này.' })).toBeVisible()
})
