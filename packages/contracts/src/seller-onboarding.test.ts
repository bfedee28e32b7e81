import { describe, expect, it } from 'vitest'
import {
  isAdultBirthDate,
  isValidTaxCode,
  needsLicence,
  ZAddHoliday,
  ZRejectSellerApplication,
  ZSellerOwnerStep,
  ZSellerRegistrationData,
  ZSellerRegistrationDraft,
  ZSellerShopStep,
} from './seller-onboarding.ts'

const owner = {
  owner_name: 'Trần Minh Anh',
  birth_date: '1994-05-20',
  phone: '0912 345 678',
  email: 'Minh.Anh@Example.vn',
  id_number: '001203004567',
  tax_code: '0100109106',
  bank_name: 'Vietcombank',
  bank_account: '0011 0023 4567',
  bank_branch: 'Chi nhánh Hà Nội',
}
const intro = 'Xinh Closet chuyên váy đầm công sở và dạo phố, chất liệu thoáng mát, may tại xưởng nhà ở Hà Nội, đổi size trong 7 ngày.'
const shop = {
  store_name: 'Xinh Closet',
  industry: 'women_fashion',
  business_type: 'personal',
  business_registered: false,
  platforms: ['shopee', 'facebook'],
  shop_link: 'https://shopee.vn/xinhcloset',
  description: intro,
  province_code: '01',
  ward_code: '00004',
  street: '12 Hàng Bạc',
}
const issue = (r: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }, field: string) =>
  r.error?.issues.find((i) => i.path.join('.') === field)?.message

describe('step 1: the owner', () => {
  it('accepts a complete owner and normalises phone, e-mail and account number', () => {
    const r = ZSellerOwnerStep.parse(owner)
    expect(r.phone).toBe('0912345678')
    expect(r.email).toBe('minh.anh@example.vn')
    expect(r.bank_account).toBe('001100234567')
  })

  it('names the rule each bad field breaks', () => {
    const r = ZSellerOwnerStep.safeParse({
      ...owner,
      owner_name: 'A',
      phone: '0212345678',
      id_number: '999123456789',
      bank_account: '12-34',
    })
    expect(issue(r, 'owner_name')).toBe('v.user_name_length')
    expect(issue(r, 'phone')).toBe('v.phone')
    expect(issue(r, 'id_number')).toBe('v.id_number')
    expect(issue(r, 'bank_account')).toBe('v.bank_account')
    expect(issue(ZSellerOwnerStep.safeParse({ ...owner, bank_name: '' }), 'bank_name')).toBe('v.required')
    expect(issue(ZSellerOwnerStep.safeParse({ ...owner, extra: 1 }), '')).toBeDefined()
  })

  it('the owner must be an adult, born on a real date', () => {
    const today = new Date('2026-06-01T00:00:00Z')
    expect(isAdultBirthDate('2008-06-01', today)).toBe(true)
    expect(isAdultBirthDate('2008-06-02', today)).toBe(false)
    expect(isAdultBirthDate('1990-02-30', today)).toBe(false)
    expect(isAdultBirthDate('01/02/1990', today)).toBe(false)
    // the 18th birthday comes at Vietnam's midnight (17:00 UTC the day before), not UTC's
    expect(isAdultBirthDate('2008-06-02', new Date('2026-06-01T16:59:59Z'))).toBe(false)
    expect(isAdultBirthDate('2008-06-02', new Date('2026-06-01T17:00:00Z'))).toBe(true)
    expect(issue(ZSellerOwnerStep.safeParse({ ...owner, birth_date: '2020-01-01' }), 'birth_date')).toBe('v.seller_birth_date')
  })
})

describe('tax code (MST)', () => {
  it.each(['0100109106', '0100109106-001', '0100109106001', '001203004567'])('accepts %j', (code) => {
    expect(isValidTaxCode(code)).toBe(true)
  })
  it.each(['0100109107', '010010910', '01001091061', 'abcdefghij', '999123456789', ''])('rejects %j', (code) => {
    expect(isValidTaxCode(code)).toBe(false)
  })
})

