import { defineMessages } from '#web/lib/i18n/areas.tsx'

/** pages (issue 18): the social-organisation feedback queue (`/admin/phan-anh-xa-hoi`). */
export const socialFeedback = defineMessages(
  {
    'ad.nav.social_feedback': 'Phản ánh tổ chức xã hội',
    'ad.sfb.description':
      'Phản ánh chính thức của tổ chức xã hội gửi từ /phan-anh-to-chuc-xa-hoi. Tiếp nhận, hoặc từ chối kèm lý do người gửi sẽ đọc.',
    'ad.sfb.search': 'Tìm theo tổ chức, số quyết định, email',
    'ad.sfb.empty_title': 'Không có phản ánh nào',
    'ad.sfb.empty_body': 'Khi một tổ chức gửi phản ánh, phản ánh sẽ hiện ở đây.',
    'ad.sfb.decision_no': 'Quyết định số {no}',
    'ad.sfb.from': 'Gửi bởi {name} · {email}',
    'ad.sfb.image': 'Ảnh đính kèm của {org}',
  },
  {
    en: {
      'ad.nav.social_feedback': 'Social-organisation feedback',
      'ad.sfb.description':
        'Official feedback sent by social organisations from /phan-anh-to-chuc-xa-hoi. Accept it, or decline it with a reason the sender reads.',
      'ad.sfb.search': 'Search organisation, decision number, e-mail',
      'ad.sfb.empty_title': 'No feedback',
      'ad.sfb.empty_body': 'When an organisation sends feedback, it shows up here.',
      'ad.sfb.decision_no': 'Decision no. {no}',
      'ad.sfb.from': 'Sent by {name} · {email}',
      'ad.sfb.image': 'Picture attached by {org}',
    },
    ko: {
      'ad.nav.social_feedback': '사회단체 의견',
      'ad.sfb.description':
        '/phan-anh-to-chuc-xa-hoi에서 사회단체가 보낸 공식 의견입니다. 접수하거나, 보낸 사람이 읽을 사유와 함께 반려하세요.',
      'ad.sfb.search': '단체명, 결정 번호, 이메일 검색',
      'ad.sfb.empty_title': '의견이 없습니다',
      'ad.sfb.empty_body': '단체가 의견을 보내면 여기에 표시됩니다.',
      'ad.sfb.decision_no': '결정 번호 {no}',
      'ad.sfb.from': '{name} · {email} 님이 보냄',
      'ad.sfb.image': '{org}의 첨부 사진',
    },
  },
)
