import { SIZE_CHART_ROWS } from '@xinh/contracts'
import type { Shape } from './images.ts'
import { LEAF_KINDS } from './vocabulary-leaves.ts'

/**
 * Vietnamese vocabulary for demo and benchmark data (faker's product names are English only):
 * the category tree, shops, colours and shades, and per product kind the words its names and
 * descriptions are built from. Written by hand; the generator in catalog-gen.ts combines it.
 */

export const CATEGORY_TREE: Array<{ name: string; slug: string; children: Array<{ name: string; slug: string }> }> = [
  {
    name: 'Thời trang nữ',
    slug: 'thoi-trang-nu',
    children: [
      { name: 'Áo thun nữ', slug: 'ao-thun-nu' },
      { name: 'Áo sơ mi nữ', slug: 'ao-so-mi-nu' },
      { name: 'Váy đầm', slug: 'vay-dam' },
      { name: 'Chân váy', slug: 'chan-vay' },
      { name: 'Quần jeans nữ', slug: 'quan-jeans-nu' },
      { name: 'Quần short nữ', slug: 'quan-short-nu' },
      { name: 'Quần tây nữ', slug: 'quan-tay-nu' },
      { name: 'Áo khoác nữ', slug: 'ao-khoac-nu' },
      { name: 'Áo len nữ', slug: 'ao-len-nu' },
      { name: 'Đồ ngủ, đồ bộ', slug: 'do-ngu-do-bo' },
      { name: 'Đồ bơi', slug: 'do-boi' },
      { name: 'Áo dài', slug: 'ao-dai' },
      { name: 'Đồ lót nữ', slug: 'do-lot-nu' },
    ],
  },
  {
    name: 'Thời trang nam',
    slug: 'thoi-trang-nam',
    children: [
      { name: 'Áo thun nam', slug: 'ao-thun-nam' },
      { name: 'Áo sơ mi nam', slug: 'ao-so-mi-nam' },
      { name: 'Quần jeans nam', slug: 'quan-jeans-nam' },
      { name: 'Quần tây nam', slug: 'quan-tay-nam' },
      { name: 'Quần short nam', slug: 'quan-short-nam' },
      { name: 'Áo khoác nam', slug: 'ao-khoac-nam' },
    ],
  },
  {
    name: 'Giày dép',
    slug: 'giay-dep',
    children: [
      { name: 'Giày sneaker', slug: 'giay-sneaker' },
      { name: 'Giày cao gót', slug: 'giay-cao-got' },
      { name: 'Giày búp bê', slug: 'giay-bup-be' },
      { name: 'Sandal', slug: 'sandal' },
      { name: 'Giày tây nam', slug: 'giay-tay-nam' },
    ],
  },
  {
    name: 'Túi xách',
    slug: 'tui-xach',
    children: [
      { name: 'Túi đeo chéo', slug: 'tui-deo-cheo' },
      { name: 'Túi xách tay', slug: 'tui-xach-tay' },
      { name: 'Túi tote', slug: 'tui-tote' },
      { name: 'Balo', slug: 'balo' },
      { name: 'Ví cầm tay', slug: 'vi-cam-tay' },
    ],
  },
  {
    name: 'Trang điểm',
    slug: 'trang-diem',
    children: [
      { name: 'Son môi', slug: 'son-moi' },
      { name: 'Phấn phủ', slug: 'phan-phu' },
      { name: 'Má hồng', slug: 'ma-hong' },
      { name: 'Kẻ mắt', slug: 'ke-mat' },
      { name: 'Mascara', slug: 'mascara' },
      { name: 'Phấn mắt', slug: 'phan-mat' },
      { name: 'Sơn móng tay', slug: 'son-mong-tay' },
      { name: 'Dụng cụ trang điểm', slug: 'dung-cu-trang-diem' },
    ],
  },
  {
    name: 'Chăm sóc da',
    slug: 'cham-soc-da',
    children: [
      { name: 'Sữa rửa mặt', slug: 'sua-rua-mat' },
      { name: 'Tẩy trang', slug: 'tay-trang' },
      { name: 'Nước hoa hồng, toner', slug: 'nuoc-hoa-hong' },
      { name: 'Serum', slug: 'serum' },
      { name: 'Kem dưỡng ẩm', slug: 'kem-duong-am' },
      { name: 'Mặt nạ', slug: 'mat-na' },
      { name: 'Kem chống nắng', slug: 'kem-chong-nang' },
    ],
  },
  {
    name: 'Chăm sóc tóc',
    slug: 'cham-soc-toc',
    children: [
      { name: 'Dầu gội, dầu xả', slug: 'dau-goi-dau-xa' },
      { name: 'Dưỡng tóc', slug: 'duong-toc' },
    ],
  },
  {
    name: 'Chăm sóc cơ thể',
    slug: 'cham-soc-co-the',
    children: [
      { name: 'Sữa tắm', slug: 'sua-tam' },
      { name: 'Dưỡng thể', slug: 'duong-the' },
    ],
  },
  {
    name: 'Nước hoa',
    slug: 'nuoc-hoa',
    children: [
      { name: 'Nước hoa nữ', slug: 'nuoc-hoa-nu' },
      { name: 'Nước hoa nam', slug: 'nuoc-hoa-nam' },
    ],
  },
  {
    name: 'Phụ kiện',
    slug: 'phu-kien',
    children: [
      { name: 'Trang sức', slug: 'trang-suc' },
      { name: 'Đồng hồ', slug: 'dong-ho' },
      { name: 'Kính mát', slug: 'kinh-mat' },
      { name: 'Mũ nón', slug: 'mu-non' },
      { name: 'Thắt lưng', slug: 'that-lung' },
      { name: 'Khăn choàng', slug: 'khan-choang' },
      { name: 'Phụ kiện tóc', slug: 'phu-kien-toc' },
      { name: 'Tất vớ', slug: 'tat-vo' },
    ],
  },
]

// ----- colours ------------------------------------------------------------------------------

/** Option names are ≥3 characters (spec §5), so "Be" is "Màu be". */
export const COLOURS = {
  den: { name: 'Đen', hex: '#22252b' },
  trang: { name: 'Trắng', hex: '#f7f7f5' },
  kem: { name: 'Màu kem', hex: '#efe4cc' },
  be: { name: 'Màu be', hex: '#d6bf9c' },
  xam: { name: 'Xám tro', hex: '#a3a8ae' },
  ghi: { name: 'Xám ghi', hex: '#5d6167' },
  navy: { name: 'Xanh navy', hex: '#1f3557' },
  duong: { name: 'Xanh dương', hex: '#4a7fd0' },
  reu: { name: 'Xanh rêu', hex: '#5c6b3c' },
  mint: { name: 'Xanh mint', hex: '#9fdcc4' },
  hong: { name: 'Hồng phấn', hex: '#f4b6c2' },
  sen: { name: 'Hồng cánh sen', hex: '#d94f8a' },
  do: { name: 'Đỏ tươi', hex: '#d62839' },
  dodo: { name: 'Đỏ đô', hex: '#8e1b32' },
  vang: { name: 'Vàng bơ', hex: '#f3d27a' },
  cam: { name: 'Cam đất', hex: '#c8642d' },
  nau: { name: 'Nâu', hex: '#7b5236' },
  tim: { name: 'Tím lavender', hex: '#b9a3e3' },
  denim: { name: 'Xanh denim', hex: '#4f6f9f' },
  denimdam: { name: 'Xanh đậm', hex: '#26395c' },
  denimnhat: { name: 'Xanh nhạt', hex: '#a7bfdc' },
  // lipstick and blush shades (numbered the way cosmetics shops list them)
  s01: { name: '01 Đỏ gạch', hex: '#a93a2c' },
  s02: { name: '02 Hồng đất', hex: '#b86b6b' },
  s03: { name: '03 Cam cháy', hex: '#cf5a2c' },
  s04: { name: '04 Đỏ thuần', hex: '#c4142f' },
  s05: { name: '05 Nude hồng', hex: '#d49a8e' },
  s06: { name: '06 Đỏ rượu', hex: '#6e1a2e' },
  s07: { name: '07 Hồng san hô', hex: '#ef7b6f' },
  s08: { name: '08 Nâu đất', hex: '#8a4a36' },
  p01: { name: '01 Sáng hồng', hex: '#f3d9c7' },
  p02: { name: '02 Tự nhiên', hex: '#e9c6a5' },
  p03: { name: '03 Trung bình', hex: '#d7aa80' },
  b01: { name: 'Hồng đào', hex: '#f29ca3' },
  b02: { name: 'Cam san hô', hex: '#f4a07a' },
  b03: { name: 'Hồng đất', hex: '#c98a86' },
  // packaging tones for skincare and perfume (the picture, not an option)
  pk_hong: { name: 'Hồng', hex: '#f5c6d0' },
  pk_mint: { name: 'Mint', hex: '#b5e4d2' },
  pk_kem: { name: 'Kem', hex: '#f3e6c8' },
  pk_cam: { name: 'Cam', hex: '#f6b98a' },
  pk_xanh: { name: 'Xanh', hex: '#a9c9ee' },
  pk_tim: { name: 'Tím', hex: '#cdbcf0' },
  pk_trang: { name: 'Trắng', hex: '#f4f4f2' },
  pk_amber: { name: 'Hổ phách', hex: '#d9a441' },
  // metals and lenses
  bac: { name: 'Bạc 925', hex: '#c9ced6' },
  vang18: { name: 'Mạ vàng 18K', hex: '#d4a537' },
  vanghong: { name: 'Vàng hồng', hex: '#e0a08c' },
  trongden: { name: 'Tròng đen', hex: '#2b2b33' },
  trongtra: { name: 'Tròng trà', hex: '#7a4b2a' },
  trongreu: { name: 'Tròng xanh rêu', hex: '#4d5b3a' },
  tronghong: { name: 'Tròng hồng', hex: '#e59bb0' },
} as const satisfies Record<string, { name: string; hex: string }>
export type ColourKey = keyof typeof COLOURS

// Palettes are kept short on purpose: every (item, colour) pair is one picture to render at first start.
const CLOTHES: ColourKey[] = ['den', 'trang', 'be', 'xam', 'navy', 'reu', 'mint', 'hong', 'do', 'vang', 'tim']
const MENSWEAR: ColourKey[] = ['den', 'trang', 'be', 'xam', 'ghi', 'navy', 'duong', 'reu']
const DENIM: ColourKey[] = ['denim', 'denimdam', 'denimnhat', 'den']
const SHOES: ColourKey[] = ['trang', 'den', 'be', 'hong', 'navy', 'xam']
const LEATHER: ColourKey[] = ['den', 'nau', 'be', 'kem', 'dodo', 'hong']
const PACKAGING: ColourKey[] = ['pk_hong', 'pk_mint', 'pk_kem', 'pk_xanh', 'pk_trang']

// ----- product kinds ------------------------------------------------------------------------

export type VariantMode =
  | 'top' // colour × S–XL
  | 'menTop' // colour × M–XXL
  | 'bottom' // colour × S–XL (skirts)
  | 'waist' // colour × waist 26–31
  | 'menWaist' // colour × waist 29–34
  | 'shoes' // colour × 36–40
  | 'menShoes' // colour × 39–43
  | 'colour' // colour only
  | 'shade' // shade only (lipstick, powder, blush)
  | 'volume' // volume only, one packaging tone per product
  | 'metal' // metal only
