import { z } from 'zod'
import { ZDecidedBy, ZQueueReason } from './admin-queues.ts'
import { zEmail } from './auth.ts'
import { zMediaUrl } from './catalog.ts'
import type { Lang } from './locale.ts'
import { ORDER_REASON_TYPES, ORDER_REASONS, type TReason } from './orders.ts'

/**
 * pages (issue 18): social-organisation feedback (spec §3/§5 "Social-organisation feedback", §7
 * `POST`/`GET api/v1/mobile/social-feedback`), its admin queue, the feedback and report reasons of
 * `GET api/v1/public/reasons`, and the landing contact form (spec §2, §5 "Contact form phone").
 */
export const SOCIAL_FEEDBACK_RULES = {
  /** spec §5: organisation name required, under 100 characters */
  organizationNameMax: 99,
  /** spec §5: decision number required, at most 100 */
  decisionNumberMax: 100,
  /** spec §5: content required, under 500 characters */
  contentMax: 499,
  /** one submission list page */
  pageSize: 10,
} as const

/** Required text, NFC first so a Vietnamese letter typed with combining marks counts as one character. */
const zRequired = (max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.normalize('NFC') : v),
    z.string({ error: 'v.required' }).trim().min(1, { error: 'v.required' }).max(max, { error: 'v.too_long' }),
  )

type Named = { _id: string } & Record<Lang, string>

/**
 * What a social organisation writes to us about (the form's topic), and what a user may report
 * content for: the `feedback` and `report` kinds of `GET /api/v1/public/reasons`. Ids are stable:
 * they are stored; names are shown in the reader's language.
 */
export const CONTENT_REASONS = {
  feedback: [
    {
      _id: 'counterfeit_goods',
      vi: 'Hàng giả, hàng nhái, vi phạm sở hữu trí tuệ',
      en: 'Counterfeit goods or intellectual-property infringement',
      ko: '위조품 또는 지식재산권 침해',
    },
    {
      _id: 'unsafe_goods',
      vi: 'Hàng hoá không an toàn, không rõ nguồn gốc',
      en: 'Unsafe goods or goods of unknown origin',
      ko: '안전하지 않거나 출처가 불분명한 상품',
    },
    {
      _id: 'consumer_rights',
      vi: 'Quyền lợi người tiêu dùng bị xâm phạm',
      en: 'Consumer rights are being infringed',
      ko: '소비자 권리 침해',
    },
    {
      _id: 'misleading_ads',
      vi: 'Quảng cáo sai sự thật, gây hiểu nhầm',
      en: 'False or misleading advertising',
      ko: '허위 또는 오해의 소지가 있는 광고',
    },
    {
      _id: 'child_protection',
      vi: 'Nội dung ảnh hưởng đến trẻ em',
      en: 'Content harmful to children',
      ko: '아동에게 유해한 콘텐츠',
    },
    {
      _id: 'cooperation',
      vi: 'Đề nghị hợp tác vì cộng đồng',
      en: 'A proposal for community cooperation',
      ko: '공익 협력 제안',
    },
    { _id: 'feedback_other', vi: 'Nội dung khác', en: 'Something else', ko: '기타' },
  ],
  report: [
    { _id: 'spam', vi: 'Spam hoặc quảng cáo rác', en: 'Spam or junk advertising', ko: '스팸 또는 광고' },
    { _id: 'scam', vi: 'Lừa đảo', en: 'Scam or fraud', ko: '사기' },
    {
      _id: 'offensive',
      vi: 'Ngôn từ xúc phạm, nội dung không phù hợp',
      en: 'Offensive language or inappropriate content',
      ko: '모욕적인 표현 또는 부적절한 콘텐츠',
    },
    { _id: 'prohibited_goods', vi: 'Hàng cấm, hàng hạn chế kinh doanh', en: 'Prohibited or restricted goods', ko: '금지 또는 제한 상품' },
    { _id: 'false_info', vi: 'Thông tin sai sự thật', en: 'False information', ko: '허위 정보' },
    { _id: 'personal_info', vi: 'Lộ thông tin cá nhân', en: 'Exposes personal information', ko: '개인정보 노출' },
    { _id: 'report_other', vi: 'Lý do khác', en: 'Another reason', ko: '기타 사유' },
  ],
} as const satisfies Record<string, readonly Named[]>
export const CONTENT_REASON_TYPES = ['feedback', 'report'] as const

export type ReportReasonId = (typeof CONTENT_REASONS.report)[number]['_id']
/**
 * The ids a report may give (polish, issue 18): `POST /community/v1/report` (posts, comments,
 * users, blooks) and the review report accept exactly these — the one list is `CONTENT_REASONS.report`,
 * which `GET /api/v1/public/reasons?type=report` also answers.
 */
export const REPORT_REASON_IDS = CONTENT_REASONS.report.map((r) => r._id) as [ReportReasonId, ...ReportReasonId[]]

/** A report as the queue stores it: the reason id, then the reporter's note if any (`spam: …`). */
export const reportReasonRecord = (id: ReportReasonId, note: string | null | undefined) => (note ? `${id}: ${note}` : id)

/**
 * A stored report reason as the admin reads it: a leading reason id is named in their language
 * (`Spam hoặc quảng cáo rác: …`); older free-text reasons are shown as they were written.
 */
export function reportReasonText(stored: string, lang: Lang): string {
  const m = /^([a-z_]+)(: ([\s\S]*))?$/.exec(stored)
  const named = m ? CONTENT_REASONS.report.find((r) => r._id === m[1]) : undefined
  if (!m || !named) return stored
  return m[3] ? `${named[lang]}: ${m[3]}` : named[lang]
}
export type ContentReasonType = (typeof CONTENT_REASON_TYPES)[number]

