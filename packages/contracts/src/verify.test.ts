import { describe, expect, it } from 'vitest'
import { ZVerifyConfirm, zCitizenId } from './verify.ts'

describe('zCitizenId (CCCD: 12 digits, province code 001–096 first)', () => {
  it.each(['001203004567', '096123456789', '079095001234', ' 001203004567 '])('accepts %j', (id) => {
    expect(zCitizenId.safeParse(id).success).toBe(true)
  })
  it.each(['000123456789', '097123456789', '999123456789', '00120300456', '0012030045678', '00120300456a', '', '001 203 004 567'])(
    'rejects %j',
    (id) => {
      const r = zCitizenId.safeParse(id)
      expect(r.success).toBe(false)
      expect(r.error!.issues[0]!.message).toBe('v.id_number')
    },
  )
})

describe('one-time codes', () => {
  it('are exactly six digits', () => {
    expect(ZVerifyConfirm.safeParse({ code: '012345' }).success).toBe(true)
    expect(ZVerifyConfirm.safeParse({ code: ' 012345 ' }).success).toBe(true)
    for (const code of ['12345', '1234567', '12a456', '']) expect(ZVerifyConfirm.safeParse({ code }).success).toBe(false)
  })
})
