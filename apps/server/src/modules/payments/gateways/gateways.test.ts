import { createHmac } from 'node:crypto'
import { amountFitsMethod } from '@xinh/contracts'
import { describe, expect, it } from 'vitest'
import { MOMO_KEYS, MOMO_ORDER_ID, momoGateway, momoOutcome, momoSign, momoSignData } from './momo.ts'
import { fromVnpAmount, parseVnpDate, vnpayGateway, vnpayOutcome, vnpaySign, vnpaySignData, vnpayVerify, vnpDate } from './vnpay.ts'

describe('VNPay signing (INTEGRATIONS.md)', () => {
  const vector = {
    vnp_Amount: '1000000',
    vnp_BankCode: 'NCB',
    vnp_BankTranNo: 'VNP14422574',
    vnp_CardType: 'ATM',
    vnp_OrderInfo: 'Thanh toan don hang 2024-05-21T02:17:31.249Z',
    vnp_PayDate: '20240521091806',
    vnp_ResponseCode: '00',
    vnp_TmnCode: 'TEST_TMN_CODE',
    vnp_TransactionNo: '14422574',
    vnp_TransactionStatus: '00',
    vnp_TxnRef: '1716257871703',
  }
  const signed =
    'vnp_Amount=1000000&vnp_BankCode=NCB&vnp_BankTranNo=VNP14422574&vnp_CardType=ATM&vnp_OrderInfo=Thanh+toan+don+hang+2024-05-21T02%3A17%3A31.249Z&vnp_PayDate=20240521091806&vnp_ResponseCode=00&vnp_TmnCode=TEST_TMN_CODE&vnp_TransactionNo=14422574&vnp_TransactionStatus=00&vnp_TxnRef=1716257871703'

  it('builds the documented signed string and matches the test vector at both ends', () => {
    // shuffled input, plus the hash fields and an empty value that must not be signed
    const shuffled = Object.fromEntries(Object.entries(vector).reverse())
    expect(vnpaySignData({ ...shuffled, vnp_SecureHash: 'abc', vnp_SecureHashType: 'HmacSHA512', vnp_Bill_Email: '' })).toBe(signed)
    const hash = vnpaySign('test_secret', vector)
    expect(hash).toMatch(/^[0-9a-f]{128}$/)
    expect(hash.startsWith('649982421beb')).toBe(true)
    expect(hash.endsWith('0be72895')).toBe(true)
  })

  it('verifies a signed payload and refuses any change to it', () => {
    const hash = vnpaySign('test_secret', vector)
    expect(vnpayVerify('test_secret', { ...vector, vnp_SecureHash: hash })).toBe(true)
    expect(vnpayVerify('test_secret', { ...vector, vnp_SecureHash: hash.toUpperCase() })).toBe(true)
    expect(vnpayVerify('test_secret', { ...vector, vnp_Amount: '1000100', vnp_SecureHash: hash })).toBe(false)
    expect(vnpayVerify('other_secret', { ...vector, vnp_SecureHash: hash })).toBe(false)
    expect(vnpayVerify('test_secret', { ...vector })).toBe(false)
  })

  it('writes dates as yyyyMMddHHmmss in GMT+7 and reads them back', () => {
    expect(vnpDate(new Date('2024-05-21T02:18:06.000Z'))).toBe('20240521091806')
    expect(vnpDate(new Date('2024-12-31T20:00:00.000Z'))).toBe('20250101030000')
    expect(parseVnpDate('20240521091806')?.toISOString()).toBe('2024-05-21T02:18:06.000Z')
    expect(parseVnpDate('2024-05-21')).toBeNull()
  })

  it('reads amounts ×100 and pays only on response code 00 with transaction status 00', () => {
    expect(fromVnpAmount('15000000')).toBe(150_000)
    expect(fromVnpAmount('15000050')).toBeNull()
    expect(fromVnpAmount('-100')).toBeNull()
    expect(vnpayOutcome('00', '00')).toBe('paid')
    expect(vnpayOutcome('00', '02')).toBe('failed')
    expect(vnpayOutcome('24', '02')).toBe('failed')
    expect(vnpayOutcome('07', '00')).toBe('failed')
  })

  it('creates a pay URL whose parameters verify, with the amount ×100 and the method as bank code', async () => {
    const creds = { tmnCode: 'TMN1', hashSecret: 'SECRET', payUrl: 'https://pay.example/vpcpay.html', apiUrl: 'https://api.example' }
    const gw = vnpayGateway(creds, { returnUrl: 'https://xinh.vn/api/v1/payments/vnpay/return', simulated: false })
    const { payUrl } = await gw.createPayment({
      txnRef: 'abc123',
      amount: 249_000,
      method: 'VISA',
      orderInfo: 'Thanh toan don hang 261121ABCDEF',
      lang: 'ko',
      ip: '1.2.3.4',
      createdAt: new Date('2026-11-21T03:00:00Z'),
      expiresAt: new Date('2026-11-21T03:15:00Z'),
    })
    const url = new URL(payUrl)
    expect(url.origin + url.pathname).toBe(creds.payUrl)
    const params = Object.fromEntries(url.searchParams)
    expect(params).toMatchObject({
      vnp_Version: '2.1.0',
      vnp_Command: 'pay',
      vnp_TmnCode: 'TMN1',
      vnp_Amount: '24900000',
      vnp_CurrCode: 'VND',
      vnp_BankCode: 'INTCARD',
      vnp_Locale: 'en',
      vnp_OrderType: 'other',
      vnp_CreateDate: '20261121100000',
      vnp_ExpireDate: '20261121101500',
      vnp_IpAddr: '1.2.3.4',
    })
    expect(vnpayVerify('SECRET', params)).toBe(true)
    const report = gw.readCallback({ ...params })
    expect(report.signatureValid).toBe(true)
    expect(report.amount).toBe(249_000)
  })
})

