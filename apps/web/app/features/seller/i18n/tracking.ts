import { defineMessages } from '#web/lib/i18n/areas.tsx'

/** track (issue 18): the dashboard's conversion funnel card (views → add-to-cart → orders per product). */
export const tracking = defineMessages(
  {
    'sc.funnel.title': 'Phễu chuyển đổi',
    'sc.funnel.description': 'Lượt xem sản phẩm, lượt thêm vào giỏ và đơn hàng từ {from} đến {to}.',
    'sc.funnel.views': 'Lượt xem',
    'sc.funnel.add_to_cart': 'Thêm vào giỏ',
    'sc.funnel.orders': 'Đơn hàng',
    'sc.funnel.rate': '{value} lượt xem',
    'sc.funnel.product': 'Sản phẩm',
    'sc.funnel.conversion': 'Chuyển đổi',
    'sc.funnel.empty': 'Chưa có lượt xem nào trong khoảng thời gian này.',
    'sc.funnel.error': 'Chưa tải được phễu chuyển đổi. Vui lòng tải lại trang.',
  },
  {
    en: {
      'sc.funnel.title': 'Conversion funnel',
      'sc.funnel.description': 'Product views, add-to-carts and orders from {from} to {to}.',
      'sc.funnel.views': 'Views',
      'sc.funnel.add_to_cart': 'Added to cart',
      'sc.funnel.orders': 'Orders',
      'sc.funnel.rate': '{value} of views',
      'sc.funnel.product': 'Product',
      'sc.funnel.conversion': 'Conversion',
      'sc.funnel.empty': 'No product views in this period yet.',
      'sc.funnel.error': 'The conversion funnel could not be loaded. Please reload the page.',
    },
    ko: {
      'sc.funnel.title': '전환 퍼널',
      'sc.funnel.description': '{from}부터 {to}까지의 상품 조회, 장바구니 담기, 주문입니다.',
      'sc.funnel.views': '조회수',
      'sc.funnel.add_to_cart': '장바구니 담기',
      'sc.funnel.orders': '주문',
      'sc.funnel.rate': '조회 대비 {value}',
      'sc.funnel.product': '상품',
      'sc.funnel.conversion': '전환율',
      'sc.funnel.empty': '이 기간에는 아직 상품 조회가 없습니다.',
      'sc.funnel.error': '전환 퍼널을 불러오지 못했습니다. 페이지를 새로 고쳐 주세요.',
    },
  },
)
