import { describe, expect, it } from 'vitest'
import { hasUnderstoodFilters, keywordWithout, type TUnderstood, understandQuery } from './search-query.ts'

const u = (q: string) => understandQuery(q).understood

describe('understandQuery: prices', () => {
  it.each([
    ['váy dưới 200k', 'váy', null, 200_000],
    ['vay duoi 200k', 'vay', null, 200_000],
    ['váy < 200k', 'váy', null, 200_000],
    ['váy <200k', 'váy', null, 200_000],
    ['váy không quá 200 nghìn', 'váy', null, 200_000],
    ['váy tối đa 200 ngàn', 'váy', null, 200_000],
    ['váy giá dưới 200', 'váy', null, 200_000],
    ['váy 200k trở xuống', 'váy', null, 200_000],
    ['dress under 200k', 'váy', null, 200_000],
    ['túi trên 1 triệu', 'túi', 1_000_000, null],
    ['tui tren 1tr', 'tui', 1_000_000, null],
    ['túi từ 500k trở lên', 'túi', 500_000, null],
    ['túi 500k+', 'túi', 500_000, null],
    ['túi > 500.000đ', 'túi', 500_000, null],
    ['nước hoa hơn 2 củ', 'nước hoa', 2_000_000, null],
    ['son từ 100 đến 200 nghìn', 'son', 100_000, 200_000],
    ['son tu 100 den 200k', 'son', 100_000, 200_000],
    ['son 100-200k', 'son', 100_000, 200_000],
    ['son 100k-200k', 'son', 100_000, 200_000],
    ['son 100 - 200k', 'son', 100_000, 200_000],
    ['son khoảng 100-200k', 'son', 100_000, 200_000],
    ['giày 500k-1tr', 'giày', 500_000, 1_000_000],
    ['giày 500-1tr', 'giày', 500_000, 1_000_000],
    ['giày 1-2 triệu', 'giày', 1_000_000, 2_000_000],
    ['giày 1tr-1tr5', 'giày', 1_000_000, 1_500_000],
    ['giày 200k tới 100k', 'giày', 100_000, 200_000],
    ['áo khoác dưới 1tr5', 'áo khoác', null, 1_500_000],
    ['áo khoác dưới 1tr25', 'áo khoác', null, 1_250_000],
    ['áo khoác dưới 1 triệu 2', 'áo khoác', null, 1_200_000],
    ['áo khoác dưới 1 triệu rưỡi', 'áo khoác', null, 1_500_000],
    ['áo khoác dưới 1,5 triệu', 'áo khoác', null, 1_500_000],
    ['áo khoác dưới 1.5tr', 'áo khoác', null, 1_500_000],
    ['áo khoác dưới 1.500.000 vnđ', 'áo khoác', null, 1_500_000],
    ['túi tầm 300', 'túi', 240_000, 360_000],
    ['túi tam 300k', 'túi', 240_000, 360_000],
    ['túi khoảng 300 nghìn', 'túi', 240_000, 360_000],
    ['túi ~300k', 'túi', 240_000, 360_000],
    ['túi cỡ 300k', 'túi', 240_000, 360_000],
    ['túi giá 300k', 'túi', 240_000, 360_000],
    ['túi 300k', 'túi', 240_000, 360_000],
    ['serum trên 100k dưới 300k', 'serum', 100_000, 300_000],
  ])('%s', (q, keyword, min, max) => {
    expect(u(q)).toMatchObject({ keyword, price_min: min, price_max: max })
  })

  it('leaves numbers that are no price in the keyword', () => {
    for (const q of ['áo 2 dây', 'kem chống nắng spf 50', 'serum 30ml', 'nhẫn vàng 18k', 'dây chuyền bạc 925', 'áo 3 lỗ'])
      expect(u(q), q).toMatchObject({ keyword: q, price_min: null, price_max: null })
    // words that are cues elsewhere are plain words without an amount
    expect(u('váy đuôi cá')).toMatchObject({ keyword: 'váy đuôi cá', price_max: null })
    expect(u('vay duoi ca')).toMatchObject({ keyword: 'vay duoi ca', price_max: null })
  })
})

describe('understandQuery: colours', () => {
  it.each([
    ['áo thun trắng', 'áo thun', ['trang']],
    ['ao thun trang', 'ao thun', ['trang']],
    ['son đỏ', 'son', ['do']],
    ['son màu đỏ', 'son', ['do']],
    ['son mau do', 'son', ['do']],
    ['túi đeo chéo đen', 'túi đeo chéo', ['den']],
    ['chân váy xanh dương', 'chân váy', ['xanh-duong']],
    ['chan vay xanh duong', 'chan vay', ['xanh-duong']],
    ['áo xanh lá cây', 'áo', ['xanh-la']],
    ['áo xanh', 'áo', ['xanh']],
    ['áo cam', 'áo', ['cam']],
    ['áo màu be', 'áo', ['be']],
    ['áo thun đen trắng', 'áo thun', ['den', 'trang']],
    ['red dress', 'váy', ['do']],
    ['quần tây navy', 'quần tây', ['xanh-duong']],
    ['nhẫn bạc', 'nhẫn', ['bac']],
  ])('%s', (q, keyword, colors) => {
    expect(u(q)).toMatchObject({ keyword, colors })
  })

  it('does not read colours into words that only contain one', () => {
    for (const q of [
      'phấn má hồng',
      'phan ma hong',
      'nước hoa hồng',
      'sữa rửa mặt trà xanh',
      'thời trang nữ công sở',
      'thoi trang',
      'trang sức',
      'nước tẩy trang',
      'nuoc tay trang',
      'áo cổ tim',
      'ao co tim',
      'vi cam tay',
      'ví cầm tay',
      'đồ bộ',
      'do bo',
      'kem chống nắng',
      'dây chuyền mạ vàng',
      'nhẫn vàng hồng',
      'hồng trà store',
      'kinh bac silk',
    ])
      expect(u(q).colors, q).toEqual([])
  })
})

