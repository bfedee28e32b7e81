import { defineMessages } from '#web/lib/i18n/areas.tsx'

/** Remote config's feature flags and ad pixel ids (issue 18, pixels), on the settings screen. */
export const pixels = defineMessages(
  {
    'ad.px.flags': 'Cờ tính năng',
    'ad.px.flags_hint': 'Ứng dụng web và di động đọc các cờ này qua cấu hình từ xa (tải lại tối đa mỗi giờ).',
    'ad.px.flag.assistant': 'Nút trợ lý mua sắm trên mọi trang',
    'ad.px.flag.ad_pixels': 'Pixel quảng cáo và trình quản lý thẻ',
    'ad.px.flag_new': 'Thêm cờ (chữ thường, số, dấu gạch dưới)',
    'ad.px.flag_add': 'Thêm cờ',
    'ad.px.pixels': 'Pixel quảng cáo và trình quản lý thẻ',
    'ad.px.pixels_hint':
      'Để trống là không tải. Chỉ tải sau khi khách đồng ý (Nghị định 13/2023): Google cần đồng ý "Phân tích", Meta và TikTok cần đồng ý "Quảng cáo".',
    'ad.px.meta': 'Meta Pixel ID (chữ số)',
    'ad.px.tiktok': 'TikTok Pixel ID',
    'ad.px.gtm': 'Google Tag Manager (GTM-…)',
    'ad.px.ga4': 'Google Analytics 4 (G-…)',
  },
  {
    en: {
      'ad.px.flags': 'Feature flags',
      'ad.px.flags_hint': 'The web and mobile apps read these flags through the remote config (fetched at most hourly).',
      'ad.px.flag.assistant': 'Shopping assistant button on every page',
      'ad.px.flag.ad_pixels': 'Ad pixels and tag manager',
      'ad.px.flag_new': 'Add a flag (lower case, digits, underscores)',
      'ad.px.flag_add': 'Add flag',
      'ad.px.pixels': 'Ad pixels and tag manager',
      'ad.px.pixels_hint':
        'Leave empty to load nothing. They load only after the visitor consents (Decree 13/2023): Google needs "Analytics", Meta and TikTok need "Advertising".',
      'ad.px.meta': 'Meta Pixel ID (digits)',
      'ad.px.tiktok': 'TikTok Pixel ID',
      'ad.px.gtm': 'Google Tag Manager (GTM-…)',
      'ad.px.ga4': 'Google Analytics 4 (G-…)',
    },
    ko: {
      'ad.px.flags': '기능 플래그',
      'ad.px.flags_hint': '웹과 모바일 앱은 원격 구성으로 이 플래그를 읽습니다(최대 1시간마다).',
      'ad.px.flag.assistant': '모든 페이지의 쇼핑 도우미 버튼',
      'ad.px.flag.ad_pixels': '광고 픽셀과 태그 관리자',
      'ad.px.flag_new': '플래그 추가(소문자, 숫자, 밑줄)',
      'ad.px.flag_add': '플래그 추가',
      'ad.px.pixels': '광고 픽셀과 태그 관리자',
      'ad.px.pixels_hint':
        '비워 두면 로드하지 않습니다. 방문자가 동의한 후에만 로드됩니다(시행령 13/2023): Google은 "분석", Meta와 TikTok은 "광고" 동의가 필요합니다.',
      'ad.px.meta': 'Meta 픽셀 ID(숫자)',
      'ad.px.tiktok': 'TikTok 픽셀 ID',
      'ad.px.gtm': 'Google 태그 관리자(GTM-…)',
      'ad.px.ga4': 'Google 애널리틱스 4(G-…)',
    },
  },
)
