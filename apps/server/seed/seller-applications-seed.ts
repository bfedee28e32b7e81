import { SELLER_ONBOARDING } from '@xinh/contracts'
import sharp from 'sharp'
import { createCalendarService } from '#server/modules/calendar/index.ts'
import type { IdentityService } from '#server/modules/identity/index.ts'
import { sellerApplicationEvents, sellerApplications } from '#server/modules/shops/applications/applications.tables.ts'
import type { Db } from '#server/platform/db/client.ts'
import type { Storage } from '#server/platform/storage.ts'

/** The demo applicant: verified phone and e-mail, an identity card on file, an application waiting for the admin. */
export const DEMO_APPLICANT = { email: 'ungvien@xinh.vn', userName: 'Phạm Thu Hà', phone: '0356000013' } as const

/** A plain document-like picture (a card of the given colour with a header band), as JPEG. */
async function documentPhoto(background: { r: number; g: number; b: number }) {
  const band = await sharp({ create: { width: 640, height: 70, channels: 3, background: { r: 30, g: 64, b: 120 } } })
    .png()
    .toBuffer()
  return sharp({ create: { width: 640, height: 400, channels: 3, background } })
    .composite([{ input: band, top: 0, left: 0 }])
    .jpeg({ quality: 80 })
    .toBuffer()
}

/**
 * Seeds a pending seller application for the admin to decide (spec §4 shop registration), made the
 * way a person would have made it: the account verified, the identity card submitted through the
 * identity service, the photos in private storage, submitted an hour ago with its 48-working-hour
 * deadline from the holiday calendar.
 */
export async function seedSellerApplications({
  db,
  identity,
  storage,
  password,
  now,
}: {
  db: Db
  identity: IdentityService
  storage: Storage
  password: string
  now: number
}) {
  const user = await identity.createAccount({
    email: DEMO_APPLICANT.email,
    userName: DEMO_APPLICANT.userName,
    password,
    phoneNumber: DEMO_APPLICANT.phone,
  })
  const [front, back] = await Promise.all([documentPhoto({ r: 214, g: 228, b: 240 }), documentPhoto({ r: 236, g: 230, b: 214 })])
  await identity.submitIdentityCard({ userId: user.id, idNumber: '001196012345', front, back })
  const [frontKey, backKey] = await Promise.all([
    storage.putPrivate({ folder: 'seller-applications', data: front, ext: 'jpg' }),
    storage.putPrivate({ folder: 'seller-applications', data: back, ext: 'jpg' }),
  ])
  const submittedAt = new Date(now - 3_600_000)
  const reviewDeadline = await createCalendarService({ db }).workingHoursAfter(submittedAt, SELLER_ONBOARDING.reviewHours)
  await db.transaction(async (tx) => {
    const [application] = await tx
      .insert(sellerApplications)
      .values({
        userId: user.id,
        status: 'waiting_approval',
        ownerName: DEMO_APPLICANT.userName,
        birthDate: '1996-08-14',
        phone: DEMO_APPLICANT.phone,
        email: DEMO_APPLICANT.email,
        idNumber: '001196012345',
        taxCode: '001196012345',
        bankName: 'Techcombank',
        bankAccount: '19036512345017',
        bankBranch: 'Chi nhánh Hoàn Kiếm',
        storeName: 'Hà Linen',
        industry: 'women_fashion',
        businessType: 'personal',
        businessRegistered: false,
        platforms: ['shopee', 'instagram'],
        shopLink: 'https://instagram.com/ha.linen',
        description:
          'Hà Linen may váy, áo sơ mi và quần linen từ vải tự nhiên, phom rộng thoải mái cho ngày hè. Mỗi mẫu may số lượng nhỏ tại xưởng gia đình ở Hà Nội, đổi size trong 7 ngày.',
        provinceCode: '01',
        wardCode: '00004',
        street: '18 Phan Đình Phùng',
        idFrontKey: frontKey.key,
        idBackKey: backKey.key,
        lang: 'vi',
        submittedAt,
        reviewDeadline,
      })
      .returning({ id: sellerApplications.id })
    if (application)
      await tx.insert(sellerApplicationEvents).values({ applicationId: application.id, action: 'submitted', actorId: user.id })
  })
  return { userId: user.id }
}
