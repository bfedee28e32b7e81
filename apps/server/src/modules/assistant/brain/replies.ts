import type { AssistantVariant, Lang, TAssistantSearch } from '@xinh/contracts'
import { categoryById } from './nlu.ts'

/**
 * What the built-in brain says, in the shopper's language and the A/B persona (spec §4: normal or
 * funny). Texts only: which cards come with a reply is decided by the brain. Several wordings per
 * situation, picked by `seed` so a conversation does not repeat itself word for word.
 */

type Persona = AssistantVariant
type Texts = Record<Lang, Record<Persona, string[]>>

const pick = (list: string[], seed: number) => list[Math.abs(seed) % list.length]!

const VND = new Intl.NumberFormat('vi-VN')
export const money = (n: number) => `${VND.format(n)} ₫`

function fill(template: string, params: Record<string, string | number>) {
  return template.replace(/\{(\w+)\}/g, (_, k: string) => String(params[k] ?? ''))
}

function say(texts: Texts, lang: Lang, persona: Persona, seed: number, params: Record<string, string | number> = {}) {
  return fill(pick(texts[lang][persona], seed), params)
}

/** "dưới 200.000 ₫", "từ 100.000 ₫ đến 200.000 ₫", "trên 500.000 ₫". */
export function priceText(s: Pick<TAssistantSearch, 'price_min' | 'price_max'>, lang: Lang): string {
  const { price_min: min, price_max: max } = s
  const w = {
    vi: { under: 'dưới', over: 'từ', between: (a: string, b: string) => `từ ${a} đến ${b}` },
    en: { under: 'under', over: 'from', between: (a: string, b: string) => `between ${a} and ${b}` },
    ko: { under: '이하', over: '이상', between: (a: string, b: string) => `${a}~${b}` },
  }[lang]
  if (min !== null && max !== null) return w.between(money(min), money(max))
  if (max !== null) return lang === 'ko' ? `${money(max)} ${w.under}` : `${w.under} ${money(max)}`
  if (min !== null) return lang === 'ko' ? `${money(min)} ${w.over}` : `${w.over} ${money(min)}`
  return ''
}

/** What was searched, in words: "son (Son môi) màu đỏ dưới 200.000 ₫". */
export function searchText(s: TAssistantSearch, lang: Lang): string {
  const cat = categoryById(s.category)
  const what = cat ? cat.label[lang].toLowerCase() : s.keyword
  const price = priceText(s, lang)
  return [what, price].filter(Boolean).join(' ')
}

const FOUND: Texts = {
  vi: {
    normal: [
      'Mình tìm được {total} sản phẩm {what} cho bạn:',
      'Đây là {total} gợi ý {what} phù hợp với bạn:',
      'Có {total} sản phẩm {what} bạn có thể thích:',
    ],
    funny: [
      'Ting ting! 🔔 {total} món {what} đã sẵn sàng để bạn "chốt đơn" nè:',
      'Lục tung cả kho luôn 😎 — {total} món {what} xịn xò đây:',
      'Ví ơi chuẩn bị tinh thần nha 💸 {total} món {what} đang chờ bạn:',
    ],
  },
  en: {
    normal: ['I found {total} {what} for you:', 'Here are {total} {what} you might like:'],
    funny: ['Ta-da! 🎉 {total} {what} are ready for their close-up:', 'I raided the whole warehouse 😎 — {total} {what} coming up:'],
  },
  ko: {
    normal: ['{what} 상품 {total}개를 찾았어요:', '마음에 드실 {what} {total}개예요:'],
    funny: ['짜잔! 🎉 {what} {total}개 대령이요:', '창고를 다 뒤졌어요 😎 {what} {total}개!'],
  },
}

const MORE: Texts = {
  vi: { normal: ['Thêm {count} sản phẩm nữa cho bạn (trang {page}):'], funny: ['Chưa ưng hả? Thêm {count} món nữa nè 😉 (trang {page}):'] },
  en: { normal: ['{count} more for you (page {page}):'], funny: ['Not sold yet? {count} more coming 😉 (page {page}):'] },
  ko: { normal: ['{count}개 더 보여드릴게요 ({page}페이지):'], funny: ['아직이에요? {count}개 더! 😉 ({page}페이지)'] },
}

