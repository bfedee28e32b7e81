import {
  type ErrorCode,
  errorMessage,
  foldVietnamese,
  issuesToFields,
  isLang,
  type Lang,
  needsLicence,
  normalisePhone,
  SELLER_ONBOARDING,
  type SellerPhotoKind,
  type SellerPrerequisite,
  type TAdminSellerApplication,
  type TAdminSellerApplicationItem,
  type TSellerApplication,
  type TSellerPrerequisites,
  type TSellerRegistration,
  type TSellerRegistrationDraft,
  validationMessage,
  ZSellerRegistrationData,
} from '@xinh/contracts'
import { uuidv7 } from 'uuidv7'
import type { CalendarService } from '#server/modules/calendar/index.ts'
import type { IdentityService } from '#server/modules/identity/index.ts'
import { type Actor, requireRole, requireUser } from '#server/platform/auth/actor.ts'
import type { Db } from '#server/platform/db/client.ts'
import { recordAudit } from '#server/modules/audit/index.ts'
import { enqueueNotification } from '#server/modules/notifications/index.ts'
import { alreadyDecided } from '#server/platform/admin-queue.ts'
import { AppError } from '#server/platform/errors.ts'
import { normaliseImage } from '#server/platform/images.ts'
import type { Storage } from '#server/platform/storage.ts'
import * as shopsRepo from '../shops.repo.ts'
import * as repo from './applications.repo.ts'

/** The two-tier address list (owned by the profile module, passed in by app.ts). */
export type AddressBook = {
  findProvince(code: string): { code: string } | undefined
  findWard(code: string): { code: string; province_code: string } | undefined
}

export type SellerApplicationsDeps = {
  db: Db
  storage: Storage
  identity: Pick<IdentityService, 'getUser' | 'addRole'>
  calendar: Pick<CalendarService, 'workingHoursAfter'>
  addressBook: AddressBook
}

const PHOTO_COLUMN = { id_front: 'idFrontKey', id_back: 'idBackKey', licence: 'licenceKey' } as const
const PREREQUISITE_ERROR: Record<SellerPrerequisite, ErrorCode> = {
  phone: 'SELLER_PHONE_NOT_VERIFIED',
  email: 'SELLER_EMAIL_NOT_VERIFIED',
  identity_card: 'SELLER_IDENTITY_CARD_MISSING',
}
/** Where the application stands, as the error an applicant or an admin gets for a wrong move. */
const STATE_CONFLICT: Record<repo.ApplicationRow['status'], ErrorCode> = {
  draft: 'SELLER_APPLICATION_NOT_SUBMITTED',
  waiting_approval: 'SELLER_APPLICATION_WAITING',
  approved: 'SELLER_APPLICATION_ALREADY_APPROVED',
  rejected: 'SELLER_APPLICATION_ALREADY_REJECTED',
}

const iso = (d: Date | null) => (d ? d.toISOString() : null)
const slugOf = (name: string) =>
  foldVietnamese(name)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 48) || 'shop'

/** Draft fields (API names) → columns; `undefined` leaves a column alone, null clears it. */
function toColumns(d: TSellerRegistrationDraft): repo.ApplicationValues {
  const v: repo.ApplicationValues = {
    ownerName: d.owner_name,
    birthDate: d.birth_date,
    phone: d.phone === undefined || d.phone === null ? d.phone : normalisePhone(d.phone),
    email: d.email,
    idNumber: d.id_number,
    taxCode: d.tax_code?.replace(/\s/g, '') ?? d.tax_code,
    bankName: d.bank_name,
    bankAccount: d.bank_account,
    bankBranch: d.bank_branch,
    storeName: d.store_name,
    industry: d.industry,
    businessType: d.business_type,
    businessRegistered: d.business_registered,
    platforms: d.platforms === null ? [] : d.platforms,
    shopLink: d.shop_link,
    description: d.description,
    provinceCode: d.province_code,
    wardCode: d.ward_code,
    street: d.street,
  }
  return Object.fromEntries(Object.entries(v).filter(([, x]) => x !== undefined)) as repo.ApplicationValues
}

