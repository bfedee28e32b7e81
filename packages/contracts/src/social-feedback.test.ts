import { describe, expect, it } from 'vitest'
import { ZReportCreate } from './community.ts'
import { ZReviewReportInput } from './reviews-buyer.ts'
import { CONTENT_REASONS, publicReasons, REPORT_REASON_IDS, reportReasonRecord, reportReasonText } from './social-feedback.ts'

const TARGET = '0190a1b2-0000-7000-8000-000000000001'

describe('report reasons (one list: CONTENT_REASONS.report)', () => {
  it('the ids the reports accept are the ids `reasons?type=report` answers, in every language', () => {
    expect(REPORT_REASON_IDS).toEqual(CONTENT_REASONS.report.map((r) => r._id))
    for (const lang of ['vi', 'en', 'ko'] as const) expect(publicReasons('report', lang).map((r) => r._id)).toEqual(REPORT_REASON_IDS)
    for (const reason of REPORT_REASON_IDS) {
      expect(ZReportCreate.safeParse({ target_type: 'post', target_id: TARGET, reason }).success).toBe(true)
      expect(ZReviewReportInput.safeParse({ reason }).success).toBe(true)
    }
  })

  it('refuses free text and unknown ids; the note is optional, trimmed and at most 300 characters', () => {
    for (const reason of ['Spam quảng cáo', 'other', '', undefined]) {
      expect(ZReportCreate.safeParse({ target_type: 'post', target_id: TARGET, reason }).success).toBe(false)
      expect(ZReviewReportInput.safeParse({ reason }).success).toBe(false)
    }
    const blank = ZReportCreate.parse({ target_type: 'comment', target_id: TARGET, reason: 'spam', note: '   ' })
    expect(blank.note).toBeUndefined()
    expect(ZReportCreate.parse({ target_type: 'user', target_id: TARGET, reason: 'scam', note: ' lừa ' }).note).toBe('lừa')
    expect(ZReportCreate.safeParse({ target_type: 'post', target_id: TARGET, reason: 'spam', note: 'x'.repeat(301) }).success).toBe(false)
  })

  it('stores the id and the note, and names the id in the reader language', () => {
    expect(reportReasonRecord('spam', null)).toBe('spam')
    expect(reportReasonRecord('scam', 'chuyển khoản trước')).toBe('scam: chuyển khoản trước')
    expect(reportReasonText('scam: chuyển khoản trước', 'en')).toBe('Scam or fraud: chuyển khoản trước')
    expect(reportReasonText('report_other', 'ko')).toBe('기타 사유')
    expect(reportReasonText('spam: a: b', 'vi')).toBe('Spam hoặc quảng cáo rác: a: b')
    // free text written before the list was enforced is shown as written
    expect(reportReasonText('Spam quảng cáo', 'en')).toBe('Spam quảng cáo')
    expect(reportReasonText('other: x', 'en')).toBe('other: x')
  })
})