const NONE: Texts = {
  vi: {
    normal: ['Tiếc quá, mình chưa tìm thấy sản phẩm {what} nào. Bạn thử đổi khoảng giá hoặc mô tả khác nhé.'],
    funny: ['Ối, kho hết sạch {what} rồi 😭 Bạn nới ngân sách hoặc đổi kiểu khác thử xem, mình lục lại ngay!'],
  },
  en: {
    normal: ["Sorry, I couldn't find any {what}. Try another price range or description."],
    funny: ['Oops, the {what} shelf is empty 😭 Loosen the budget or try another style and I will dig again!'],
  },
  ko: {
    normal: ['죄송해요, {what} 상품을 찾지 못했어요. 가격대나 설명을 바꿔 보세요.'],
    funny: ['앗, {what} 선반이 텅 비었어요 😭 다른 조건으로 다시 찾아볼게요!'],
  },
}

const RELAXED: Record<Lang, string> = {
  vi: 'Không có sản phẩm khớp hết mọi yêu cầu, mình bỏ bớt điều kiện {dropped} để bạn có thêm lựa chọn.',
  en: 'Nothing matched everything, so I dropped {dropped} to show you more.',
  ko: '모든 조건에 맞는 상품이 없어 {dropped} 조건을 빼고 보여드려요.',
}
export const DROPPED_WORDS: Record<Lang, Record<string, string>> = {
  vi: { materials: 'chất liệu', colors: 'màu sắc', sizes: 'size' },
  en: { materials: 'the material', colors: 'the colour', sizes: 'the size' },
  ko: { materials: '소재', colors: '색상', sizes: '사이즈' },
}

const CLARIFY_CATEGORY: Texts = {
  vi: {
    normal: ['Bạn đang tìm loại sản phẩm nào ạ? Chọn một nhóm bên dưới hoặc gõ tên sản phẩm nhé.'],
    funny: ['Bạn ơi, mình đoán mãi không ra 🤔 Bạn muốn săn món gì nè? Chọn một nhóm hoặc gõ thẳng tên luôn nha!'],
  },
  en: {
    normal: ['What kind of product are you looking for? Pick one below or type its name.'],
    funny: ['I tried reading your mind 🤔 and failed. What are we hunting for today?'],
  },
  ko: {
    normal: ['어떤 상품을 찾으세요? 아래에서 고르거나 상품명을 입력해 주세요.'],
    funny: ['마음을 읽어보려 했는데 실패했어요 🤔 오늘은 뭘 찾을까요?'],
  },
}

const VOUCHERS: Texts = {
  vi: {
    normal: ['Đây là {total} mã giảm giá đang dùng được. Bấm "Lưu" để cất vào ví voucher nhé.', 'Mình có {total} mã giảm giá cho bạn:'],
    funny: ['Mưa voucher đây 🌧️💸 {total} mã đang chờ bạn "hốt" về ví!', 'Săn sale là phải có mình 😎 {total} mã giảm giá nè:'],
  },
  en: {
    normal: ['Here are {total} vouchers you can use. Tap "Save" to keep one in your wallet.'],
    funny: ['It is raining vouchers 🌧️💸 {total} codes waiting for you!'],
  },
  ko: { normal: ['사용 가능한 쿠폰 {total}개예요. "저장"을 눌러 보관하세요.'], funny: ['쿠폰 비가 내려요 🌧️💸 {total}개!'] },
}
const NO_VOUCHERS: Texts = {
  vi: {
    normal: ['Hiện chưa có mã giảm giá nào đang chạy. Bạn quay lại sau nhé!'],
    funny: ['Kho voucher đang được nạp lại 🔄 Bạn ghé lại sau xíu nha!'],
  },
  en: {
    normal: ['There are no running vouchers right now. Please check back later!'],
    funny: ['The voucher vault is reloading 🔄 Come back a bit later!'],
  },
  ko: { normal: ['지금은 진행 중인 쿠폰이 없어요. 나중에 다시 확인해 주세요!'], funny: ['쿠폰 창고 재충전 중 🔄 조금 뒤에 와 주세요!'] },
}
const BEST_COMBO: Record<Lang, string> = {
  vi: ' Với giỏ hàng hiện tại, kết hợp tốt nhất từ ví của bạn giúp giảm {discount}.',
  en: ' For your current cart, the best combination from your wallet saves {discount}.',
  ko: ' 현재 장바구니에는 지갑 속 최적 조합으로 {discount} 할인돼요.',
}
const LOGIN_TO_SAVE: Record<Lang, string> = {
  vi: ' Đăng nhập để lưu mã vào ví nhé.',
  en: ' Log in to save a code to your wallet.',
  ko: ' 로그인하면 쿠폰을 저장할 수 있어요.',
}