/** The stored fields under their API names. */
function fieldsOf(a: repo.ApplicationRow) {
  return {
    owner_name: a.ownerName,
    birth_date: a.birthDate,
    phone: a.phone,
    email: a.email,
    id_number: a.idNumber,
    tax_code: a.taxCode,
    bank_name: a.bankName,
    bank_account: a.bankAccount,
    bank_branch: a.bankBranch,
    store_name: a.storeName,
    industry: a.industry as TSellerApplication['industry'],
    business_type: a.businessType as TSellerApplication['business_type'],
    business_registered: a.businessRegistered,
    platforms: a.platforms as TSellerApplication['platforms'],
    shop_link: a.shopLink,
    description: a.description,
    province_code: a.provinceCode,
    ward_code: a.wardCode,
    street: a.street,
  }
}

function present(a: repo.ApplicationRow): TSellerApplication {
  return {
    _id: a.id,
    status: a.status,
    ...fieldsOf(a),
    photos: { id_front: Boolean(a.idFrontKey), id_back: Boolean(a.idBackKey), licence: Boolean(a.licenceKey) },
    submitted_at: iso(a.submittedAt),
    review_deadline: iso(a.reviewDeadline),
    decided_at: iso(a.decidedAt),
    reject_reason: a.rejectReason,
    updated_at: a.updatedAt.toISOString(),
  }
}

/**
 * Becoming a seller (spec §3 seller registration, §4 shop registration, §6): the applicant's
 * two-step draft, photos in private storage, submission with its review deadline, and the admin
 * decision that creates the shop and grants the seller role.
 */
