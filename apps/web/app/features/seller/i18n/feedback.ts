import { defineMessages } from '#web/lib/i18n/areas.tsx'

/** `/ban-hang/gop-y-cua-khach`: feedback buyers sent to the shop from /shop-feedback/{id} (issue 16, acct). */
export const feedback = defineMessages(
  {
    'sc.nav.feedback': 'Góp ý của khách',
    'sc.fb.description': 'Góp ý người mua gửi riêng cho shop (tối đa 300 ký tự và một ảnh). Chỉ shop đọc được.',
    'sc.fb.loading': 'Đang tải góp ý…',
    'sc.fb.empty_title': 'Chưa có góp ý nào',
    'sc.fb.empty_body': 'Khi người mua gửi góp ý từ trang góp ý của shop, bạn sẽ thấy ở đây.',
    'sc.fb.photo': 'Ảnh góp ý của {name}',
  },
  {
    en: {
      'sc.nav.feedback': 'Buyer feedback',
      'sc.fb.description': 'Feedback buyers send privately to the shop (up to 300 characters and one picture). Only the shop can read it.',
      'sc.fb.loading': 'Loading feedback…',
      'sc.fb.empty_title': 'No feedback yet',
      'sc.fb.empty_body': 'When buyers send feedback from the shop’s feedback page, it shows up here.',
      'sc.fb.photo': 'Picture sent by {name}',
    },
    ko: {
      'sc.nav.feedback': '고객 의견',
      'sc.fb.description': '구매자가 상점에 비공개로 보낸 의견입니다(최대 300자, 사진 1장). 상점만 볼 수 있습니다.',
      'sc.fb.loading': '의견을 불러오는 중…',
      'sc.fb.empty_title': '아직 의견이 없습니다',
      'sc.fb.empty_body': '구매자가 상점 의견 페이지에서 의견을 보내면 여기에 표시됩니다.',
      'sc.fb.photo': '{name}님이 보낸 사진',
    },
  },
)