export type Group =
  | 'apparel'
  | 'shoes'
  | 'bags'
  | 'makeup'
  | 'skincare'
  | 'bodycare'
  | 'perfume'
  | 'jewellery'
  | 'eyewear'
  | 'hats'
  | 'accessories'

export type ProductKind = {
  key: string
  category: string
  group: Group
  shape: Shape
  /** Second picture for colour-less products (texture swatch for makeup). */
  extraShape?: Shape
  mode: VariantMode
  colours: ColourKey[]
  nouns: string[]
  /** Name parts in order; each slot contributes one word group (or nothing when it rolls ''). */
  slots: string[][]
  price: [number, number]
  weight: [number, number]
  pack: [number, number, number]
  chart?: 'top' | 'bottom' | 'jeans' | 'shoes'
  materials: string[]
  features: string[]
  volumes?: string[]
}

const FITS = ['form rộng', 'dáng ôm', 'oversize', 'basic', 'form suông', 'dáng lửng', '']
const TEE_DETAILS = [
  'in chữ',
  'thêu logo nhỏ',
  'cổ tròn',
  'cổ tim',
  'tay lỡ',
  'phối viền',
  'kẻ sọc',
  'in hình dễ thương',
  'trơn',
  'phong cách Hàn Quốc',
  '',
]

