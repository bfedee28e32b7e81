import { ZProductInput } from '@xinh/contracts'
import { describe, expect, it } from 'vitest'
import { fastRng, planProduct, salePriceOf, shopPrice } from './catalog-gen.ts'
import { DEMO_PRODUCT_TOTAL, imageJobs, planDemo, planFingerprint } from './demo.ts'
import { CATEGORY_TREE, KINDS, SHOPS } from './vocabulary.ts'

const plan = planDemo()
const all = plan.shops.flatMap((s) => s.products)
const chars = (s: string) => [...s].length
const CATEGORY_ID = '01966d2e-0000-7000-8000-000000000001'

/** The seller API's input for a planned product, to hold the seed to the spec §5 rules. */
const asInput = (p: (typeof all)[number]) => ({
  name: p.name,
  description: p.description,
  category_id: CATEGORY_ID,
  images: p.images,
  weight: p.weight,
  pack_length: p.packLength,
  pack_width: p.packWidth,
  pack_height: p.packHeight,
  prep_days: p.prepDays,
  return_days: p.returnDays,
  return_conditions: p.returnConditions,
  is_preorder: p.isPreorder,
  is_authentic: p.isAuthentic,
  is_guaranteed: p.isGuaranteed,
  size_details: p.sizeDetails,
  classifications: p.classifications,
  // a sold-out variant has stock 0, which the seller form would refuse; the rule is about input
  variants: p.variants.map((v) => ({
    options: v.options,
    price: v.price,
    sale_price: v.salePrice,
    stock: Math.max(1, v.stock),
    images: v.images,
  })),
})

describe('demo seed plan', () => {
  it('is the same on every run (fixed faker seed)', () => {
    expect(planFingerprint(planDemo())).toBe(planFingerprint(plan))
  })

  it('has ≥30 approved shops across the two-tier provinces with 100–500 character intros', () => {
    expect(plan.shops.length).toBeGreaterThanOrEqual(30)
    expect(plan.shops[0]?.def.name).toBe('Xinh Closet')
    expect(new Set(plan.shops.map((s) => s.def.province)).size).toBeGreaterThanOrEqual(30)
    for (const s of plan.shops) {
      expect(chars(s.description)).toBeGreaterThanOrEqual(100)
      expect(chars(s.description)).toBeLessThanOrEqual(500)
      expect(s.def.province).toMatch(/^\d{2}$/)
    }
    expect(new Set(plan.shops.map((s) => s.slug)).size).toBe(plan.shops.length)
  })

  it('has ≥1,500 accepted products, and the demo shop shows every seller filter', () => {
    expect(all.length).toBe(DEMO_PRODUCT_TOTAL)
    expect(all.filter((p) => p.status === 'accepted').length).toBeGreaterThanOrEqual(1500)
    const demo = plan.shops[0]?.products ?? []
    for (const status of ['draft', 'pending', 'rejected', 'delisted', 'accepted']) expect(demo.some((p) => p.status === status)).toBe(true)
    expect(demo.some((p) => p.status === 'accepted' && p.stock === 0)).toBe(true)
    expect(plan.shops.slice(1).every((s) => s.products.every((p) => p.status === 'accepted'))).toBe(true)
  })

  it('passes the seller rules of spec §5 (names, descriptions, variants, images)', () => {
    for (const p of all) {
      const parsed = ZProductInput.safeParse(asInput(p))
      expect(parsed.success, `${p.name}: ${JSON.stringify(parsed.error?.issues)}`).toBe(true)
      expect(p.name).toBe(p.name.normalize('NFC'))
      expect(p.description).toBe(p.description.normalize('NFC'))
    }
  })

  it('prices are whole VND in thousands, sale ≤ price, discounts 10–50%, denormalised from the variants', () => {
    for (const p of all) {
      expect(p.variants.length).toBeGreaterThan(0)
      for (const v of p.variants) {
        expect(Number.isInteger(v.price) && v.price % 1000 === 0).toBe(true)
        expect(Number.isInteger(v.salePrice) && v.salePrice % 1000 === 0).toBe(true)
        expect(v.salePrice).toBeGreaterThan(0)
        expect(v.salePrice).toBeLessThanOrEqual(v.price)
      }
      expect([0, 10, 15, 20, 25, 30, 35, 40, 45, 50]).toContain(p.discountPercent)
      expect(p.salePrice).toBe(Math.min(...p.variants.map((v) => v.salePrice)))
      expect(p.stock).toBe(p.variants.reduce((n, v) => n + v.stock, 0))
    }
    expect(all.filter((p) => p.discountPercent > 0).length).toBeGreaterThan(all.length / 3)
    expect(shopPrice(158_400)).toBe(159_000)
    expect(salePriceOf(159_000, 20)).toBe(127_000)
  })

  it('reviews are 1–5 hearts, ≤150 characters, and the product rating is their average', () => {
    const reviewed = all.filter((p) => p.reviews.length)
    expect(reviewed.length).toBeGreaterThan(300)
    for (const p of all) {
      expect(new Set(p.reviews.map((r) => r.buyer)).size).toBe(p.reviews.length)
      for (const r of p.reviews) {
        expect(r.rating).toBeGreaterThanOrEqual(1)
        expect(r.rating).toBeLessThanOrEqual(5)
        expect(chars(r.content)).toBeLessThanOrEqual(150)
      }
      const average = p.reviews.length ? p.reviews.reduce((n, r) => n + r.rating, 0) / p.reviews.length : 0
      expect(Math.abs(p.rating - average)).toBeLessThan(0.051)
    }
  })

  it('has products in every leaf of the category tree, and every kind sits in a leaf', () => {
    const leaves = CATEGORY_TREE.flatMap((r) => r.children.map((c) => c.slug))
    expect(new Set(leaves).size).toBe(leaves.length)
    // the fashion and beauty leaves shoppers look for (issue 12)
    for (const slug of [
      'son-mong-tay',
      'mascara',
      'quan-short-nu',
      'quan-short-nam',
      'do-boi',
      'ao-dai',
      'mat-na',
      'tay-trang',
      'that-lung',
    ])
      expect(leaves).toContain(slug)
    for (const kind of KINDS) expect(leaves, kind.key).toContain(kind.category)
    const accepted = all.filter((p) => p.status === 'accepted')
    for (const slug of leaves) expect(accepted.filter((p) => p.kind.category === slug).length, slug).toBeGreaterThanOrEqual(5)
  })

  it('draws a bounded pool of pictures that products share', () => {
    const jobs = imageJobs(plan)
    // 318 before issue 12 added the new leaves' items
    expect(jobs.length).toBeLessThan(450)
    const rels = new Set(jobs.map((j) => `/uploads/${j.rel}`))
    for (const p of all) for (const url of [...p.images, ...p.variants.flatMap((v) => v.images)]) expect(rels.has(url), url).toBe(true)
  })

  it('the benchmark generator makes valid products for every kind and shop', () => {
    const rng = fastRng(7)
    for (const kind of KINDS)
      for (let i = 0; i < 20; i++) {
        const p = planProduct(rng, kind, SHOPS[i % SHOPS.length] as (typeof SHOPS)[number], { long: 0 })
        expect(ZProductInput.safeParse(asInput({ ...p, status: 'accepted', rejectionReason: null, reviews: [], rating: 0 })).success).toBe(
          true,
        )
      }
  })
})
