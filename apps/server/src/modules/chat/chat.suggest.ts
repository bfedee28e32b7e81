import type { Lang } from '@xinh/contracts'

type Texts = Record<Lang, string>

/**
 * GET …/chat/suggest-chat: quick questions per context (issue 15: on the product page size,
 * stock, shipping). Keys are stable so clients can track which one was used.
 */
const SUGGESTIONS: Record<'product' | 'shop' | 'order', Array<{ key: string } & Texts>> = {
  product: [
    {
      key: 'size',
      vi: 'Shop tư vấn giúp mình size phù hợp với ạ?',
      en: 'Could you help me pick the right size?',
      ko: '맞는 사이즈를 추천해 주실 수 있나요?',
    },
    { key: 'stock', vi: 'Sản phẩm này còn hàng không shop?', en: 'Is this item in stock?', ko: '이 상품 재고 있나요?' },
    {
      key: 'shipping',
      vi: 'Bao lâu thì hàng giao tới mình ạ?',
      en: 'How long does delivery take?',
      ko: '배송은 얼마나 걸리나요?',
    },
    {
      key: 'authentic',
      vi: 'Sản phẩm có phải hàng chính hãng không ạ?',
      en: 'Is this product authentic?',
      ko: '정품인가요?',
    },
  ],
  shop: [
    { key: 'hello', vi: 'Chào shop, mình cần tư vấn ạ', en: 'Hi, I would like some advice', ko: '안녕하세요, 상담 부탁드려요' },
    {
      key: 'vouchers',
      vi: 'Shop có mã giảm giá nào không ạ?',
      en: 'Do you have any vouchers?',
      ko: '사용할 수 있는 쿠폰이 있나요?',
    },
    {
      key: 'shipping',
      vi: 'Shop giao hàng bằng đơn vị nào ạ?',
      en: 'Which carrier do you ship with?',
      ko: '어느 택배로 배송하나요?',
    },
  ],
  order: [
    { key: 'where', vi: 'Đơn hàng của mình đang ở đâu rồi ạ?', en: 'Where is my order?', ko: '제 주문은 어디쯤 있나요?' },
    {
      key: 'address',
      vi: 'Mình muốn đổi địa chỉ nhận hàng được không ạ?',
      en: 'Can I change the delivery address?',
      ko: '배송지를 변경할 수 있나요?',
    },
    {
      key: 'return',
      vi: 'Mình muốn đổi/trả sản phẩm thì làm thế nào ạ?',
      en: 'How can I return or exchange an item?',
      ko: '교환이나 반품은 어떻게 하나요?',
    },
  ],
}

export function suggestions(context: 'product' | 'shop' | 'order', lang: Lang) {
  return { items: SUGGESTIONS[context].map((s) => ({ key: s.key, text: s[lang] })) }
}