export const KINDS: ProductKind[] = [
  {
    key: 'ao-thun-nu',
    category: 'ao-thun-nu',
    group: 'apparel',
    shape: 'tshirt',
    mode: 'top',
    colours: CLOTHES,
    nouns: ['Áo thun nữ', 'Áo phông nữ', 'Áo thun baby tee', 'Áo croptop nữ', 'Áo thun tay lỡ nữ', 'Áo polo nữ', 'Áo thun cổ tròn nữ'],
    slots: [['cotton 100%', 'cotton co giãn', 'thun lạnh', 'thun gân', 'cotton compact', 'vải borip', ''], FITS, TEE_DETAILS],
    price: [89_000, 299_000],
    weight: [150, 260],
    pack: [25, 20, 3],
    chart: 'top',
    materials: [
      'cotton 100% mềm mịn, thấm hút mồ hôi tốt',
      'thun lạnh co giãn 4 chiều, mặc mát cả ngày',
      'cotton compact dày dặn, không xù lông sau nhiều lần giặt',
    ],
    features: [
      'Đường may chắc chắn, không bỏ mũi',
      'Hình in sắc nét, không bong tróc khi giặt máy',
      'Form chuẩn, dễ phối cùng quần jeans, chân váy hay quần short',
      'Cổ áo bo dày, giữ form sau nhiều lần giặt',
      'Vải thoáng khí, thích hợp thời tiết nóng ẩm',
    ],
  },
  {
    key: 'ao-so-mi-nu',
    category: 'ao-so-mi-nu',
    group: 'apparel',
    shape: 'shirt',
    mode: 'top',
    colours: CLOTHES,
    nouns: ['Áo sơ mi nữ', 'Áo sơ mi lụa nữ', 'Áo blouse nữ', 'Áo sơ mi công sở nữ', 'Áo kiểu nữ', 'Áo sơ mi dài tay nữ'],
    slots: [
      ['lụa satin', 'đũi', 'linen', 'voan tơ', 'kate', 'cotton lạnh', ''],
      ['tay bồng', 'cổ nơ', 'cổ đức', 'tay dài', 'tay ngắn', 'dáng suông', ''],
      ['thanh lịch', 'công sở', 'dạo phố', 'phong cách Hàn Quốc', 'vintage', ''],
    ],
    price: [159_000, 459_000],
    weight: [160, 280],
    pack: [30, 22, 3],
    chart: 'top',
    materials: [
      'lụa satin mềm rủ, bóng nhẹ sang trọng',
      'đũi tự nhiên thoáng mát, càng mặc càng mềm',
      'linen pha cotton, ít nhăn và dễ là ủi',
    ],
    features: [
      'Cúc áo bọc vải tinh tế',
      'Đường may kép ở vai và nách',
      'Dễ phối cùng chân váy, quần tây hay quần jeans',
      'Không nhăn nhiều sau khi giặt',
      'Phù hợp đi làm, đi học và dự tiệc nhẹ',
    ],
  },
  {
    key: 'vay-dam',
    category: 'vay-dam',
    group: 'apparel',
    shape: 'dress',
    mode: 'top',
    colours: CLOTHES,
    nouns: ['Đầm maxi', 'Váy liền thân', 'Đầm suông', 'Váy hai dây', 'Đầm babydoll', 'Đầm công sở', 'Váy xòe', 'Đầm body', 'Váy hoa nhí'],
    slots: [
      ['voan', 'lụa satin', 'đũi', 'linen', 'tơ óng', 'cotton lạnh', 'ren', ''],
      ['hoa nhí', 'cổ vuông', 'tay phồng', 'xếp ly', 'thắt nơ eo', 'cổ yếm', 'dáng dài qua gối', ''],
      ['đi biển', 'dự tiệc', 'dạo phố', 'đi làm', 'tiểu thư', 'phong cách Pháp', ''],
    ],
    price: [199_000, 899_000],
    weight: [200, 450],
    pack: [32, 25, 4],
    chart: 'top',
    materials: [
      'voan hai lớp mềm nhẹ, không lộ',
      'lụa satin mát tay, rủ đẹp',
      'đũi thô tự nhiên, thoáng khí',
      'cotton lạnh co giãn nhẹ, không nhăn',
    ],
    features: [
      'Có lớp lót trong, không lo lộ',
      'Khoá kéo ẩn sau lưng, dễ mặc',
      'Eo chun co giãn, vừa nhiều dáng người',
      'Chân váy xoè nhẹ, tôn dáng',
      'Phù hợp đi biển, dạo phố, dự tiệc',
      'Màu sắc tươi tắn, lên ảnh đẹp',
    ],
  },
  {
    key: 'chan-vay',
    category: 'chan-vay',
    group: 'apparel',
    shape: 'skirt',
    mode: 'bottom',
    colours: CLOTHES,
    nouns: ['Chân váy chữ A', 'Chân váy xếp ly', 'Chân váy midi', 'Chân váy jeans', 'Chân váy tennis', 'Chân váy bút chì', 'Chân váy dài'],
    slots: [
      ['kaki', 'tuyết mưa', 'dạ', 'jeans', 'voan', ''],
      ['lưng cao', 'có quần trong', 'cạp chun', 'xẻ tà', 'dáng ngắn', ''],
      ['công sở', 'học sinh', 'Hàn Quốc', 'thanh lịch', ''],
    ],
    price: [149_000, 399_000],
    weight: [180, 350],
    pack: [30, 22, 3],
    chart: 'bottom',
    materials: ['tuyết mưa đứng form, ít nhăn', 'kaki dày dặn, giữ dáng tốt', 'voan mềm hai lớp, bay nhẹ khi bước'],
    features: [
      'Lưng cao giúp chân trông dài hơn',
      'Có quần bảo hộ bên trong',
      'Khoá kéo bên hông chắc chắn',
      'Dễ phối với áo thun, sơ mi, áo len',
    ],
  },
  {
    key: 'quan-jeans-nu',
    category: 'quan-jeans-nu',
    group: 'apparel',
    shape: 'jeans',
    mode: 'waist',
    colours: DENIM,
    nouns: [
      'Quần jeans nữ',
      'Quần bò nữ',
      'Quần jeans ống rộng nữ',
      'Quần jeans baggy nữ',
      'Quần jeans skinny nữ',
      'Quần jeans ống loe nữ',
      'Quần short jeans nữ',
    ],
    slots: [
      ['lưng cao', 'cạp cao', 'lưng vừa', ''],
      ['co giãn', 'wash bạc', 'rách gối', 'trơn', 'gấu tua', ''],
      ['tôn dáng', 'hack chân dài', 'phong cách Hàn Quốc', 'streetwear', ''],
    ],
    price: [249_000, 699_000],
    weight: [400, 650],
    pack: [32, 25, 4],
    chart: 'jeans',
    materials: ['denim cotton pha spandex co giãn nhẹ', 'denim 100% cotton dày dặn, đứng form', 'jeans wash mềm, không phai màu khi giặt'],
    features: [
      'Lưng cao tôn dáng, hack chân dài',
      'Đường chỉ nổi chắc chắn',
      'Túi trước và sau tiện dụng',
      'Khuy đồng không gỉ',
      'Không bai dão sau nhiều lần mặc',
    ],
  },
  {
    key: 'ao-khoac-nu',
    category: 'ao-khoac-nu',
    group: 'apparel',
    shape: 'jacket',
    mode: 'top',
    colours: CLOTHES,
    nouns: [
      'Áo khoác nữ',
      'Áo blazer nữ',
      'Áo khoác dù nữ',
      'Áo cardigan nữ',
      'Áo khoác jeans nữ',
      'Áo khoác chống nắng nữ',
      'Áo khoác gió nữ',
    ],
    slots: [
      ['hai lớp', 'có mũ', 'dáng lửng', 'dáng dài', 'form rộng', ''],
      ['chống nắng UPF 50+', 'cản gió', 'giữ ấm', 'chống thấm nhẹ', ''],
      ['thời trang', 'Hàn Quốc', 'năng động', 'thanh lịch', ''],
    ],
    price: [299_000, 1_290_000],
    weight: [300, 800],
    pack: [35, 28, 6],
    chart: 'top',
    materials: [
      'vải dù hai lớp cản gió, chống thấm nhẹ',
      'len dệt kim mềm, giữ ấm vừa phải',
      'tuyết mưa cao cấp, đứng form',
      'vải thun lạnh chống nắng UPF 50+',
    ],
    features: [
      'Khoá kéo YKK trơn tru',
      'Túi có khoá an toàn',
      'Mũ tháo rời tiện lợi',
      'Gấp gọn bỏ túi khi đi xa',
      'Lớp lót lưới thoáng khí',
    ],
  },
  {
    key: 'ao-so-mi-nam',
    category: 'ao-so-mi-nam',
    group: 'apparel',
    shape: 'shirt',
    mode: 'menTop',
    colours: MENSWEAR,
    nouns: [
      'Áo sơ mi nam',
      'Áo sơ mi nam dài tay',
      'Áo sơ mi nam ngắn tay',
      'Áo sơ mi oxford nam',
      'Áo sơ mi linen nam',
      'Áo sơ mi kẻ sọc nam',
    ],
    slots: [
      ['cotton', 'oxford', 'linen', 'lụa', 'bamboo', ''],
      ['slim fit', 'regular fit', 'form rộng', 'cổ tàu', 'cổ bẻ', ''],
      ['công sở', 'lịch lãm', 'chống nhăn', 'trẻ trung', ''],
    ],
    price: [199_000, 549_000],
    weight: [200, 320],
    pack: [32, 24, 3],
    chart: 'top',
    materials: ['cotton oxford dày vừa, thấm hút tốt', 'sợi bamboo kháng khuẩn, chống nhăn', 'linen tự nhiên, mát mẻ ngày hè'],
    features: [
      'Chống nhăn, không cần là nhiều',
      'Cổ áo có đệm giữ form',
      'Đường may tỉ mỉ, cúc chắc chắn',
      'Phù hợp đi làm, gặp đối tác, đi tiệc',
    ],
  },
  {
    key: 'ao-thun-nam',
    category: 'ao-thun-nam',
    group: 'apparel',
    shape: 'tshirt',
    mode: 'menTop',
    colours: MENSWEAR,
    nouns: ['Áo thun nam', 'Áo phông nam', 'Áo polo nam', 'Áo thun nam cổ tròn', 'Áo tanktop nam', 'Áo thun thể thao nam'],
    slots: [
      ['cotton 100%', 'cotton co giãn', 'thun lạnh', 'vải cá sấu', 'mè thể thao', ''],
      ['basic', 'oversize', 'slim fit', 'form rộng', ''],
      ['in chữ', 'thêu logo', 'trơn', 'phối màu', 'streetwear', ''],
    ],
    price: [99_000, 349_000],
    weight: [180, 280],
    pack: [28, 22, 3],
    chart: 'top',
    materials: ['cotton 100% dày dặn, không xù', 'vải cá sấu thoáng khí', 'mè thể thao khô nhanh, thấm hút mồ hôi'],
    features: [
      'Cổ bo chắc chắn, không bai',
      'Hình in công nghệ cao, bền màu',
      'Thích hợp tập gym, chạy bộ, dạo phố',
      'Không co rút sau khi giặt',
    ],
  },
  {
    key: 'quan-tay-nam',
    category: 'quan-tay-nam',
    group: 'apparel',
    shape: 'jeans',
    mode: 'menWaist',
    colours: ['den', 'ghi', 'xam', 'be', 'navy', 'nau'],
    nouns: ['Quần tây nam', 'Quần âu nam', 'Quần kaki nam', 'Quần tây công sở nam', 'Quần baggy nam', 'Quần jogger kaki nam'],
    slots: [
      ['vải tuyết mưa', 'kaki co giãn', 'vải cotton', 'vải nano', ''],
      ['ống côn', 'ống suông', 'slim fit', 'cạp chun', ''],
      ['lịch lãm', 'công sở', 'Hàn Quốc', 'chống nhăn', ''],
    ],
    price: [229_000, 599_000],
    weight: [350, 550],
    pack: [32, 25, 4],
    chart: 'jeans',
    materials: ['kaki co giãn nhẹ, thoải mái cả ngày', 'tuyết mưa cao cấp, ít nhăn', 'vải nano chống thấm, dễ giặt'],
    features: ['Ly quần sắc nét', 'Cạp có chun hai bên, dễ chịu', 'Túi sâu, không rơi đồ', 'Hợp đi làm lẫn đi chơi'],
  },
  {
    key: 'quan-jeans-nam',
    category: 'quan-jeans-nam',
    group: 'apparel',
    shape: 'jeans',
    mode: 'menWaist',
    colours: DENIM,
    nouns: ['Quần jeans nam', 'Quần bò nam', 'Quần jeans nam ống suông', 'Quần jeans nam slim fit', 'Quần short jeans nam'],
    slots: [
      ['co giãn', 'wash bạc', 'rách nhẹ', 'trơn', ''],
      ['ống đứng', 'ống côn', 'form rộng', ''],
      ['bụi bặm', 'basic', 'streetwear', ''],
    ],
    price: [279_000, 749_000],
    weight: [450, 700],
    pack: [32, 25, 4],
    chart: 'jeans',
    materials: ['denim cotton dày, đứng form', 'denim pha spandex co giãn, dễ vận động'],
    features: [
      'Đường chỉ nổi chắc chắn',
      'Khuy kim loại không gỉ',
      'Không phai màu khi giặt đúng cách',
      'Dễ phối áo thun, sơ mi, áo khoác',
    ],
  },
  {
    key: 'ao-khoac-nam',
    category: 'ao-khoac-nam',
    group: 'apparel',
    shape: 'jacket',
    mode: 'menTop',
    colours: MENSWEAR,
    nouns: ['Áo khoác bomber nam', 'Áo khoác gió nam', 'Áo khoác jeans nam', 'Áo hoodie nam', 'Áo blazer nam', 'Áo khoác dù nam'],
    slots: [
      ['hai lớp', 'có mũ', 'lót lông', 'form rộng', ''],
      ['cản gió', 'chống nước nhẹ', 'giữ ấm', ''],
      ['năng động', 'cá tính', 'lịch lãm', ''],
    ],
    price: [299_000, 1_190_000],
    weight: [400, 900],
    pack: [35, 28, 6],
    chart: 'top',
    materials: ['vải dù hai lớp, cản gió tốt', 'nỉ bông dày dặn, giữ ấm', 'kaki cotton đứng form'],
    features: ['Khoá kéo kim loại chắc chắn', 'Bo tay và gấu co giãn', 'Túi trong đựng điện thoại', 'Chống nước nhẹ khi đi mưa phùn'],
  },
  {
    key: 'giay-sneaker',
    category: 'giay-sneaker',
    group: 'shoes',
    shape: 'sneaker',
    mode: 'shoes',
    colours: SHOES,
    nouns: [
      'Giày sneaker',
      'Giày thể thao',
      'Giày sneaker nữ',
      'Giày sneaker nam',
      'Giày chạy bộ',
      'Giày vải canvas',
      'Giày sneaker đế độn',
    ],
    slots: [
      ['đế cao su', 'đế êm', 'đế độn 4cm', 'siêu nhẹ', ''],
      ['cổ thấp', 'cổ cao', 'thoáng khí', 'da PU', ''],
      ['unisex', 'năng động', 'đi học', 'streetwear', ''],
    ],
    price: [390_000, 2_490_000],
    weight: [500, 900],
    pack: [33, 22, 12],
    chart: 'shoes',
    materials: [
      'upper vải lưới thoáng khí, đế cao su chống trượt',
      'da PU dễ lau chùi, đế EVA êm nhẹ',
      'vải canvas dày, đế cao su lưu hoá',
    ],
    features: [
      'Đế êm, đi cả ngày không mỏi',
      'Lót giày tháo rời, dễ vệ sinh',
      'Chống trượt trên sàn ướt',
      'Form giày chuẩn size',
      'Dễ phối cùng jeans, chân váy, đồ thể thao',
    ],
  },
  {
    key: 'sandal',
    category: 'sandal',
    group: 'shoes',
    shape: 'sandal',
    mode: 'shoes',
    colours: SHOES,
    nouns: ['Sandal nữ', 'Dép sandal quai ngang', 'Sandal đế bệt', 'Dép quai hậu', 'Sandal đi biển', 'Dép lê nữ', 'Sandal quai chéo'],
    slots: [
      ['đế trấu', 'đế xuồng', 'đế bệt', 'đế cao su', ''],
      ['quai mảnh', 'quai bản to', 'khoá cài', ''],
      ['đi biển', 'đi học', 'dạo phố', 'Hàn Quốc', ''],
    ],
    price: [129_000, 590_000],
    weight: [250, 500],
    pack: [30, 20, 10],
    chart: 'shoes',
    materials: ['quai da PU mềm, không cứa chân', 'đế trấu tự nhiên nhẹ và êm', 'đế cao su đúc nguyên khối'],
    features: ['Quai mềm, không đau chân', 'Đế chống trơn trượt', 'Đi mưa thoải mái, mau khô', 'Nhẹ, gấp gọn vào vali dễ dàng'],
  },
  {
    key: 'giay-cao-got',
    category: 'giay-cao-got',
    group: 'shoes',
    shape: 'heel',
    mode: 'shoes',
    colours: ['den', 'be', 'hong', 'do', 'kem'],
    nouns: [
      'Giày cao gót',
      'Giày cao gót mũi nhọn',
      'Giày cao gót 7 phân',
      'Giày gót nhọn công sở',
      'Giày cao gót đế vuông',
      'Giày slingback',
    ],
    slots: [
      ['da mờ', 'da bóng', 'nhung', 'da PU', ''],
      ['gót 5cm', 'gót 7cm', 'gót 9cm', 'gót vuông', ''],
      ['công sở', 'dự tiệc', 'sang trọng', 'thanh lịch', ''],
    ],
    price: [259_000, 990_000],
    weight: [400, 700],
    pack: [30, 20, 11],
    chart: 'shoes',
    materials: ['da PU mềm, lót da êm chân', 'da lộn mịn, sang trọng', 'nhung cao cấp, nổi bật'],
    features: ['Đệm mũi chân chống đau', 'Gót chắc chắn, không lệch', 'Dáng mũi nhọn thon chân', 'Đi công sở cả ngày vẫn thoải mái'],
  },
  {
    key: 'tui-deo-cheo',
    category: 'tui-deo-cheo',
    group: 'bags',
    shape: 'crossbody',
    mode: 'colour',
    colours: LEATHER,
    nouns: ['Túi đeo chéo', 'Túi đeo vai nữ', 'Túi mini', 'Túi bao tử', 'Túi kẹp nách', 'Túi đeo chéo nam'],
    slots: [
      ['da PU', 'da thật', 'vải canvas', 'da trơn', 'da vân', ''],
      ['nắp gập', 'khoá kim loại', 'dây xích', 'nhiều ngăn', ''],
      ['thời trang', 'đi chơi', 'công sở', 'Hàn Quốc', ''],
    ],
    price: [199_000, 1_290_000],
    weight: [250, 600],
    pack: [25, 18, 8],
    materials: ['da PU cao cấp chống trầy, dễ lau', 'da bò thật mềm, càng dùng càng đẹp', 'vải canvas dày, chống thấm nhẹ'],
    features: [
      'Dây đeo điều chỉnh độ dài',
      'Ngăn trong đựng vừa điện thoại',
      'Khoá kim loại mạ không gỉ',
      'Đựng vừa ví, son, chìa khoá, sạc dự phòng',
    ],
  },
  {
    key: 'balo',
    category: 'balo',
    group: 'bags',
    shape: 'backpack',
    mode: 'colour',
    colours: ['den', 'be', 'xam', 'navy', 'hong'],
    nouns: ['Balo', 'Balo laptop', 'Balo mini nữ', 'Balo du lịch', 'Balo đi học', 'Balo chống nước'],
    slots: [
      ['vải dù', 'vải canvas', 'da PU', 'vải oxford', ''],
      ['chống nước', 'nhiều ngăn', 'ngăn laptop 15.6 inch', 'có cổng sạc USB', ''],
      ['unisex', 'Hàn Quốc', 'năng động', 'tối giản', ''],
    ],
    price: [249_000, 890_000],
    weight: [500, 1_100],
    pack: [40, 30, 12],
    materials: ['vải oxford chống nước, bền chắc', 'canvas dày phối da, cổ điển', 'vải dù siêu nhẹ'],
    features: [
      'Ngăn laptop có đệm chống sốc',
      'Quai đeo êm, giảm mỏi vai',
      'Khoá kéo trơn, không kẹt',
      'Nhiều ngăn nhỏ sắp xếp đồ gọn gàng',
    ],
  },
  {
    key: 'vi-cam-tay',
    category: 'vi-cam-tay',
    group: 'bags',
    shape: 'wallet',
    mode: 'colour',
    colours: LEATHER,
    nouns: ['Ví cầm tay', 'Ví nữ dáng dài', 'Ví da nam', 'Ví ngắn mini', 'Ví đựng thẻ', 'Clutch cầm tay'],
    slots: [
      ['da thật', 'da PU', 'da vân', 'da trơn', ''],
      ['nhiều ngăn', 'khoá bấm', 'khoá kéo', 'gập đôi', ''],
      ['nhỏ gọn', 'sang trọng', 'quà tặng', ''],
    ],
    price: [99_000, 690_000],
    weight: [100, 250],
    pack: [20, 12, 4],
    materials: ['da bò thật thuộc kỹ, mềm mịn', 'da PU chống nước nhẹ, dễ lau'],
    features: [
      'Nhiều ngăn thẻ và ngăn tiền',
      'Ngăn khoá kéo đựng tiền xu',
      'Nhỏ gọn, vừa túi quần',
      'Hộp quà sang trọng, thích hợp làm quà tặng',
    ],
  },
  {
    key: 'tui-tote',
    category: 'tui-tote',
    group: 'bags',
    shape: 'tote',
    mode: 'colour',
    colours: ['kem', 'be', 'den', 'hong', 'mint'],
    nouns: ['Túi tote', 'Túi vải canvas', 'Túi tote đi học', 'Túi tote công sở', 'Túi xách tay nữ'],
    slots: [
      ['vải canvas', 'vải bố', 'da PU', ''],
      ['có khoá kéo', 'ngăn laptop', 'dáng vuông', 'size lớn', ''],
      ['tối giản', 'in hình', 'Hàn Quốc', 'thân thiện môi trường', ''],
    ],
    price: [99_000, 390_000],
    weight: [200, 450],
    pack: [38, 32, 4],
    materials: ['vải canvas dày 12oz, đứng form', 'vải bố tự nhiên, giặt được'],
    features: ['Đựng vừa laptop 14 inch và sách A4', 'Có ngăn phụ bên trong', 'Quai bản to, không đau vai', 'Giặt tay dễ dàng'],
  },
  {
    key: 'tui-xach-tay',
    category: 'tui-xach-tay',
    group: 'bags',
    shape: 'handbag',
    mode: 'colour',
    colours: LEATHER,
    nouns: ['Túi xách tay nữ', 'Túi xách công sở', 'Túi xách da', 'Túi xách mini'],
    slots: [
      ['da PU', 'da thật', 'da vân cá sấu', 'da trơn', ''],
      ['nắp gập', 'khoá xoay', 'hai ngăn', ''],
      ['sang trọng', 'công sở', 'dự tiệc', ''],
    ],
    price: [299_000, 1_590_000],
    weight: [400, 900],
    pack: [32, 24, 14],
    materials: ['da PU cao cấp, vân tinh tế', 'da bò thật, mép sơn tỉ mỉ'],
    features: ['Kèm dây đeo chéo tháo rời', 'Đáy có đinh tán bảo vệ', 'Khoá kim loại sáng bóng', 'Hộp và túi bảo quản đi kèm'],
  },
  {
    key: 'son-moi',
    category: 'son-moi',
    group: 'makeup',
    shape: 'lipstick',
    extraShape: 'swatch',
    mode: 'shade',
    colours: ['s01', 's02', 's03', 's04', 's05', 's06', 's07', 's08'],
    nouns: ['Son kem lì', 'Son thỏi', 'Son tint bóng', 'Son dưỡng có màu', 'Son môi lì', 'Son velvet', 'Son bóng'],
    slots: [
      ['Velvet', 'Matte', 'Glow', 'Silky', 'Cream', ''],
      ['lâu trôi', 'mềm môi', 'không khô môi', 'lên màu chuẩn', 'mịn như nhung', ''],
      ['8 giờ', 'dưỡng ẩm', 'bản mới', ''],
    ],
    price: [89_000, 690_000],
    weight: [30, 80],
    pack: [10, 5, 5],
    materials: ['chất son kem mịn, bám màu tốt', 'chất son lì mỏng nhẹ, không gây khô môi', 'chất tint bóng trong, căng mọng'],
    features: [
      'Lên màu chuẩn ngay lần quẹt đầu tiên',
      'Bền màu 6–8 tiếng',
      'Có dầu jojoba và vitamin E dưỡng môi',
      'Không chì, an toàn cho môi',
      'Thiết kế nhỏ gọn, bỏ túi tiện lợi',
    ],
  },
  {
    key: 'phan-phu',
    category: 'phan-phu',
    group: 'makeup',
    shape: 'compact',
    extraShape: 'swatch',
    mode: 'shade',
    colours: ['p01', 'p02', 'p03'],
    nouns: ['Phấn phủ', 'Phấn phủ dạng nén', 'Phấn phủ kiềm dầu', 'Phấn nền', 'Cushion', 'Phấn phủ bột'],
    slots: [
      ['mịn lì', 'kiềm dầu', 'che phủ tốt', 'trong suốt', ''],
      ['SPF 25', 'lâu trôi', 'mỏng nhẹ', ''],
      ['cho da dầu', 'cho da nhạy cảm', 'mọi loại da', ''],
    ],
    price: [129_000, 890_000],
    weight: [40, 120],
    pack: [10, 10, 4],
    materials: ['hạt phấn siêu mịn, mỏng nhẹ trên da', 'công thức kiềm dầu, giữ lớp nền ráo mịn'],
    features: ['Kiềm dầu đến 8 tiếng', 'Che lỗ chân lông tự nhiên', 'Kèm bông phấn và gương', 'Không gây bít tắc lỗ chân lông'],
  },
  {
    key: 'ke-mat',
    category: 'ke-mat',
    group: 'makeup',
    shape: 'eyeliner',
    mode: 'colour',
    colours: ['den', 'nau'],
    nouns: ['Bút kẻ mắt', 'Kẻ mắt nước', 'Chì kẻ mày', 'Bút kẻ mắt dạ', 'Gel kẻ mắt'],
    slots: [
      ['chống nước', 'siêu mảnh', 'đầu 0.01mm', 'lâu trôi', ''],
      ['không lem', 'dễ tẩy trang', 'lên màu đậm', ''],
      ['cho người mới', 'bản mới', ''],
    ],
    price: [79_000, 390_000],
    weight: [20, 60],
    pack: [15, 5, 3],
    materials: ['đầu bút mảnh, dễ kẻ cả với người mới', 'công thức chống nước, chống lem'],
    features: ['Không lem khi đổ mồ hôi', 'Tẩy trang dễ bằng nước tẩy trang', 'Đầu bút mảnh, kẻ sắc nét', 'Màu đen/nâu tự nhiên'],
  },
  {
    key: 'ma-hong',
    category: 'ma-hong',
    group: 'makeup',
    shape: 'compact',
    extraShape: 'swatch',
    mode: 'shade',
    colours: ['b01', 'b02', 'b03'],
    nouns: ['Phấn má hồng', 'Má hồng dạng kem', 'Phấn má', 'Má hồng dạng lỏng'],
    slots: [
      ['mịn lì', 'có nhũ nhẹ', 'tự nhiên', ''],
      ['lâu trôi', 'dễ tán', ''],
      ['trong trẻo', 'phong cách Hàn Quốc', ''],
    ],
    price: [99_000, 490_000],
    weight: [30, 90],
    pack: [10, 10, 3],
    materials: ['hạt phấn mịn, tán dễ dàng', 'chất kem mỏng nhẹ, hoà vào da'],
    features: ['Lên màu tự nhiên, không vón', 'Dùng được cho cả má và mắt', 'Hộp có gương tiện lợi'],
  },
  {
    key: 'kem-chong-nang',
    category: 'kem-chong-nang',
    group: 'skincare',
    shape: 'tube',
    mode: 'volume',
    volumes: ['30ml', '50ml', '100ml'],
    colours: PACKAGING,
    nouns: ['Kem chống nắng', 'Sữa chống nắng', 'Gel chống nắng', 'Kem chống nắng nâng tông', 'Xịt chống nắng'],
    slots: [
      ['SPF 50+ PA++++', 'SPF 50 PA+++', 'SPF 30', ''],
      ['kiềm dầu', 'cấp ẩm', 'không nâng tông', 'nâng tông nhẹ', 'vật lý', 'lai hoá học', ''],
      ['cho da dầu mụn', 'cho da nhạy cảm', 'mọi loại da', 'không bết dính', ''],
    ],
    price: [129_000, 690_000],
    weight: [60, 160],
    pack: [16, 6, 5],
    materials: ['kết cấu sữa lỏng nhẹ, thấm nhanh', 'kết cấu gel mát, không để lại vệt trắng'],
    features: [
      'Bảo vệ da khỏi tia UVA và UVB',
      'Không bết dính, thấm nhanh',
      'Không cồn, không hương liệu',
      'Có thể dùng làm lớp lót trang điểm',
      'Chịu nước và mồ hôi',
    ],
  },
  {
    key: 'serum',
    category: 'serum',
    group: 'skincare',
    shape: 'dropper',
    mode: 'volume',
    volumes: ['15ml', '30ml', '50ml'],
    colours: PACKAGING,
    nouns: ['Serum', 'Tinh chất', 'Serum vitamin C', 'Serum niacinamide', 'Serum HA cấp ẩm', 'Serum retinol', 'Tinh chất rau má'],
    slots: [
      ['10%', '5%', '2% BHA', ''],
      ['cấp ẩm', 'sáng da', 'mờ thâm', 'phục hồi da', 'se khít lỗ chân lông', ''],
      ['cho da dầu mụn', 'cho da khô', 'cho da nhạy cảm', ''],
    ],
    price: [159_000, 1_490_000],
    weight: [60, 150],
    pack: [12, 6, 6],
    materials: ['kết cấu lỏng nhẹ, thấm nhanh', 'chiết xuất thiên nhiên, dịu nhẹ với da'],
    features: ['Cấp ẩm sâu, da căng mịn', 'Làm mờ vết thâm sau 4 tuần', 'Không gây kích ứng', 'Dùng sáng và tối sau bước toner'],
  },
  {
    key: 'sua-rua-mat',
    category: 'sua-rua-mat',
    group: 'skincare',
    shape: 'pump',
    mode: 'volume',
    volumes: ['100ml', '150ml', '250ml'],
    colours: PACKAGING,
    nouns: ['Sữa rửa mặt', 'Gel rửa mặt', 'Sữa rửa mặt tạo bọt', 'Sữa rửa mặt dịu nhẹ', 'Sữa rửa mặt trà xanh', 'Sữa rửa mặt nghệ'],
    slots: [
      ['pH 5.5', 'không xà phòng', 'amino acid', ''],
      ['làm sạch sâu', 'dịu nhẹ', 'kiềm dầu', 'ngừa mụn', ''],
      ['cho da dầu mụn', 'cho da khô', 'mọi loại da', ''],
    ],
    price: [79_000, 390_000],
    weight: [150, 320],
    pack: [18, 7, 7],
    materials: ['gel trong dịu nhẹ, không làm khô căng', 'bọt mịn dày, làm sạch sâu'],
    features: ['pH cân bằng, không khô căng sau khi rửa', 'Làm sạch bã nhờn và bụi bẩn', 'Chiết xuất thiên nhiên', 'Dùng sáng và tối'],
  },
  {
    key: 'kem-duong-am',
    category: 'kem-duong-am',
    group: 'skincare',
    shape: 'jar',
    mode: 'volume',
    volumes: ['30ml', '50ml', '80ml'],
    colours: PACKAGING,
    nouns: ['Kem dưỡng ẩm', 'Kem dưỡng da', 'Mặt nạ ngủ', 'Kem dưỡng ban đêm', 'Gel dưỡng ẩm'],
    slots: [
      ['ceramide', 'rau má', 'vitamin B5', 'hyaluronic acid', ''],
      ['cấp ẩm 72 giờ', 'phục hồi', 'làm dịu', 'sáng da', ''],
      ['cho da khô', 'cho da nhạy cảm', 'mọi loại da', ''],
    ],
    price: [149_000, 990_000],
    weight: [80, 200],
    pack: [10, 10, 8],
    materials: ['kết cấu kem mỏng nhẹ, không nhờn', 'gel mát lạnh, thấm nhanh'],
    features: ['Khoá ẩm suốt đêm', 'Củng cố hàng rào bảo vệ da', 'Không hương liệu, không cồn', 'Phù hợp cả da nhạy cảm'],
  },
  {
    key: 'nuoc-hoa-nu',
    category: 'nuoc-hoa-nu',
    group: 'perfume',
    shape: 'perfume',
    mode: 'volume',
    volumes: ['10ml', '30ml', '50ml', '100ml'],
    colours: ['pk_hong', 'pk_tim', 'pk_cam', 'pk_amber'],
    nouns: ['Nước hoa nữ', 'Nước hoa', 'Xịt thơm body mist', 'Nước hoa mini', 'Tinh dầu nước hoa'],
    slots: [
      ['hương hoa hồng', 'hương nhài', 'hương cam chanh', 'hương vani', 'hương gỗ', 'hương trà trắng', ''],
      ['lưu hương lâu', 'ngọt ngào', 'thanh lịch', 'quyến rũ', ''],
      ['Eau de Parfum', 'Eau de Toilette', ''],
    ],
    price: [199_000, 3_490_000],
    weight: [150, 450],
    pack: [12, 8, 8],
    materials: ['tầng hương đầu tươi mát, tầng giữa hoa cỏ, tầng cuối ấm áp', 'nồng độ EDP lưu hương 6–8 tiếng'],
    features: [
      'Lưu hương 6–8 tiếng trên da',
      'Chai thuỷ tinh dày, vòi xịt phun sương',
      'Hộp quà sang trọng',
      'Phù hợp đi làm, hẹn hò, dự tiệc',
    ],
  },
  {
    key: 'nuoc-hoa-nam',
    category: 'nuoc-hoa-nam',
    group: 'perfume',
    shape: 'perfume',
    mode: 'volume',
    volumes: ['10ml', '50ml', '100ml'],
    colours: ['pk_xanh', 'pk_amber', 'pk_trang'],
    nouns: ['Nước hoa nam', 'Nước hoa nam cao cấp', 'Nước hoa nam mini', 'Xịt thơm toàn thân nam'],
    slots: [
      ['hương gỗ', 'hương biển', 'hương cam bergamot', 'hương da thuộc', 'hương xạ hương', ''],
      ['nam tính', 'lịch lãm', 'mạnh mẽ', 'tươi mát', ''],
      ['Eau de Parfum', 'Eau de Toilette', ''],
    ],
    price: [249_000, 2_990_000],
    weight: [180, 450],
    pack: [12, 8, 8],
    materials: ['tầng hương gỗ ấm, nam tính', 'hương biển tươi mát, trẻ trung'],
    features: ['Lưu hương 6–10 tiếng', 'Độ toả hương vừa phải, lịch sự', 'Hộp quà sang trọng', 'Phù hợp đi làm, gặp đối tác'],
  },
  {
    key: 'day-chuyen',
    category: 'trang-suc',
    group: 'jewellery',
    shape: 'necklace',
    mode: 'metal',
    colours: ['bac', 'vang18', 'vanghong'],
    nouns: ['Dây chuyền', 'Vòng cổ', 'Dây chuyền mặt giọt nước', 'Dây chuyền đá CZ', 'Vòng cổ choker'],
    slots: [
      ['bạc 925', 'mạ vàng', 'titan', ''],
      ['đính đá', 'mặt trái tim', 'mặt hoa', 'ngọc trai', ''],
      ['thanh lịch', 'quà tặng bạn gái', 'tối giản', ''],
    ],
    price: [99_000, 1_990_000],
    weight: [20, 80],
    pack: [10, 10, 4],
    materials: ['bạc 925 nguyên chất, không đen', 'titan mạ vàng, không gỉ, không gây dị ứng'],
    features: ['Không đen, không gây kích ứng da', 'Khoá cài chắc chắn', 'Kèm hộp và túi quà', 'Bảo hành đánh bóng trọn đời'],
  },
  {
    key: 'nhan',
    category: 'trang-suc',
    group: 'jewellery',
    shape: 'ring',
    mode: 'metal',
    colours: ['bac', 'vang18', 'vanghong'],
    nouns: ['Nhẫn nữ', 'Nhẫn đôi', 'Nhẫn bạc', 'Nhẫn đính đá', 'Nhẫn mảnh'],
    slots: [
      ['bạc 925', 'mạ vàng 18K', 'titan', ''],
      ['đính đá CZ', 'trơn', 'xoắn', 'hở điều chỉnh size', ''],
      ['tối giản', 'quà tặng', 'sang trọng', ''],
    ],
    price: [99_000, 1_490_000],
    weight: [10, 40],
    pack: [8, 8, 4],
    materials: ['bạc 925 sáng bóng', 'titan không gỉ, bền màu'],
    features: ['Điều chỉnh được size', 'Đá CZ lấp lánh', 'Kèm hộp nhẫn', 'Không gây dị ứng'],
  },
  {
    key: 'bong-tai',
    category: 'trang-suc',
    group: 'jewellery',
    shape: 'earrings',
    mode: 'metal',
    colours: ['bac', 'vang18', 'vanghong'],
    nouns: ['Bông tai', 'Khuyên tai', 'Bông tai dáng dài', 'Bông tai ngọc trai', 'Khuyên tai tròn'],
    slots: [
      ['bạc 925', 'mạ vàng', 'titan', ''],
      ['đính đá', 'giọt nước', 'ngọc trai', 'tua rua', ''],
      ['thanh lịch', 'dự tiệc', 'Hàn Quốc', ''],
    ],
    price: [79_000, 990_000],
    weight: [10, 40],
    pack: [8, 8, 4],
    materials: ['chốt bạc 925 chống dị ứng', 'hợp kim mạ vàng không đen'],
    features: ['Chốt bạc an toàn cho tai nhạy cảm', 'Nhẹ, đeo cả ngày không nặng tai', 'Kèm hộp quà'],
  },
  {
    key: 'kinh-mat',
    category: 'kinh-mat',
    group: 'eyewear',
    shape: 'sunglasses',
    mode: 'colour',
    colours: ['trongden', 'trongtra', 'trongreu', 'tronghong'],
    nouns: ['Kính mát', 'Kính râm', 'Kính mát thời trang', 'Kính mát chống UV', 'Kính mát mắt mèo', 'Kính mát gọng vuông'],
    slots: [
      ['gọng nhựa', 'gọng kim loại', 'gọng tròn', 'gọng oval', ''],
      ['chống tia UV400', 'phân cực', 'tròng màu', ''],
      ['unisex', 'vintage', 'Hàn Quốc', 'đi biển', ''],
    ],
    price: [129_000, 890_000],
    weight: [30, 80],
    pack: [16, 7, 5],
    materials: ['tròng polycarbonate chống UV400', 'gọng nhựa acetate nhẹ, bền'],
    features: ['Chống tia UV400 bảo vệ mắt', 'Gọng nhẹ, đeo lâu không đau tai', 'Kèm hộp và khăn lau', 'Phù hợp nhiều khuôn mặt'],
  },
  {
    key: 'mu-non',
    category: 'mu-non',
    group: 'hats',
    shape: 'hat',
    mode: 'colour',
    colours: ['be', 'den', 'trang', 'hong', 'reu'],
    nouns: ['Mũ bucket', 'Nón tai bèo', 'Mũ vành', 'Nón bucket', 'Mũ cói đi biển', 'Mũ lưỡi trai'],
    slots: [
      ['vải kaki', 'vải nhung', 'cói tự nhiên', 'cotton', ''],
      ['vành rộng', 'chống nắng', 'gấp gọn', ''],
      ['unisex', 'Hàn Quốc', 'đi biển', 'thời trang', ''],
    ],
    price: [79_000, 350_000],
    weight: [80, 200],
    pack: [28, 28, 8],
    materials: ['kaki cotton dày, đứng form', 'cói tự nhiên thoáng mát'],
    features: ['Vành rộng che nắng tốt', 'Gấp gọn không mất form', 'Dây rút điều chỉnh vòng đầu'],
  },
]
// the leaves added in issue 12 (vocabulary-leaves.ts)
KINDS.push(...LEAF_KINDS)
export const KIND_BY_KEY = new Map(KINDS.map((k) => [k.key, k]))