const SAVED: Texts = {
  vi: {
    normal: ['Đã lưu mã {code} vào ví voucher của bạn. Mã sẽ được gợi ý khi thanh toán.'],
    funny: ['Hốt liền tay! 🎉 Mã {code} đã nằm gọn trong ví của bạn rồi nha!'],
  },
  en: {
    normal: ['Saved {code} to your voucher wallet. It will be suggested at checkout.'],
    funny: ['Grabbed it! 🎉 {code} is safe in your wallet!'],
  },
  ko: { normal: ['{code} 쿠폰을 지갑에 저장했어요. 결제할 때 추천해 드려요.'], funny: ['득템! 🎉 {code} 쿠폰이 지갑에 쏙!'] },
}
const LOGIN_TO_SAVE_REPLY: Texts = {
  vi: { normal: ['Bạn đăng nhập để lưu mã vào ví voucher nhé.'], funny: ['Ví voucher cần "chính chủ" 🙈 Đăng nhập rồi mình lưu liền!'] },
  en: { normal: ['Please log in to save vouchers to your wallet.'], funny: ['The wallet needs its owner 🙈 Log in and I will save it!'] },
  ko: { normal: ['쿠폰을 저장하려면 로그인해 주세요.'], funny: ['지갑 주인이 필요해요 🙈 로그인해 주세요!'] },
}

const ORDERS: Texts = {
  vi: {
    normal: ['Đây là {count} đơn hàng gần nhất của bạn:'],
    funny: ['Để mình "theo dấu" đơn hàng cho bạn 🕵️ — {count} đơn gần nhất đây:'],
  },
  en: { normal: ['Here are your {count} most recent orders:'], funny: ['Detective mode on 🕵️ — your {count} latest orders:'] },
  ko: { normal: ['최근 주문 {count}건이에요:'], funny: ['탐정 모드 🕵️ — 최근 주문 {count}건!'] },
}
const NO_ORDERS: Texts = {
  vi: {
    normal: ['Bạn chưa có đơn hàng nào. Cần mình gợi ý vài sản phẩm không?'],
    funny: ['Chưa có đơn nào luôn 😮 Để mình gợi ý vài món "gây thương nhớ" nha?'],
  },
  en: {
    normal: ["You haven't placed any orders yet. Want some suggestions?"],
    funny: ['No orders yet 😮 Shall I find you something irresistible?'],
  },
  ko: { normal: ['아직 주문 내역이 없어요. 상품을 추천해 드릴까요?'], funny: ['주문이 하나도 없네요 😮 추천해 드릴까요?'] },
}
const LOGIN_FOR_ORDERS: Texts = {
  vi: {
    normal: ['Bạn đăng nhập để mình xem đơn hàng của bạn nhé.'],
    funny: ['Mình cần biết bạn là ai đã 🙈 Đăng nhập rồi mình tra đơn liền!'],
  },
  en: {
    normal: ['Please log in so I can look up your orders.'],
    funny: ['I need to know who you are first 🙈 Log in and I will find your orders!'],
  },
  ko: { normal: ['주문을 확인하려면 로그인해 주세요.'], funny: ['누구신지 먼저 알려주세요 🙈 로그인하면 바로 찾아드릴게요!'] },
}

