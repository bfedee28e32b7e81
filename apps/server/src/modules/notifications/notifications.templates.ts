import {
  type Lang,
  type NotificationAudience,
  type NotificationEvent,
  type NotificationTargetType,
  type NotificationType,
  orderReasonName,
} from '@xinh/contracts'

/**
 * The words of every notification event in vi/en/ko (issue 15: "every notification and e-mail
 * written in the user's language"). Pure: `renderNotification` turns an event and its params
 * into a title, a body and the web path it opens.
 */

export type NotificationParams = {
  /** Order code (XN…). */
  code?: string
  shop?: string
  product?: string
  /** VND amount. */
  amount?: number
  reason?: string
  /** An order reason id (contracts ORDER_REASONS), named in the recipient's language. */
  reason_id?: string
  voucher?: string
  /** ISO date-time (a deadline, an expiry). */
  until?: string
  stock?: number
  sender?: string
  preview?: string
  /** Free text of a broadcast (a promotion written by its sender). */
  title?: string
  body?: string
  follower?: string
  days?: number
  /** Community: who acted last (a liker, a commenter, a follower). */
  actor?: string
  /** Community: how many others did the same within the collapsed notification (0: only `actor`). */
  others?: number
  /** The name the applicant gave as the shop's owner (seller-application e-mails). */
  owner?: string
  /** Community: the start of the post's text, to say which post. */
  excerpt?: string
}

export type NotificationTarget = {
  order_id?: string | null
  product_id?: string | null
  shop_id?: string | null
  campaign_id?: string | null
  blog_id?: string | null
  banner_id?: string | null
  refund_id?: string | null
  room_id?: string | null
  voucher_id?: string | null
  /** Community: the post a like, comment or reply is about (opens `/post/{id}`). */
  post_id?: string | null
  /** Community: the user a follow is from (opens their wall `/tuong/{id}`). */
  actor_id?: string | null
}

type Words = { title: string; body: string }
type Template = (p: NotificationParams, lang: Lang) => Record<Lang, Words>

