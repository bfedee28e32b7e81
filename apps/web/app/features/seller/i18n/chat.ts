import { defineMessages } from '#web/lib/i18n/areas.tsx'

/** Seller centre: the chat entry (issue 15, chat-web). The chat's own strings: features/chat/i18n.tsx. */
export const chat = defineMessages(
  {
    'sc.nav.chat': 'Trò chuyện',
    'sc.chat.description': 'Trả lời người mua, gửi mã giảm giá, sản phẩm và đơn hàng ngay trong cuộc trò chuyện.',
  },
  {
    en: {
      'sc.nav.chat': 'Chat',
      'sc.chat.description': 'Answer buyers and send vouchers, products and orders right in the conversation.',
    },
    ko: {
      'sc.nav.chat': '채팅',
      'sc.chat.description': '구매자에게 답장하고 대화 중에 쿠폰, 상품, 주문을 보내세요.',
    },
  },
)