const RETURN_GUIDE: Texts = {
  vi: {
    normal: ['Đổi trả rất đơn giản, bạn làm theo 7 bước dưới đây nhé.{orders}'],
    funny: ['Không ưng thì trả, chuyện nhỏ 😌 Làm theo 7 bước này là xong.{orders}'],
  },
  en: { normal: ['Returns are easy: follow these 7 steps.{orders}'], funny: ['Not in love? No drama 😌 Seven steps and done.{orders}'] },
  ko: { normal: ['반품은 간단해요. 아래 7단계를 따라 주세요.{orders}'], funny: ['마음에 안 들면 반품! 😌 7단계면 끝.{orders}'] },
}
const RETURNABLE: Record<Lang, string> = {
  vi: ' Bạn có {count} đơn còn trong hạn đổi trả.',
  en: ' You have {count} orders still within the return window.',
  ko: ' 반품 가능한 주문이 {count}건 있어요.',
}

const SIZE_NEED_PRODUCT: Texts = {
  vi: {
    normal: ['Bạn muốn tư vấn size cho sản phẩm nào? Dán link sản phẩm hoặc chọn một sản phẩm mình gợi ý nhé.'],
    funny: ['Size thì mình rành lắm 📏 Nhưng cho sản phẩm nào nè? Dán link vào đây nha!'],
  },
  en: {
    normal: ['Which product do you want size advice for? Paste its link or pick one I suggested.'],
    funny: ['Sizes are my thing 📏 Which product though? Paste the link!'],
  },
  ko: {
    normal: ['어떤 상품의 사이즈가 궁금하세요? 상품 링크를 붙여 주세요.'],
    funny: ['사이즈는 자신 있어요 📏 어떤 상품인지 링크를 주세요!'],
  },
}
const SIZE_NEED_MEASURES: Texts = {
  vi: {
    normal: ['Để tư vấn size chính xác, bạn cập nhật số đo cơ thể (chiều cao, cân nặng, vòng 1, 2, 3) nhé.'],
    funny: ['Cho mình xin "thông số kỹ thuật" nha 📐 Cập nhật số đo là mình phán size chuẩn luôn!'],
  },
  en: {
    normal: ['To advise a size, please update your body measurements (height, weight, bust, waist, hip).'],
    funny: ['I need your specs 📐 Update your measurements and I will call the size!'],
  },
  ko: { normal: ['정확한 사이즈 추천을 위해 신체 치수를 입력해 주세요.'], funny: ['스펙을 알려주세요 📐 치수를 입력하면 바로 추천!'] },
}
const SIZE_ADVICE: Texts = {
  vi: {
    normal: ['Với số đo của bạn, size phù hợp cho {product} là {size}.'],
    funny: ['Chốt kèo: {product} bạn mặc size {size} là chuẩn đét 👌'],
  },
  en: { normal: ['With your measurements, size {size} fits {product} best.'], funny: ['Verdict: size {size} for {product}, nailed it 👌'] },
  ko: { normal: ['치수 기준으로 {product}은(는) {size} 사이즈가 맞아요.'], funny: ['결론: {product}은(는) {size}! 👌'] },
}
const SIZE_UNAVAILABLE: Texts = {
  vi: {
    normal: ['Sản phẩm này chưa có đủ bảng size để mình tư vấn. Bạn xem bảng size trên trang sản phẩm hoặc hỏi shop nhé.'],
    funny: ['Sản phẩm này giấu bảng size kỹ quá 🙈 Bạn hỏi shop giúp mình nha!'],
  },
  en: {
    normal: ["This product doesn't have enough size information for advice. Check its size chart or ask the shop."],
    funny: ['This one hides its size chart well 🙈 Ask the shop for me!'],
  },
  ko: {
    normal: ['이 상품은 사이즈 정보가 부족해요. 상품 페이지의 사이즈표를 확인해 주세요.'],
    funny: ['사이즈표를 꼭꼭 숨겼네요 🙈 판매자에게 물어봐 주세요!'],
  },
}

