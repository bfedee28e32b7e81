import type { ColorId, SearchGender } from './search-query.ts'

/**
 * The words query understanding knows (search-query.ts): phrases that protect a colour or gender
 * word, colours, gender words, English shopper words, words that describe no product, price cues
 * and units, sizes. Written by hand for Vietnamese fashion and beauty shopping.
 */
// ----- vocabulary ---------------------------------------------------------------------------

/**
 * A phrase of the vocabulary: its words as typed with marks. `folded: true` also accepts each
 * word typed without marks (only where that is not another everyday word).
 */
export type Phrase = { words: string[]; folded: boolean }
export const P = (text: string, folded = true): Phrase => ({ words: text.split(' '), folded })

/** Runs of words that contain a colour, gender or price word but mean something else. */
export const PROTECTED: string[][] = [
  'ma hong', // má hồng: blush
  'hoa hong', // rose
  'thoi trang',
  'trang suc',
  'trang diem',
  'trang phuc',
  'tay trang', // tẩy trang: make-up remover
  'tra xanh', // green tea
  'trang da', // skin whitening
  'duong trang',
  'ma vang', // gold plated
  'vang hong', // rose gold
  'vang 18k',
  'vang 14k',
  'vang 24k',
  'vang 10k',
  'bac 925',
  'wash bac',
  'hong kong',
  'hong tra', // hồng trà: black tea
  'kinh bac',
  'tay bac',
  'viet nam',
  'mien nam',
  'phuong nam',
  'quang nam',
  'ha nam',
  'nam dinh',
  'nam bo',
  'nam cham',
  'nu tinh',
  'nu hoang',
  'thuc nu',
  'my nu',
  'nu sinh',
].map((s) => s.split(' '))

type ColourPhrase = Phrase & { id: ColorId; needsTones?: boolean }
const C = (text: string, id: ColorId, opts: { folded?: boolean; needsTones?: boolean } = {}): ColourPhrase => ({
  ...P(text, opts.folded ?? true),
  id,
  needsTones: opts.needsTones,
})
/** Colours, longest first. */
export const COLOURS: ColourPhrase[] = [
  C('xanh nước biển', 'xanh-duong'),
  C('xanh da trời', 'xanh-duong'),
  C('xanh lá cây', 'xanh-la'),
  C('hồng cánh sen', 'hong'),
  C('xanh dương', 'xanh-duong'),
  C('xanh biển', 'xanh-duong'),
  C('xanh navy', 'xanh-duong'),
  C('xanh denim', 'xanh-duong'),
  C('xanh lá', 'xanh-la'),
  C('xanh rêu', 'xanh-la'),
  C('xanh mint', 'xanh-la'),
  C('xanh lục', 'xanh-la'),
  C('xanh ngọc', 'xanh-la'),
  C('đỏ đô', 'do', { folded: false }),
  C('đỏ rượu', 'do', { folded: false }),
  C('đỏ gạch', 'do', { folded: false }),
  C('hồng phấn', 'hong'),
  C('hồng đất', 'hong'),
  C('nâu đất', 'nau'),
  C('cam đất', 'cam'),
  C('vàng bơ', 'vang'),
  C('xám tro', 'xam'),
  C('xám ghi', 'xam'),
  C('đen', 'den'),
  C('trắng', 'trang'),
  C('đỏ', 'do', { folded: false }), // "do" is also "đồ"
  C('hồng', 'hong'),
  C('xanh', 'xanh'),
  C('navy', 'xanh-duong'),
  C('vàng', 'vang'),
  C('cam', 'cam', { needsTones: true }), // "cam" is also "cầm" typed without marks
  C('tím', 'tim', { folded: false }), // "tim": cổ tim
  C('nâu', 'nau'),
  C('xám', 'xam'),
  C('ghi', 'xam', { needsTones: true }),
  C('bạc', 'bac', { folded: false }), // "bac": Bắc
  C('black', 'den'),
  C('white', 'trang'),
  C('red', 'do'),
  C('pink', 'hong'),
  C('blue', 'xanh-duong'),
  C('green', 'xanh-la'),
  C('yellow', 'vang'),
  C('orange', 'cam'),
  C('purple', 'tim'),
  C('brown', 'nau'),
  C('grey', 'xam'),
  C('gray', 'xam'),
  C('beige', 'be'),
  C('silver', 'bac'),
]
/** After "màu", any colour word counts, typed with or without marks ("màu do", "mau be"). */
export const AFTER_MAU: ColourPhrase[] = [
  ...COLOURS.map((c) => ({ ...c, folded: true, needsTones: false })),
  C('be', 'be'),
  C('kem', 'kem'),
]

