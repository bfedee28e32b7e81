import { describe, expect, it } from 'vitest'
import { formatIsoVn, formatVtpTime, parseCarrierTime } from './http.ts'
import { ghtkAdapter } from './ghtk.ts'
import { viettelPostAdapter } from './viettelpost.ts'

describe('carrier times', () => {
  const at = new Date('2026-11-02T05:18:39Z')
  it('reads GHTK ISO times with an offset, naive ones and Viettel Post dd/MM/yyyy as Vietnam time', () => {
    expect(parseCarrierTime('2026-11-02T12:18:39+07:00')).toEqual(at)
    expect(parseCarrierTime('2026-11-02 12:18:39')).toEqual(at)
    expect(parseCarrierTime('02/11/2026 12:18:39')).toEqual(at)
    expect(parseCarrierTime('2026-11-02T05:18:39Z')).toEqual(at)
  })
  it('refuses what is not a time', () => {
    for (const v of ['', 'yesterday', '2026-13-45T99:00', null, undefined, 12]) expect(parseCarrierTime(v)).toBeNull()
  })
  it('writes them back in each carrier format', () => {
    expect(formatIsoVn(at)).toBe('2026-11-02T12:18:39+07:00')
    expect(formatVtpTime(at)).toBe('02/11/2026 12:18:39')
  })
})

const ghtk = ghtkAdapter({ baseUrl: () => 'http://unused', token: 't', partnerCode: 'p', webhookHash: 'hash-secret', simulated: true })
const vtp = viettelPostAdapter({
  baseUrl: () => 'http://unused',
  printUrl: () => 'http://unused',
  username: 'u',
  password: 'p',
  webhookSecret: 'vtp-secret',
  simulated: true,
})
const form = {
  label_id: 'S1.A1.17373471',
  partner_id: 'abc',
  status_id: '5',
  action_time: '2026-11-02T12:18:39+07:00',
  reason_code: '',
  reason: '',
  weight: '0.4',
  fee: '22000',
  pick_money: '150000',
  return_part_package: '0',
}

describe('GHTK webhook', () => {
  it('reads a verified report', () => {
    const r = ghtk.parseWebhook({ query: { hash: 'hash-secret' }, headers: {}, body: form })
    expect(r).toMatchObject({ label: 'S1.A1.17373471', statusCode: 5, reason: null, actionAt: new Date('2026-11-02T05:18:39Z') })
    expect(
      ghtk.parseWebhook({ query: { hash: 'hash-secret' }, headers: {}, body: { ...form, status_id: '9', reason_code: '130' } }).reason,
    ).toBe('130')
  })
  it('refuses a wrong or missing hash', () => {
    for (const query of [{ hash: 'hash-secreT' }, {}, { hash: '' }]) {
      expect(() => ghtk.parseWebhook({ query, headers: {}, body: form })).toThrow('WEBHOOK_UNAUTHORIZED')
    }
  })
  it('refuses a report without a label, a status or a time', () => {
    for (const body of [{ ...form, label_id: '' }, { ...form, status_id: 'x' }, { ...form, action_time: 'soon' }, null]) {
      expect(() => ghtk.parseWebhook({ query: { hash: 'hash-secret' }, headers: {}, body })).toThrow('VALIDATION_FAILED')
    }
  })
})

describe('Viettel Post webhook', () => {
  const data = {
    ORDER_NUMBER: '100000000001',
    ORDER_STATUS: 501,
    STATUS_NAME: 'Phát thành công',
    ORDER_STATUSDATE: '02/11/2026 12:18:39',
    NOTE: '',
  }
  it('takes the secret from TOKEN or the Authorization header, and keeps it out of the stored payload', () => {
    const r = vtp.parseWebhook({ query: {}, headers: {}, body: { DATA: data, TOKEN: 'vtp-secret' } })
    expect(r).toMatchObject({ label: '100000000001', statusCode: 501, actionAt: new Date('2026-11-02T05:18:39Z') })
    expect(JSON.stringify(r.payload)).not.toContain('vtp-secret')
    expect(vtp.parseWebhook({ query: {}, headers: { authorization: 'vtp-secret' }, body: { DATA: data } }).statusCode).toBe(501)
    expect(vtp.parseWebhook({ query: {}, headers: { authorization: 'Bearer vtp-secret' }, body: { DATA: data } }).statusCode).toBe(501)
  })
  it('refuses a wrong secret', () => {
    expect(() => vtp.parseWebhook({ query: {}, headers: {}, body: { DATA: data, TOKEN: 'nope' } })).toThrow('WEBHOOK_UNAUTHORIZED')
    expect(() => vtp.parseWebhook({ query: {}, headers: { authorization: 'nope' }, body: { DATA: data } })).toThrow('WEBHOOK_UNAUTHORIZED')
  })
  it('refuses a report without its order number, status or time', () => {
    for (const DATA of [
      { ...data, ORDER_NUMBER: '' },
      { ...data, ORDER_STATUS: 'x' },
      { ...data, ORDER_STATUSDATE: undefined },
    ]) {
      expect(() => vtp.parseWebhook({ query: {}, headers: {}, body: { DATA, TOKEN: 'vtp-secret' } })).toThrow('VALIDATION_FAILED')
    }
  })
})
