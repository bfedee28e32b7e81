import type { MessageKey } from '#web/lib/i18n/index.ts'

/** The policy pages of spec §2 under /chinh-sach. */
export const POLICIES: Array<{ slug: string; title: MessageKey }> = [
  { slug: 'bao-ve-thong-tin-ca-nhan', title: 'policy.personal_info' },
  { slug: 'phi-dich-vu', title: 'policy.service_fee' },
  { slug: 'van-chuyen', title: 'policy.shipping' },
  { slug: 'quy-che-hoat-dong', title: 'policy.operating_rules' },
  { slug: 'doi-tra-hoan-tien', title: 'policy.refund_return' },
  { slug: 'bao-dam', title: 'policy.guarantee' },
  { slug: 'giai-quyet-khieu-nai', title: 'policy.complaints' },
  { slug: 'dieu-khoan-tiep-thi-lien-ket', title: 'policy.affiliate_terms' },
  { slug: 'dieu-khoan-tiep-thi-lien-ket-nguoi-ban', title: 'policy.affiliate_seller_terms' },
]