// ----- sizes and size charts ----------------------------------------------------------------

/** Size options per variant mode: option names "Size S" (spec §5: ≥3 characters). */
export const SIZE_SETS: Partial<Record<VariantMode, string[]>> = {
  top: ['S', 'M', 'L', 'XL'],
  menTop: ['M', 'L', 'XL', 'XXL'],
  bottom: ['S', 'M', 'L', 'XL'],
  waist: ['26', '27', '28', '29', '30', '31'],
  menWaist: ['29', '30', '31', '32', '33', '34'],
  shoes: ['36', '37', '38', '39', '40'],
  menShoes: ['39', '40', '41', '42', '43'],
}

type ChartSpec = { name: string; attributes: Array<{ _id: string; name: string }>; rows: ReadonlyArray<readonly [string, ...string[]]> }
/** spec §3 size chart rows: size_name, size_values[values, attribute_id, size_name]. */
export const SIZE_CHARTS: Record<'top' | 'bottom' | 'jeans' | 'shoes', ChartSpec> = {
  top: {
    name: 'Bảng size áo, váy',
    attributes: [
      { _id: 'height', name: 'Chiều cao (cm)' },
      { _id: 'weight', name: 'Cân nặng (kg)' },
      { _id: 'bust', name: 'Vòng ngực (cm)' },
      { _id: 'length', name: 'Dài áo (cm)' },
    ],
    rows: SIZE_CHART_ROWS.top.rows,
  },
  bottom: {
    name: 'Bảng size chân váy',
    attributes: [
      { _id: 'waist', name: 'Vòng eo (cm)' },
      { _id: 'hip', name: 'Vòng mông (cm)' },
      { _id: 'length', name: 'Dài váy (cm)' },
    ],
    rows: SIZE_CHART_ROWS.skirt.rows,
  },
  jeans: {
    name: 'Bảng size quần',
    attributes: [
      { _id: 'waist', name: 'Vòng eo (cm)' },
      { _id: 'hip', name: 'Vòng mông (cm)' },
      { _id: 'weight', name: 'Cân nặng (kg)' },
      { _id: 'length', name: 'Dài quần (cm)' },
    ],
    rows: SIZE_CHART_ROWS.pants.rows,
  },
  shoes: {
    name: 'Bảng size giày',
    attributes: [
      { _id: 'foot_length', name: 'Chiều dài bàn chân (cm)' },
      { _id: 'eu', name: 'Size EU' },
    ],
    rows: SIZE_CHART_ROWS.shoes.rows,
  },
}

