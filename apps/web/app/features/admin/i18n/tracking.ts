import { defineMessages } from '#web/lib/i18n/areas.tsx'

/** track (issue 18): the buyers' behaviour section of /admin/bao-cao (tracking sessions and funnels). */
export const tracking = defineMessages(
  {
    'ad.trk.title': 'Hành vi người mua',
    'ad.trk.note': 'Từ các phiên theo dõi trên web và ứng dụng (lượt xem, thêm vào giỏ, đặt hàng).',
    'ad.trk.sessions': 'Phiên',
    'ad.trk.conversion': 'Phiên có đơn hàng',
    'ad.trk.views': 'Lượt xem sản phẩm',
    'ad.trk.add_to_cart': 'Thêm vào giỏ',
    'ad.trk.orders': 'Đơn hàng (theo dõi)',
    'ad.trk.top': 'Sản phẩm được xem nhiều nhất',
    'ad.trk.product': 'Sản phẩm',
    'ad.trk.empty': 'Chưa có phiên theo dõi nào trong khoảng thời gian này.',
    'ad.trk.error': 'Chưa tải được số liệu hành vi. Vui lòng tải lại trang.',
    // trackwire: distinct devices per day, summed
    'ad.trk.visitors': 'Khách truy cập (thiết bị/ngày)',
  },
  {
    en: {
      'ad.trk.title': 'Buyer behaviour',
      'ad.trk.note': 'From the tracking sessions of the web and the apps (views, add-to-cart, orders).',
      'ad.trk.sessions': 'Sessions',
      'ad.trk.conversion': 'Sessions with an order',
      'ad.trk.views': 'Product views',
      'ad.trk.add_to_cart': 'Added to cart',
      'ad.trk.orders': 'Orders (tracked)',
      'ad.trk.top': 'Most viewed products',
      'ad.trk.product': 'Product',
      'ad.trk.empty': 'No tracking sessions in this period yet.',
      'ad.trk.error': 'The behaviour figures could not be loaded. Please reload the page.',
      // trackwire: distinct devices per day, summed
      'ad.trk.visitors': 'Visitors (devices a day)',
    },
    ko: {
      'ad.trk.title': '구매자 행동',
      'ad.trk.note': '웹과 앱의 추적 세션 기준입니다(조회, 장바구니 담기, 주문).',
      'ad.trk.sessions': '세션',
      'ad.trk.conversion': '주문이 있는 세션',
      'ad.trk.views': '상품 조회수',
      'ad.trk.add_to_cart': '장바구니 담기',
      'ad.trk.orders': '주문(추적)',
      'ad.trk.top': '가장 많이 본 상품',
      'ad.trk.product': '상품',
      'ad.trk.empty': '이 기간에는 아직 추적 세션이 없습니다.',
      'ad.trk.error': '행동 수치를 불러오지 못했습니다. 페이지를 새로 고쳐 주세요.',
      // trackwire: distinct devices per day, summed
      'ad.trk.visitors': '방문자(일별 기기)',
    },
  },
)
