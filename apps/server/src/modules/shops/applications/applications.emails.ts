import type { EmailRenderer } from '#server/modules/notifications/index.ts'
import type { Lang } from '@xinh/contracts'

/**
 * The e-mails of a seller-application decision, in the applicant's language (stored with the
 * application; Vietnamese otherwise). Pure: subject, plain text and HTML for the notifier.
 */
export type DecisionMail = { subject: string; text: string; html: string }

const SUPPORT = { email: 'hotro@xinh.vn', phone: '1900 1234' }
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

const T = {
  vi: {
    hello: (n: string) => `Chào ${n},`,
    approvedSubject: (shop: string) => `Xinh: shop "${shop}" đã được duyệt`,
    approvedBody: (shop: string) =>
      `Chúc mừng! Hồ sơ đăng ký bán hàng của bạn đã được duyệt và shop "${shop}" đã sẵn sàng. Năm đầu tiên bạn được miễn phí dịch vụ 3% doanh thu, miễn phí thanh toán (khi đối soát đều đặn) và miễn phí công cụ quảng cáo.`,
    approvedCta: 'Vào Kênh người bán để đăng sản phẩm đầu tiên',
    rejectedSubject: (shop: string) => `Xinh: hồ sơ đăng ký shop "${shop}" chưa được duyệt`,
    rejectedBody: 'Rất tiếc, hồ sơ đăng ký bán hàng của bạn chưa được duyệt.',
    reason: 'Lý do',
    rejectedCta: 'Chỉnh sửa hồ sơ và gửi lại',
    support: `Cần hỗ trợ? Liên hệ ${SUPPORT.email} hoặc hotline ${SUPPORT.phone}.`,
    footer: 'Email này được gửi tự động, vui lòng không trả lời.',
  },
  en: {
    hello: (n: string) => `Hello ${n},`,
    approvedSubject: (shop: string) => `Xinh: your shop "${shop}" is approved`,
    approvedBody: (shop: string) =>
      `Congratulations! Your seller application has been approved and your shop "${shop}" is ready. In your first year the 3% service fee, the payment fee (with regular settlement) and the advertising tools are free.`,
    approvedCta: 'Open the Seller Centre to list your first product',
    rejectedSubject: (shop: string) => `Xinh: your application for "${shop}" was not approved`,
    rejectedBody: 'We are sorry: your seller application was not approved.',
    reason: 'Reason',
    rejectedCta: 'Edit your application and apply again',
    support: `Need help? Contact ${SUPPORT.email} or call ${SUPPORT.phone}.`,
    footer: 'This e-mail was sent automatically; please do not reply.',
  },
  ko: {
    hello: (n: string) => `${n}님, 안녕하세요.`,
    approvedSubject: (shop: string) => `Xinh: "${shop}" 상점이 승인되었습니다`,
    approvedBody: (shop: string) =>
      `축하합니다! 판매자 신청이 승인되어 "${shop}" 상점이 준비되었습니다. 첫 1년 동안 매출 3% 서비스 수수료, 결제 수수료(정기 정산 시), 광고 도구가 무료입니다.`,
    approvedCta: '판매자 센터에서 첫 상품을 등록하세요',
    rejectedSubject: (shop: string) => `Xinh: "${shop}" 판매자 신청이 승인되지 않았습니다`,
    rejectedBody: '죄송합니다. 판매자 신청이 승인되지 않았습니다.',
    reason: '사유',
    rejectedCta: '신청서를 수정하여 다시 제출하기',
    support: `도움이 필요하신가요? ${SUPPORT.email} 또는 고객센터 ${SUPPORT.phone}로 연락하세요.`,
    footer: '이 메일은 자동으로 발송되었습니다. 회신하지 마세요.',
  },
} satisfies Record<Lang, unknown>

function render(lines: string[], cta: { label: string; url: string }, footer: string[]): { text: string; html: string } {
  const text = [...lines, '', `${cta.label}: ${cta.url}`, '', ...footer].join('\n')
  const html = [
    ...lines.map((l) => `<p>${escapeHtml(l)}</p>`),
    `<p><a href="${escapeHtml(cta.url)}">${escapeHtml(cta.label)}</a></p>`,
    ...footer.map((l) => `<p style="color:#737373;font-size:13px">${escapeHtml(l)}</p>`),
  ].join('\n')
  return { text, html }
}

export function approvedEmail(opts: { lang: Lang; name: string; shopName: string; sellerCentreUrl: string }): DecisionMail {
  const t = T[opts.lang]
  const body = render([t.hello(opts.name), t.approvedBody(opts.shopName)], { label: t.approvedCta, url: opts.sellerCentreUrl }, [
    t.support,
    t.footer,
  ])
  return { subject: t.approvedSubject(opts.shopName), ...body }
}

export function rejectedEmail(opts: { lang: Lang; name: string; shopName: string; reason: string; applicationUrl: string }): DecisionMail {
  const t = T[opts.lang]
  const body = render(
    [t.hello(opts.name), t.rejectedBody, `${t.reason}: ${opts.reason}`],
    { label: t.rejectedCta, url: opts.applicationUrl },
    [t.support, t.footer],
  )
  return { subject: t.rejectedSubject(opts.shopName), ...body }
}

/**
 * The decision e-mails as the e-mail channel of the `shop.application_*` notifications (issue 15:
 * one delivery path, through the outbox, exactly once, in the recipient's language). app.ts passes
 * these to `notifications.connectEmails`.
 */
export function applicationEmailRenderers(publicUrl: string): Record<string, EmailRenderer> {
  const nameOf = (ctx: Parameters<EmailRenderer>[0]) => ctx.input.params?.owner ?? ctx.recipient.name
  return {
    'shop.application_approved': async (ctx) =>
      approvedEmail({
        lang: ctx.lang,
        name: nameOf(ctx),
        shopName: ctx.input.params?.shop ?? '',
        sellerCentreUrl: `${publicUrl}/ban-hang/tong-quan`,
      }),
    'shop.application_rejected': async (ctx) =>
      rejectedEmail({
        lang: ctx.lang,
        name: nameOf(ctx),
        shopName: ctx.input.params?.shop ?? '',
        reason: ctx.input.params?.reason ?? '',
        applicationUrl: `${publicUrl}/become-seller`,
      }),
  }
}