// ----- shops --------------------------------------------------------------------------------

export type ShopDef = {
  name: string
  province: string
  /** A brand-like word the shop puts in some product names. */
  brand: string
  tagline: string
  /** Product kinds the shop sells, by key (repeat a key to weight it). */
  kinds: string[]
  palette: number
}

/** The first eight are the shops of the foundation seed, in the same order (Xinh Closet is the demo seller's). */
export const SHOPS: ShopDef[] = [
  {
    name: 'Xinh Closet',
    province: '01',
    brand: 'Xinh',
    tagline: 'tủ đồ nữ tính cho nàng công sở và dạo phố',
    kinds: [
      'ao-thun-nu',
      'ao-so-mi-nu',
      'vay-dam',
      'vay-dam',
      'chan-vay',
      'quan-jeans-nu',
      'ao-khoac-nu',
      'tui-deo-cheo',
      'son-moi',
      'quan-short-nu',
      'ao-len-nu',
    ],
    palette: 0,
  },
  {
    name: 'Gu Của Nàng',
    province: '79',
    brand: 'Gu',
    tagline: 'thời trang nữ trẻ trung, giá mềm cho sinh viên',
    kinds: ['ao-thun-nu', 'ao-thun-nu', 'vay-dam', 'chan-vay', 'ao-khoac-nu', 'tui-tote', 'quan-short-nu', 'do-ngu-do-bo', 'ao-len-nu'],
    palette: 9,
  },
  {
    name: 'Hà Nội Denim',
    province: '01',
    brand: 'HN Denim',
    tagline: 'chuyên jeans và denim may tại xưởng Hà Nội',
    kinds: ['quan-jeans-nu', 'quan-jeans-nu', 'quan-jeans-nam', 'quan-jeans-nam', 'ao-khoac-nu', 'ao-khoac-nam'],
    palette: 3,
  },
  {
    name: 'Sài Gòn Sneaker',
    province: '79',
    brand: 'SG Kicks',
    tagline: 'sneaker và giày thể thao chính hãng, đổi size miễn phí',
    kinds: ['giay-sneaker', 'giay-sneaker', 'giay-sneaker', 'sandal', 'balo'],
    palette: 8,
  },
  {
    name: 'Mộc Beauty',
    province: '31',
    brand: 'Mộc',
    tagline: 'mỹ phẩm thuần chay, lành tính cho làn da Việt',
    kinds: ['son-moi', 'son-moi', 'phan-phu', 'ma-hong', 'ke-mat', 'kem-duong-am', 'mascara', 'phan-mat', 'son-mong-tay'],
    palette: 7,
  },
  {
    name: 'Lụa Hội An',
    province: '48',
    brand: 'Hoài Lụa',
    tagline: 'lụa tơ tằm và đũi dệt thủ công từ phố Hội',
    kinds: ['vay-dam', 'vay-dam', 'ao-so-mi-nu', 'ao-so-mi-nam', 'chan-vay', 'ao-dai', 'khan-choang'],
    palette: 5,
  },
  {
    name: 'Nàng Thơ Boutique',
    province: '46',
    brand: 'Nàng Thơ',
    tagline: 'váy đầm tiểu thư và phụ kiện dịu dàng',
    kinds: ['vay-dam', 'vay-dam', 'chan-vay', 'tui-xach-tay', 'bong-tai', 'day-chuyen', 'giay-bup-be', 'phu-kien-toc'],
    palette: 4,
  },
  {
    name: 'Da Mềm Skincare',
    province: '92',
    brand: 'Da Mềm',
    tagline: 'dưỡng da tối giản, hiệu quả, giá hợp lý',
    kinds: ['serum', 'serum', 'kem-chong-nang', 'sua-rua-mat', 'kem-duong-am', 'nuoc-hoa-hong', 'mat-na', 'tay-trang'],
    palette: 6,
  },
  {
    name: 'Mây Studio',
    province: '04',
    brand: 'Mây',
    tagline: 'đồ basic tối giản, chất liệu tự nhiên',
    kinds: ['ao-thun-nu', 'ao-thun-nam', 'ao-so-mi-nu', 'tui-tote', 'quan-tay-nu', 'tat-vo', 'ao-len-nu'],
    palette: 3,
  },
  {
    name: 'Tuyên Quang Linen',
    province: '08',
    brand: 'Linen TQ',
    tagline: 'linen và đũi mát mẻ cho ngày hè',
    kinds: ['ao-so-mi-nam', 'ao-so-mi-nu', 'vay-dam', 'quan-tay-nam'],
    palette: 2,
  },
  {
    name: 'Điện Biên Thổ Cẩm',
    province: '11',
    brand: 'Thổ Cẩm',
    tagline: 'túi và phụ kiện thổ cẩm dệt tay của đồng bào Tây Bắc',
    kinds: ['tui-deo-cheo', 'tui-tote', 'vi-cam-tay', 'mu-non'],
    palette: 1,
  },
  {
    name: 'Lai Châu Craft',
    province: '12',
    brand: 'Craft',
    tagline: 'đồ thủ công và trang sức bạc dân tộc',
    kinds: ['day-chuyen', 'nhan', 'bong-tai', 'tui-deo-cheo'],
    palette: 5,
  },
  {
    name: 'Mũ Nón Tây Bắc',
    province: '14',
    brand: 'Tây Bắc',
    tagline: 'mũ nón thời trang và đồ dạo chơi vùng cao',
    kinds: ['mu-non', 'mu-non', 'kinh-mat', 'balo'],
    palette: 2,
  },
  {
    name: 'Sa Pa Outdoor',
    province: '15',
    brand: 'Sa Pa',
    tagline: 'áo khoác, balo và giày cho người mê xê dịch',
    kinds: ['ao-khoac-nam', 'ao-khoac-nu', 'balo', 'giay-sneaker'],
    palette: 6,
  },
  {
    name: 'Trà Xanh Cosmetics',
    province: '19',
    brand: 'Trà Xanh',
    tagline: 'mỹ phẩm chiết xuất trà xanh Thái Nguyên',
    kinds: ['sua-rua-mat', 'kem-duong-am', 'serum', 'kem-chong-nang', 'nuoc-hoa-hong', 'mat-na'],
    palette: 2,
  },
  {
    name: 'Xứ Lạng Accessories',
    province: '20',
    brand: 'Xứ Lạng',
    tagline: 'phụ kiện thời trang giá tốt, giao nhanh',
    kinds: ['kinh-mat', 'mu-non', 'vi-cam-tay', 'bong-tai', 'dong-ho', 'phu-kien-toc', 'that-lung'],
    palette: 8,
  },
  {
    name: 'Hạ Long Pearl',
    province: '22',
    brand: 'Ngọc Hạ Long',
    tagline: 'trang sức ngọc trai và bạc 925',
    kinds: ['day-chuyen', 'day-chuyen', 'bong-tai', 'nhan'],
    palette: 3,
  },
  {
    name: 'Kinh Bắc Silk',
    province: '24',
    brand: 'Kinh Bắc',
    tagline: 'áo dài cách tân, sơ mi lụa và váy truyền thống',
    kinds: ['vay-dam', 'ao-so-mi-nu', 'chan-vay', 'ao-dai', 'ao-dai'],
    palette: 9,
  },
  {
    name: 'Đất Tổ Menswear',
    province: '25',
    brand: 'Đất Tổ',
    tagline: 'thời trang nam công sở lịch lãm',
    kinds: ['ao-so-mi-nam', 'ao-so-mi-nam', 'quan-tay-nam', 'ao-thun-nam', 'vi-cam-tay', 'quan-short-nam', 'giay-tay-nam', 'that-lung'],
    palette: 8,
  },
  {
    name: 'Phố Hiến Fashion',
    province: '33',
    brand: 'Phố Hiến',
    tagline: 'thời trang nữ giá xưởng',
    kinds: ['ao-thun-nu', 'chan-vay', 'quan-jeans-nu', 'vay-dam', 'quan-short-nu', 'quan-tay-nu', 'ao-len-nu'],
    palette: 0,
  },
  {
    name: 'Tràng An Beauty',
    province: '37',
    brand: 'Tràng An',
    tagline: 'trang điểm chuyên nghiệp cho cô dâu và tiệc',
    kinds: ['son-moi', 'phan-phu', 'ma-hong', 'ke-mat', 'mascara', 'phan-mat', 'dung-cu-trang-diem'],
    palette: 7,
  },
  {
    name: 'Xứ Thanh Shoes',
    province: '38',
    brand: 'Xứ Thanh',
    tagline: 'giày da, cao gót và sandal đóng thủ công',
    kinds: ['giay-cao-got', 'giay-cao-got', 'sandal', 'sandal', 'giay-bup-be', 'giay-tay-nam'],
    palette: 1,
  },
  {
    name: 'Sen Quê Skincare',
    province: '40',
    brand: 'Sen Quê',
    tagline: 'dưỡng da từ sen và nghệ xứ Nghệ',
    kinds: ['sua-rua-mat', 'kem-duong-am', 'serum', 'nuoc-hoa-hong', 'mat-na', 'duong-the', 'duong-toc'],
    palette: 0,
  },
  {
    name: 'Hà Tĩnh Basic',
    province: '42',
    brand: 'HT Basic',
    tagline: 'áo thun và đồ mặc nhà giá tốt',
    kinds: ['ao-thun-nam', 'ao-thun-nu', 'ao-thun-nu', 'quan-short-nam', 'do-ngu-do-bo', 'tat-vo'],
    palette: 4,
  },
  {
    name: 'Quảng Trị Tote',
    province: '44',
    brand: 'QT Tote',
    tagline: 'túi vải canvas in tay, thân thiện môi trường',
    kinds: ['tui-tote', 'tui-tote', 'balo'],
    palette: 5,
  },
  {
    name: 'Quảng Ngãi Sport',
    province: '51',
    brand: 'QN Sport',
    tagline: 'đồ thể thao, giày chạy bộ, áo khoác gió',
    kinds: ['giay-sneaker', 'ao-thun-nam', 'ao-khoac-nam'],
    palette: 6,
  },
  {
    name: 'Phố Núi Pleiku Style',
    province: '52',
    brand: 'Pleiku',
    tagline: 'phong cách phố núi cá tính',
    kinds: ['ao-khoac-nam', 'quan-jeans-nam', 'mu-non', 'kinh-mat'],
    palette: 1,
  },
  {
    name: 'Biển Nhớ Sandal',
    province: '56',
    brand: 'Biển Nhớ',
    tagline: 'sandal, mũ và kính cho mùa biển Nha Trang',
    kinds: ['sandal', 'sandal', 'mu-non', 'kinh-mat', 'vay-dam', 'do-boi'],
    palette: 3,
  },
  {
    name: 'Cao Nguyên Leather',
    province: '66',
    brand: 'Cao Nguyên',
    tagline: 'đồ da thật thủ công từ Buôn Ma Thuột',
    kinds: ['vi-cam-tay', 'vi-cam-tay', 'tui-xach-tay', 'tui-deo-cheo', 'that-lung', 'dong-ho'],
    palette: 1,
  },
  {
    name: 'Đà Lạt Sương',
    province: '68',
    brand: 'Sương',
    tagline: 'nước hoa và tinh dầu hương hoa Đà Lạt',
    kinds: ['nuoc-hoa-nu', 'nuoc-hoa-nu', 'nuoc-hoa-nam', 'kem-duong-am'],
    palette: 4,
  },
  {
    name: 'Biên Hòa Sneaker',
    province: '75',
    brand: 'BH Kicks',
    tagline: 'giày sneaker xuất khẩu, giá tận xưởng',
    kinds: ['giay-sneaker', 'giay-sneaker', 'balo'],
    palette: 8,
  },
  {
    name: 'Mekong Beauty',
    province: '82',
    brand: 'Mekong',
    tagline: 'chống nắng và dưỡng da cho khí hậu miền Tây',
    kinds: ['kem-chong-nang', 'kem-chong-nang', 'son-moi', 'sua-rua-mat', 'tay-trang', 'son-mong-tay'],
    palette: 6,
  },
  {
    name: 'Miền Tây Boutique',
    province: '86',
    brand: 'Miền Tây',
    tagline: 'đầm suông, áo bà ba cách tân, mát mẻ dễ mặc',
    kinds: ['vay-dam', 'ao-so-mi-nu', 'tui-tote', 'ao-dai', 'do-ngu-do-bo'],
    palette: 2,
  },
  {
    name: 'Phú Quốc Pearl',
    province: '91',
    brand: 'Ngọc Phú Quốc',
    tagline: 'ngọc trai Phú Quốc và trang sức biển',
    kinds: ['day-chuyen', 'bong-tai', 'nhan', 'dong-ho'],
    palette: 7,
  },
  {
    name: 'Đất Mũi Menswear',
    province: '96',
    brand: 'Đất Mũi',
    tagline: 'đồ nam đơn giản, bền, giá tốt',
    kinds: ['ao-thun-nam', 'quan-tay-nam', 'quan-jeans-nam', 'ao-so-mi-nam', 'quan-short-nam'],
    palette: 5,
  },
  {
    name: 'Tây Ninh Scent',
    province: '80',
    brand: 'Tây Ninh',
    tagline: 'nước hoa mini và quà tặng tinh tế',
    kinds: ['nuoc-hoa-nu', 'nuoc-hoa-nam', 'son-moi'],
    palette: 4,
  },
  {
    name: 'Móng Xinh Nail Studio',
    province: '79',
    brand: 'Móng Xinh',
    tagline: 'sơn móng tay, sơn gel và dụng cụ làm móng tại nhà',
    kinds: ['son-mong-tay', 'son-mong-tay', 'son-mong-tay', 'dung-cu-trang-diem', 'phu-kien-toc'],
    palette: 7,
  },
  {
    name: 'Hà Nội Beauty Lab',
    province: '01',
    brand: 'HN Lab',
    tagline: 'mascara, phấn mắt và tẩy trang cho lớp trang điểm hằng ngày',
    kinds: ['mascara', 'mascara', 'phan-mat', 'tay-trang', 'mat-na', 'son-moi', 'phan-phu'],
    palette: 4,
  },
  {
    name: 'Lụa Ngủ Sài Gòn',
    province: '79',
    brand: 'Lụa Ngủ',
    tagline: 'đồ ngủ lụa, đồ bộ mặc nhà và nội y thoải mái',
    kinds: ['do-ngu-do-bo', 'do-ngu-do-bo', 'do-lot-nu', 'do-lot-nu', 'do-boi'],
    palette: 9,
  },
  {
    name: 'Biển Xanh Swimwear',
    province: '56',
    brand: 'Biển Xanh',
    tagline: 'đồ bơi, quần short và phụ kiện đi biển',
    kinds: ['do-boi', 'do-boi', 'quan-short-nu', 'quan-short-nam', 'kinh-mat', 'mu-non'],
    palette: 6,
  },
  {
    name: 'Gội Thảo Mộc Xứ Nghệ',
    province: '40',
    brand: 'Thảo Mộc',
    tagline: 'dầu gội bồ kết, sữa tắm và dưỡng thể từ thảo mộc',
    kinds: ['dau-goi', 'dau-goi', 'duong-toc', 'sua-tam', 'sua-tam', 'duong-the'],
    palette: 2,
  },
  {
    name: 'Phụ Kiện Nhà Mèo',
    province: '48',
    brand: 'Nhà Mèo',
    tagline: 'thắt lưng, khăn, đồng hồ, kẹp tóc và tất vớ giá xinh',
    kinds: ['that-lung', 'khan-choang', 'dong-ho', 'phu-kien-toc', 'tat-vo', 'tat-vo'],
    palette: 5,
  },
  {
    name: 'Áo Dài Cố Đô',
    province: '46',
    brand: 'Cố Đô',
    tagline: 'áo dài cách tân và truyền thống may đo xứ Huế',
    kinds: ['ao-dai', 'ao-dai', 'ao-dai', 'khan-choang'],
    palette: 0,
  },
]