describe('MoMo AIO v2 signing (INTEGRATIONS.md)', () => {
  const secretKey = 'K951B6PE1waDMi640xX08PD3vg6EkVlz'
  const hmac = (s: string) => createHmac('sha256', secretKey).update(s).digest('hex')

  it('signs the create request over its documented fields, in order', () => {
    const fields = {
      partnerCode: 'MOMO',
      accessKey: 'F8BBA842ECF85',
      requestId: 'REQ1',
      amount: 150000,
      orderId: 'ORD-1',
      orderInfo: 'Thanh toán đơn hàng',
      redirectUrl: 'https://xinh.vn/return',
      ipnUrl: 'https://xinh.vn/ipn',
      requestType: 'captureWallet',
      extraData: '',
      lang: 'vi',
    }
    const expected =
      'accessKey=F8BBA842ECF85&amount=150000&extraData=&ipnUrl=https://xinh.vn/ipn&orderId=ORD-1&orderInfo=Thanh toán đơn hàng&partnerCode=MOMO&redirectUrl=https://xinh.vn/return&requestId=REQ1&requestType=captureWallet'
    expect(momoSignData(MOMO_KEYS.create, fields)).toBe(expected)
    expect(momoSign(secretKey, MOMO_KEYS.create, fields)).toBe(hmac(expected))
  })

  it('checks the IPN over its documented fields, in order (accessKey from our configuration)', () => {
    const ipn = {
      partnerCode: 'MOMO',
      orderId: 'ORD-1',
      requestId: 'REQ1',
      amount: 150000,
      orderInfo: 'Thanh toán đơn hàng',
      orderType: 'momo_wallet',
      transId: 4088878653,
      resultCode: 0,
      message: 'Thành công.',
      payType: 'qr',
      responseTime: 1721720663942,
      extraData: '',
    }
    const expected =
      'accessKey=F8BBA842ECF85&amount=150000&extraData=&message=Thành công.&orderId=ORD-1&orderInfo=Thanh toán đơn hàng&orderType=momo_wallet&partnerCode=MOMO&payType=qr&requestId=REQ1&responseTime=1721720663942&resultCode=0&transId=4088878653'
    expect(momoSignData(MOMO_KEYS.result, { ...ipn, accessKey: 'F8BBA842ECF85' })).toBe(expected)

    const gw = momoGateway(
      { partnerCode: 'MOMO', accessKey: 'F8BBA842ECF85', secretKey, endpoint: 'https://test-payment.momo.vn' },
      { returnUrl: 'https://xinh.vn/r', ipnUrl: 'https://xinh.vn/i', simulated: false },
    )
    const signature = hmac(expected)
    expect(gw.readCallback({ ...ipn, signature })).toMatchObject({
      signatureValid: true,
      txnRef: 'ORD-1',
      amount: 150000,
      outcome: 'paid',
      resultCode: '0',
      transNo: '4088878653',
    })
    // the redirect carries the same fields as strings
    expect(gw.readCallback(Object.fromEntries(Object.entries({ ...ipn, signature }).map(([k, v]) => [k, String(v)]))).signatureValid).toBe(
      true,
    )
    expect(gw.readCallback({ ...ipn, amount: 1_500_000, signature }).signatureValid).toBe(false)
    expect(gw.readCallback({ ...ipn, partnerCode: 'OTHER', signature }).signatureValid).toBe(false)
    expect(gw.readCallback({ ...ipn }).signatureValid).toBe(false)
  })

  it('signs refunds and queries over their documented fields, in order', () => {
    const refund = {
      partnerCode: 'MOMO',
      accessKey: 'AK',
      orderId: 'R1',
      requestId: 'R1',
      amount: 50000,
      transId: 123,
      description: 'Hoan tien',
    }
    expect(momoSignData(MOMO_KEYS.refund, refund)).toBe(
      'accessKey=AK&amount=50000&description=Hoan tien&orderId=R1&partnerCode=MOMO&requestId=R1&transId=123',
    )
    expect(momoSignData(MOMO_KEYS.query, { partnerCode: 'MOMO', accessKey: 'AK', orderId: 'O1', requestId: 'Q1' })).toBe(
      'accessKey=AK&orderId=O1&partnerCode=MOMO&requestId=Q1',
    )
  })

  it('reads result codes: 0 paid, 9000/1000/7000/7002 pending, anything else failed', () => {
    expect(momoOutcome(0)).toBe('paid')
    expect(momoOutcome('0')).toBe('paid')
    for (const code of [9000, 1000, 7000, 7002]) expect(momoOutcome(code)).toBe('pending')
    for (const code of [1001, 1005, 1006, 49, 99]) expect(momoOutcome(code)).toBe('failed')
  })

  it("accepts only MoMo's orderId pattern and its amount range", () => {
    for (const ok of ['a', 'ORD-1', 'x_y.z', '01a1ff27e7347ef8a64407507282d35f']) expect(MOMO_ORDER_ID.test(ok)).toBe(true)
    for (const bad of ['', '-a', 'a-', 'a b', 'đơn']) expect(MOMO_ORDER_ID.test(bad)).toBe(false)
    expect(amountFitsMethod('MOMO', 999)).toBe(false)
    expect(amountFitsMethod('MOMO', 1_000)).toBe(true)
    expect(amountFitsMethod('MOMO', 50_000_000)).toBe(true)
    expect(amountFitsMethod('MOMO', 50_000_001)).toBe(false)
    expect(amountFitsMethod('VNPAY', 4_999)).toBe(false)
    expect(amountFitsMethod('COD', 50_000_001)).toBe(true)
  })
})
