import { DEMO, expect, login, newAccount, pickPlace, test } from './fixtures.ts'

test('sign up, log out, wrong password, log in, edit profile, add an address, switch language', async ({ page, consoleErrors }) => {
  const account = newAccount()
  await page.goto('/')
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi')

  // sign up: client-side rules first (same messages as the server)
  await page.getByRole('banner').getByRole('button', { name: 'Đăng ký' }).click()
  const signup = page.getByRole('dialog', { name: 'Tạo tài khoản Xinh' })
  await signup.getByLabel('Họ và tên').fill(account.userName)
  await signup.getByLabel('Email').fill(account.email)
  await signup.getByLabel('Mật khẩu', { exact: true }).fill('weakpass')
  await signup.getByLabel('Nhập lại mật khẩu').fill('different')
  await signup.getByRole('button', { name: 'Đăng ký' }).click()
  await expect(signup.getByText('Mật khẩu phải có ít nhất 8 ký tự, gồm một chữ in hoa và một ký tự đặc biệt')).toBeVisible()
  await expect(signup.getByText('Mật khẩu xác nhận không khớp')).toBeVisible()
  await signup.getByLabel('Mật khẩu', { exact: true }).fill(account.password)
  await signup.getByLabel('Nhập lại mật khẩu').fill(account.password)
  await signup.getByRole('button', { name: 'Đăng ký' }).click()
  await expect(page.getByTestId('header-user-name')).toHaveText(account.userName)

  // log out
  await page.getByTestId('account-menu').click()
  await page.getByTestId('logout').click()
  await expect(page.getByRole('banner').getByRole('button', { name: 'Đăng nhập' })).toBeVisible()

  // wrong password shows the spec's message
  const dialog = await login(page, account.email, 'Wrong@Pass1')
  await expect(dialog.getByRole('alert')).toHaveText('Email hoặc mật khẩu không chính xác')

  // log in
  await dialog.getByLabel('Mật khẩu', { exact: true }).fill(account.password)
  await dialog.getByRole('button', { name: 'Đăng nhập', exact: true }).click()
  await expect(page.getByTestId('header-user-name')).toHaveText(account.userName)

  // edit the profile
  await page.getByTestId('account-menu').click()
  await page.getByRole('link', { name: 'Hồ sơ của tôi' }).click()
  await expect(page).toHaveURL(/\/trang-ca-nhan$/)
  const profile = page.getByRole('form', { name: 'Hồ sơ của tôi' })
  await profile.getByLabel('Họ và tên').fill('Phạm Ngọc Ánh Dương')
  await profile.getByLabel('Nữ').check()
  await profile.getByLabel('Ngày sinh').fill('1998-03-08')
  await profile.getByRole('button', { name: 'Lưu' }).click()
  await expect(page.getByTestId('toast').filter({ hasText: 'Đã lưu thay đổi' })).toBeVisible()
  await expect(page.getByTestId('header-user-name')).toHaveText('Phạm Ngọc Ánh Dương')
  await page.reload()
  await expect(page.getByRole('form', { name: 'Hồ sơ của tôi' }).getByLabel('Nữ')).toBeChecked()
  await expect(page.getByRole('form', { name: 'Hồ sơ của tôi' }).getByLabel('Ngày sinh')).toHaveValue('1998-03-08')

  // add an address with the two-tier picker
  await page.getByRole('link', { name: 'Địa chỉ' }).click()
  await expect(page.getByText('Bạn chưa có địa chỉ nào.')).toBeVisible()
  await page.getByRole('button', { name: 'Thêm địa chỉ mới' }).click()
  const form = page.getByRole('form', { name: 'Thêm địa chỉ mới' })
  await form.getByLabel('Số điện thoại').fill('0912345678')
  // a buyer's address has no seller flags (pickup / return address)
  await expect(form.getByLabel('Đặt làm địa chỉ mặc định')).toBeVisible()
  await expect(form.getByText('Địa chỉ lấy hàng')).toHaveCount(0)
  await expect(form.getByText('Địa chỉ trả hàng')).toHaveCount(0)
  // the province list: typing "H" offers Hà Nội first (the big cities lead, no "Thành phố" to type)
  const province = form.getByRole('combobox', { name: 'Tỉnh/Thành phố' })
  await province.fill('H')
  await expect(form.getByRole('option').first()).toHaveText('Thành phố Hà Nội')
  await province.press('Enter')
  await expect(province).toHaveValue('Thành phố Hà Nội')
  await pickPlace(form, 'Phường/Xã', 'ba dinh', 'Phường Ba Đình')
  await form.getByLabel('Địa chỉ cụ thể (số nhà, tên đường)').fill('12 Phan Đình Phùng')
  await form.getByRole('button', { name: 'Lưu' }).click()
  const list = page.getByTestId('address-list')
  await expect(list).toContainText('12 Phan Đình Phùng, Phường Ba Đình, Thành phố Hà Nội')
  await expect(list).toContainText('Mặc định')

  // English and back, the choice kept across pages
  await page.getByRole('banner').getByTestId('language-switch').selectOption('en')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page.getByRole('heading', { name: 'My addresses' })).toBeVisible()
  await page.goto('/')
  await expect(page.getByRole('heading', { name: 'Look good every day' })).toBeVisible()
  await page.getByRole('banner').getByTestId('language-switch').selectOption('vi')
  await expect(page.getByRole('heading', { name: 'Mặc xinh mỗi ngày' })).toBeVisible()
  expect(consoleErrors).toEqual([])
})

test('protected pages send anonymous visitors home; unknown pages show the 404 view', async ({ page }) => {
  for (const path of ['/trang-ca-nhan', '/trang-ca-nhan/dia-chi', '/ban-hang/tong-quan', '/tiep-thi-lien-ket']) {
    await page.goto(path)
    await expect(page).toHaveURL(/\/$/)
  }
  const res = await page.goto('/khong-co-trang-nay')
  expect(res?.status()).toBe(404)
  await expect(page.getByText('This page could not be found.')).toBeVisible()
})

test('the demo seller reaches the seller centre and sees the approved shop', async ({ page }) => {
  await page.goto('/')
  await login(page, 'seller@xinh.vn', DEMO.password)
  await expect(page.getByTestId('header-user-name')).toHaveText('Trần Minh Anh')
  await page.getByTestId('account-menu').click()
  await page.getByRole('link', { name: 'Kênh người bán', exact: true }).click()
  await expect(page).toHaveURL(/\/ban-hang\/tong-quan$/)
  const menu = page.getByRole('navigation', { name: 'Menu kênh người bán' })
  await expect(menu.getByRole('link', { name: 'Quản lý đơn hàng' })).toBeVisible()
  await expect(page.getByRole('link', { name: /Xinh Closet/ }).first()).toBeVisible()
})

test('a visitor from Singapore sees the region notice once and the site in English', async ({ browser }) => {
  const context = await browser.newContext({ extraHTTPHeaders: { 'cf-ipcountry': 'SG' } })
  const page = await context.newPage()
  await page.goto('/')
  const notice = page.getByRole('dialog', { name: 'You are visiting from outside Vietnam' })
  await expect(notice).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await notice.getByRole('button', { name: 'Continue shopping' }).click()
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Look good every day' })).toBeVisible()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(page.getByRole('contentinfo')).toContainText('Singapore')
  await context.close()
})

test('the policy pages in the footer exist', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('contentinfo').getByRole('link', { name: 'Chính sách đổi trả và hoàn tiền' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Chính sách đổi trả và hoàn tiền' })).toBeVisible()
  await expect(page.getByRole('article')).toContainText('từ 1 đến 14 ngày')
})