export function createSellerApplicationsService(deps: SellerApplicationsDeps) {
  const { db, storage, identity, calendar, addressBook } = deps

  async function prerequisitesOf(userId: string): Promise<TSellerPrerequisites> {
    const user = await identity.getUser(userId)
    const missing: SellerPrerequisite[] = []
    if (!user.phoneVerified) missing.push('phone')
    if (!user.emailVerified) missing.push('email')
    // submitted is enough to apply (an admin reviews card and application together); a rejected card is not
    if (user.identityStatus !== 'pending' && user.identityStatus !== 'approved') missing.push('identity_card')
    return { phone_verified: user.phoneVerified, email_verified: user.emailVerified, identity_status: user.identityStatus, missing }
  }

  /** spec §6: verified phone, verified e-mail and an identity card before anything is written. */
  async function requirePrerequisites(userId: string, lang: Lang) {
    const { missing } = await prerequisitesOf(userId)
    const first = missing[0]
    if (!first) return
    // the code names the first thing to fix; `fields` lists every one, in the caller's language
    const fields = Object.fromEntries(missing.map((m) => [m, errorMessage(PREREQUISITE_ERROR[m], lang)]))
    throw new AppError(PREREQUISITE_ERROR[first], { fields })
  }

  async function registrationOf(userId: string): Promise<TSellerRegistration> {
    const [prerequisites, application, shop] = await Promise.all([
      prerequisitesOf(userId),
      repo.findByUser(db, userId),
      shopsRepo.findShopByOwner(db, userId),
    ])
    const shopSummary = shop ? { _id: shop.id, is_approved: shop.status === 'approved' } : null
    // a shop approved without an application (the demo's, or one made by an admin tool) counts as approved
    const state = shopSummary?.is_approved ? 'approved' : (application?.status ?? 'not_registered')
    return { state, prerequisites, application: application ? present(application) : null, shop: shopSummary }
  }

  /** Writes are refused once the shop is approved, whatever the application says. */
  async function requireNoApprovedShop(userId: string) {
    const shop = await shopsRepo.findShopByOwner(db, userId)
    if (shop?.status === 'approved') throw new AppError('SELLER_APPLICATION_ALREADY_APPROVED')
  }

  async function conflictFor(userId: string): Promise<never> {
    const current = await repo.findByUser(db, userId)
    throw new AppError(current ? STATE_CONFLICT[current.status] : 'SELLER_APPLICATION_NOT_FOUND')
  }

  /** The ward must exist and lie in the chosen province (checked once both are known). */
  function checkAddress(values: { provinceCode?: string | null; wardCode?: string | null }, lang: Lang) {
    const fields: Record<string, string> = {}
    if (values.provinceCode && !addressBook.findProvince(values.provinceCode)) fields.province_code = validationMessage('v.province', lang)
    if (values.wardCode) {
      const ward = addressBook.findWard(values.wardCode)
      if (!ward || (values.provinceCode && ward.province_code !== values.provinceCode)) fields.ward_code = validationMessage('v.ward', lang)
    }
    if (Object.keys(fields).length) throw new AppError('VALIDATION_FAILED', { fields })
  }

  // ----- the applicant ----------------------------------------------------------------------

  async function getRegistration({ actor }: { actor: Actor }) {
    return registrationOf(requireUser(actor).userId)
  }

  async function saveDraft({ actor, lang, draft }: { actor: Actor; lang: Lang; draft: TSellerRegistrationDraft }) {
    const { userId } = requireUser(actor)
    await requirePrerequisites(userId, lang)
    await requireNoApprovedShop(userId)
    const values = toColumns(draft)
    const current = await repo.findByUser(db, userId)
    checkAddress({ provinceCode: values.provinceCode ?? current?.provinceCode, wardCode: values.wardCode ?? current?.wardCode }, lang)
    const saved = await repo.saveDraft(db, userId, { ...values, lang })
    if (!saved) await conflictFor(userId)
    return registrationOf(userId)
  }

  async function uploadPhoto({ actor, lang, kind, data }: { actor: Actor; lang: Lang; kind: SellerPhotoKind; data: Buffer }) {
    const { userId } = requireUser(actor)
    await requirePrerequisites(userId, lang)
    await requireNoApprovedShop(userId)
    const current = await repo.findByUser(db, userId)
    if (current && current.status !== 'draft' && current.status !== 'rejected') await conflictFor(userId)
    // checked by its bytes and re-encoded (EXIF, GPS dropped), then kept where no URL reaches it
    const image = await normaliseImage(data, { maxBytes: SELLER_ONBOARDING.photoMaxBytes, width: 1600, format: 'jpeg' })
    const { key } = await storage.putPrivate({ folder: 'seller-applications', data: image.data, ext: image.ext })
    const saved = await repo.saveDraft(db, userId, { [PHOTO_COLUMN[kind]]: key, lang })
    if (!saved) await conflictFor(userId)
    return registrationOf(userId)
  }

  async function readPhoto(application: repo.ApplicationRow | undefined, kind: SellerPhotoKind) {
    const key = application?.[PHOTO_COLUMN[kind]]
    if (!key) throw new AppError('NOT_FOUND')
    const data = await storage.readPrivate(key)
    // the row says it was stored: a missing file is an operations fault (storage switched without copying), not a 404
    if (!data) throw new Error(`seller application ${application?.id}: the ${kind} photo is missing from storage`)
    return { data, contentType: 'image/jpeg' }
  }

  /** One of the caller's own photos (their application only: there is no id to ask for another's). */
  async function ownPhoto({ actor, kind }: { actor: Actor; kind: SellerPhotoKind }) {
    return readPhoto(await repo.findByUser(db, requireUser(actor).userId), kind)
  }

  /** Sends the application for review; `draft` (the last step's fields) is saved first, in the same call. */
  async function submit({ actor, lang, draft }: { actor: Actor; lang: Lang; draft?: TSellerRegistrationDraft }) {
    const { userId } = requireUser(actor)
    await requirePrerequisites(userId, lang)
    await requireNoApprovedShop(userId)
    if (draft && Object.keys(draft).length) await saveDraft({ actor, lang, draft })
    const current = await repo.findByUser(db, userId)
    if (!current) throw new AppError('SELLER_APPLICATION_NOT_FOUND')
    if (current.status !== 'draft' && current.status !== 'rejected') await conflictFor(userId)

    // every field of both steps by its rule, the address by the address list, the photos present
    const stored = Object.fromEntries(Object.entries(fieldsOf(current)).filter(([, v]) => v !== null))
    const parsed = ZSellerRegistrationData.safeParse(stored)
    const fields = parsed.success ? {} : issuesToFields(parsed.error.issues, lang)
    const photoMissing = validationMessage('v.photo_required', lang)
    if (!current.idFrontKey) fields.id_front = photoMissing
    if (!current.idBackKey) fields.id_back = photoMissing
    if (needsLicence(fieldsOf(current)) && !current.licenceKey) fields.licence = photoMissing
    if (Object.keys(fields).length) throw new AppError('VALIDATION_FAILED', { fields })
    checkAddress(current, lang)

    const submittedAt = new Date()
    const reviewDeadline = await calendar.workingHoursAfter(submittedAt, SELLER_ONBOARDING.reviewHours)
    await db.transaction(async (tx) => {
      const done = await repo.submit(tx, current.id, { submittedAt, reviewDeadline, lang })
      if (!done) throw new AppError(STATE_CONFLICT.waiting_approval)
      await repo.insertEvent(tx, { applicationId: current.id, action: 'submitted', actorId: userId })
    })
    return registrationOf(userId)
  }

  /** Personal data goes with the account (spec §6 deletion): its application with it. */
  async function forgetUser(userId: string) {
    await repo.deleteByUser(db, userId)
  }

  // ----- admins ------------------------------------------------------------------------------

  async function list({
    actor,
    status,
    q,
    page,
    limit,
  }: {
    actor: Actor
    status?: 'waiting_approval' | 'approved' | 'rejected'
    q?: string
    page: number
    limit: number
  }) {
    requireRole(actor, 'admin')
    const { rows, total } = await repo.list(db, { status, q, page, limit })
    const items: TAdminSellerApplicationItem[] = rows.map(({ app, user }) => ({
      _id: app.id,
      status: app.status,
      store_name: app.storeName,
      owner_name: app.ownerName,
      industry: app.industry as TAdminSellerApplicationItem['industry'],
      business_type: app.businessType as TAdminSellerApplicationItem['business_type'],
      user: { _id: user.id, userName: user.userName, email: user.email },
      submitted_at: iso(app.submittedAt),
      review_deadline: iso(app.reviewDeadline),
      decided_at: iso(app.decidedAt),
    }))
    return { items, meta: { page, limit, total } }
  }

  /** A submitted application (drafts are the applicant's own business: 404 to admins). */
  async function submittedOrThrow(id: string) {
    const application = await repo.findById(db, id)
    if (!application || application.status === 'draft') throw new AppError('SELLER_APPLICATION_NOT_FOUND')
    return application
  }

  async function detail({ actor, id }: { actor: Actor; id: string }): Promise<TAdminSellerApplication> {
    requireRole(actor, 'admin')
    const application = await submittedOrThrow(id)
    const decided = application.status === 'approved' || application.status === 'rejected'
    const [user, events, decider] = await Promise.all([
      identity.getUser(application.userId),
      repo.listEvents(db, id),
      decided && application.decidedBy ? identity.getUser(application.decidedBy).catch(() => null) : null,
    ])
    const photoUrl = (kind: SellerPhotoKind) =>
      application[PHOTO_COLUMN[kind]] ? `/api/v1/admin/seller-applications/${application.id}/photos/${kind}` : null
    return {
      ...present(application),
      user: {
        _id: user.id,
        userName: user.userName,
        email: user.email,
        phoneNumber: user.phoneNumber,
        email_verified: user.emailVerified,
        phone_verified: user.phoneVerified,
        identity_status: user.identityStatus,
      },
      lang: isLang(application.lang) ? application.lang : 'vi',
      decided_by: application.decidedBy,
      decided: decided
        ? {
            decided_by: decider ? { _id: decider.id, name: decider.userName } : null,
            decided_at: application.decidedAt?.toISOString() ?? null,
            status: application.status,
          }
        : null,
      shop_id: application.shopId,
      photo_urls: { id_front: photoUrl('id_front'), id_back: photoUrl('id_back'), licence: photoUrl('licence') },
      history: events.map((e) => ({ action: e.action, by: e.actorId, reason: e.reason, at: e.createdAt.toISOString() })),
    }
  }

  async function adminPhoto({ actor, id, kind }: { actor: Actor; id: string; kind: SellerPhotoKind }) {
    requireRole(actor, 'admin')
    return readPhoto(await submittedOrThrow(id), kind)
  }

  /** The decision lost a race (or came too late): 409 naming who decided and when. */
  async function decisionConflict(id: string, lang: Lang): Promise<never> {
    const current = await repo.findById(db, id)
    if (!current) throw new AppError('SELLER_APPLICATION_NOT_FOUND')
    if (current.status !== 'approved' && current.status !== 'rejected') throw new AppError(STATE_CONFLICT[current.status])
    const by = current.decidedBy ? await identity.getUser(current.decidedBy).catch(() => null) : null
    throw alreadyDecided({ by: by ? { id: by.id, name: by.userName } : null, at: current.decidedAt, status: current.status }, lang)
  }

  async function decisionOf(application: repo.ApplicationRow) {
    const shop = await shopsRepo.findShopByOwner(db, application.userId)
    return {
      _id: application.id,
      status: application.status,
      decided_at: iso(application.decidedAt),
      reject_reason: application.rejectReason,
      shop: shop ? { _id: shop.id, is_approved: shop.status === 'approved' } : null,
    }
  }

  /**
   * Approves: in one transaction the application (only if still waiting), the shop (approved,
   * with the application's name, intro and province) and the seller role; then the e-mail.
   */
  async function approve({ actor, id, lang = 'vi' }: { actor: Actor; id: string; lang?: Lang }) {
    const admin = requireRole(actor, 'admin')
    await submittedOrThrow(id)
    const now = new Date()
    const approved = await db.transaction(async (tx) => {
      const application = await repo.decide(tx, id, { status: 'approved', decidedAt: now, decidedBy: admin.userId, rejectReason: null })
      if (!application) return undefined
      const name = application.storeName as string
      const shop = await shopsRepo.upsertApprovedShop(tx, {
        ownerId: application.userId,
        name,
        slug: `${slugOf(name)}-${uuidv7().slice(-8)}`,
        description: application.description as string,
        provinceCode: application.provinceCode,
      })
      await repo.setShop(tx, id, shop.id)
      await identity.addRole(application.userId, 'seller', tx)
      await repo.insertEvent(tx, { applicationId: id, action: 'approved', actorId: admin.userId })
      await recordAudit(tx, {
        actorId: admin.userId,
        action: 'shop_application.approve',
        targetType: 'shop_application',
        targetId: id,
        before: { status: 'waiting_approval' },
        after: { status: 'approved', shop_id: shop.id },
      })
      await enqueueNotification(tx, {
        userId: application.userId,
        audience: 'BUYER',
        event: 'shop.application_approved',
        params: { shop: name, ...(application.ownerName ? { owner: application.ownerName } : {}) },
        target: { shop_id: shop.id },
        link: '/ban-hang',
        dedupeKey: `shop-application:${id}:approved`,
        // the decision e-mail is this notification's (applicationEmailRenderers): sent once, after commit
        email: true,
        emailTo: application.email,
        langFallback: isLang(application.lang) ? application.lang : null,
      })
      return { ...application, shopId: shop.id }
    })
    if (!approved) return decisionConflict(id, lang)
    return decisionOf(approved)
  }

  async function reject({ actor, id, reason, lang = 'vi' }: { actor: Actor; id: string; reason: string; lang?: Lang }) {
    const admin = requireRole(actor, 'admin')
    await submittedOrThrow(id)
    const rejected = await db.transaction(async (tx) => {
      const application = await repo.decide(tx, id, {
        status: 'rejected',
        decidedAt: new Date(),
        decidedBy: admin.userId,
        rejectReason: reason,
      })
      if (application) {
        await repo.insertEvent(tx, { applicationId: id, action: 'rejected', actorId: admin.userId, reason })
        await recordAudit(tx, {
          actorId: admin.userId,
          action: 'shop_application.reject',
          targetType: 'shop_application',
          targetId: id,
          before: { status: 'waiting_approval' },
          after: { status: 'rejected' },
          reason,
        })
        await enqueueNotification(tx, {
          userId: application.userId,
          audience: 'BUYER',
          event: 'shop.application_rejected',
          params: { shop: String(application.storeName ?? ''), reason, ...(application.ownerName ? { owner: application.ownerName } : {}) },
          link: null,
          dedupeKey: `shop-application:${id}:rejected:${application.decidedAt?.toISOString() ?? ''}`,
          email: true,
          emailTo: application.email,
          langFallback: isLang(application.lang) ? application.lang : null,
        })
      }
      return application
    })
    if (!rejected) return decisionConflict(id, lang)
    return decisionOf(rejected)
  }

  /** The dashboard's line: applications waiting, the oldest one's submission and review deadline. */
  async function queueStat() {
    return repo.queueStat(db)
  }

  return {
    queueStat,
    getRegistration,
    saveDraft,
    uploadPhoto,
    ownPhoto,
    submit,
    forgetUser,
    list,
    detail,
    adminPhoto,
    approve,
    reject,
  }
}
export type SellerApplicationsService = ReturnType<typeof createSellerApplicationsService>