type GenderPhrase = Phrase & { gender: SearchGender | 'both' }
const G = (text: string, gender: SearchGender | 'both', folded = true): GenderPhrase => ({ ...P(text, folded), gender })
export const GENDER_WORDS: GenderPhrase[] = [
  G('dành cho nam', 'male'),
  G('dành cho nữ', 'female'),
  G('nam nữ', 'both'),
  G('nữ nam', 'both'),
  G('cho nam', 'male'),
  G('cho nữ', 'female'),
  G('nam giới', 'male'),
  G('nữ giới', 'female'),
  G('phụ nữ', 'female'),
  G('đàn ông', 'male'),
  G('con trai', 'male'),
  G('con gái', 'female'),
  G('bạn trai', 'male'),
  G('bạn gái', 'female'),
  G('for men', 'male'),
  G('for women', 'female'),
  G('nam', 'male'),
  G('nữ', 'female'),
  G('men', 'male'),
  G("men's", 'male'),
  G('male', 'male'),
  G('women', 'female'),
  G("women's", 'female'),
  G('woman', 'female'),
  G('female', 'female'),
  G('ladies', 'female'),
]

/** English shopper words and the catalogue's word for them (longest first). */
export const ENGLISH: Array<[Phrase, string]> = (
  [
    ['nail polish', 'sơn móng tay'],
    ['high heels', 'giày cao gót'],
    ['t-shirt', 'áo thun'],
    ['t shirt', 'áo thun'],
    ['tshirt', 'áo thun'],
    ['lipstick', 'son'],
    ['lip balm', 'son dưỡng'],
    ['dress', 'váy'],
    ['skirt', 'chân váy'],
    ['shirt', 'áo sơ mi'],
    ['jacket', 'áo khoác'],
    ['coat', 'áo khoác'],
    ['shorts', 'quần short'],
    ['pants', 'quần'],
    ['trousers', 'quần'],
    ['shoes', 'giày'],
    ['heels', 'giày cao gót'],
    ['sandals', 'sandal'],
    ['bag', 'túi'],
    ['handbag', 'túi xách'],
    ['backpack', 'balo'],
    ['wallet', 'ví'],
    ['perfume', 'nước hoa'],
    ['sunscreen', 'kem chống nắng'],
    ['cleanser', 'sữa rửa mặt'],
    ['moisturizer', 'kem dưỡng'],
    ['moisturiser', 'kem dưỡng'],
    ['blush', 'má hồng'],
    ['eyeliner', 'kẻ mắt'],
    ['necklace', 'dây chuyền'],
    ['earrings', 'bông tai'],
    ['ring', 'nhẫn'],
    ['sunglasses', 'kính mát'],
    ['hat', 'mũ'],
    ['cap', 'mũ lưỡi trai'],
  ] as Array<[string, string]>
).map(([en, vi]) => [P(en, false), vi])

/** Words that describe no product (dropped when something else is left). */
export const NOISE: Phrase[] = [
  P('giá rẻ'),
  P('siêu rẻ'),
  P('giá tốt'),
  P('chất lượng'),
  P('hot trend'),
  P('rẻ', false),
  P('đẹp', false), // "dep" is also "dép"
  P('xịn', false),
  P('hot'),
]

// ----- prices -------------------------------------------------------------------------------

export const MAX_CUES: Phrase[] = [
  P('không quá'),
  P('tối đa'),
  P('nhỏ hơn'),
  P('ít hơn'),
  P('rẻ hơn'),
  P('up to', false),
  P('less than', false),
  P('dưới'),
  P('đến', false),
  P('tới', false),
  P('under', false),
  P('below', false),
  P('max', false),
  P('<', false),
  P('<=', false),
  P('≤', false),
]
export const MIN_CUES: Phrase[] = [
  P('lớn hơn'),
  P('tối thiểu'),
  P('ít nhất'),
  P('more than', false),
  P('trên'),
  P('hơn'),
  P('từ'),
  P('over', false),
  P('above', false),
  P('from', false),
  P('min', false),
  P('>', false),
  P('>=', false),
  P('≥', false),
]
export const AROUND_CUES: Phrase[] = [
  P('tầm'),
  P('khoảng'),
  P('chừng'),
  P('cỡ', false),
  P('around', false),
  P('about', false),
  P('~', false),
]
/** Cues that may start a range ("từ 100 đến 200k", "khoảng 100-200k", "between 100k and 200k"). */
export const RANGE_STARTS: Phrase[] = [P('từ'), P('khoảng'), P('tầm'), P('between', false)]
export const RANGE_LINKS: Phrase[] = [
  P('đến'),
  P('tới'),
  P('-', false),
  P('–', false),
  P('~', false),
  P('to', false),
  P('and', false),
  P('->', false),
]
export const MAX_SUFFIXES: Phrase[] = [P('trở xuống'), P('đổ lại'), P('trở lại'), P('or less', false)]
export const MIN_SUFFIXES: Phrase[] = [P('trở lên'), P('đổ lên'), P('or more', false), P('+', false)]
/** "giá" before a price expression belongs to it ("giá dưới 200k", "giá 300k"). */
export const PRICE_WORD = P('giá')