export const SHOP_STORY = [
  'Shop được thành lập từ năm {year}, bắt đầu từ một gian hàng nhỏ và đến nay đã phục vụ hàng chục nghìn khách hàng trên khắp Việt Nam.',
  'Mỗi sản phẩm đều được chọn lọc kỹ, kiểm tra từng đường may, từng lô hàng trước khi đến tay bạn.',
  'Chúng mình tin rằng đẹp không cần đắt: chất lượng tốt, giá hợp lý và phục vụ tận tâm.',
  'Hàng mới về mỗi tuần, cập nhật xu hướng Hàn Quốc, Nhật Bản và phong cách tối giản.',
  'Đội ngũ tư vấn luôn sẵn sàng hỗ trợ chọn size, chọn màu qua chat từ 8h đến 22h mỗi ngày.',
]
export const SHOP_PROMISES = [
  'Cam kết hàng giống hình, đổi trả trong 7 ngày nếu có lỗi từ nhà sản xuất.',
  'Giao hàng toàn quốc, đóng gói cẩn thận, kiểm tra hàng trước khi thanh toán.',
  'Miễn phí đổi size lần đầu, hoàn tiền nếu sản phẩm không đúng mô tả.',
  'Hàng chính hãng 100%, có hoá đơn và nguồn gốc rõ ràng.',
]

