import { execFile } from 'node:child_process'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import AxeBuilder from './axe.ts'
import type { Page } from '@playwright/test'
import { DEMO, expect, login, test } from './fixtures.ts'
import { toast } from './journey.ts'
import { ORIGIN, actor, call, newBuyer, photo, productInStock } from './money.ts'

/**
 * The community screens (issue 16, cweb): a buyer posts with photos and a tagged product, a
 * second buyer follows them from their wall, sees the post in "Đang theo dõi", likes and
 * comments; the product card opens the product; `/post/{id}` carries OpenGraph and Twitter tags;
 * a stored-XSS corpus in a post and a comment never executes. At 390 px, axe on each screen.
 * The author is notified of the follow, the like and the comment.
 */

const serious = async (page: Page) =>
  (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()).violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)

/** Markup a hostile writer would try: every line must show as the characters typed. */
const XSS = [
  '<script>window.__xss=1</script>',
  '<img src=x onerror="window.__xss=2">',
  '<a href="javascript:window.__xss=3">bấm</a>',
  '<svg onload="window.__xss=4"><circle r=1></svg>',
  '"><iframe src="javascript:window.__xss=5">',
  '<b onmouseover="window.__xss=6">dở dang',
]

/** Nothing ran: no dialog opened, no marker set, no element the corpus names made it into the page. */
async function expectInert(page: Page, scope: string) {
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss ?? 0)).toBe(0)
  const injected = ['script', 'iframe', '[onload]', '[onerror]', '[onmouseover]', 'a[href^="javascript"]', 'img[src="x"]']
  expect(await page.locator(injected.map((s) => `${scope} ${s}`).join(', ')).count()).toBe(0)
}

/** A real MP4 of `seconds`, made by the ffmpeg binary the server uses for poster frames (an npm package). */
async function clip(seconds: number) {
  const ffmpeg = (createRequire(import.meta.url)('@ffmpeg-installer/ffmpeg') as { path: string }).path
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'xinh-e2e-clip-')), `clip-${seconds}.mp4`)
  const args = ['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', `color=c=0xE11D48:s=96x64:d=${seconds}:r=5`]
  await promisify(execFile)(ffmpeg, [...args, '-pix_fmt', 'yuv420p', '-c:v', 'mpeg4', '-f', 'mp4', file])
  return { name: `clip-${seconds}.mp4`, mimeType: 'video/mp4', buffer: fs.readFileSync(file) }
}

const narrow = async (page: Page) => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)