/** "tầm/khoảng X" means X ± this share (decision 008). */
export const AROUND_SHARE = 0.2

export const UNIT: Record<string, number> = {
  k: 1_000,
  ng: 1_000,
  nghin: 1_000,
  ngan: 1_000,
  tr: 1_000_000,
  trieu: 1_000_000,
  cu: 1_000_000,
  d: 1,
  vnd: 1,
  dong: 1,
}
/** A separate unit word after a number, as typed (folded where that is unambiguous). */
export const UNIT_WORDS: Array<[Phrase, string]> = [
  [P('k', false), 'k'],
  [P('nghìn'), 'nghin'],
  [P('ngàn'), 'ngan'],
  [P('triệu'), 'trieu'],
  [P('tr', false), 'tr'],
  [P('củ', false), 'cu'], // "cu" is also "cũ" (second-hand)
  [P('đồng', false), 'dong'], // "dong" is also "đông"
  [P('đ', false), 'd'],
  [P('vnd', false), 'vnd'],
  [P('vnđ', false), 'vnd'],
]
export const NUMBER = /^(\d{1,3}(?:[.,]\d{3})+|\d+(?:[.,]\d+)?)(k|ng|nghin|ngan|tr|trieu|cu|d|vnd|dong)?(\d{1,3})?$/
/** The cheapest and dearest plausible prices; anything else is not a price. */
const MIN_PRICE = 1_000
const MAX_PRICE = 1_000_000_000

export type Amount = { value: number; unit: string | null; tail: string | null }
export type Price = { min: number | null; max: number | null }

export function numberOf(digits: string): number {
  if (/^\d{1,3}(?:[.,]\d{3})+$/.test(digits)) return Number(digits.replace(/[.,]/g, ''))
  return Number(digits.replace(',', '.'))
}

/** VND of an amount; without a unit, numbers below 1,000 are thousands ("dưới 200" = 200.000 ₫). */
export function vndOf(a: Amount, unit = a.unit): number | null {
  let v = a.value * (unit ? (UNIT[unit] ?? 1) : a.value < 1_000 ? 1_000 : 1)
  // "1tr5" = 1.5 million, "1tr25" = 1.25 million
  if (a.tail && unit && UNIT[unit] === 1_000_000) v += (Number(a.tail) / 10 ** a.tail.length) * 1_000_000
  v = Math.round(v)
  return v >= MIN_PRICE && v <= MAX_PRICE ? v : null
}

// ----- sizes --------------------------------------------------------------------------------

export const SIZE_PREFIXES: Phrase[] = [
  P('kích cỡ'),
  P('size', false),
  P('sz', false),
  P('cỡ', false),
  P('co', false),
  P('số', false),
  P('so', false),
]
const LETTER_SIZE = /^(xxs|xs|s|m|l|xl|xxl|xxxl|[2-5]xl|freesize|free)$/
/** Letter sizes that mean a size even without "size" before them. */
const BARE_SIZE = /^(xs|xl|xxl|xxxl|[2-5]xl|freesize)$/
export const SIZE_LINKS = new Set(['/', ',', '-', 'hoặc', 'hoac', 'or', 'và', 'va'])
/** Shoe words after which a bare number is a shoe size ("giày 38", "sandal 37"). */
export const SHOE_WORDS = new Set(['giay', 'dep', 'sandal', 'sandals', 'sneaker', 'sneakers', 'guoc', 'boot', 'boots', 'got', 'bet'])
export const isShoeSize = (word: string) => /^\d{2}$/.test(word) && Number(word) >= 34 && Number(word) <= 46

export function sizeOf(word: string, afterPrefix: boolean): string | null {
  if (LETTER_SIZE.test(word) && (afterPrefix || BARE_SIZE.test(word))) {
    if (word === 'free' || word === 'freesize') return 'FREESIZE'
    const n = /^([2-5])xl$/.exec(word)
    return n ? `${'X'.repeat(Number(n[1]))}L` : word.toUpperCase()
  }
  if (afterPrefix && /^\d{2}$/.test(word) && Number(word) >= 20 && Number(word) <= 50) return word
  return null
}