// ----- descriptions -------------------------------------------------------------------------

export const INTROS = [
  '{name} là lựa chọn không thể thiếu trong tủ đồ của bạn mùa này.',
  '{name} – thiết kế mới nhất vừa về shop, số lượng có hạn.',
  'Chào bạn! {name} là sản phẩm bán chạy nhất của {shop} tháng này.',
  '{name}: đơn giản, tinh tế và rất dễ dùng hằng ngày.',
  'Bạn đang tìm một món đồ vừa đẹp vừa bền? {name} chính là câu trả lời.',
]
export const COMMITMENTS = [
  '✔ Hàng giống hình 100%, shop tự chụp.',
  '✔ Đổi trả miễn phí trong 7 ngày nếu lỗi do nhà sản xuất.',
  '✔ Giao hàng toàn quốc, được kiểm tra hàng trước khi nhận.',
  '✔ Tư vấn nhiệt tình qua chat, phản hồi trong 5 phút.',
  '✔ Đóng gói cẩn thận, có hộp hoặc túi bảo vệ.',
  '✔ Tích điểm đổi quà cho khách quen.',
]
export const GROUP_TEXT: Record<Group, { care: string[]; usage: string[]; origin: string[] }> = {
  apparel: {
    care: [
      'Giặt tay hoặc giặt máy ở chế độ nhẹ, lộn trái khi giặt.',
      'Không dùng chất tẩy mạnh, phơi nơi thoáng mát, tránh nắng gắt.',
      'Là ủi ở nhiệt độ thấp đến trung bình.',
    ],
    usage: [
      'Hướng dẫn chọn size: bạn tham khảo bảng size của shop; nếu phân vân giữa hai size, hãy chọn size lớn hơn hoặc nhắn shop chiều cao, cân nặng để được tư vấn.',
      'Phối đồ gợi ý: kết hợp cùng quần jeans và giày sneaker khi dạo phố, hoặc chân váy và giày búp bê khi đi làm.',
    ],
    origin: ['Việt Nam', 'Việt Nam', 'Quảng Châu', 'Hàn Quốc'],
  },
  shoes: {
    care: ['Vệ sinh bằng khăn ẩm và bàn chải mềm, không ngâm nước lâu.', 'Để giày nơi khô thoáng, nhét giấy báo giữ form khi không dùng.'],
    usage: [
      'Hướng dẫn chọn size: đo chiều dài bàn chân rồi đối chiếu bảng size; chân bè hoặc mu cao nên lên một size.',
      'Đế cao su mềm, đi bộ nhiều vẫn thoải mái; phù hợp đi học, đi làm và du lịch.',
    ],
    origin: ['Việt Nam', 'Việt Nam', 'Trung Quốc', 'Indonesia'],
  },
  bags: {
    care: [
      'Lau bằng khăn mềm, tránh để gần nguồn nhiệt hoặc nơi ẩm ướt.',
      'Khi không dùng, nhồi giấy vào trong để giữ form và cất trong túi vải.',
    ],
    usage: [
      'Kích thước vừa vặn để đựng điện thoại, ví, son, chìa khoá và sạc dự phòng.',
      'Dễ phối cùng trang phục công sở lẫn đồ dạo phố.',
    ],
    origin: ['Việt Nam', 'Việt Nam', 'Quảng Châu'],
  },
  makeup: {
    care: [
      'Đậy kín nắp sau khi dùng, bảo quản nơi khô mát, tránh ánh nắng trực tiếp.',
      'Hạn sử dụng 36 tháng kể từ ngày sản xuất, 12 tháng sau khi mở nắp.',
    ],
    usage: [
      'Cách dùng: thoa một lớp mỏng, đợi 30 giây rồi thoa thêm lớp thứ hai nếu muốn màu đậm hơn.',
      'Tẩy trang kỹ bằng dầu hoặc nước tẩy trang vào cuối ngày.',
    ],
    origin: ['Hàn Quốc', 'Việt Nam', 'Nhật Bản', 'Thái Lan'],
  },
  skincare: {
    care: [
      'Bảo quản nơi khô mát, tránh ánh nắng trực tiếp; đậy kín nắp sau khi dùng.',
      'Hạn sử dụng 36 tháng kể từ ngày sản xuất, dùng trong 12 tháng sau khi mở.',
    ],
    usage: [
      'Cách dùng: sau bước làm sạch và toner, lấy một lượng vừa đủ thoa đều lên mặt và cổ, vỗ nhẹ để thấm.',
      'Thử trên vùng da nhỏ ở cổ tay trước khi dùng nếu da bạn nhạy cảm.',
      'Ban ngày nên dùng kèm kem chống nắng để bảo vệ da tốt nhất.',
    ],
    origin: ['Hàn Quốc', 'Việt Nam', 'Nhật Bản', 'Pháp'],
  },
  perfume: {
    care: ['Để nơi thoáng mát, tránh ánh nắng và nhiệt độ cao để giữ hương.'],
    usage: [
      'Xịt cách da 15–20 cm lên cổ tay, sau tai và gáy; không chà xát để giữ tầng hương.',
      'Có thể xịt nhẹ lên tóc hoặc khăn để hương lan toả nhẹ nhàng.',
    ],
    origin: ['Pháp', 'Việt Nam', 'Dubai'],
  },
  jewellery: {
    care: [
      'Tháo trang sức khi tắm biển, đi bơi hoặc dùng hoá chất tẩy rửa.',
      'Lau bằng khăn mềm chuyên dụng, cất trong hộp kín khi không đeo.',
    ],
    usage: ['Thích hợp làm quà tặng sinh nhật, kỷ niệm, Valentine và 8/3.'],
    origin: ['Việt Nam', 'Thái Lan', 'Hàn Quốc'],
  },
  eyewear: {
    care: ['Lau tròng bằng khăn microfiber, cất trong hộp khi không dùng.'],
    usage: ['Đeo khi đi biển, đi phượt, lái xe hoặc dạo phố ngày nắng.'],
    origin: ['Việt Nam', 'Trung Quốc', 'Hàn Quốc'],
  },
  hats: {
    care: ['Giặt tay nhẹ nhàng, phơi trong bóng râm để giữ form.'],
    usage: ['Phù hợp đi biển, dã ngoại, dạo phố ngày nắng.'],
    origin: ['Việt Nam', 'Việt Nam', 'Hàn Quốc'],
  },
  bodycare: {
    care: ['Đậy kín nắp sau khi dùng, để nơi khô ráo, tránh ánh nắng trực tiếp.', 'Hạn sử dụng 36 tháng kể từ ngày sản xuất.'],
    usage: [
      'Cách dùng: lấy một lượng vừa đủ ra tay, tạo bọt hoặc thoa đều, massage nhẹ nhàng rồi xả lại với nước (với sản phẩm cần xả).',
      'Tránh tiếp xúc trực tiếp với mắt; nếu dây vào mắt, rửa ngay bằng nước sạch.',
    ],
    origin: ['Việt Nam', 'Hàn Quốc', 'Thái Lan', 'Nhật Bản'],
  },
  accessories: {
    care: ['Lau nhẹ bằng khăn mềm, cất nơi khô ráo khi không dùng.', 'Tránh để gần hoá chất, nước hoa và nguồn nhiệt.'],
    usage: ['Dễ phối cùng trang phục hằng ngày, đi làm lẫn đi chơi.', 'Thích hợp làm quà tặng bạn bè và người thân.'],
    origin: ['Việt Nam', 'Hàn Quốc', 'Trung Quốc'],
  },
}
export const RETURN_CONDITIONS = [
  'Còn nguyên tem mác',
  'Chưa qua sử dụng, chưa giặt',
  'Còn nguyên hộp và phụ kiện đi kèm',
  'Có video quay lúc mở hàng',
  'Sản phẩm lỗi do nhà sản xuất',
]