const VND = new Intl.NumberFormat('vi-VN', { style: 'currency', currency: 'VND' })
const LOCALE: Record<Lang, string> = { vi: 'vi-VN', en: 'en-GB', ko: 'ko-KR' }
const vnd = (n: number | undefined) => VND.format(n ?? 0)
const date = (iso: string | undefined, lang: Lang) =>
  iso
    ? new Intl.DateTimeFormat(LOCALE[lang], { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Ho_Chi_Minh' }).format(new Date(iso))
    : ''
const s = (v: string | undefined) => v ?? ''
const reasonVi = (r?: string) => (r ? ` Lý do: ${r}.` : '')
const reasonEn = (r?: string) => (r ? ` Reason: ${r}.` : '')
const reasonKo = (r?: string) => (r ? ` 사유: ${r}.` : '')
/** "Lan", "Lan and 4 others": who did it, collapsed (one notification per post and hour). */
const who = (p: NotificationParams, lang: Lang) => {
  const n = p.others ?? 0
  const a = s(p.actor)
  if (n <= 0) return a
  return { vi: `${a} và ${n} người khác`, en: `${a} and ${n} ${n === 1 ? 'other' : 'others'}`, ko: `${a}님 외 ${n}명` }[lang]
}
const quoted = (p: NotificationParams) => (p.excerpt ? `: "${p.excerpt}"` : '')

const T: Record<NotificationEvent, Template> = {
  'order.awaiting_confirmation': (p) => ({
    vi: { title: 'Đặt hàng thành công', body: `Đơn hàng ${s(p.code)} đang chờ ${s(p.shop)} xác nhận.` },
    en: { title: 'Order placed', body: `Order ${s(p.code)} is waiting for ${s(p.shop)} to confirm it.` },
    ko: { title: '주문 완료', body: `주문 ${s(p.code)}이(가) ${s(p.shop)}의 확인을 기다리고 있습니다.` },
  }),
  'order.confirmed': (p) => ({
    vi: { title: 'Đơn hàng đã được xác nhận', body: `${s(p.shop)} đã xác nhận đơn hàng ${s(p.code)} và đang chuẩn bị hàng.` },
    en: { title: 'Order confirmed', body: `${s(p.shop)} confirmed order ${s(p.code)} and is preparing it.` },
    ko: { title: '주문이 확인되었습니다', body: `${s(p.shop)}에서 주문 ${s(p.code)}을(를) 확인하고 상품을 준비 중입니다.` },
  }),
  'order.preparing': (p) => ({
    vi: { title: 'Đơn hàng đang được chuẩn bị', body: `Đơn hàng ${s(p.code)} đã được đóng gói, chờ đơn vị vận chuyển lấy hàng.` },
    en: { title: 'Order being prepared', body: `Order ${s(p.code)} is packed and waiting for the carrier.` },
    ko: { title: '주문 준비 중', body: `주문 ${s(p.code)}이(가) 포장되어 택배사 픽업을 기다리고 있습니다.` },
  }),
  'order.shipped': (p) => ({
    vi: { title: 'Đơn hàng đang được giao', body: `Đơn hàng ${s(p.code)} đã được giao cho đơn vị vận chuyển.` },
    en: { title: 'Order on its way', body: `Order ${s(p.code)} has been handed to the carrier.` },
    ko: { title: '배송 중', body: `주문 ${s(p.code)}이(가) 택배사에 전달되었습니다.` },
  }),
  'order.delivered': (p) => ({
    vi: { title: 'Giao hàng thành công', body: `Đơn hàng ${s(p.code)} đã được giao. Hãy xác nhận đã nhận hàng và đánh giá sản phẩm nhé.` },
    en: { title: 'Order delivered', body: `Order ${s(p.code)} has been delivered. Confirm you received it and review your items.` },
    ko: { title: '배송 완료', body: `주문 ${s(p.code)}이(가) 배송되었습니다. 수령을 확인하고 리뷰를 남겨 주세요.` },
  }),
  'order.completed': (p) => ({
    vi: { title: 'Đơn hàng đã hoàn thành', body: `Đơn hàng ${s(p.code)} đã hoàn thành. Cảm ơn bạn đã mua sắm trên Xinh!` },
    en: { title: 'Order completed', body: `Order ${s(p.code)} is complete. Thank you for shopping on Xinh!` },
    ko: { title: '주문 완료', body: `주문 ${s(p.code)}이(가) 완료되었습니다. Xinh을 이용해 주셔서 감사합니다!` },
  }),
  'order.cancelled': (p) => ({
    vi: { title: 'Đơn hàng đã bị huỷ', body: `Đơn hàng ${s(p.code)} đã bị huỷ.${reasonVi(p.reason)}` },
    en: { title: 'Order cancelled', body: `Order ${s(p.code)} has been cancelled.${reasonEn(p.reason)}` },
    ko: { title: '주문 취소', body: `주문 ${s(p.code)}이(가) 취소되었습니다.${reasonKo(p.reason)}` },
  }),
  'order.cancel_rejected': (p) => ({
    vi: { title: 'Yêu cầu huỷ bị từ chối', body: `${s(p.shop)} không đồng ý huỷ đơn hàng ${s(p.code)}.${reasonVi(p.reason)}` },
    en: { title: 'Cancellation declined', body: `${s(p.shop)} declined to cancel order ${s(p.code)}.${reasonEn(p.reason)}` },
    ko: { title: '취소 요청 거절', body: `${s(p.shop)}에서 주문 ${s(p.code)}의 취소를 거절했습니다.${reasonKo(p.reason)}` },
  }),
  'order.new': (p) => ({
    vi: { title: 'Bạn có đơn hàng mới', body: `Đơn hàng ${s(p.code)} (${vnd(p.amount)}) đang chờ bạn xác nhận.` },
    en: { title: 'New order', body: `Order ${s(p.code)} (${vnd(p.amount)}) is waiting for your confirmation.` },
    ko: { title: '새 주문', body: `주문 ${s(p.code)} (${vnd(p.amount)})이(가) 확인을 기다리고 있습니다.` },
  }),
  'order.cancel_requested': (p) => ({
    vi: {
      title: 'Người mua yêu cầu huỷ đơn',
      body: `Người mua muốn huỷ đơn hàng ${s(p.code)}. Hãy đồng ý hoặc từ chối.${reasonVi(p.reason)}`,
    },
    en: { title: 'Cancellation request', body: `The buyer asks to cancel order ${s(p.code)}. Accept or decline it.${reasonEn(p.reason)}` },
    ko: { title: '취소 요청', body: `구매자가 주문 ${s(p.code)}의 취소를 요청했습니다. 수락 또는 거절해 주세요.${reasonKo(p.reason)}` },
  }),
  'order.received_by_buyer': (p) => ({
    vi: { title: 'Người mua đã nhận hàng', body: `Người mua đã xác nhận nhận đơn hàng ${s(p.code)}.` },
    en: { title: 'Buyer received the order', body: `The buyer confirmed receiving order ${s(p.code)}.` },
    ko: { title: '구매자 수령 확인', body: `구매자가 주문 ${s(p.code)}의 수령을 확인했습니다.` },
  }),
  'payment.succeeded': (p) => ({
    vi: { title: 'Thanh toán thành công', body: `Đã nhận ${vnd(p.amount)} cho đơn hàng ${s(p.code)}.` },
    en: { title: 'Payment received', body: `We received ${vnd(p.amount)} for order ${s(p.code)}.` },
    ko: { title: '결제 완료', body: `주문 ${s(p.code)}의 결제 ${vnd(p.amount)}이(가) 완료되었습니다.` },
  }),
  'payment.failed': (p, lang) => ({
    vi: {
      title: 'Thanh toán không thành công',
      body: `Thanh toán đơn hàng ${s(p.code)} chưa thành công. Bạn có thể thanh toán lại${p.until ? ` trước ${date(p.until, lang)}` : ''}.`,
    },
    en: {
      title: 'Payment failed',
      body: `The payment for order ${s(p.code)} did not go through. You can pay again${p.until ? ` before ${date(p.until, lang)}` : ''}.`,
    },
    ko: {
      title: '결제 실패',
      body: `주문 ${s(p.code)}의 결제가 완료되지 않았습니다. ${p.until ? `${date(p.until, lang)}까지 ` : ''}다시 결제할 수 있습니다.`,
    },
  }),
  'return.requested': (p) => ({
    vi: {
      title: 'Yêu cầu trả hàng/hoàn tiền mới',
      body: `Người mua yêu cầu trả hàng cho đơn ${s(p.code)} (${vnd(p.amount)}). Hãy phản hồi sớm.`,
    },
    en: {
      title: 'New return request',
      body: `The buyer asks to return items of order ${s(p.code)} (${vnd(p.amount)}). Please answer soon.`,
    },
    ko: { title: '새 반품/환불 요청', body: `구매자가 주문 ${s(p.code)}의 반품을 요청했습니다 (${vnd(p.amount)}). 빨리 응답해 주세요.` },
  }),
  'return.accepted': (p) => ({
    vi: { title: 'Người bán đồng ý trả hàng', body: `Yêu cầu trả hàng đơn ${s(p.code)} đã được chấp nhận. Hãy gửi hàng về cho người bán.` },
    en: { title: 'Return accepted', body: `Your return for order ${s(p.code)} was accepted. Please send the items back.` },
    ko: { title: '반품 승인', body: `주문 ${s(p.code)}의 반품 요청이 승인되었습니다. 상품을 반송해 주세요.` },
  }),
  'return.rejected': (p) => ({
    vi: { title: 'Yêu cầu trả hàng bị từ chối', body: `Yêu cầu trả hàng đơn ${s(p.code)} đã bị từ chối.${reasonVi(p.reason)}` },
    en: { title: 'Return declined', body: `The return for order ${s(p.code)} was declined.${reasonEn(p.reason)}` },
    ko: { title: '반품 거절', body: `주문 ${s(p.code)}의 반품 요청이 거절되었습니다.${reasonKo(p.reason)}` },
  }),
  'return.shipped_back': (p) => ({
    vi: { title: 'Người mua đã gửi hàng trả', body: `Hàng trả của đơn ${s(p.code)} đang trên đường về. Hãy xác nhận khi nhận được.` },
    en: { title: 'Return on its way', body: `The returned items of order ${s(p.code)} are on their way. Confirm when you receive them.` },
    ko: { title: '반품 발송', body: `주문 ${s(p.code)}의 반품 상품이 발송되었습니다. 수령 후 확인해 주세요.` },
  }),
  'return.received': (p) => ({
    vi: {
      title: 'Người bán đã nhận hàng trả',
      body: `Người bán đã nhận hàng trả của đơn ${s(p.code)}. Yêu cầu đang được xử lý hoàn tiền.`,
    },
    en: { title: 'Return received', body: `The seller received the returned items of order ${s(p.code)}. Your refund is being processed.` },
    ko: { title: '반품 수령', body: `판매자가 주문 ${s(p.code)}의 반품 상품을 받았습니다. 환불을 처리 중입니다.` },
  }),
  'return.admin_review': (p) => ({
    vi: { title: 'Yêu cầu đang được Xinh xem xét', body: `Yêu cầu trả hàng đơn ${s(p.code)} đang chờ Xinh xem xét.` },
    en: { title: 'Under review by Xinh', body: `The return for order ${s(p.code)} is waiting for Xinh's review.` },
    ko: { title: 'Xinh 검토 중', body: `주문 ${s(p.code)}의 반품 요청을 Xinh에서 검토 중입니다.` },
  }),
  'return.refunded': (p) => ({
    vi: { title: 'Hoàn tiền thành công', body: `Đã hoàn ${vnd(p.amount)} cho đơn hàng ${s(p.code)}.` },
    en: { title: 'Refund completed', body: `${vnd(p.amount)} has been refunded for order ${s(p.code)}.` },
    ko: { title: '환불 완료', body: `주문 ${s(p.code)}의 ${vnd(p.amount)}이(가) 환불되었습니다.` },
  }),
  'return.cancelled': (p) => ({
    vi: { title: 'Người mua đã huỷ yêu cầu trả hàng', body: `Yêu cầu trả hàng của đơn ${s(p.code)} đã được người mua huỷ.` },
    en: { title: 'Return withdrawn', body: `The buyer withdrew the return request of order ${s(p.code)}.` },
    ko: { title: '반품 요청 취소', body: `구매자가 주문 ${s(p.code)}의 반품 요청을 취소했습니다.` },
  }),
  'return.closed': (p) => ({
    vi: { title: 'Yêu cầu trả hàng đã đóng', body: `Yêu cầu trả hàng của đơn ${s(p.code)} đã đóng.${reasonVi(p.reason)}` },
    en: { title: 'Return closed', body: `The return request of order ${s(p.code)} is closed.${reasonEn(p.reason)}` },
    ko: { title: '반품 요청 종료', body: `주문 ${s(p.code)}의 반품 요청이 종료되었습니다.${reasonKo(p.reason)}` },
  }),
  'voucher.expiring': (p, lang) => ({
    vi: { title: 'Voucher sắp hết hạn', body: `Voucher ${s(p.voucher)} của bạn hết hạn lúc ${date(p.until, lang)}. Dùng ngay kẻo lỡ!` },
    en: {
      title: 'Voucher expiring soon',
      body: `Your voucher ${s(p.voucher)} expires on ${date(p.until, lang)}. Use it before it is gone!`,
    },
    ko: { title: '바우처 만료 임박', body: `바우처 ${s(p.voucher)}이(가) ${date(p.until, lang)}에 만료됩니다. 지금 사용하세요!` },
  }),
  'promotion.broadcast': (p) => ({
    vi: { title: s(p.title), body: s(p.body) },
    en: { title: s(p.title), body: s(p.body) },
    ko: { title: s(p.title), body: s(p.body) },
  }),
  'shop.application_approved': (p) => ({
    vi: { title: 'Đăng ký bán hàng đã được duyệt', body: `Chúc mừng! Cửa hàng ${s(p.shop)} đã sẵn sàng bán hàng trên Xinh.` },
    en: { title: 'Seller application approved', body: `Congratulations! ${s(p.shop)} is ready to sell on Xinh.` },
    ko: { title: '판매자 신청 승인', body: `축하합니다! ${s(p.shop)}이(가) Xinh에서 판매를 시작할 수 있습니다.` },
  }),
  'shop.application_rejected': (p) => ({
    vi: {
      title: 'Đăng ký bán hàng chưa được duyệt',
      body: `Đăng ký cửa hàng ${s(p.shop)} chưa được duyệt.${reasonVi(p.reason)} Vui lòng liên hệ hỗ trợ.`,
    },
    en: {
      title: 'Seller application not approved',
      body: `The application for ${s(p.shop)} was not approved.${reasonEn(p.reason)} Please contact support.`,
    },
    ko: {
      title: '판매자 신청 거절',
      body: `${s(p.shop)}의 판매자 신청이 승인되지 않았습니다.${reasonKo(p.reason)} 고객센터에 문의해 주세요.`,
    },
  }),
  'product.approved': (p) => ({
    vi: { title: 'Sản phẩm đã được duyệt', body: `Sản phẩm "${s(p.product)}" đã được duyệt và đang hiển thị.` },
    en: { title: 'Product approved', body: `"${s(p.product)}" was approved and is now listed.` },
    ko: { title: '상품 승인', body: `"${s(p.product)}" 상품이 승인되어 판매 중입니다.` },
  }),
  'product.rejected': (p) => ({
    vi: { title: 'Sản phẩm bị từ chối', body: `Sản phẩm "${s(p.product)}" chưa được duyệt.${reasonVi(p.reason)}` },
    en: { title: 'Product rejected', body: `"${s(p.product)}" was not approved.${reasonEn(p.reason)}` },
    ko: { title: '상품 거절', body: `"${s(p.product)}" 상품이 승인되지 않았습니다.${reasonKo(p.reason)}` },
  }),
  'stock.low': (p) => ({
    vi: { title: 'Sắp hết hàng', body: `"${s(p.product)}" chỉ còn ${p.stock ?? 0} sản phẩm. Hãy bổ sung hàng.` },
    en: { title: 'Low stock', body: `Only ${p.stock ?? 0} left of "${s(p.product)}". Restock soon.` },
    ko: { title: '재고 부족', body: `"${s(p.product)}"의 재고가 ${p.stock ?? 0}개 남았습니다. 재고를 보충해 주세요.` },
  }),
  'chat.offline_message': (p) => ({
    vi: { title: `Tin nhắn mới từ ${s(p.sender)}`, body: s(p.preview) },
    en: { title: `New message from ${s(p.sender)}`, body: s(p.preview) },
    ko: { title: `${s(p.sender)}님의 새 메시지`, body: s(p.preview) },
  }),
  'chat.seller_inactive': (p) => ({
    vi: {
      title: 'Khách hàng đang chờ phản hồi',
      body: `Một khách hàng đã chờ bạn trả lời ${p.days ?? 7} ngày. Hãy phản hồi để giữ tỷ lệ phản hồi tốt.`,
    },
    en: {
      title: 'A buyer is waiting',
      body: `A buyer has waited ${p.days ?? 7} days for your reply. Reply to keep your response rate up.`,
    },
    ko: {
      title: '고객이 답변을 기다리고 있습니다',
      body: `고객이 ${p.days ?? 7}일째 답변을 기다리고 있습니다. 응답률 유지를 위해 답변해 주세요.`,
    },
  }),
  // `actor` + `others` when collapsed (one per shop and hour), `follower` alone otherwise
  'shop.new_follower': (p) => {
    const one = (lang: Lang) => (p.actor ? who(p, lang) : s(p.follower))
    return {
      vi: { title: 'Người theo dõi mới', body: `${one('vi')} đã theo dõi cửa hàng của bạn.` },
      en: { title: 'New follower', body: `${one('en')} now follows your shop.` },
      ko: { title: '새 팔로워', body: `${one('ko')}님이 상점을 팔로우했습니다.` },
    }
  },
  'community.post_liked': (p) => ({
    vi: { title: 'Lượt thích mới', body: `${who(p, 'vi')} đã thích bài viết của bạn${quoted(p)}` },
    en: { title: 'New likes', body: `${who(p, 'en')} liked your post${quoted(p)}` },
    ko: { title: '새 좋아요', body: `${who(p, 'ko')}이(가) 회원님의 게시물을 좋아합니다${quoted(p)}` },
  }),
  'community.commented': (p) => ({
    vi: { title: 'Bình luận mới', body: `${who(p, 'vi')} đã bình luận bài viết của bạn: ${s(p.preview)}` },
    en: { title: 'New comments', body: `${who(p, 'en')} commented on your post: ${s(p.preview)}` },
    ko: { title: '새 댓글', body: `${who(p, 'ko')}이(가) 회원님의 게시물에 댓글을 남겼습니다: ${s(p.preview)}` },
  }),
  'community.replied': (p) => ({
    vi: { title: 'Trả lời mới', body: `${who(p, 'vi')} đã trả lời bình luận của bạn: ${s(p.preview)}` },
    en: { title: 'New replies', body: `${who(p, 'en')} replied to your comment: ${s(p.preview)}` },
    ko: { title: '새 답글', body: `${who(p, 'ko')}이(가) 회원님의 댓글에 답글을 남겼습니다: ${s(p.preview)}` },
  }),
  'community.new_follower': (p) => ({
    vi: { title: 'Người theo dõi mới', body: `${who(p, 'vi')} đã bắt đầu theo dõi bạn.` },
    en: { title: 'New followers', body: `${who(p, 'en')} started following you.` },
    ko: { title: '새 팔로워', body: `${who(p, 'ko')}이(가) 회원님을 팔로우하기 시작했습니다.` },
  }),
  // n15: the checkout receipt (e-mail only; these words are its plain fallback) and the admin's approval of a return
  'order.placed': (p) => ({
    vi: { title: 'Đặt hàng thành công', body: `Cảm ơn bạn đã đặt hàng. Tổng cộng: ${vnd(p.amount)}.` },
    en: { title: 'Order placed', body: `Thank you for your order. Total: ${vnd(p.amount)}.` },
    ko: { title: '주문 완료', body: `주문해 주셔서 감사합니다. 합계: ${vnd(p.amount)}.` },
  }),
  // issue 16: a moderator upheld reports against the user's content (hidden) or profile, with the reason
  'community.warning': (p) => ({
    vi: {
      title: 'Cảnh báo vi phạm tiêu chuẩn cộng đồng',
      body: `${p.excerpt ? `Nội dung của bạn "${p.excerpt}" đã bị ẩn` : 'Tài khoản của bạn đã bị báo cáo và Xinh xác nhận vi phạm'}. Lý do: ${s(p.reason)}. Nếu tiếp tục vi phạm, tài khoản có thể bị khoá.`,
    },
    en: {
      title: 'Community guidelines warning',
      body: `${p.excerpt ? `Your content "${p.excerpt}" was hidden` : 'Your account was reported and Xinh found a violation'}. Reason: ${s(p.reason)}. Further violations may get your account locked.`,
    },
    ko: {
      title: '커뮤니티 가이드라인 경고',
      body: `${p.excerpt ? `회원님의 콘텐츠 "${p.excerpt}"이(가) 숨김 처리되었습니다` : '회원님의 계정이 신고되어 위반이 확인되었습니다'}. 사유: ${s(p.reason)}. 위반이 반복되면 계정이 잠길 수 있습니다.`,
    },
  }),
  'return.approved': (p) => ({
    vi: { title: 'Yêu cầu hoàn tiền đã được duyệt', body: `Xinh đã duyệt yêu cầu trả hàng đơn ${s(p.code)}. Đang hoàn ${vnd(p.amount)}.` },
    en: { title: 'Refund approved', body: `Xinh approved the return for order ${s(p.code)}. ${vnd(p.amount)} is on its way back.` },
    ko: { title: '환불 승인', body: `Xinh이 주문 ${s(p.code)}의 반품을 승인했습니다. ${vnd(p.amount)} 환불이 진행 중입니다.` },
  }), // gbuy (issue 18): group-buy rooms; `stock` carries the seats still open
  'group_buy.joined': (p) => ({
    vi: { title: 'Có người vào phòng mua chung', body: `${s(p.actor)} đã vào phòng mua chung ${s(p.product)}. Còn ${p.stock ?? 0} chỗ.` },
    en: {
      title: 'Someone joined your group-buy',
      body: `${s(p.actor)} joined the group-buy for ${s(p.product)}. ${p.stock ?? 0} places left.`,
    },
    ko: { title: '공동구매 참여', body: `${s(p.actor)}님이 ${s(p.product)} 공동구매에 참여했습니다. 남은 자리 ${p.stock ?? 0}개.` },
  }),
  'group_buy.succeeded': (p) => ({
    vi: {
      title: 'Mua chung thành công',
      body: `Phòng mua chung ${s(p.product)} đã đủ người. Đơn hàng ${s(p.code)} được chuyển cho người bán.`,
    },
    en: { title: 'Group-buy complete', body: `The group-buy for ${s(p.product)} is full. Order ${s(p.code)} goes to the seller.` },
    ko: { title: '공동구매 성공', body: `${s(p.product)} 공동구매 인원이 모두 모였습니다. 주문 ${s(p.code)}이(가) 판매자에게 전달됩니다.` },
  }),
  'group_buy.failed': (p) => ({
    vi: {
      title: 'Mua chung không thành công',
      body: `Phòng mua chung ${s(p.product)} không đủ người trước hạn. Đơn ${s(p.code)} được huỷ và hoàn tiền tự động.`,
    },
    en: {
      title: 'Group-buy did not fill',
      body: `The group-buy for ${s(p.product)} did not fill in time. Order ${s(p.code)} is cancelled and refunded automatically.`,
    },
    ko: {
      title: '공동구매 실패',
      body: `${s(p.product)} 공동구매가 기한 내에 모이지 않았습니다. 주문 ${s(p.code)}은(는) 취소되고 자동 환불됩니다.`,
    },
  }),
}

export function typeOfEvent(event: NotificationEvent): NotificationType {
  if (event.startsWith('order.')) return 'orders'
  if (event.startsWith('payment.')) return 'payments'
  if (event.startsWith('return.')) return 'refunds'
  if (event.startsWith('voucher.') || event.startsWith('promotion.')) return 'promotions'
  if (event.startsWith('chat.')) return 'chat'
  if (event.startsWith('community.')) return 'community'
  if (event.startsWith('group_buy.')) return 'group_buy'
  return 'shop'
}

/** What the item opens, per audience (the web's routes, spec §2). */
export function targetOf(
  event: NotificationEvent,
  audience: NotificationAudience,
  t: NotificationTarget,
): { targetType: NotificationTargetType; link: string | null } {
  const seller = audience === 'SELLER'
  if (t.post_id) return { targetType: 'post', link: `/post/${t.post_id}` }
  if (event === 'community.new_follower' && t.actor_id) return { targetType: 'user', link: `/tuong/${t.actor_id}` }
  if (event.startsWith('return.') && (t.refund_id || t.order_id)) {
    if (seller && t.refund_id) return { targetType: 'refund', link: `/ban-hang/tra-hang-hoan-tien/${t.refund_id}` }
    return { targetType: 'refund', link: t.order_id ? `/trang-ca-nhan/don-hang/${t.order_id}` : null }
  }
  if (t.order_id)
    return { targetType: 'order', link: seller ? `/ban-hang/quan-ly-don-hang/${t.order_id}` : `/trang-ca-nhan/don-hang/${t.order_id}` }
  // the buyer's chat opens over any page with ?chat=<shop id> (the chat launcher); the seller's at its screen (spec §2)
  if (t.room_id)
    return { targetType: 'chat', link: seller ? `/ban-hang/tro-chuyen?id=${t.room_id}` : t.shop_id ? `/?chat=${t.shop_id}` : null }
  if (t.product_id)
    return { targetType: 'product', link: seller ? `/ban-hang/quan-ly-san-pham/cap-nhat/${t.product_id}` : `/san-pham/${t.product_id}` }
  if (t.voucher_id) return { targetType: 'voucher', link: '/uu-dai' }
  if (t.campaign_id) return { targetType: 'campaign', link: '/khuyen-mai' }
  if (t.banner_id) return { targetType: 'banner', link: `/banner/${t.banner_id}` }
  if (t.blog_id) return { targetType: 'blog', link: null }
  if (t.shop_id) return { targetType: 'shop', link: seller ? '/ban-hang' : `/nguoi-ban/${t.shop_id}` }
  return { targetType: 'none', link: null }
}

export function renderNotification(event: NotificationEvent, params: NotificationParams, lang: Lang): Words {
  const template = T[event]
  const reason = params.reason ?? (params.reason_id ? (orderReasonName(params.reason_id, lang) ?? undefined) : undefined)
  const words = template({ ...params, reason }, lang)[lang]
  // titles and bodies are plain text; keep them to what a push and a list item can show
  return { title: words.title.slice(0, 200), body: words.body.slice(0, 1000) }
}

/** The plain e-mail of a notification that has no richer e-mail of its own. */
export function renderNotificationMail(
  words: Words,
  opts: { lang: Lang; name: string; url: string | null },
): { subject: string; text: string; html: string } {
  const hello = { vi: `Chào ${opts.name},`, en: `Hi ${opts.name},`, ko: `${opts.name}님, 안녕하세요.` }[opts.lang]
  const open = { vi: 'Xem chi tiết', en: 'View details', ko: '자세히 보기' }[opts.lang]
  const footer = {
    vi: 'Bạn nhận email này vì đã bật thông báo qua email. Tắt trong phần Cài đặt thông báo.',
    en: 'You get this e-mail because e-mail notifications are on. Turn them off in your notification settings.',
    ko: '이메일 알림이 켜져 있어 이 메일을 받으셨습니다. 알림 설정에서 끌 수 있습니다.',
  }[opts.lang]
  const esc = (x: string) => x.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
  const text = [hello, '', words.body, ...(opts.url ? ['', `${open}: ${opts.url}`] : []), '', footer].join('\n')
  const html = [
    `<p>${esc(hello)}</p>`,
    `<p>${esc(words.body)}</p>`,
    opts.url ? `<p><a href="${esc(opts.url)}">${esc(open)}</a></p>` : '',
    `<p style="color:#6b7280;font-size:12px">${esc(footer)}</p>`,
  ].join('')
  return { subject: `Xinh: ${words.title}`, text, html }
}
