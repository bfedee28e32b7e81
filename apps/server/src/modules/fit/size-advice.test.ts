import { SIZE_CHART_ROWS } from '@xinh/contracts'
import { describe, expect, it } from 'vitest'
import { reviewFit, reviewVerdict } from './review-words.ts'
import { adviseSize, garmentKind, measureOfAttribute, parseRange, type SizedProduct } from './size-advice.ts'

/** A chart as the seller centre stores it, from the standard rows. */
function chart(type: keyof typeof SIZE_CHART_ROWS, names?: Record<string, string>) {
  const t = SIZE_CHART_ROWS[type]
  return {
    type,
    attributes: t.attributes.map((a) => ({ _id: a, name: names?.[a] ?? a })),
    rows: t.rows.map(([size, ...values]) => ({
      size_name: size,
      size_values: values.map((v, i) => ({ values: v, attribute_id: t.attributes[i] as string, size_name: size })),
    })),
  }
}
const top: SizedProduct = {
  id: 'p1',
  name: 'Áo thun nữ basic',
  categoryName: 'Áo thun nữ',
  chart: chart('top'),
  sizeOptions: ['S', 'M', 'L', 'XL', 'XXL'],
}
const noReviews = { runs: null, mentions: 0 } as const

describe('reading charts', () => {
  it('parses ranges however sellers type them', () => {
    expect(parseRange('150–158')).toEqual({ min: 150, max: 158 })
    expect(parseRange('80 - 84')).toEqual({ min: 80, max: 84 })
    expect(parseRange('62')).toEqual({ min: 62, max: 62 })
    expect(parseRange('47,5~54')).toEqual({ min: 47.5, max: 54 })
    expect(parseRange('A')).toBeNull()
    expect(parseRange('1-2-3')).toBeNull()
  })
  it('knows measures by id or by Vietnamese name, not lengths', () => {
    expect(measureOfAttribute({ _id: 'a1', name: 'Vòng ngực (cm)' })).toBe('bust')
    expect(measureOfAttribute({ _id: 'x', name: 'Cân nặng (kg)' })).toBe('weight')
    expect(measureOfAttribute({ _id: 'waist', name: '' })).toBe('waist')
    expect(measureOfAttribute({ _id: 'x', name: 'Vòng mông' })).toBe('hip')
    expect(measureOfAttribute({ _id: 'length', name: 'Dài áo (cm)' })).toBeNull()
  })
  it('tells garments from other products', () => {
    expect(garmentKind({ chart: null, categoryName: 'Son môi', name: 'Son kem lì' })).toBeNull()
    expect(garmentKind({ chart: null, categoryName: 'Giày sneaker', name: 'Giày trắng' })).toBeNull()
    expect(garmentKind({ chart: null, categoryName: 'Chân váy', name: 'Chân váy xếp ly' })).toBe('skirt')
    expect(garmentKind({ chart: null, categoryName: 'Quần jeans nữ', name: 'Quần ống rộng' })).toBe('pants')
    expect(garmentKind({ chart: null, categoryName: 'Váy đầm', name: 'Đầm hoa' })).toBe('dress')
    expect(garmentKind({ chart: chart('shoes'), categoryName: 'Giày', name: 'x' })).toBeNull()
    // one "áo, váy" chart serves both: the words decide
    expect(garmentKind({ chart: chart('top'), categoryName: 'Váy đầm', name: 'Đầm xoè' })).toBe('dress')
    expect(garmentKind({ chart: { ...chart('skirt'), type: 'bottom' }, categoryName: null, name: 'Xếp ly' })).toBe('skirt')
    expect(garmentKind({ chart: null, categoryName: 'Túi xách', name: 'Áo khoác kèm túi' })).toBe('top')
    expect(garmentKind({ chart: null, categoryName: 'Túi xách', name: 'Túi tote' })).toBeNull()
  })
})