// ----- reviews (≤150 characters, spec §5) ---------------------------------------------------

export const REVIEWS: Record<1 | 2 | 3 | 4 | 5, string[]> = {
  5: [
    'Hàng đẹp lắm, y như hình, đóng gói cẩn thận. Sẽ ủng hộ shop tiếp!',
    'Giao nhanh, chất lượng vượt mong đợi so với giá tiền.',
    'Mua lần thứ hai rồi, vẫn rất hài lòng. Shop tư vấn nhiệt tình.',
    'Chất lượng tuyệt vời, màu đúng như ảnh, đáng tiền nha mọi người.',
    'Rất ưng ý, sẽ mua thêm màu khác. Cảm ơn shop!',
    'Hàng chuẩn, đóng gói kỹ, còn được tặng kèm quà nhỏ. 10 điểm!',
    'Đẹp xuất sắc, đúng mô tả, giao hàng siêu nhanh.',
  ],
  4: [
    'Hàng ổn so với giá, màu hơi đậm hơn ảnh một chút.',
    'Chất lượng tốt, giao hơi chậm nhưng shop phản hồi nhanh.',
    'Đẹp, dùng thích, chỉ tiếc hộp bị móp nhẹ khi vận chuyển.',
    'Khá hài lòng, sẽ cân nhắc mua thêm.',
    'Sản phẩm tốt, đúng mô tả, trừ một sao vì giao lâu.',
  ],
  3: ['Tạm được, không quá xuất sắc so với giá.', 'Hàng bình thường, màu thực tế nhạt hơn ảnh.', 'Dùng ổn nhưng đóng gói hơi sơ sài.'],
  2: ['Chất lượng chưa như kỳ vọng, giao hàng chậm.', 'Hàng có lỗi nhỏ, shop hẹn đổi nhưng hơi lâu.'],
  1: ['Hàng không giống mô tả, mình khá thất vọng.', 'Giao sai màu, nhắn shop mãi mới trả lời.'],
}
/** Extra sentences per group, appended when they still fit in 150 characters. */
export const REVIEW_DETAILS: Record<Group, string[]> = {
  apparel: ['Vải mát, mặc rất thoải mái.', 'Form chuẩn, mặc vừa in.', 'Đường may chắc chắn.', 'Giặt máy không bị phai màu.'],
  shoes: ['Đi êm chân cả ngày.', 'Size chuẩn, không bị chật.', 'Đế bám tốt, không trơn.'],
  bags: ['Da mềm, đường may đẹp.', 'Đựng được khá nhiều đồ.', 'Khoá chắc chắn.'],
  makeup: ['Lên màu chuẩn, bám lâu.', 'Chất mịn, không khô môi.', 'Màu hợp da ngăm.'],
  skincare: ['Thấm nhanh, không bết dính.', 'Dùng một tuần thấy da mịn hơn.', 'Không kích ứng với da nhạy cảm.'],
  perfume: ['Mùi thơm nhẹ nhàng, lưu hương lâu.', 'Hương rất sang, được khen suốt.'],
  jewellery: ['Sáng bóng, đeo không bị ngứa.', 'Hộp quà xinh, tặng bạn gái rất thích.'],
  eyewear: ['Gọng nhẹ, đeo không đau tai.', 'Tròng rõ, chống chói tốt.'],
  hats: ['Vành rộng che nắng tốt.', 'Gấp lại không mất form.'],
  bodycare: ['Mùi thơm dễ chịu, dùng rất thích.', 'Da mềm hẳn sau một tuần.', 'Chai to, dùng lâu hết.'],
  accessories: ['Chắc chắn, đúng như hình.', 'Màu xinh, dễ phối đồ.', 'Giá tốt so với chất lượng.'],
}
export const SELLER_REPLIES = [
  'Cảm ơn bạn đã tin tưởng và ủng hộ shop ạ!',
  'Shop cảm ơn bạn nhiều, hẹn gặp lại bạn ở đơn sau nha.',
  'Shop xin lỗi vì trải nghiệm chưa tốt, bạn nhắn shop để được hỗ trợ đổi hàng ạ.',
]

// ----- home page ----------------------------------------------------------------------------

/** Platform collections: name, description, and what they pick (kind keys or a price cap). */
export const COLLECTIONS: Array<{ name: string; description: string; kinds?: string[]; maxPrice?: number; minDiscount?: number }> = [
  {
    name: 'Xu hướng mùa hè',
    description: 'Váy đầm, sandal và mũ nón cho những ngày nắng rực rỡ.',
    kinds: ['vay-dam', 'sandal', 'mu-non', 'kinh-mat'],
  },
  {
    name: 'Công sở thanh lịch',
    description: 'Sơ mi, chân váy, quần tây và giày cao gót cho tuần làm việc.',
    kinds: ['ao-so-mi-nu', 'ao-so-mi-nam', 'chan-vay', 'quan-tay-nam', 'giay-cao-got'],
  },
  {
    name: 'Skincare tối giản',
    description: 'Ba bước làm sạch, dưỡng ẩm, chống nắng cho làn da khoẻ.',
    kinds: ['sua-rua-mat', 'serum', 'kem-duong-am', 'kem-chong-nang'],
  },
  { name: 'Sneaker must-have', description: 'Những đôi sneaker êm chân, dễ phối, bán chạy nhất.', kinds: ['giay-sneaker'] },
  { name: 'Son môi hot trend', description: 'Các tông đỏ gạch, hồng đất, cam cháy được săn lùng.', kinds: ['son-moi'] },
  {
    name: 'Quà tặng cho nàng',
    description: 'Trang sức, nước hoa và túi xách gói quà sẵn.',
    kinds: ['day-chuyen', 'bong-tai', 'nhan', 'nuoc-hoa-nu', 'tui-xach-tay'],
  },
  {
    name: 'Denim không bao giờ lỗi mốt',
    description: 'Quần jeans và áo khoác denim cho mọi phong cách.',
    kinds: ['quan-jeans-nu', 'quan-jeans-nam'],
  },
  { name: 'Deal dưới 199K', description: 'Đồ xinh giá mềm, mua nhiều không lo về giá.', maxPrice: 199_000 },
  { name: 'Giảm sâu đến 50%', description: 'Những sản phẩm đang giảm giá mạnh nhất tuần này.', minDiscount: 30 },
  {
    name: 'Đồ đi biển',
    description: 'Đầm voan, kính mát, mũ cói và sandal cho chuyến đi biển.',
    kinds: ['vay-dam', 'kinh-mat', 'mu-non', 'sandal', 'kem-chong-nang'],
  },
]

export const PLATFORM_BANNERS: Array<{ title: string; link: string; kinds: string[] }> = [
  { title: 'Siêu sale thời trang hè – giảm đến 50%', link: '/bo-suu-tap/', kinds: ['vay-dam', 'sandal', 'kinh-mat'] },
  { title: 'Tuần lễ làm đẹp: son và skincare chính hãng', link: '/nganh-hang/', kinds: ['son-moi', 'serum', 'kem-chong-nang'] },
  { title: 'Sneaker mới về – miễn phí đổi size', link: '/tim-kiem?keyword=sneaker', kinds: ['giay-sneaker', 'balo', 'ao-khoac-nam'] },
  {
    title: 'Quà tặng cho nàng – trang sức và nước hoa',
    link: '/tim-kiem?keyword=qu%C3%A0%20t%E1%BA%B7ng',
    kinds: ['day-chuyen', 'nuoc-hoa-nu', 'tui-xach-tay'],
  },
  {
    title: 'Công sở thanh lịch – sơ mi và chân váy',
    link: '/tim-kiem?keyword=s%C6%A1%20mi',
    kinds: ['ao-so-mi-nu', 'chan-vay', 'giay-cao-got'],
  },
  { title: 'Denim đủ kiểu – jeans nam nữ', link: '/tim-kiem?keyword=jeans', kinds: ['quan-jeans-nu', 'quan-jeans-nam', 'ao-khoac-nu'] },
]

/** Popular searches shown as suggestions (display form; the folded form is the key). */
export const POPULAR_KEYWORDS: Array<[string, number]> = [
  ['áo thun', 1280],
  ['váy hoa nhí', 860],
  ['son kem lì', 940],
  ['kem chống nắng', 1120],
  ['giày sneaker', 770],
  ['quần jeans ống rộng', 690],
  ['áo sơ mi nữ', 540],
  ['túi đeo chéo', 610],
  ['serum vitamin c', 480],
  ['nước hoa nữ', 420],
  ['sandal đi biển', 360],
  ['dây chuyền bạc', 300],
  ['sơn móng tay', 520],
  ['quần short nữ', 460],
  ['mascara chống nước', 340],
  ['áo dài cách tân', 280],
]
