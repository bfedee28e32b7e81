// The relevance table of `npm run bench -- relevance` (bench/relevance.ts): realistic Vietnamese
// shopper queries over the demo catalogue, each with what a relevant product is. Written by hand
// from the demo vocabulary (apps/server/seed/vocabulary*.ts), not from the search's output.
//
// A product is judged against a query's facts: it must sit in one of `cat` (leaf or root
// category slugs; or, with `named`, have all `words` in its name) and be sold by `shop`, and satisfy the constraints the query states (price,
// colour, size, gender), else it is irrelevant (grade 0). A relevant product is grade 2 when its
// folded name also contains every phrase of `words` (what the shopper named), else grade 1. A
// query with a `target` (one of the new products the bench adds as a seller would) grades that
// product 3: it is the expected product.
import type { ColorId, SearchGender } from '@xinh/contracts'

export type Kind =
  | 'folded'
  | 'tones'
  | 'typo'
  | 'price'
  | 'colour'
  | 'size'
  | 'gender'
  | 'brand'
  | 'category'
  | 'english'
  | 'new product'
  | 'mixed'

export type Judge = {
  cat?: string[]
  shop?: string
  /** Folded phrases a name must contain for the top grade. */
  words?: string[]
  /** A name with all `words` is relevant whatever its category ("Quần short jeans" sits in jeans). */
  named?: boolean
  price?: [number | null, number | null]
  color?: ColorId
  size?: string
  gender?: SearchGender
  /** The exact name of the product expected in the top 3 (a new product the bench adds). */
  target?: string
}
export type Query = { q: string; kind: Kind; judge: Judge }

/** The products the bench adds through the seller API before searching, as a seller would. */
export type NewProduct = { shop: string; category: string; name: string; price: number; colours: string[]; sizes?: string[] }
export const NEW_PRODUCTS: NewProduct[] = [
  {
    shop: 'Xinh Closet',
    category: 'chan-vay',
    name: 'Chân váy jeans xếp ly lưng cao',
    price: 259_000,
    colours: ['Xanh denim', 'Đen'],
    sizes: ['S', 'M', 'L'],
  },
  { shop: 'Móng Xinh Nail Studio', category: 'son-mong-tay', name: 'Sơn móng tay gel đỏ cherry', price: 59_000, colours: ['Đỏ cherry'] },
  {
    shop: 'Xinh Closet',
    category: 'ao-thun-nu',
    name: 'Áo thun nữ cotton trắng basic',
    price: 129_000,
    colours: ['Trắng'],
    sizes: ['S', 'M', 'L'],
  },
  {
    shop: 'Biển Xanh Swimwear',
    category: 'quan-short-nu',
    name: 'Quần short jeans nữ rách gối',
    price: 179_000,
    colours: ['Xanh nhạt'],
    sizes: ['S', 'M'],
  },
  { shop: 'Hà Nội Beauty Lab', category: 'mascara', name: 'Mascara chống nước dài mi tự nhiên', price: 159_000, colours: ['Đen tuyền'] },
  { shop: 'Quảng Trị Tote', category: 'tui-tote', name: 'Túi tote vải canvas in hoa cúc', price: 139_000, colours: ['Màu kem'] },
  { shop: 'Áo Dài Cố Đô', category: 'ao-dai', name: 'Áo dài cách tân gấm đỏ', price: 690_000, colours: ['Đỏ đô'], sizes: ['S', 'M', 'L'] },
  { shop: 'Sen Quê Skincare', category: 'serum', name: 'Serum rau má phục hồi da', price: 245_000, colours: [] },
  // names that popular products' names begin with: the new one must not drown among them
  {
    shop: 'Phố Hiến Fashion',
    category: 'vay-dam',
    name: 'Váy hoa nhí cổ vuông',
    price: 219_000,
    colours: ['Hồng phấn'],
    sizes: ['S', 'M'],
  },
  { shop: 'Mekong Beauty', category: 'son-moi', name: 'Son kem lì đỏ gạch', price: 149_000, colours: ['01 Đỏ gạch'] },
]