describe('understandQuery: sizes and gender', () => {
  it.each([
    ['áo thun size m', 'áo thun', ['M']],
    ['áo thun sz L', 'áo thun', ['L']],
    ['áo thun cỡ xl', 'áo thun', ['XL']],
    ['áo thun xxl', 'áo thun', ['XXL']],
    ['áo thun 2xl', 'áo thun', ['XXL']],
    ['áo size m/l', 'áo', ['M', 'L']],
    ['áo size m hoặc l', 'áo', ['M', 'L']],
    ['quần jeans size 27', 'quần jeans', ['27']],
    ['giày cao gót size 37', 'giày cao gót', ['37']],
    ['giày số 38', 'giày', ['38']],
    ['giày 38', 'giày', ['38']],
    ['sandal 36-37', 'sandal', ['36', '37']],
    ['váy freesize', 'váy', ['FREESIZE']],
  ])('%s', (q, keyword, sizes) => {
    expect(u(q)).toMatchObject({ keyword, sizes })
  })

  it('needs "size" before the short letters and knows "sơ mi" and "cổ" are not sizes', () => {
    expect(u('áo m')).toMatchObject({ keyword: 'áo m', sizes: [] })
    expect(u('ao so mi')).toMatchObject({ keyword: 'ao so mi', sizes: [] })
    expect(u('ao co tron')).toMatchObject({ keyword: 'ao co tron', sizes: [] })
    expect(u('túi cỡ 300k')).toMatchObject({ sizes: [], price_min: 240_000 })
  })

  it.each([
    ['áo khoác nam', 'áo khoác', 'male'],
    ['ao khoac nu', 'ao khoac', 'female'],
    ['nước hoa cho nữ', 'nước hoa', 'female'],
    ['ví dành cho nam', 'ví', 'male'],
    ['quà tặng bạn gái', 'quà tặng', 'female'],
    ['perfume for men', 'nước hoa', 'male'],
    ['áo thun nam nữ', 'áo thun', null],
  ])('%s', (q, keyword, gender) => {
    expect(u(q)).toMatchObject({ keyword, gender })
  })

  it('leaves gender words inside other phrases', () => {
    for (const q of ['áo dài việt nam', 'váy nữ tính', 'nam châm', 'đồng phục nữ sinh']) expect(u(q).gender, q).toBeNull()
  })
})

describe('understandQuery: the whole query', () => {
  it('reads several filters at once and keeps the rest as the keyword', () => {
    expect(u('Áo thun nữ trắng size M dưới 200k')).toEqual({
      keyword: 'áo thun',
      price_min: null,
      price_max: 200_000,
      colors: ['trang'],
      sizes: ['M'],
      gender: 'female',
    } satisfies TUnderstood)
  })

  it('rewrites English shopper words and drops words that describe no product', () => {
    expect(u('lipstick đỏ')).toMatchObject({ keyword: 'son', colors: ['do'] })
    expect(u('nail polish')).toMatchObject({ keyword: 'sơn móng tay' })
    expect(u('t-shirt')).toMatchObject({ keyword: 'áo thun' })
    expect(u('váy đẹp giá rẻ')).toMatchObject({ keyword: 'váy' })
    // nothing else left: the words are the search
    expect(u('giá rẻ')).toMatchObject({ keyword: 'giá rẻ' })
    // "dep" is also "dép"
    expect(u('dep le')).toMatchObject({ keyword: 'dep le' })
  })

  it('leaves a query it does not understand as typed', () => {
    const r = understandQuery('  Sữa  rửa mặt   ')
    expect(r.changed).toBe(false)
    expect(r.understood).toEqual({ keyword: 'sữa rửa mặt', price_min: null, price_max: null, colors: [], sizes: [], gender: null })
    expect(hasUnderstoodFilters(r.understood)).toBe(false)
    expect(u('<script>alert(1)</script>').keyword).toBe('<script>alert(1)</script>')
    expect(u('')).toMatchObject({ keyword: '' })
  })

  it('is a filter-only search when nothing else is left', () => {
    expect(u('dưới 200k')).toMatchObject({ keyword: '', price_max: 200_000 })
    expect(u('đồ nam')).toMatchObject({ keyword: 'đồ', gender: 'male' })
  })
})

describe('keywordWithout', () => {
  it('drops the words one filter came from, keeping the others as typed', () => {
    const q = 'Váy đỏ size M dưới 200k cho nữ'
    expect(keywordWithout(q, 'price')).toBe('váy đỏ size m cho nữ')
    expect(keywordWithout(q, 'color')).toBe('váy size m dưới 200k cho nữ')
    expect(keywordWithout(q, 'size')).toBe('váy đỏ dưới 200k cho nữ')
    expect(keywordWithout(q, 'gender')).toBe('váy đỏ size m dưới 200k')
    expect(keywordWithout('áo đen trắng', 'color', 'den')).toBe('áo trắng')
    expect(keywordWithout('áo size m/l', 'size', 'M')).toBe('áo')
  })

  it('removing a filter removes it from what is understood', () => {
    const q = 'giày sneaker trắng từ 500k đến 1 triệu'
    const without = understandQuery(keywordWithout(q, 'price')).understood
    expect(without).toMatchObject({ keyword: 'giày sneaker', colors: ['trang'], price_min: null, price_max: null })
  })
})