const TRY_ON: Record<'update_measurements' | 'upload' | 'choose_product' | 'result' | 'login', Texts> = {
  update_measurements: {
    vi: {
      normal: ['Chào mừng bạn đến phòng thử đồ ảo! Trước tiên, bạn cập nhật số đo cơ thể nhé.'],
      funny: ['Phòng thử ảo mở cửa 🚪✨ Cho mình xin số đo trước nha!'],
    },
    en: {
      normal: ['Welcome to the virtual fitting room! First, please update your body measurements.'],
      funny: ['The virtual fitting room is open 🚪✨ Measurements first, please!'],
    },
    ko: {
      normal: ['가상 피팅룸에 오신 걸 환영해요! 먼저 신체 치수를 입력해 주세요.'],
      funny: ['가상 피팅룸 오픈 🚪✨ 치수부터 알려주세요!'],
    },
  },
  upload: {
    vi: {
      normal: ['Số đo của bạn đây. Giờ bạn tải lên một ảnh toàn thân nhé: đứng thẳng nhìn vào camera, đủ ánh sáng, tránh tư thế phức tạp.'],
      funny: ['Số đo ngon lành 👍 Giờ tung một tấm ảnh toàn thân: nhìn thẳng, đủ sáng, đừng tạo dáng "xoắn quẩy" quá nha 📸'],
    },
    en: {
      normal: ['Here are your measurements. Now upload a full-body photo: face the camera, good light, avoid complex poses.'],
      funny: ['Measurements look great 👍 Now a full-body photo: face the camera, good light, no pretzel poses 📸'],
    },
    ko: {
      normal: ['치수를 확인했어요. 이제 전신 사진을 올려 주세요: 정면, 밝은 조명, 복잡한 포즈는 피해 주세요.'],
      funny: ['좋아요 👍 전신 사진 한 장! 정면, 밝게, 꼬인 포즈는 금지 📸'],
    },
  },
  choose_product: {
    vi: {
      normal: ['Đã nhận ảnh của bạn! Chọn sản phẩm muốn thử hoặc dán link sản phẩm vào đây.'],
      funny: ['Ảnh đẹp xỉu 😍 Giờ chọn món muốn "khoác" thử hoặc dán link vào nha!'],
    },
    en: {
      normal: ['Got your photo! Choose a product to try or paste a product link.'],
      funny: ['Stunning photo 😍 Now pick what to try on, or paste a link!'],
    },
    ko: {
      normal: ['사진을 받았어요! 입어볼 상품을 고르거나 상품 링크를 붙여 주세요.'],
      funny: ['사진 멋져요 😍 입어볼 상품을 골라 주세요!'],
    },
  },
  result: {
    vi: {
      normal: ['Đây là ảnh thử đồ AI (bản xem trước) với {product}. Bạn có thể thử sản phẩm khác hoặc mua ngay.'],
      funny: ['Lên đồ xong rồi nè 🪄 (ảnh AI xem trước) {product} hợp bạn ghê! Thử món khác hay chốt luôn?'],
    },
    en: {
      normal: ['Here is your AI preview wearing {product}. Try another product or buy it now.'],
      funny: ['Outfit on 🪄 (AI preview) — {product} suits you! Try another or grab it?'],
    },
    ko: {
      normal: ['{product} AI 미리보기예요. 다른 상품을 입어보거나 바로 구매하세요.'],
      funny: ['짜잔 🪄 (AI 미리보기) {product} 잘 어울려요!'],
    },
  },
  login: {
    vi: {
      normal: ['Thử đồ ảo cần số đo và ảnh của riêng bạn, nên bạn đăng nhập trước nhé.'],
      funny: ['Phòng thử này chỉ dành cho thành viên VIP 😎 Đăng nhập là vào liền!'],
    },
    en: {
      normal: ['Virtual try-on uses your own measurements and photo, so please log in first.'],
      funny: ['This fitting room is members-only 😎 Log in and step right in!'],
    },
    ko: {
      normal: ['가상 피팅은 본인의 치수와 사진이 필요해요. 먼저 로그인해 주세요.'],
      funny: ['이 피팅룸은 회원 전용 😎 로그인하고 들어오세요!'],
    },
  },
}
const TRY_ON_UNAVAILABLE: Record<Lang, string> = {
  vi: 'Xin lỗi, hiện chưa tạo được ảnh thử đồ cho sản phẩm này. Bạn thử lại sau hoặc chọn sản phẩm khác nhé.',
  en: "Sorry, I can't make a try-on preview for this product right now. Try again later or pick another product.",
  ko: '죄송해요, 지금은 이 상품의 피팅 미리보기를 만들 수 없어요.',
}