describe('step 2: the shop', () => {
  it('accepts a complete shop', () => {
    expect(ZSellerShopStep.safeParse(shop).success).toBe(true)
    // form values: a checkbox group with nothing ticked, a boolean radio as text, no shop link
    const r = ZSellerShopStep.parse({ ...shop, platforms: false, business_registered: 'true', shop_link: '' })
    expect(r).toMatchObject({ platforms: [], business_registered: true, shop_link: undefined })
  })

  it('spec §5: the intro is 100 to 500 characters, counted as a person sees them', () => {
    expect(issue(ZSellerShopStep.safeParse({ ...shop, description: 'x'.repeat(99) }), 'description')).toBe('v.shop_intro_length')
    expect(ZSellerShopStep.safeParse({ ...shop, description: 'x'.repeat(100) }).success).toBe(true)
    expect(ZSellerShopStep.safeParse({ ...shop, description: 'ệ'.repeat(500) }).success).toBe(true)
    expect(issue(ZSellerShopStep.safeParse({ ...shop, description: 'x'.repeat(501) }), 'description')).toBe('v.shop_intro_length')
    // "ệ" decomposed is three code points but one character
    expect(ZSellerShopStep.safeParse({ ...shop, description: 'ệ'.normalize('NFD').repeat(100) }).success).toBe(true)
  })

  it('checks the name, the link, the address and the choices', () => {
    const r = ZSellerShopStep.safeParse({
      ...shop,
      store_name: 'Xi',
      shop_link: 'javascript:alert(1)',
      industry: 'weapons',
      platforms: ['myspace'],
      province_code: '1',
      ward_code: '',
      street: ' ',
    })
    expect(issue(r, 'store_name')).toBe('v.store_name')
    expect(issue(r, 'shop_link')).toBe('v.url')
    expect(issue(r, 'industry')).toBe('v.required')
    expect(issue(r, 'platforms.0')).toBe('v.invalid')
    expect(issue(r, 'province_code')).toBe('v.province')
    expect(issue(r, 'ward_code')).toBe('v.ward')
    expect(issue(r, 'street')).toBe('v.street')
  })

  it('a registered business needs its licence photo', () => {
    expect(needsLicence({ business_type: 'personal', business_registered: false })).toBe(false)
    expect(needsLicence({ business_type: 'personal', business_registered: true })).toBe(true)
    expect(needsLicence({ business_type: 'business', business_registered: false })).toBe(true)
  })
})

describe('the whole application and its draft', () => {
  it('the application is both steps together', () => {
    expect(ZSellerRegistrationData.safeParse({ ...owner, ...shop }).success).toBe(true)
    expect(ZSellerRegistrationData.safeParse(owner).success).toBe(false)
  })

  it('a draft holds any subset; empty clears a field; a filled field must still be valid', () => {
    expect(ZSellerRegistrationDraft.parse({})).toEqual({})
    expect(ZSellerRegistrationDraft.parse({ owner_name: 'Trần Minh Anh', tax_code: '' })).toEqual({
      owner_name: 'Trần Minh Anh',
      tax_code: null,
    })
    expect(ZSellerRegistrationDraft.parse({ store_name: null })).toEqual({ store_name: null })
    expect(issue(ZSellerRegistrationDraft.safeParse({ description: 'too short' }), 'description')).toBe('v.shop_intro_length')
    expect(ZSellerRegistrationDraft.safeParse({ status: 'approved' }).success).toBe(false)
  })
})

describe('admin inputs', () => {
  it('a rejection needs a reason', () => {
    expect(issue(ZRejectSellerApplication.safeParse({ reason: '  ' }), 'reason')).toBe('v.reject_reason')
    expect(ZRejectSellerApplication.safeParse({ reason: 'Ảnh CCCD bị mờ' }).success).toBe(true)
    expect(ZRejectSellerApplication.safeParse({}).success).toBe(false)
  })

  it('a holiday is a real calendar date with a name', () => {
    expect(ZAddHoliday.safeParse({ date: '2026-11-24', name: 'Ngày Văn hóa Việt Nam' }).success).toBe(true)
    expect(issue(ZAddHoliday.safeParse({ date: '2026-02-30', name: 'x' }), 'date')).toBe('v.date')
    expect(issue(ZAddHoliday.safeParse({ date: '2026-11-24', name: '' }), 'name')).toBe('v.required')
  })
})