describe('adviseSize', () => {
  it('picks the size whose ranges hold the buyer, each measure regular', () => {
    const a = adviseSize(top, { height: 160, weight: 50, bust: 86, gender: 2 }, noReviews)
    expect(a.status).toBe('ok')
    expect(a.size).toBe('M')
    expect(a.fit.map((f) => [f.measure, f.fit, f.source])).toEqual([
      ['height', 'regular', 'chart'],
      ['weight', 'regular', 'chart'],
      ['bust', 'regular', 'chart'],
    ])
    expect(a.confidence_level).toBe('high')
    expect(a.source).toBe('chart')
  })
  it('fills the measures the chart lacks from the generic table and says so', () => {
    const a = adviseSize(top, { height: 160, weight: 50, bust: 86, waist: 68, hip: 90, gender: 2 }, noReviews)
    expect(a.size).toBe('M')
    expect(a.fit.find((f) => f.measure === 'waist')).toMatchObject({ source: 'generic', fit: 'regular' })
    expect(a.source).toBe('chart_generic')
  })
  it('goes up a size for a bigger body and marks what is tight or loose', () => {
    const a = adviseSize(top, { height: 166, weight: 63, bust: 95, gender: 2 }, noReviews)
    expect(a.size).toBe('XL')
    const b = adviseSize(top, { height: 150, weight: 40, bust: 96, gender: 2 }, noReviews)
    // a big bust on a small frame: the bust decides a top, and the height is loose there
    expect(['L', 'XL']).toContain(b.size)
    expect(b.fit.find((f) => f.measure === 'height')?.fit).toBe('loose')
    expect(b.confidence).toBeLessThan(a.confidence)
  })
  it('reads a pants chart by waist and hip', () => {
    const pants: SizedProduct = { id: 'p2', name: 'Quần jeans', categoryName: 'Quần jeans nữ', chart: chart('pants'), sizeOptions: [] }
    expect(adviseSize(pants, { height: 160, weight: 52, waist: 69.5, hip: 91, gender: 2 }, noReviews).size).toBe('28')
    expect(adviseSize(pants, { height: 170, weight: 70, waist: 81, hip: 103, gender: 1 }, noReviews).size).toBe('32')
  })
  it('uses the generic table alone when the product has sizes but no chart', () => {
    const p: SizedProduct = { id: 'p3', name: 'Áo sơ mi nam', categoryName: 'Áo sơ mi nam', chart: null, sizeOptions: ['M', 'L', 'XL'] }
    const a = adviseSize(p, { height: 172, weight: 68, bust: 95, gender: 1 }, noReviews)
    expect(a.size).toBe('L')
    expect(a.source).toBe('generic')
    expect(a.fit.every((f) => f.source === 'generic')).toBe(true)
    // the same body as a woman's size in a women's table is bigger
    expect(
      adviseSize({ ...p, name: 'Áo sơ mi nữ', categoryName: 'Áo sơ mi nữ' }, { height: 172, weight: 68, bust: 95, gender: 2 }, noReviews)
        .size,
    ).toBe('XL')
  })
  it('only advises sizes the product sells', () => {
    const a = adviseSize({ ...top, sizeOptions: ['S', 'M'] }, { height: 170, weight: 66, bust: 95, gender: 2 }, noReviews)
    expect(a.sizes).toEqual(['S', 'M'])
    expect(a.size).toBe('M')
    expect(a.fit.some((f) => f.fit === 'tight')).toBe(true)
    expect(a.confidence_level).toBe('low')
  })
  it('moves one size when reviews say it runs small or large, and says so', () => {
    const body = { height: 160, weight: 51, bust: 86, gender: 2 }
    const small = adviseSize(top, body, { runs: 'small', mentions: 4 })
    expect(small.size).toBe('L')
    expect(small.reviews).toEqual({ runs: 'small', shift: 1, mentions: 4 })
    const large = adviseSize(top, body, { runs: 'large', mentions: 3 })
    expect(large.size).toBe('S')
    expect(large.reviews.shift).toBe(-1)
    // a buyer at the bottom of M keeps M on a small-running product
    const bottomOfM = adviseSize(top, { height: 156, weight: 48, bust: 85, gender: 2 }, { runs: 'small', mentions: 4 })
    expect(bottomOfM).toMatchObject({ size: 'M', reviews: { shift: 0 } })
  })
  it('asks for measurements, and skips products that are not sized clothing', () => {
    expect(adviseSize(top, null, noReviews)).toMatchObject({
      status: 'needs_measurements',
      size: null,
      sizes: ['S', 'M', 'L', 'XL', 'XXL'],
    })
    const lipstick: SizedProduct = { id: 'p4', name: 'Son kem lì', categoryName: 'Son môi', chart: null, sizeOptions: [] }
    expect(adviseSize(lipstick, { height: 160, weight: 50 }, noReviews).status).toBe('not_applicable')
  })
})

describe('review fit words', () => {
  it.each([
    ['Áo đẹp nhưng form nhỏ, nên lấy lớn hơn 1 size', 'small'],
    ['hơi chật ở vai', 'small'],
    ['Mặc bị chật quá', 'small'],
    ['mình phải tăng size mới vừa', 'small'],
    ['Form rộng, mặc thoải mái', 'large'],
    ['áo hơi to so với mình', 'large'],
    ['nên giảm 1 size nha mọi người', 'large'],
    ['Đúng size, vải mát', 'true'],
    ['không chật chút nào', 'true'],
    ['mặc vừa như in', 'true'],
    ['Giao hàng nhanh, shop nhiệt tình', null],
    ['nhỏ xinh dễ thương', null],
    ['vừa nhận hàng xong', null],
  ] as const)('%s → %s', (text, verdict) => {
    expect(reviewVerdict(text)).toBe(verdict)
  })
  it('needs two agreeing reviews and more than the opposite', () => {
    expect(reviewFit(['form nhỏ', 'giao nhanh'])).toEqual({ runs: null, mentions: 0 })
    expect(reviewFit(['form nhỏ', 'chật quá', 'đẹp'])).toEqual({ runs: 'small', mentions: 2 })
    expect(reviewFit(['form nhỏ', 'chật quá', 'rộng', 'rộng thùng thình'])).toEqual({ runs: null, mentions: 0 })
    expect(reviewFit(['đúng size', 'chuẩn size', 'form nhỏ'])).toEqual({ runs: 'true', mentions: 2 })
  })
})