const GREETING: Texts = {
  vi: {
    normal: [
      'Xin chào! Mình là trợ lý mua sắm của Xinh. Mình có thể giúp bạn tìm sản phẩm, săn mã giảm giá, hướng dẫn đổi trả hoặc thử đồ ảo.',
    ],
    funny: ['Hế lô bạn iu 👋 Trợ lý Xinh đây! Tìm đồ, săn mã, đổi trả hay thử đồ ảo — cứ gọi là có!'],
  },
  en: {
    normal: ["Hello! I'm Xinh's shopping assistant. I can find products, discount codes, guide returns or run a virtual try-on."],
    funny: ['Hey there 👋 Xinh assistant reporting for duty! Products, vouchers, returns, virtual try-on — just say the word!'],
  },
  ko: {
    normal: ['안녕하세요! Xinh 쇼핑 도우미예요. 상품 찾기, 쿠폰, 반품 안내, 가상 피팅을 도와드려요.'],
    funny: ['안녕하세요 👋 Xinh 도우미 출동! 뭐든 말만 하세요!'],
  },
}
const THANKS: Texts = {
  vi: { normal: ['Không có gì ạ! Bạn cần gì cứ nhắn mình nhé.'], funny: ['Hihi không có chi 🥰 Cần gì cứ "triệu hồi" mình nha!'] },
  en: { normal: ["You're welcome! Message me anytime."], funny: ['Anytime 🥰 Summon me whenever you need!'] },
  ko: { normal: ['천만에요! 언제든 말씀해 주세요.'], funny: ['별말씀을요 🥰 언제든 불러주세요!'] },
}
const OUT_OF_SCOPE: Texts = {
  vi: {
    normal: ['Xin lỗi, mình chỉ hỗ trợ mua sắm trên Xinh: tìm sản phẩm, mã giảm giá, đơn hàng, đổi trả, tư vấn size và thử đồ ảo.'],
    funny: ['Câu này khó quá, vượt tầm "trợ lý mua sắm" rồi 😅 Mình giỏi tìm đồ, săn mã, tra đơn và thử đồ ảo thôi nè!'],
  },
  en: {
    normal: ['Sorry, I can only help with shopping on Xinh: products, vouchers, orders, returns, sizes and virtual try-on.'],
    funny: ["That's above my pay grade 😅 I'm great at products, vouchers, orders and try-ons though!"],
  },
  ko: {
    normal: ['죄송해요, 쇼핑 관련 질문만 도와드릴 수 있어요: 상품, 쿠폰, 주문, 반품, 사이즈, 가상 피팅.'],
    funny: ['그건 제 능력 밖이에요 😅 쇼핑이라면 자신 있어요!'],
  },
}
const IMAGE_RECEIVED: Texts = {
  // spec §8: "received your image" when an image comes without text
  vi: { normal: ['Mình đã nhận được ảnh của bạn.'], funny: ['Ảnh đã về tới nơi 📸'] },
  en: { normal: ['I received your image.'], funny: ['Photo received 📸'] },
  ko: { normal: ['이미지를 받았어요.'], funny: ['사진 도착 📸'] },
}

