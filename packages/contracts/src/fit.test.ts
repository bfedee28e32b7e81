import { describe, expect, it } from 'vitest'
import { ZSizeAdviceRequest, ZTryOnRequest, productIdFromLink } from './fit.ts'

const id = '019a1b2c-3d4e-7f80-9a1b-2c3d4e5f6a7b'

describe('productIdFromLink', () => {
  it('reads the id of a product page link on any origin, with a query or hash', () => {
    expect(productIdFromLink(`https://xinh.vn/san-pham/${id}`)).toBe(id)
    expect(productIdFromLink(`http://localhost:3000/san-pham/${id.toUpperCase()}?ref=chat#reviews`)).toBe(id)
    expect(productIdFromLink(`/san-pham/${id}/`)).toBe(id)
    expect(productIdFromLink(`  ${id}  `)).toBe(id)
  })
  it('refuses anything else', () => {
    expect(productIdFromLink('https://xinh.vn/nguoi-ban/' + id)).toBeNull()
    expect(productIdFromLink(`https://xinh.vn/san-pham/${id}x`)).toBeNull()
    expect(productIdFromLink('javascript:alert(1)')).toBeNull()
    expect(productIdFromLink('')).toBeNull()
  })
})

describe('fit request schemas', () => {
  it('size advice takes the saved measurements when none are sent, and refuses non-positive ones', () => {
    expect(ZSizeAdviceRequest.safeParse({ product_id: id }).success).toBe(true)
    expect(ZSizeAdviceRequest.safeParse({ product_id: id, measurements: { height: 160, weight: 50, bustSize: 84 } }).success).toBe(true)
    expect(ZSizeAdviceRequest.safeParse({ product_id: id, measurements: { height: 0, weight: 50 } }).success).toBe(false)
    expect(ZSizeAdviceRequest.safeParse({ product_id: 'x' }).success).toBe(false)
  })
  it('a try-on needs a product id or a link', () => {
    expect(ZTryOnRequest.safeParse({ photo_id: id }).success).toBe(false)
    expect(ZTryOnRequest.safeParse({ photo_id: id, product_link: `https://xinh.vn/san-pham/${id}` }).success).toBe(true)
    expect(ZTryOnRequest.safeParse({ photo_id: id, product_id: id }).success).toBe(true)
  })
})
