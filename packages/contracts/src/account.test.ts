import { describe, expect, it } from 'vitest'
import { bankHolderName, bankName, ZBankAccountInput, ZWalletQuery } from './account.ts'

describe('bankHolderName', () => {
  it('writes a Vietnamese name the way banks print it', () => {
    expect(bankHolderName('Nguyễn Thị Ánh Đào')).toBe('NGUYEN THI ANH DAO')
    expect(bankHolderName('  trần   văn  đức ')).toBe('TRAN VAN DUC')
    expect(bankHolderName('Lê Hoàng Yến')).toBe('LE HOANG YEN')
    // decomposed input (NFD from some keyboards) ends the same
    expect(bankHolderName('Nguyễn'.normalize('NFD'))).toBe('NGUYEN')
  })
})

describe('ZBankAccountInput', () => {
  const ok = { bank_code: 'TCB', account_number: '19033334444', holder_name: 'phạm minh khoa' }
  const issue = (v: object) => ZBankAccountInput.safeParse(v).error?.issues[0]
  it('accepts a known bank, 6–19 digits and a name, normalising the name', () => {
    expect(ZBankAccountInput.parse(ok)).toEqual({ ...ok, holder_name: 'PHAM MINH KHOA' })
    expect(ZBankAccountInput.parse({ ...ok, account_number: ' 123456 ' }).account_number).toBe('123456')
  })
  it('refuses what a bank would', () => {
    expect(issue({ ...ok, bank_code: 'NOPE' })?.message).toBe('v.required')
    expect(issue({ ...ok, account_number: '12345' })?.message).toBe('v.bank_account')
    expect(issue({ ...ok, account_number: '1'.repeat(20) })?.message).toBe('v.bank_account')
    expect(issue({ ...ok, holder_name: 'Khoa 2' })?.message).toBe('v.bank_holder')
    expect(issue({ ...ok, holder_name: '' })?.message).toBe('v.required')
    expect(issue({ ...ok, extra: 1 })).toBeDefined()
  })
  it('names banks by code', () => {
    expect(bankName('VCB')).toBe('Vietcombank')
    expect(bankName('ZZZ')).toBe('ZZZ')
  })
})

describe('ZWalletQuery', () => {
  it('keeps the spec’s page and limit and reads an optional tab', () => {
    expect(ZWalletQuery.parse({})).toEqual({ page: 1, limit: 6 })
    expect(ZWalletQuery.parse({ status: 'used', page: '2' })).toEqual({ page: 2, limit: 6, status: 'used' })
    expect(ZWalletQuery.parse({ status: '' }).status).toBeUndefined()
    expect(ZWalletQuery.safeParse({ status: 'lost' }).success).toBe(false)
  })
})
