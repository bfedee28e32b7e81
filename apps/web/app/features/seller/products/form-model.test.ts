import { ZProductInput } from '@xinh/contracts'
import { describe, expect, it } from 'vitest'
import {
  combinations,
  defaultValues,
  emptyVariant,
  type ProductFormValues,
  regenerateVariants,
  toDraftInput,
  toInput,
  withUploaded,
} from './form-model.ts'

const colours = {
  name: 'Màu sắc',
  options: [
    { name: 'Trắng kem', image: null },
    { name: 'Đen tuyền', image: null },
  ],
}
const sizes = {
  name: 'Kích cỡ',
  options: [
    { name: 'Size M', image: null },
    { name: 'Size L', image: null },
  ],
}

function filled(overrides: Partial<ProductFormValues> = {}): ProductFormValues {
  return {
    ...defaultValues(),
    name: 'Áo sơ mi lụa tay phồng',
    description:
      'Áo sơ mi lụa mềm mại, tay phồng nhẹ, cổ đức thanh lịch. Chất lụa mát, không nhăn, phù hợp đi làm, dạo phố và dự tiệc. Giặt tay nhẹ nhàng.',
    category_id: '01900000-0000-7000-8000-000000000001',
    images: ['/uploads/media/ab/one/main.webp'],
    weight: '250',
    pack_length: '30',
    pack_width: '25',
    pack_height: '3',
    return_conditions: ['Còn nguyên tem mác'],
    variants: [{ ...emptyVariant(), price: '350000', sale_price: '299000', stock: '12' }],
    ...overrides,
  }
}

describe('the product form model', () => {
  it('makes every combination of the classifications’ options, in order', () => {
    expect(combinations([])).toEqual([[]])
    expect(combinations([colours, sizes])).toEqual([
      ['Trắng kem', 'Size M'],
      ['Trắng kem', 'Size L'],
      ['Đen tuyền', 'Size M'],
      ['Đen tuyền', 'Size L'],
    ])
  })

  it('regenerates variant rows keeping what was typed: a renamed option, an added or removed classification', () => {
    const rows = regenerateVariants([], [colours], [emptyVariant()])
    expect(rows.map((r) => r.options)).toEqual([['Trắng kem'], ['Đen tuyền']])
    rows[1] = { ...rows[1]!, price: '300000', stock: '4', sku: 'DEN' }
    const renamed = { ...colours, options: [colours.options[0]!, { name: 'Đen nhánh', image: null }] }
    const same = regenerateVariants([colours], [renamed], rows)
    expect(same[1]).toMatchObject({ options: ['Đen nhánh'], price: '300000', stock: '4', sku: 'DEN' })
    // sizes added: both "Đen nhánh" rows start from the colour's row; its SKU goes to the first only
    const withSizes = regenerateVariants([renamed], [renamed, sizes], same)
    expect(withSizes.map((r) => [r.options.join(' · '), r.price, r.sku])).toEqual([
      ['Trắng kem · Size M', '', ''],
      ['Trắng kem · Size L', '', ''],
      ['Đen nhánh · Size M', '300000', 'DEN'],
      ['Đen nhánh · Size L', '300000', ''],
    ])
    // sizes removed again: each colour takes its first row back
    expect(regenerateVariants([renamed, sizes], [renamed], withSizes)[1]).toMatchObject({ options: ['Đen nhánh'], price: '300000' })
  })

  it('turns the values into a body ZProductInput accepts, and empty fields into its messages', () => {
    expect(ZProductInput.safeParse(toInput(filled())).success).toBe(true)
    const empty = ZProductInput.safeParse(toInput(defaultValues()))
    expect(empty.success).toBe(false)
    const keys = new Set(empty.error?.issues.map((i) => i.message))
    for (const key of ['v.product_name_length', 'v.product_description_length', 'v.weight', 'v.return_conditions', 'v.images_required'])
      expect(keys, key).toContain(key)
  })

  it('a draft keeps the name and whatever is already valid, and needs a name', () => {
    expect(toDraftInput(defaultValues())).toEqual({ ok: false })
    const draft = toDraftInput(filled({ weight: '5', description: 'ngắn' }))
    expect(draft.ok).toBe(true)
    if (!draft.ok) return
    expect(draft.body).toMatchObject({ name: 'Áo sơ mi lụa tay phồng', pack_length: '30', images: ['/uploads/media/ab/one/main.webp'] })
    expect(draft.body).not.toHaveProperty('weight')
    expect(draft.body).not.toHaveProperty('description')
    expect(draft.body.variants).toHaveLength(1)
  })
})

describe('withUploaded', () => {
  it('keeps two uploads that finish before the next render (each starts from the list the other made)', () => {
    const held = { current: ['/a.webp'] }
    expect(withUploaded(held, '/b.webp', 3)).toEqual(['/a.webp', '/b.webp'])
    expect(withUploaded(held, '/c.webp', 3)).toEqual(['/a.webp', '/b.webp', '/c.webp'])
    expect(held.current).toEqual(['/a.webp', '/b.webp', '/c.webp'])
  })

  it('keeps the same picture once and adds nothing past the limit', () => {
    const held = { current: ['/a.webp', '/b.webp'] }
    expect(withUploaded(held, '/a.webp', 3)).toBeNull()
    expect(withUploaded(held, '/c.webp', 3)).toHaveLength(3)
    expect(withUploaded(held, '/d.webp', 3)).toBeNull()
    expect(held.current).toEqual(['/a.webp', '/b.webp', '/c.webp'])
  })
})