export const replies = {
  found: (lang: Lang, persona: Persona, seed: number, p: { total: number; what: string }) => say(FOUND, lang, persona, seed, p),
  more: (lang: Lang, persona: Persona, seed: number, p: { count: number; page: number }) => say(MORE, lang, persona, seed, p),
  none: (lang: Lang, persona: Persona, seed: number, p: { what: string }) => say(NONE, lang, persona, seed, p),
  relaxed: (lang: Lang, dropped: string[]) => fill(RELAXED[lang], { dropped: dropped.map((d) => DROPPED_WORDS[lang][d] ?? d).join(', ') }),
  clarifyCategory: (lang: Lang, persona: Persona, seed: number) => say(CLARIFY_CATEGORY, lang, persona, seed),
  vouchers: (lang: Lang, persona: Persona, seed: number, p: { total: number; best: number | null; guest: boolean }) =>
    (p.total ? say(VOUCHERS, lang, persona, seed, { total: p.total }) : say(NO_VOUCHERS, lang, persona, seed)) +
    (p.best ? fill(BEST_COMBO[lang], { discount: money(p.best) }) : '') +
    (p.total && p.guest ? LOGIN_TO_SAVE[lang] : ''),
  saved: (lang: Lang, persona: Persona, seed: number, p: { code: string }) => say(SAVED, lang, persona, seed, p),
  loginToSave: (lang: Lang, persona: Persona, seed: number) => say(LOGIN_TO_SAVE_REPLY, lang, persona, seed),
  orders: (lang: Lang, persona: Persona, seed: number, p: { count: number }) => say(ORDERS, lang, persona, seed, p),
  noOrders: (lang: Lang, persona: Persona, seed: number) => say(NO_ORDERS, lang, persona, seed),
  loginForOrders: (lang: Lang, persona: Persona, seed: number) => say(LOGIN_FOR_ORDERS, lang, persona, seed),
  returnGuide: (lang: Lang, persona: Persona, seed: number, p: { returnable: number }) =>
    say(RETURN_GUIDE, lang, persona, seed, { orders: p.returnable ? fill(RETURNABLE[lang], { count: p.returnable }) : '' }),
  sizeNeedProduct: (lang: Lang, persona: Persona, seed: number) => say(SIZE_NEED_PRODUCT, lang, persona, seed),
  sizeNeedMeasures: (lang: Lang, persona: Persona, seed: number) => say(SIZE_NEED_MEASURES, lang, persona, seed),
  sizeAdvice: (lang: Lang, persona: Persona, seed: number, p: { size: string; product: string }) =>
    say(SIZE_ADVICE, lang, persona, seed, p),
  sizeUnavailable: (lang: Lang, persona: Persona, seed: number) => say(SIZE_UNAVAILABLE, lang, persona, seed),
  tryOn: (stage: keyof typeof TRY_ON, lang: Lang, persona: Persona, seed: number, p: { product?: string } = {}) =>
    say(TRY_ON[stage], lang, persona, seed, p),
  tryOnUnavailable: (lang: Lang) => TRY_ON_UNAVAILABLE[lang],
  greeting: (lang: Lang, persona: Persona, seed: number) => say(GREETING, lang, persona, seed),
  thanks: (lang: Lang, persona: Persona, seed: number) => say(THANKS, lang, persona, seed),
  outOfScope: (lang: Lang, persona: Persona, seed: number) => say(OUT_OF_SCOPE, lang, persona, seed),
  imageReceived: (lang: Lang, persona: Persona, seed: number) => say(IMAGE_RECEIVED, lang, persona, seed),
}

/** Button labels (follow-ups and options), per language. */
export const LABELS: Record<Lang, Record<string, string>> = {
  vi: {
    more_products: 'Xem thêm sản phẩm',
    filter_price: 'Lọc theo giá',
    consult: 'Tư vấn thêm',
    try_on: 'Thử đồ ảo',
    vouchers: 'Mã giảm giá',
    orders: 'Đơn hàng của tôi',
    return_guide: 'Hướng dẫn đổi trả',
    size_advice: 'Tư vấn size',
    login: 'Đăng nhập',
    under: 'Dưới {amount}',
    over: 'Trên {amount}',
    consult_message: 'Mình cần tư vấn thêm',
  },
  en: {
    more_products: 'View more products',
    filter_price: 'Filter by price',
    consult: 'Consult more',
    try_on: 'Virtual try-on',
    vouchers: 'Discount codes',
    orders: 'My orders',
    return_guide: 'Return guide',
    size_advice: 'Size advice',
    login: 'Log in',
    under: 'Under {amount}',
    over: 'Over {amount}',
    consult_message: 'I need more advice',
  },
  ko: {
    more_products: '상품 더 보기',
    filter_price: '가격으로 필터',
    consult: '더 상담하기',
    try_on: '가상 피팅',
    vouchers: '할인 코드',
    orders: '내 주문',
    return_guide: '반품 안내',
    size_advice: '사이즈 추천',
    login: '로그인',
    under: '{amount} 이하',
    over: '{amount} 이상',
    consult_message: '더 상담하고 싶어요',
  },
}

export const label = (lang: Lang, key: string, params: Record<string, string | number> = {}) => fill(LABELS[lang][key] ?? key, params)
