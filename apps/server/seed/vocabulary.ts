/** Vietnamese vocabulary for demo data (faker's product names are English only). */
export const CATEGORY_TREE: Array<{ name: string; slug: string; children: Array<{ name: string; slug: string }> }> = [
  {
    name: 'Thời trang nữ',
    slug: 'thoi-trang-nu',
    children: [
      { name: 'Áo thun nữ', slug: 'ao-thun-nu' },
      { name: 'Váy đầm', slug: 'vay-dam' },
      { name: 'Quần jeans nữ', slug: 'quan-jeans-nu' },
      { name: 'Áo khoác nữ', slug: 'ao-khoac-nu' },
    ],
  },
  {
    name: 'Thời trang nam',
    slug: 'thoi-trang-nam',
    children: [
      { name: 'Áo sơ mi nam', slug: 'ao-so-mi-nam' },
      { name: 'Áo thun nam', slug: 'ao-thun-nam' },
      { name: 'Quần tây nam', slug: 'quan-tay-nam' },
    ],
  },
  {
    name: 'Giày dép',
    slug: 'giay-dep',
    children: [
      { name: 'Giày sneaker', slug: 'giay-sneaker' },
      { name: 'Sandal', slug: 'sandal' },
      { name: 'Giày cao gót', slug: 'giay-cao-got' },
    ],
  },
  {
    name: 'Túi xách',
    slug: 'tui-xach',
    children: [
      { name: 'Túi đeo chéo', slug: 'tui-deo-cheo' },
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
      { name: 'Kẻ mắt', slug: 'ke-mat' },
    ],
  },
  {
    name: 'Chăm sóc da',
    slug: 'cham-soc-da',
    children: [
      { name: 'Kem chống nắng', slug: 'kem-chong-nang' },
      { name: 'Serum', slug: 'serum' },
      { name: 'Sữa rửa mặt', slug: 'sua-rua-mat' },
    ],
  },
  {
    name: 'Phụ kiện',
    slug: 'phu-kien',
    children: [
      { name: 'Trang sức', slug: 'trang-suc' },
      { name: 'Kính mát', slug: 'kinh-mat' },
      { name: 'Mũ nón', slug: 'mu-non' },
    ],
  },
]

export const SHOP_NAMES = [
  'Xinh Closet',
  'Gu Của Nàng',
  'Hà Nội Denim',
  'Sài Gòn Sneaker',
  'Mộc Beauty',
  'Lụa Hội An',
  'Nàng Thơ Boutique',
  'Da Mềm Skincare',
]
