import { describe, expect, it } from 'vitest'
import { ZProductDraftInput, ZProductInput, issuesToFields } from './index.ts'

const valid = {
  name: 'Áo thun nữ cổ tròn cotton',
  description:
    'Áo thun cotton 100% mềm mại, thấm hút mồ hôi, form rộng vừa phải, phù hợp đi học, đi làm và dạo phố. Giặt máy được, không phai màu.',
  category_id: '01900000-0000-7000-8000-000000000001',
  images: ['/uploads/products/ab/abc.webp'],
  weight: 250,
  pack_length: 30,
  pack_width: 20,
  pack_height: 3,
  prep_days: 5,
  return_days: 7,
  return_conditions: ['Còn nguyên tem mác'],
  classifications: [
    { name: 'Màu sắc', options: [{ name: 'Trắng' }, { name: 'Đen tuyền' }] },
    { name: 'Kích cỡ', options: [{ name: 'Size M' }, { name: 'Size L' }] },
  ],
  variants: [
    { options: ['Trắng', 'Size M'], price: 199000, sale_price: 159000, stock: 10 },
    { options: ['Đen tuyền', 'Size L'], price: 199000, sale_price: 199000, stock: 5 },
  ],
}

const fieldsOf = (input: unknown) => {
  const r = ZProductInput.safeParse(input)
  return r.success ? {} : issuesToFields(r.error.issues as never, 'en')
}

describe('spec §5 product rules', () => {
  it('accepts a complete product', () => {
    expect(ZProductInput.safeParse(valid).success).toBe(true)
  })

  it.each([
    ['name', 'Áo thun', 'Product name must be 10 to 199 characters'],
    ['name', 'x'.repeat(200), 'Product name must be 10 to 199 characters'],
    ['description', 'ngắn quá', 'Description must be 100 to 2999 characters'],
    ['weight', 9, 'Weight must be between 10 g and 1,000,000 g'],
    ['weight', 1_000_001, 'Weight must be between 10 g and 1,000,000 g'],
    ['return_days', 15, 'Return period must be 1 to 14 days'],
    ['return_days', 0, 'Return period must be 1 to 14 days'],
    ['prep_days', 4, 'Preparation time must be 5 to 30 days'],
    ['prep_days', 31, 'Preparation time must be 5 to 30 days'],
    ['return_conditions', [], 'Choose at least one return condition'],
    ['images', ['/uploads/a.webp', '/uploads/b.webp', '/uploads/c.webp', '/uploads/d.webp'], 'You can upload at most 3 files'],
    ['pack_height', 0, 'Package dimensions are invalid (1–300 cm)'],
  ])('rejects %s = %j', (field, value, message) => {
    expect(fieldsOf({ ...valid, [field]: value })[field]).toBe(message)
  })

  it('keeps the boundaries inclusive where the spec says so', () => {
    for (const patch of [
      { name: 'x'.repeat(10) },
      { name: 'x'.repeat(199) },
      { weight: 10 },
      { weight: 1_000_000 },
      { return_days: 14 },
      { prep_days: 30 },
    ])
      expect(ZProductInput.safeParse({ ...valid, ...patch }).success, JSON.stringify(patch)).toBe(true)
  })

  it('checks classifications, options and variants', () => {
    expect(fieldsOf({ ...valid, classifications: [{ name: '', options: [{ name: 'Trắng' }] }] })['classifications.0.name']).toBe(
      'Enter a classification name',
    )
    expect(fieldsOf({ ...valid, classifications: [{ name: 'Màu', options: [] }] })['classifications.0.options']).toBe(
      'Each classification needs at least one option',
    )
    expect(fieldsOf({ ...valid, classifications: [{ name: 'Màu', options: [{ name: 'Đỏ' }] }] })['classifications.0.options.0.name']).toBe(
      'Option name needs at least 3 characters',
    )
    expect(fieldsOf({ ...valid, variants: [{ ...valid.variants[0], stock: 0 }] })['variants.0.stock']).toBe('Quantity must be at least 1')
    expect(fieldsOf({ ...valid, variants: [{ ...valid.variants[0], options: ['Xanh', 'Size M'] }] })['variants.0.options']).toBe(
      'Variant does not match the classification options',
    )
    expect(fieldsOf({ ...valid, variants: [valid.variants[0], valid.variants[0]] })['variants.1.options']).toBe('Duplicate variant')
    expect(fieldsOf({ ...valid, variants: [{ ...valid.variants[0], sale_price: 250000 }] })['variants.0.sale_price']).toBe(
      'Sale price cannot exceed the original price',
    )
  })

  it('lets a draft be saved with only a name, but still checks what is present', () => {
    expect(ZProductDraftInput.safeParse({ name: 'Nháp' }).success).toBe(true)
    expect(ZProductDraftInput.safeParse({}).success).toBe(false)
    expect(ZProductDraftInput.safeParse({ name: 'Nháp', return_days: 20 }).success).toBe(false)
  })
})