const TEES = ['ao-thun-nu', 'ao-thun-nam']
const JACKETS = ['ao-khoac-nu', 'ao-khoac-nam']
const JEANS = ['quan-jeans-nu', 'quan-jeans-nam']
const SHORTS = ['quan-short-nu', 'quan-short-nam']
const PERFUME = ['nuoc-hoa-nu', 'nuoc-hoa-nam']
const BAGS = ['tui-deo-cheo', 'tui-xach-tay', 'tui-tote', 'balo', 'vi-cam-tay']
const k = 1_000

const Q =
  (kind: Kind) =>
  (q: string, judge: Judge): Query => ({ q, kind, judge })
const folded = Q('folded')
const tones = Q('tones')
const typo = Q('typo')
const price = Q('price')
const colour = Q('colour')
const size = Q('size')
const gender = Q('gender')
const brand = Q('brand')
const category = Q('category')
const english = Q('english')
const fresh = Q('new product')
const mixed = Q('mixed')

export const QUERIES: Query[] = [
  // ----- typed without tone marks --------------------------------------------------------
  folded('ao thun nu', { cat: ['ao-thun-nu'], words: ['ao thun'] }),
  folded('vay hoa nhi', { cat: ['vay-dam'], words: ['hoa nhi'] }),
  folded('kem chong nang', { cat: ['kem-chong-nang'], words: ['chong nang'] }),
  folded('son kem li', { cat: ['son-moi'], words: ['son kem li'] }),
  folded('giay sneaker', { cat: ['giay-sneaker'], words: ['sneaker'] }),
  folded('quan jeans ong rong', { cat: JEANS, words: ['ong rong'] }),
  folded('tui deo cheo', { cat: ['tui-deo-cheo'], words: ['deo cheo'] }),
  folded('sua rua mat', { cat: ['sua-rua-mat'], words: ['sua rua mat'] }),
  folded('nuoc hoa nu', { cat: ['nuoc-hoa-nu'], words: ['nuoc hoa'] }),
  folded('ao khoac gio', { cat: JACKETS, words: ['khoac gio'] }),
  folded('chan vay xep ly', { cat: ['chan-vay'], words: ['xep ly'] }),
  folded('dam maxi', { cat: ['vay-dam'], words: ['maxi'] }),
  folded('ao so mi nam', { cat: ['ao-so-mi-nam'], words: ['so mi'] }),
  folded('quan tay nam', { cat: ['quan-tay-nam'], words: ['quan tay'] }),
  folded('mu bucket', { cat: ['mu-non'], words: ['bucket'] }),
  folded('kinh mat', { cat: ['kinh-mat'], words: ['kinh mat'] }),
  folded('day chuyen', { cat: ['trang-suc'], words: ['day chuyen'] }),
  folded('bong tai', { cat: ['trang-suc'], words: ['bong tai'] }),
  folded('serum vitamin c', { cat: ['serum'], words: ['vitamin c'] }),
  folded('son mong tay', { cat: ['son-mong-tay'], words: ['son mong tay'] }),
  folded('mascara chong nuoc', { cat: ['mascara'], words: ['chong nuoc'] }),
  folded('quan short nu', { cat: ['quan-short-nu'], words: ['short'], named: true, gender: 'female' }),
  folded('ao dai cach tan', { cat: ['ao-dai'], words: ['cach tan'] }),
  folded('do bo mac nha', { cat: ['do-ngu-do-bo'], words: ['do bo'] }),
  folded('dau goi', { cat: ['dau-goi-dau-xa'], words: ['dau goi'] }),
  folded('sua tam', { cat: ['sua-tam'], words: ['sua tam'] }),
  folded('that lung nam', { cat: ['that-lung'], words: ['that lung'], gender: 'male' }),
  folded('tat co ngan', { cat: ['tat-vo'], words: ['tat co ngan'] }),
  folded('kep toc', { cat: ['phu-kien-toc'], words: ['kep toc'] }),
  folded('mat na giay', { cat: ['mat-na'], words: ['mat na giay'] }),
  folded('nuoc tay trang', { cat: ['tay-trang'], words: ['tay trang'] }),
  folded('dong ho nu', { cat: ['dong-ho'], words: ['dong ho'], gender: 'female' }),
  folded('khan lua', { cat: ['khan-choang'], words: ['khan lua'] }),
  folded('giay bup be', { cat: ['giay-bup-be'], words: ['bup be'] }),
  folded('balo laptop', { cat: ['balo'], words: ['laptop'] }),
  folded('vi da nam', { cat: ['vi-cam-tay'], words: ['vi da nam'] }),
  folded('ao len co lo', { cat: ['ao-len-nu'], words: ['co lo'] }),
  folded('bikini', { cat: ['do-boi'], words: ['bikini'] }),
  folded('pijama', { cat: ['do-ngu-do-bo'], words: ['pijama'] }),
  folded('ao polo nam', { cat: ['ao-thun-nam'], words: ['polo'] }),

  // ----- typed with tone marks -----------------------------------------------------------
  tones('áo thun nữ', { cat: ['ao-thun-nu'], words: ['ao thun'] }),
  tones('váy hoa nhí', { cat: ['vay-dam'], words: ['hoa nhi'] }),
  tones('son kem lì', { cat: ['son-moi'], words: ['son kem li'] }),
  tones('sơn móng tay', { cat: ['son-mong-tay'], words: ['son mong tay'] }),
  tones('son môi', { cat: ['son-moi'], words: ['son'] }),
  tones('sơn gel', { cat: ['son-mong-tay'], words: ['son gel'] }),
  tones('phấn phủ kiềm dầu', { cat: ['phan-phu'], words: ['kiem dau'] }),
  tones('má hồng dạng kem', { cat: ['ma-hong'], words: ['dang kem'] }),
  tones('kẻ mắt nước', { cat: ['ke-mat'], words: ['ke mat nuoc'] }),
  tones('chì kẻ mày', { cat: ['ke-mat'], words: ['chi ke may'] }),
  tones('đầm công sở', { cat: ['vay-dam'], words: ['cong so'] }),
  tones('áo sơ mi lụa', { cat: ['ao-so-mi-nu', 'ao-so-mi-nam'], words: ['lua'] }),
  tones('quần bò nữ', { cat: ['quan-jeans-nu'], words: ['quan bo'] }),
  tones('giày cao gót 7 phân', { cat: ['giay-cao-got'], words: ['7 phan'] }),
  tones('dép quai hậu', { cat: ['sandal'], words: ['quai hau'] }),
  tones('túi xách công sở', { cat: ['tui-xach-tay'], words: ['cong so'] }),
  tones('ví nữ dáng dài', { cat: ['vi-cam-tay'], words: ['dang dai'] }),
  tones('kem dưỡng ẩm', { cat: ['kem-duong-am'], words: ['duong am'] }),
  tones('nước hoa nam', { cat: ['nuoc-hoa-nam'], words: ['nuoc hoa'] }),
  tones('mũ lưỡi trai', { cat: ['mu-non'], words: ['luoi trai'] }),
  tones('kính mát mắt mèo', { cat: ['kinh-mat'], words: ['mat meo'] }),
  tones('bông tai ngọc trai', { cat: ['trang-suc'], words: ['ngoc trai'] }),
  tones('áo khoác bomber', { cat: JACKETS, words: ['bomber'] }),
  tones('quần short kaki nam', { cat: ['quan-short-nam'], words: ['kaki'] }),
  tones('áo dài lụa', { cat: ['ao-dai'], words: ['lua'] }),
  tones('bảng phấn mắt', { cat: ['phan-mat'], words: ['phan mat'] }),
  tones('bộ cọ trang điểm', { cat: ['dung-cu-trang-diem'], words: ['bo co'] }),
  tones('dầu gội bưởi', { cat: ['dau-goi-dau-xa'], words: ['buoi'] }),
  tones('sữa dưỡng thể', { cat: ['duong-the'], words: ['duong the'] }),
  tones('thắt lưng da bò', { cat: ['that-lung'], words: ['da bo'] }),
  tones('đồng hồ dây da', { cat: ['dong-ho'], words: ['day da'] }),
  tones('khăn choàng cổ', { cat: ['khan-choang'], words: ['khan choang'] }),
  tones('tất cổ cao', { cat: ['tat-vo'], words: ['co cao'] }),
  tones('đồ bơi một mảnh', { cat: ['do-boi'], words: ['mot manh'] }),
  tones('áo lót không gọng', { cat: ['do-lot-nu'], words: ['khong gong'] }),
  tones('giày tây nam', { cat: ['giay-tay-nam'], words: ['giay'] }),
  tones('toner không cồn', { cat: ['nuoc-hoa-hong'], words: ['khong con'] }),
  tones('mặt nạ đất sét', { cat: ['mat-na'], words: ['dat set'] }),
  tones('tẩy trang', { cat: ['tay-trang'], words: ['tay trang'] }),
  tones('chuốt mi', { cat: ['mascara'], words: ['chuot mi'] }),

  // ----- typos ---------------------------------------------------------------------------
  typo('ao thung', { cat: TEES, words: ['ao thun'] }),
  typo('kem chong nag', { cat: ['kem-chong-nang'], words: ['chong nang'] }),
  typo('giay snekaer', { cat: ['giay-sneaker'], words: ['sneaker'] }),
  typo('vay maxxi', { cat: ['vay-dam'], words: ['maxi'] }),
  typo('serun', { cat: ['serum'], words: ['serum'] }),
  typo('son kem ly', { cat: ['son-moi'], words: ['son kem li'] }),
  typo('mascarra', { cat: ['mascara'], words: ['mascara'] }),
  typo('tui deo cheoo', { cat: ['tui-deo-cheo'], words: ['deo cheo'] }),
  typo('quan jean nu', { cat: ['quan-jeans-nu'], words: ['jeans'] }),
  typo('sua rua matt', { cat: ['sua-rua-mat'], words: ['sua rua mat'] }),
  typo('nuoc hao nu', { cat: ['nuoc-hoa-nu'], words: ['nuoc hoa'] }),
  typo('dây chuyềnn', { cat: ['trang-suc'], words: ['day chuyen'] }),
  typo('ao khoac jean', { cat: JACKETS, words: ['jeans'] }),
  typo('bikiny', { cat: ['do-boi'], words: ['bikini'] }),
  typo('sơn mongs tay', { cat: ['son-mong-tay'], words: ['son mong tay'] }),
  typo('kinh ram', { cat: ['kinh-mat'], words: ['kinh ram'] }),
  typo('balo chong nuocc', { cat: ['balo'], words: ['chong nuoc'] }),
  typo('cardigan len', { cat: ['ao-len-nu', 'ao-khoac-nu'], words: ['cardigan'] }),
  typo('croptop', { cat: ['ao-thun-nu'], words: ['croptop'] }),
  typo('sandal di bienn', { cat: ['sandal'], words: ['di bien'] }),

  // ----- prices --------------------------------------------------------------------------
  price('váy dưới 200k', { cat: ['vay-dam'], words: ['vay'], price: [null, 200 * k] }),
  price('son từ 100 đến 200 nghìn', { cat: ['son-moi'], words: ['son'], price: [100 * k, 200 * k] }),
  price('giày sneaker 500k-1tr', { cat: ['giay-sneaker'], words: ['sneaker'], price: [500 * k, 1_000 * k] }),
  price('nước hoa trên 1 triệu', { cat: PERFUME, words: ['nuoc hoa'], price: [1_000 * k, null] }),
  price('túi đeo chéo tầm 300k', { cat: ['tui-deo-cheo'], words: ['deo cheo'], price: [240 * k, 360 * k] }),
  price('áo thun dưới 150k', { cat: TEES, words: ['ao thun'], price: [null, 150 * k] }),
  price('kem chống nắng dưới 200 nghìn', { cat: ['kem-chong-nang'], words: ['chong nang'], price: [null, 200 * k] }),
  price('áo khoác nam dưới 500k', { cat: ['ao-khoac-nam'], words: ['ao khoac'], price: [null, 500 * k] }),
  price('đầm dự tiệc từ 300k đến 600k', { cat: ['vay-dam'], words: ['du tiec'], price: [300 * k, 600 * k] }),
  price('sơn móng tay dưới 50k', { cat: ['son-mong-tay'], words: ['son'], price: [null, 50 * k] }),
  price('đồng hồ dưới 1tr5', { cat: ['dong-ho'], words: ['dong ho'], price: [null, 1_500 * k] }),
  price('quần jeans 200-400k', { cat: JEANS, words: ['jeans'], price: [200 * k, 400 * k] }),
  price('serum tầm 300', { cat: ['serum'], words: ['serum'], price: [240 * k, 360 * k] }),
  price('balo dưới 400k', { cat: ['balo'], words: ['balo'], price: [null, 400 * k] }),
  price('sandal 150k', { cat: ['sandal'], words: ['sandal'], price: [120 * k, 180 * k] }),
  price('mascara dưới 150k', { cat: ['mascara'], words: ['mascara'], price: [null, 150 * k] }),
  price('ao thun nam duoi 200k', { cat: ['ao-thun-nam'], words: ['ao thun'], price: [null, 200 * k] }),
  price('túi xách trên 500k', { cat: BAGS, words: ['tui xach'], price: [500 * k, null] }),
  price('giày cao gót dưới 400k', { cat: ['giay-cao-got'], words: ['cao got'], price: [null, 400 * k] }),
  price('áo dài từ 500k đến 1 triệu', { cat: ['ao-dai'], words: ['ao dai'], price: [500 * k, 1_000 * k] }),

  // ----- colours -------------------------------------------------------------------------
  colour('áo thun trắng', { cat: TEES, words: ['ao thun'], color: 'trang' }),
  colour('son đỏ', { cat: ['son-moi'], words: ['son'], color: 'do' }),
  colour('túi đeo chéo đen', { cat: ['tui-deo-cheo'], words: ['deo cheo'], color: 'den' }),
  colour('giày sneaker hồng', { cat: ['giay-sneaker'], words: ['sneaker'], color: 'hong' }),
  colour('chân váy đen', { cat: ['chan-vay'], words: ['chan vay'], color: 'den' }),
  colour('sơn móng tay đỏ', { cat: ['son-mong-tay'], words: ['son'], color: 'do' }),
  colour('váy xanh navy', { cat: ['vay-dam'], color: 'xanh-duong' }),
  colour('quần tây nam xám', { cat: ['quan-tay-nam'], words: ['quan tay'], color: 'xam' }),
  colour('áo len màu be', { cat: ['ao-len-nu'], words: ['ao len'], color: 'be' }),
  colour('mũ bucket đen', { cat: ['mu-non'], words: ['bucket'], color: 'den' }),
  colour('ví nâu', { cat: ['vi-cam-tay'], words: ['vi'], color: 'nau' }),
  colour('áo sơ mi trắng nữ', { cat: ['ao-so-mi-nu'], words: ['so mi'], color: 'trang' }),
  colour('đồ bơi đen', { cat: ['do-boi'], color: 'den' }),
  colour('kính mát đen', { cat: ['kinh-mat'], words: ['kinh mat'], color: 'den' }),
  colour('quần short jeans xanh', { cat: SHORTS, words: ['short jeans'], color: 'xanh', named: true }),
  colour('thắt lưng nâu', { cat: ['that-lung'], color: 'nau' }),

  // ----- sizes ---------------------------------------------------------------------------
  size('áo thun nữ size m', { cat: ['ao-thun-nu'], words: ['ao thun'], size: 'M' }),
  size('quần jeans nữ size 27', { cat: ['quan-jeans-nu'], words: ['jeans'], size: '27' }),
  size('giày sneaker size 40', { cat: ['giay-sneaker'], words: ['sneaker'], size: '40' }),
  size('giày cao gót size 37', { cat: ['giay-cao-got'], words: ['cao got'], size: '37' }),
  size('áo sơ mi nam size xl', { cat: ['ao-so-mi-nam'], words: ['so mi'], size: 'XL' }),
  size('chân váy size s', { cat: ['chan-vay'], words: ['chan vay'], size: 'S' }),
  size('quần tây nam size 32', { cat: ['quan-tay-nam'], words: ['quan tay'], size: '32' }),
  size('áo khoác nữ size l', { cat: ['ao-khoac-nu'], words: ['ao khoac'], size: 'L' }),
  size('giày 38', { cat: ['giay-dep'], words: ['giay'], size: '38' }),
  size('đồ bơi size m', { cat: ['do-boi'], size: 'M' }),

  // ----- gender --------------------------------------------------------------------------
  gender('áo khoác nam', { cat: ['ao-khoac-nam'], words: ['ao khoac'] }),
  gender('áo thun nam', { cat: ['ao-thun-nam'], words: ['ao thun'] }),
  gender('nước hoa cho nữ', { cat: ['nuoc-hoa-nu'], words: ['nuoc hoa'] }),
  gender('ví nam', { cat: ['vi-cam-tay'], words: ['vi'], gender: 'male' }),
  gender('quần short nam', { cat: ['quan-short-nam'], words: ['short'], named: true, gender: 'male' }),
  gender('túi đeo chéo nam', { cat: ['tui-deo-cheo'], words: ['deo cheo'], gender: 'male' }),
  gender('giày sneaker nữ', { cat: ['giay-sneaker'], words: ['sneaker'], gender: 'female' }),
  gender('đồng hồ nam', { cat: ['dong-ho'], words: ['dong ho'], gender: 'male' }),

  // ----- brands and shops ----------------------------------------------------------------
  brand('Mộc Beauty son', { shop: 'Mộc Beauty', cat: ['son-moi'], words: ['son'] }),
  brand('HN Denim', { shop: 'Hà Nội Denim', words: ['hn denim'] }),
  brand('son Mộc', { shop: 'Mộc Beauty', cat: ['son-moi'], words: ['moc'] }),
  brand('Da Mềm serum', { shop: 'Da Mềm Skincare', cat: ['serum'], words: ['serum'] }),
  brand('SG Kicks', { shop: 'Sài Gòn Sneaker', words: ['sg kicks'] }),
  brand('Lụa Hội An váy', { shop: 'Lụa Hội An', cat: ['vay-dam', 'chan-vay'] }),
  brand('Móng Xinh sơn gel', { shop: 'Móng Xinh Nail Studio', cat: ['son-mong-tay'], words: ['son gel'] }),
  brand('Xinh Closet', { shop: 'Xinh Closet' }),
  brand('Đà Lạt Sương nước hoa', { shop: 'Đà Lạt Sương', cat: PERFUME }),
  brand('Cao Nguyên Leather ví', { shop: 'Cao Nguyên Leather', cat: ['vi-cam-tay'] }),

  // ----- category words ------------------------------------------------------------------
  category('trang sức', { cat: ['trang-suc'] }),
  category('phụ kiện tóc', { cat: ['phu-kien-toc'] }),
  category('đồ lót nữ', { cat: ['do-lot-nu'] }),
  category('giày dép', { cat: ['giay-dep'] }),
  category('túi xách', { cat: ['tui-xach'], words: ['tui xach'] }),
  category('chăm sóc da', { cat: ['cham-soc-da'] }),
  category('đồ trang điểm', { cat: ['trang-diem'] }),
  category('đồ ngủ', { cat: ['do-ngu-do-bo'] }),
  category('quần áo nam', { cat: ['thoi-trang-nam'] }),
  category('mỹ phẩm', { cat: ['trang-diem', 'cham-soc-da'] }),
  category('chăm sóc tóc', { cat: ['cham-soc-toc'] }),
  category('phụ kiện', { cat: ['phu-kien'] }),

  // ----- English words shoppers use ------------------------------------------------------
  english('lipstick', { cat: ['son-moi'], words: ['son'] }),
  english('sunscreen', { cat: ['kem-chong-nang'], words: ['chong nang'] }),
  english('t-shirt', { cat: TEES, words: ['ao thun'] }),
  english('dress', { cat: ['vay-dam'] }),
  english('nail polish', { cat: ['son-mong-tay'], words: ['son mong tay'] }),
  english('perfume for men', { cat: ['nuoc-hoa-nam'], words: ['nuoc hoa'] }),
  english('sneaker', { cat: ['giay-sneaker'], words: ['sneaker'] }),
  english('tote bag', { cat: ['tui-tote'], words: ['tote'] }),
  english('hoodie', { cat: JACKETS, words: ['hoodie'] }),
  english('blazer', { cat: JACKETS, words: ['blazer'] }),
  english('cushion', { cat: ['phan-phu'], words: ['cushion'] }),
  english('body mist', { cat: ['nuoc-hoa-nu'], words: ['body mist'] }),
  english('bucket hat', { cat: ['mu-non'], words: ['bucket'] }),
  english('red dress', { cat: ['vay-dam'], color: 'do' }),
  english('black sneaker', { cat: ['giay-sneaker'], words: ['sneaker'], color: 'den' }),
  english('toner', { cat: ['nuoc-hoa-hong'], words: ['toner'] }),

  // ----- the new products, as their buyers would type them -------------------------------
  fresh('chân váy jeans xếp ly lưng cao', { cat: ['chan-vay'], words: ['xep ly'], target: 'Chân váy jeans xếp ly lưng cao' }),
  fresh('chan vay jeans xep ly lung cao', { cat: ['chan-vay'], words: ['xep ly'], target: 'Chân váy jeans xếp ly lưng cao' }),
  fresh('sơn móng tay gel đỏ cherry', { cat: ['son-mong-tay'], words: ['son'], target: 'Sơn móng tay gel đỏ cherry' }),
  fresh('son mong tay gel do cherry', { cat: ['son-mong-tay'], words: ['son'], target: 'Sơn móng tay gel đỏ cherry' }),
  fresh('áo thun nữ cotton trắng basic', { cat: ['ao-thun-nu'], words: ['ao thun'], target: 'Áo thun nữ cotton trắng basic' }),
  fresh('quần short jeans nữ rách gối', { cat: ['quan-short-nu'], words: ['short'], target: 'Quần short jeans nữ rách gối' }),
  fresh('mascara chống nước dài mi', { cat: ['mascara'], words: ['mascara'], target: 'Mascara chống nước dài mi tự nhiên' }),
  fresh('túi tote canvas in hoa cúc', { cat: ['tui-tote'], words: ['tote'], target: 'Túi tote vải canvas in hoa cúc' }),
  fresh('áo dài cách tân gấm đỏ', { cat: ['ao-dai'], words: ['ao dai'], target: 'Áo dài cách tân gấm đỏ' }),
  fresh('serum rau má', { cat: ['serum'], words: ['rau ma'], target: 'Serum rau má phục hồi da' }),
  fresh('váy hoa nhí cổ vuông', { cat: ['vay-dam'], words: ['hoa nhi'], target: 'Váy hoa nhí cổ vuông' }),
  fresh('vay hoa nhi co vuong', { cat: ['vay-dam'], words: ['hoa nhi'], target: 'Váy hoa nhí cổ vuông' }),
  fresh('son kem lì đỏ gạch', { cat: ['son-moi'], words: ['son kem li'], target: 'Son kem lì đỏ gạch' }),
  fresh('son kem li do gach', { cat: ['son-moi'], words: ['son kem li'], target: 'Son kem lì đỏ gạch' }),

  // ----- several at once -----------------------------------------------------------------
  mixed('áo thun nữ trắng size m dưới 200k', {
    cat: ['ao-thun-nu'],
    words: ['ao thun'],
    color: 'trang',
    size: 'M',
    price: [null, 200 * k],
  }),
  mixed('giày sneaker nam size 40 dưới 1 triệu', {
    cat: ['giay-sneaker'],
    words: ['sneaker'],
    gender: 'male',
    size: '40',
    price: [null, 1_000 * k],
  }),
  mixed('váy đỏ dự tiệc dưới 500k', { cat: ['vay-dam'], words: ['du tiec'], color: 'do', price: [null, 500 * k] }),
  mixed('son kem lì đỏ dưới 200k', { cat: ['son-moi'], words: ['son kem li'], color: 'do', price: [null, 200 * k] }),
  mixed('quan jeans nu size 28 duoi 400k', { cat: ['quan-jeans-nu'], words: ['jeans'], size: '28', price: [null, 400 * k] }),
  mixed('túi đeo chéo nữ màu đen tầm 300k', { cat: ['tui-deo-cheo'], words: ['deo cheo'], color: 'den', price: [240 * k, 360 * k] }),
  mixed('áo khoác nam đen size xl', { cat: ['ao-khoac-nam'], words: ['ao khoac'], color: 'den', size: 'XL' }),
  mixed('kem chống nắng cho da dầu dưới 300k', { cat: ['kem-chong-nang'], words: ['chong nang'], price: [null, 300 * k] }),
  mixed('sandal nữ đi biển size 37', { cat: ['sandal'], words: ['sandal'], size: '37' }),
  mixed('áo sơ mi nam trắng dưới 400k', { cat: ['ao-so-mi-nam'], words: ['so mi'], color: 'trang', price: [null, 400 * k] }),
]