test('a buyer posts with photos and a tagged product; a follower sees it in "following", likes, comments and opens the product', async ({
  page,
  browser,
  consoleErrors,
}) => {
  // two people, uploads and a video's poster frame: a long journey on a loaded machine
  test.setTimeout(test.info().timeout * 2.5)
  const dialogs: string[] = []
  page.on('dialog', (d) => {
    dialogs.push(d.message())
    void d.dismiss()
  })
  await page.setViewportSize({ width: 390, height: 844 })
  const picked = await productInStock(page.request)

  // a visitor reads the feed; writing asks them to log in
  await page.goto('/cong-dong')
  await expect(page.getByRole('heading', { name: 'Cộng đồng', level: 1 })).toBeVisible()
  await page.getByTestId('composer-guest').click()
  await expect(page.getByRole('dialog', { name: 'Đăng nhập' })).toBeVisible()
  await page.keyboard.press('Escape')

  // the author
  await newBuyer(page)
  const author = await call<{ _id: string; userName: string }>(page.request, 'GET', '/community/v1/profile/me')
  await page.goto('/cong-dong')
  const composer = page.getByTestId('composer')
  const words = `Outfit đi biển cuối tuần #mua_he ${XSS.join(' ')}`
  await composer.getByTestId('composer-text').fill(words)
  await expect(composer.getByText(`${[...words].length}/300`)).toBeVisible()
  await composer.getByTestId('composer-images').setInputFiles([photo(320, 240), { ...photo(240, 320), name: 'goc-nghieng.png' }])
  await expect(composer.getByRole('img', { name: /Ảnh \d của bài viết/ })).toHaveCount(2)
  // a file that is not a video: the server's own message, nothing attached
  await composer
    .getByTestId('composer-video-input')
    .setInputFiles({ name: 'clip.mp4', mimeType: 'video/mp4', buffer: Buffer.from('not a video at all') })
  await expect(composer.getByRole('alert')).not.toBeEmpty()
  await expect(composer.getByTestId('composer-video')).toHaveCount(0)
  // over the duration limit: the server's message names the limit in seconds
  await composer.getByTestId('composer-video-input').setInputFiles(await clip(61))
  await expect(composer.getByRole('alert')).toHaveText('Video quá dài (tối đa 60 giây)')
  await expect(composer.getByTestId('composer-video')).toHaveCount(0)
  // a short one is attached with the poster frame the server took from it
  await composer.getByTestId('composer-video-input').setInputFiles(await clip(2))
  await expect(composer.getByTestId('composer-video')).toHaveAttribute('poster', /\/uploads\/media\//)
  await expect(composer.getByRole('alert')).toHaveCount(0)
  // tag the product through the search picker
  await composer.getByTestId('composer-tag').click()
  const picker = page.getByRole('dialog', { name: 'Gắn sản phẩm' })
  await picker.getByTestId('picker-search').fill(picked.product.name)
  await picker.getByTestId('picker-result').filter({ hasText: picked.product.name }).first().click()
  await picker.getByTestId('picker-done').click()
  await expect(composer.getByTestId('composer-products')).toContainText(picked.product.name)
  expect(await serious(page)).toEqual([])
  await composer.getByTestId('composer-submit').click()
  await expect(toast(page, 'Đã đăng bài viết.')).toBeVisible()

  // the new post is on top, its words as text
  const mine = page.getByTestId('post-card').first()
  await expect(mine.getByText('Outfit đi biển cuối tuần')).toBeVisible()
  await expect(mine.locator('p').first()).toContainText(XSS[1]!)
  await expect(mine.getByRole('img', { name: /Ảnh \d của bài viết/ })).toHaveCount(2)
  await expect(mine.getByTestId('post-product')).toContainText(picked.product.name)
  await expect(mine.getByLabel('Video của bài viết')).toHaveAttribute('poster', /\/uploads\/media\//)
  await expect(mine.getByRole('link', { name: '#mua_he' })).toHaveAttribute('href', '/cong-dong?hashtag=mua_he')
  await expectInert(page, '[data-testid="post-list"]')
  const posts = await call<Array<{ _id: string }>>(
    page.request,
    'GET',
    `/community/v1/post/posts-user?userId=${author._id}&page=1&sort=recent`,
  )
  const postId = posts[0]!._id
  await narrow(page)

  // the post's own page: OpenGraph and Twitter tags for a shared link
  const html = await (await page.request.get(`/post/${postId}`)).text()
  expect(html).toContain(`<meta property="og:url" content="${ORIGIN}/post/${postId}"/>`)
  expect(html).toMatch(/<meta property="og:title" content="[^"]+ trên Xinh"\/>/)
  expect(html).toMatch(/<meta property="og:description" content="Outfit đi biển cuối tuần[^"]*"\/>/)
  expect(html).toMatch(/<meta property="og:image" content="http[^"]+"\/>/)
  expect(html).toContain('<meta name="twitter:card" content="summary_large_image"/>')
  expect(html).toMatch(/<meta name="twitter:image" content="http[^"]+"\/>/)
  // the corpus arrives escaped in the HTML, never as markup
  expect(html).not.toContain('<script>window.__xss')
  expect(html).not.toContain('<img src=x onerror')

  // a second buyer finds the author's wall and follows them
  const context = await browser.newContext({ baseURL: ORIGIN, viewport: { width: 390, height: 844 }, locale: 'vi-VN' })
  const other = await context.newPage()
  other.on('dialog', (d) => {
    dialogs.push(d.message())
    void d.dismiss()
  })
  const { account: follower } = await newBuyer(other)
  await other.goto('/cong-dong?tab=dang-theo-doi')
  await expect(other.getByText('Chưa có bài viết nào từ người bạn theo dõi')).toBeVisible()
  await other.goto(`/tuong/${author._id}`)
  const header = other.getByTestId('wall-header')
  await expect(header.getByRole('heading', { level: 1 })).toHaveText(author.userName)
  await expect(other.getByTestId('post-card')).toHaveCount(1)
  expect(await serious(other)).toEqual([])
  await header.getByTestId('follow-toggle').click()
  await expect(header.getByTestId('follow-toggle')).toHaveAttribute('aria-pressed', 'true')
  await expect(header.getByTestId('wall-followers')).toContainText('1')
  await expect(toast(other, `Đã theo dõi ${author.userName}.`)).toBeVisible()
  await header.getByTestId('wall-followers').click()
  const followers = other.getByRole('dialog', { name: 'Người theo dõi' })
  await expect(followers.getByTestId('follows-list').getByRole('link')).toHaveCount(1)
  await other.keyboard.press('Escape')

  // "Đang theo dõi" now has the post; like it
  await other.goto('/cong-dong')
  await other.getByRole('link', { name: 'Đang theo dõi' }).click()
  await expect(other).toHaveURL(/\/cong-dong\?tab=dang-theo-doi$/)
  const card = other.getByTestId('post-card').first()
  await expect(card.getByText('Outfit đi biển cuối tuần')).toBeVisible()
  await card.getByTestId('post-like').click()
  await expect(card.getByTestId('post-like')).toHaveAttribute('aria-pressed', 'true')
  await expect(card.getByTestId('post-like')).toContainText('1')
  await expect
    .poll(async () => (await call<{ like_count: number }>(other.request, 'GET', `/community/v1/post/${postId}`)).like_count)
    .toBe(1)
  expect(await serious(other)).toEqual([])

  // comment on the post's page, the corpus again
  await card.getByTestId('post-comments').click()
  await expect(other).toHaveURL(new RegExp(`/post/${postId}#binh-luan$`))
  await expect(other.getByText('Chưa có bình luận nào. Hãy là người đầu tiên!')).toBeVisible()
  const comment = `Đẹp quá! ${XSS.slice(0, 4).join(' ')}`
  const form = other.getByTestId('comment-form')
  await form.getByTestId('comment-text').fill(comment)
  await form.getByTestId('comment-send').click()
  const thread = other.getByTestId('comment-list')
  await expect(thread.getByTestId('comment')).toHaveCount(1)
  await expect(thread.getByTestId('comment').locator('p').first()).toHaveText(comment)
  await expectInert(other, '#binh-luan')
  await expect(other.getByTestId('post-comments')).toContainText('1')
  expect(await serious(other)).toEqual([])
  await narrow(other)

  // after a reload the comment is read from the server, still as text
  await other.reload()
  await expect(other.getByTestId('comment').locator('p').first()).toHaveText(comment)
  await expectInert(other, 'main')

  // the author is notified of the follow, the like and the comment (through the outbox, so it may take a moment)
  await page.goto('/trang-ca-nhan/thong-bao')
  await expect(async () => {
    await page.reload()
    const list = page.getByTestId('notification-list')
    await expect(list).toContainText(`${follower.userName} đã bắt đầu theo dõi bạn`, { timeout: 2_000 })
    await expect(list).toContainText(`${follower.userName} đã thích bài viết của bạn`, { timeout: 2_000 })
    await expect(list).toContainText(`${follower.userName} đã bình luận bài viết của bạn`, { timeout: 2_000 })
  }).toPass({ timeout: 30_000 })

  // the author replies on their post (one level of replies)
  await page.goto(`/post/${postId}`)
  await page.getByTestId('comment-reply').click()
  await page.getByTestId('reply-form').getByTestId('comment-text').fill('Cảm ơn bạn nhé')
  await page.getByTestId('reply-form').getByTestId('comment-send').click()
  await expect(page.getByTestId('reply')).toHaveText(/Cảm ơn bạn nhé/)

  // the tagged product's card opens the product
  await other.getByTestId('post-product').first().click()
  await expect(other).toHaveURL(new RegExp(`/san-pham/${picked.product._id}`))
  await expect(other.getByTestId('product-title')).toHaveText(picked.product.name)

  expect(dialogs).toEqual([])
  await context.close()
  expect(consoleErrors).toEqual([])
})

test('a hidden or unknown post is a 404; /tuong sends visitors to log in and keeps ?order=1', async ({ page }) => {
  const missing = await page.goto('/post/018f0000-0000-7000-8000-000000000000')
  expect(missing?.status()).toBe(404)
  expect((await page.goto('/post/not-an-id'))?.status()).toBe(404)
  await page.goto('/tuong')
  await expect(page).toHaveURL(/\/dang-nhap\?next=%2Ftuong$/)
  await page.goto('/tuong?order=1')
  await expect(page).toHaveURL(/\/$/)
  // a signed-in buyer: their own wall, and ?order=1 still leads to their orders
  await newBuyer(page)
  await page.goto('/tuong')
  await expect(page.getByTestId('wall-header').getByRole('link', { name: 'Đơn mua của tôi' })).toBeVisible()
  await expect(page.getByText('Bạn chưa đăng bài viết nào')).toBeVisible()
  await page.getByRole('link', { name: 'Đã lưu' }).click()
  await expect(page).toHaveURL(/\/tuong\?tab=da-luu$/)
  await expect(page.getByText('Bạn chưa lưu bài viết nào')).toBeVisible()
  // blooks come from the blog part's wall call (spec §7 bbook-user): none for a new buyer
  await page.getByRole('navigation', { name: 'Nội dung trên tường' }).getByRole('link', { name: 'Blook', exact: true }).click()
  await expect(page).toHaveURL(/\/tuong\?tab=blook$/)
  await expect(page.getByText('Chưa có blook nào')).toBeVisible()
  expect(await serious(page)).toEqual([])
  await page.goto('/tuong?order=1')
  await expect(page).toHaveURL(/\/trang-ca-nhan\/don-hang$/)
  // the screens' words come in the reader's language (the area catalogue of each loader)
  await page.context().addCookies([{ name: 'lang', value: 'en', url: ORIGIN }])
  await page.goto('/cong-dong')
  await expect(page.getByRole('heading', { name: 'Community', level: 1 })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Following' })).toBeVisible()
  await page.context().addCookies([{ name: 'lang', value: 'ko', url: ORIGIN }])
  await page.goto('/tuong')
  await expect(page.getByRole('link', { name: '저장됨' })).toBeVisible()
})

test('share copies the link; a reported post hidden by a moderator is a 404 for others and marked for its author, who deletes it', async ({
  page,
  browser,
  consoleErrors,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await newBuyer(page)
  const post = await call<{ _id: string }>(page.request, 'POST', '/community/v1/post', { content: 'Set đồ đi tiệc tối nay #party' })

  const context = await browser.newContext({ baseURL: ORIGIN, viewport: { width: 390, height: 844 }, locale: 'vi-VN' })
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  const reader = await context.newPage()
  await newBuyer(reader)
  await reader.goto(`/post/${post._id}`)
  // no share sheet on a desktop Chromium: the link goes to the clipboard
  await reader.evaluate(() => Object.defineProperty(navigator, 'share', { value: undefined }))
  await reader.getByTestId('post-share').click()
  await expect(toast(reader, 'Đã sao chép liên kết.')).toBeVisible()
  expect(await reader.evaluate(() => navigator.clipboard.readText())).toBe(`${ORIGIN}/post/${post._id}`)

  // report it with a reason from the server's list (`reasons?type=report`); when the list cannot be read, the dialog says so
  const reasons = '**/api/v1/public/reasons?type=report'
  await reader.route(reasons, (r) => r.abort())
  await reader.getByTestId('post-report').click()
  const report = reader.getByRole('dialog', { name: 'Báo cáo nội dung' })
  await expect(report.getByRole('alert')).toHaveText('Không tải được danh sách lý do, vui lòng thử lại.')
  await expect(report.getByTestId('report-send')).toBeDisabled()
  await report.getByRole('button', { name: 'Huỷ' }).click()
  await reader.unroute(reasons)
  await reader.getByTestId('post-report').click()
  await expect(report.getByRole('radio', { name: 'Hàng cấm, hàng hạn chế kinh doanh' })).toBeVisible()
  await report.getByTestId('report-send').click()
  await expect(report.getByText('Hãy chọn một lý do.')).toBeVisible()
  await report.getByRole('radio', { name: 'Spam hoặc quảng cáo rác' }).check()
  expect(await serious(reader)).toEqual([])
  await report.getByTestId('report-send').click()
  await expect(toast(reader, 'Cảm ơn bạn, chúng tôi sẽ xem xét báo cáo này.')).toBeVisible()
  await expect(report).toBeHidden()

  // a moderator upholds the report: the post is hidden
  const admin = await actor(browser, 'admin@xinh.vn')
  const cases = await call<Array<{ _id: string; target_id: string; reasons: Array<{ reason: string }> }>>(
    admin,
    'GET',
    '/api/v1/admin/reported-content?target_type=post&limit=100',
  )
  const found = cases.find((c) => c.target_id === post._id)
  expect(found?.reasons.map((r) => r.reason)).toEqual(['Spam hoặc quảng cáo rác'])
  await call(admin, 'POST', `/api/v1/admin/reported-content/${found!._id}/approve`)
  expect((await reader.goto(`/post/${post._id}`))?.status()).toBe(404)

  // its author still sees it, marked, and deletes it
  await page.goto(`/post/${post._id}`)
  await expect(page.getByText('Bài viết đã bị ẩn sau khi bị báo cáo; chỉ bạn còn thấy.')).toBeVisible()
  await page.getByTestId('post-delete').click()
  await page.getByTestId('post-delete-confirm').click()
  await expect(page).toHaveURL(/\/cong-dong$/)
  expect((await page.goto(`/post/${post._id}`))?.status()).toBe(404)
  await context.close()
  expect(consoleErrors).toEqual([])
})

test('a seller posts as their shop: the card names the shop and leads to its page', async ({ page, consoleErrors }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/cong-dong')
  await expect(await login(page, 'seller@xinh.vn', DEMO.password)).toBeHidden()
  const composer = page.getByTestId('composer')
  await composer.getByTestId('composer-text').fill('Hàng mới về: váy lụa cho mùa cưới #hangmoi')
  await composer.getByTestId('composer-as-shop').check()
  await composer.getByTestId('composer-submit').click()
  const card = page.getByTestId('post-card').first()
  await expect(card.getByText('Hàng mới về: váy lụa cho mùa cưới')).toBeVisible()
  await expect(card.getByText('Shop', { exact: true })).toBeVisible()
  const shopLink = card.getByRole('heading').getByRole('link')
  await expect(shopLink).toHaveAttribute('href', /^\/nguoi-ban\/[0-9a-f-]{36}$/)
  await shopLink.click()
  await expect(page).toHaveURL(/\/nguoi-ban\//)
  expect(consoleErrors).toEqual([])
})