export const isFeedbackReason = (id: unknown): id is string => typeof id === 'string' && CONTENT_REASONS.feedback.some((r) => r._id === id)

/** A feedback topic's name in the reader's language (null when none was chosen). */
export function feedbackReasonName(id: string | null | undefined, lang: Lang): string | null {
  if (!id) return null
  return CONTENT_REASONS.feedback.find((r) => r._id === id)?.[lang] ?? id
}

// ----- social-organisation feedback ------------------------------------------------------------

/** `POST /api/v1/mobile/social-feedback`: the image is a URL of our own upload (`POST /api/v1/image`). */
export const ZSocialFeedbackCreate = z.strictObject({
  organization_name: zRequired(SOCIAL_FEEDBACK_RULES.organizationNameMax),
  decision_number: zRequired(SOCIAL_FEEDBACK_RULES.decisionNumberMax),
  email: zEmail,
  content: zRequired(SOCIAL_FEEDBACK_RULES.contentMax),
  image: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.string({ error: 'v.image_required' }).pipe(zMediaUrl)),
  /** a `feedback` reason of `GET /api/v1/public/reasons` (optional) */
  reason_id: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z
      .string()
      .refine((v) => isFeedbackReason(v), { error: 'v.invalid' })
      .optional(),
  ),
})
export type TSocialFeedbackCreate = z.infer<typeof ZSocialFeedbackCreate>

export const SOCIAL_FEEDBACK_STATUSES = ['pending', 'approved', 'rejected'] as const
export type SocialFeedbackStatus = (typeof SOCIAL_FEEDBACK_STATUSES)[number]

/** One submission as its author sees it (the `/danh-sach` list) — the admin's view adds who sent it. */
export const ZSocialFeedback = z.object({
  _id: z.string(),
  organization_name: z.string(),
  decision_number: z.string(),
  email: z.string(),
  content: z.string(),
  image: z.string(),
  reason_id: z.string().nullable(),
  /** the reason's name in the reader's language */
  reason: z.string().nullable(),
  status: z.enum(SOCIAL_FEEDBACK_STATUSES),
  /** what the admin wrote when rejecting (shown to the author) */
  review_note: z.string().nullable(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
})
export type TSocialFeedback = z.infer<typeof ZSocialFeedback>

/** `GET /api/v1/mobile/social-feedback?page=&limit=`: the caller's own submissions, newest first. */
export const ZSocialFeedbackListQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(SOCIAL_FEEDBACK_RULES.pageSize),
})

export const ZAdminSocialFeedback = ZSocialFeedback.extend({
  user: z.object({ _id: z.string(), userName: z.string(), email: z.string().nullable() }),
  decided: ZDecidedBy.nullable(),
})
export type TAdminSocialFeedback = z.infer<typeof ZAdminSocialFeedback>

const zQ = z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), z.string().trim().max(100).optional())
/** `GET /api/v1/admin/social-feedback?status=&q=&page=&limit=` */
export const ZSocialFeedbackQueueQuery = z.object({
  status: z.preprocess((v) => (v === '' ? undefined : v), z.enum(SOCIAL_FEEDBACK_STATUSES, { error: 'v.invalid' }).default('pending')),
  q: zQ,
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
})
/** `POST /api/v1/admin/social-feedback/{id}/reject`: the author reads the reason. */
export const ZSocialFeedbackRejectInput = z.strictObject({ reason: ZQueueReason })

// ----- landing contact form ----------------------------------------------------------------------

export const CONTACT_RULES = {
  /** spec §5: digits only, up to 11 (a Vietnamese number has 9–11 digits with its leading 0) */
  phoneMin: 9,
  phoneMax: 11,
  nameMax: 60,
  messageMax: 1000,
} as const
/** Which landing page the form was sent from (the e-mail's subject says it). */
export const CONTACT_SOURCES = ['seller', 'download', 'home'] as const

/** `POST /api/v1/public/contact`: stored, then e-mailed to the support inbox through the outbox. */
export const ZContactCreate = z.strictObject({
  name: zRequired(CONTACT_RULES.nameMax),
  phone: z
    .string({ error: 'v.required' })
    .trim()
    .min(1, { error: 'v.required' })
    .regex(new RegExp(`^\\d{${CONTACT_RULES.phoneMin},${CONTACT_RULES.phoneMax}}$`), { error: 'v.contact_phone' }),
  email: z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), zEmail.optional()),
  message: zRequired(CONTACT_RULES.messageMax),
  source: z.enum(CONTACT_SOURCES, { error: 'v.invalid' }).default('seller'),
})
export type TContactCreate = z.infer<typeof ZContactCreate>
export const ZContactReceipt = z.object({ _id: z.string(), created_at: z.string() })
export type TContactReceipt = z.infer<typeof ZContactReceipt>

// ----- GET /api/v1/public/reasons -----------------------------------------------------------------

/** Every kind `GET /api/v1/public/reasons?type=` answers: the order kinds, then feedback and report. */
export const PUBLIC_REASON_TYPES = [...ORDER_REASON_TYPES, ...CONTENT_REASON_TYPES] as const
export type PublicReasonType = (typeof PUBLIC_REASON_TYPES)[number]
export const ZPublicReasonsQuery = z.object({ type: z.enum(PUBLIC_REASON_TYPES).default('cancel') })

/** The reasons of a kind in the reader's language. */
export function publicReasons(type: PublicReasonType, lang: Lang): TReason[] {
  const list: readonly Named[] = type === 'feedback' || type === 'report' ? CONTENT_REASONS[type] : ORDER_REASONS[type]
  return list.map((r) => ({ _id: r._id, name: r[lang] }))
}
