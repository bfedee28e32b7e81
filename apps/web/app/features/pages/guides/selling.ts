import { type Guide, step as s, text } from './types.ts'

/**
 * The selling guides (spec §2: post products, categories, live, banner, products, orders,
 * vouchers, my programs, analysis, shipping, break mode), linked from the seller centre's nav.
 */
export const SELLING_GUIDES: Guide[] = [
  {
    group: 'ban-hang',
    slug: 'dang-san-pham',
    screen: '/ban-hang/quan-ly-san-pham/tao',
    text: {
      vi: text(
        'Đăng sản phẩm',
        'Tạo sản phẩm mới đúng quy định để được duyệt nhanh (2–3 ngày).',
        s('Mở trang tạo sản phẩm', 'Trong Kênh người bán, vào Sản phẩm → Thêm sản phẩm. Bạn có thể lưu nháp bất cứ lúc nào.'),
        s(
          'Tên, mô tả, hình ảnh',
          'Tên từ 10 đến dưới 200 ký tự, mô tả từ 100 đến dưới 3000 ký tự. Ảnh png, jpg, jpeg, gif hoặc svg, tối đa 3 ảnh mỗi vị trí và một video.',
        ),
        s(
          'Phân loại và giá',
          'Mỗi nhóm phân loại cần tên và ít nhất một tuỳ chọn (tên tuỳ chọn từ 3 ký tự); mỗi tuỳ chọn có giá, tồn kho và ảnh riêng.',
        ),
        s(
          'Vận chuyển và đổi trả',
          'Nhập cân nặng (10 g đến 1.000.000 g), kích thước đóng gói, thời gian chuẩn bị (5–30 ngày với hàng đặt trước), thời hạn đổi trả 1–14 ngày và ít nhất một điều kiện đổi trả.',
        ),
        s(
          'Gửi duyệt',
          'Bấm Gửi duyệt. Hệ thống kiểm tra nội dung nhạy cảm trước, sau đó Xinh duyệt trong 2–3 ngày. Sản phẩm bị từ chối kèm lý do để bạn sửa.',
        ),
      ),
      en: text(
        'Listing a product',
        'Create a product the right way so it is approved quickly (2–3 days).',
        s('Open the create page', 'In the seller centre, go to Products → Add product. You can save a draft at any time.'),
        s(
          'Name, description, pictures',
          'The name takes 10 to under 200 characters, the description 100 to under 3000. Pictures in png, jpg, jpeg, gif or svg, at most 3 per place, plus one video.',
        ),
        s(
          'Variants and prices',
          'Each classification needs a name and at least one option (option names of 3 characters or more); each option has its own price, stock and picture.',
        ),
        s(
          'Shipping and returns',
          'Enter the weight (10 g to 1,000,000 g), the package size, the preparation time (5–30 days for pre-orders), a return period of 1–14 days and at least one return condition.',
        ),
        s(
          'Submit for review',
          'Tap Submit. An automatic check for sensitive content runs first, then Xinh reviews within 2–3 days. A refusal comes with its reason so you can fix it.',
        ),
      ),
      ko: text(
        '상품 등록',
        '규정에 맞게 상품을 만들어 빠르게(2~3일) 승인받으세요.',
        s('등록 페이지 열기', '판매자 센터에서 상품 → 상품 추가로 가세요. 언제든 임시 저장할 수 있습니다.'),
        s(
          '이름, 설명, 사진',
          '이름은 10자 이상 200자 미만, 설명은 100자 이상 3000자 미만입니다. 사진은 png, jpg, jpeg, gif, svg로 위치마다 최대 3장, 동영상은 1개입니다.',
        ),
        s('옵션과 가격', '각 옵션 그룹에는 이름과 하나 이상의 옵션(3자 이상)이 필요하며, 옵션마다 가격, 재고, 사진을 따로 정합니다.'),
        s(
          '배송과 반품',
          '무게(10g~1,000,000g), 포장 크기, 준비 기간(예약 상품 5~30일), 반품 기간 1~14일, 반품 조건을 하나 이상 입력하세요.',
        ),
        s(
          '심사 요청',
          '심사 요청을 누르세요. 민감한 내용 자동 검사 후 Xinh이 2~3일 안에 심사합니다. 거절되면 사유가 함께 오니 수정하면 됩니다.',
        ),
      ),
    },
  },
  {
    group: 'ban-hang',
    slug: 'san-pham',
    screen: '/ban-hang/quan-ly-san-pham',
    text: {
      vi: text(
        'Quản lý sản phẩm',
        'Lọc, sửa, ẩn và cập nhật hàng loạt sản phẩm của shop.',
        s('Lọc theo trạng thái', 'Danh sách sản phẩm chia tab: tất cả, đang bán, hết hàng, đã ẩn, nháp, chờ duyệt, bị từ chối.'),
        s(
          'Sửa và nhân bản',
          'Bấm vào sản phẩm để sửa, hoặc nhân bản để tạo sản phẩm tương tự nhanh hơn. Giá chỉ được đổi một lần mỗi 14 ngày và tối đa 3 lần.',
        ),
        s('Bật/tắt bán', 'Dùng công tắc để ngừng bán tạm thời mà không xoá sản phẩm; chọn nhiều sản phẩm để ẩn hoặc xoá hàng loạt.'),
        s('Cập nhật bằng Excel', 'Tải danh sách về, sửa giá và tồn kho trong Excel rồi tải lên lại; lịch sử tệp giữ 30 ngày.'),
      ),
      en: text(
        'Managing products',
        'Filter, edit, hide and bulk-update your shop’s products.',
        s('Filter by status', 'The product list has tabs: all, on sale, sold out, delisted, drafts, pending review, rejected.'),
        s(
          'Edit and clone',
          'Tap a product to edit it, or clone it to create a similar one faster. A price can change once every 14 days and at most 3 times.',
        ),
        s(
          'Turn selling on or off',
          'Use the switch to stop selling for a while without deleting; select several products to hide or delete them at once.',
        ),
        s('Update with Excel', 'Download the list, edit prices and stock in Excel and upload it again; the file history is kept 30 days.'),
      ),
      ko: text(
        '상품 관리',
        '상점 상품을 필터링하고, 수정하고, 숨기고, 일괄 업데이트하세요.',
        s('상태별 필터', '상품 목록은 전체, 판매 중, 품절, 숨김, 임시 저장, 심사 중, 거절 탭으로 나뉩니다.'),
        s(
          '수정과 복제',
          '상품을 눌러 수정하거나 복제해 비슷한 상품을 빠르게 만드세요. 가격은 14일에 한 번, 최대 3번까지 바꿀 수 있습니다.',
        ),
        s('판매 켜기/끄기', '스위치로 삭제하지 않고 잠시 판매를 멈추고, 여러 상품을 선택해 한 번에 숨기거나 삭제하세요.'),
        s('엑셀로 업데이트', '목록을 내려받아 엑셀에서 가격과 재고를 고친 뒤 다시 올리세요. 파일 기록은 30일 보관됩니다.'),
      ),
    },
  },
  {
    group: 'ban-hang',
    slug: 'danh-muc',
    screen: '/ban-hang/quan-ly-danh-muc',
    text: {
      vi: text(
        'Danh mục của shop',
        'Nhóm sản phẩm thành danh mục để khách dễ tìm trên trang shop.',
        s('Tạo danh mục', 'Vào Marketing → Danh mục, bấm Tạo. Tên bắt buộc, tiêu đề từ 5 ký tự.'),
        s('Thêm sản phẩm', 'Chọn các sản phẩm thuộc danh mục; một sản phẩm có thể nằm trong nhiều danh mục.'),
        s(
          'Hiển thị trên trang shop',
          'Danh mục hiện thành các tab trên trang shop. Sửa hoặc xoá danh mục bất cứ lúc nào; sản phẩm không bị xoá theo.',
        ),
      ),
      en: text(
        'Shop categories',
        'Group products into categories so buyers find them on your shop page.',
        s('Create a category', 'Go to Marketing → Categories and tap Create. A name is required and the title needs 5 characters or more.'),
        s('Add products', 'Choose the products in the category; a product can be in several categories.'),
        s(
          'Shown on your shop page',
          'Categories become tabs on the shop page. Edit or delete them at any time; their products are not deleted.',
        ),
      ),
      ko: text(
        '상점 카테고리',
        '상품을 카테고리로 묶어 구매자가 상점 페이지에서 쉽게 찾게 하세요.',
        s('카테고리 만들기', '마케팅 → 카테고리에서 만들기를 누르세요. 이름은 필수이고 제목은 5자 이상이어야 합니다.'),
        s('상품 추가', '카테고리에 넣을 상품을 고르세요. 한 상품이 여러 카테고리에 들어갈 수 있습니다.'),
        s('상점 페이지 표시', '카테고리는 상점 페이지의 탭으로 표시됩니다. 언제든 수정하거나 삭제할 수 있으며 상품은 삭제되지 않습니다.'),
      ),
    },
  },
  {
    group: 'ban-hang',
    slug: 'banner',
    screen: '/ban-hang/quan-ly-banner',
    text: {
      vi: text(
        'Banner quảng cáo',
        'Tạo banner cho trang shop và chương trình của bạn.',
        s(
          'Tạo banner',
          'Vào Marketing → Banner, bấm Tạo. Tiêu đề từ 5 đến dưới 200 ký tự; chọn loại banner, ngày bắt đầu và kết thúc (kết thúc từ hôm nay trở đi, sau ngày bắt đầu).',
        ),
        s('Ảnh đúng kích thước', 'Ảnh banner 343×150, ảnh bìa 1340×754 để hiển thị sắc nét trên điện thoại và máy tính.'),
        s('Liên kết và sản phẩm', 'Gắn đường dẫn hợp lệ hoặc chọn sản phẩm liên quan; khách bấm banner sẽ tới trang đó.'),
        s('Theo dõi trạng thái', 'Banner có ba trạng thái: sắp diễn ra, đang chạy, đã kết thúc. Bạn có thể kết thúc sớm hoặc xoá.'),
      ),
      en: text(
        'Banners',
        'Create banners for your shop page and your programmes.',
        s(
          'Create a banner',
          'Go to Marketing → Banners and tap Create. The title takes 5 to under 200 characters; choose a type, a start and an end date (today or later, after the start).',
        ),
        s(
          'Pictures at the right size',
          'The banner picture is 343×150 and the cover 1340×754, so they stay sharp on phones and computers.',
        ),
        s('Link and products', 'Add a valid link or choose related products; buyers who tap the banner land there.'),
        s('Follow its status', 'A banner is upcoming, running or ended. You can end it early or delete it.'),
      ),
      ko: text(
        '배너',
        '상점 페이지와 프로그램을 위한 배너를 만드세요.',
        s(
          '배너 만들기',
          '마케팅 → 배너에서 만들기를 누르세요. 제목은 5자 이상 200자 미만이며 유형, 시작일, 종료일(오늘 이후, 시작일 이후)을 고르세요.',
        ),
        s('알맞은 이미지 크기', '배너 이미지는 343×150, 커버는 1340×754여야 휴대폰과 컴퓨터에서 선명합니다.'),
        s('링크와 상품', '올바른 링크를 넣거나 관련 상품을 고르면 배너를 누른 구매자가 그곳으로 이동합니다.'),
        s('상태 확인', '배너는 예정, 진행 중, 종료 상태가 있습니다. 일찍 종료하거나 삭제할 수 있습니다.'),
      ),
    },
  },
  {
    group: 'ban-hang',
    slug: 'don-hang',
    screen: '/ban-hang/quan-ly-don-hang',
    text: {
      vi: text(
        'Xử lý đơn hàng',
        'Xác nhận, chuẩn bị, bàn giao và xử lý yêu cầu huỷ, trả hàng.',
        s('Xem đơn mới', 'Vào Đơn hàng. Tab Chờ xác nhận là việc cần làm trước; số đơn chờ hiện trên menu.'),
        s(
          'Chuẩn bị và bàn giao',
          'Xác nhận đơn, chuẩn bị hàng rồi bàn giao cho GHTK hoặc Viettel Post. Nếu tự vận chuyển, bắt buộc nhập mã vận đơn.',
        ),
        s('Yêu cầu huỷ', 'Khi người mua xin huỷ đơn đang chuẩn bị, bạn đồng ý hoặc từ chối. Người bán huỷ đơn cần chọn lý do.'),
        s(
          'Trả hàng, hoàn tiền',
          'Trong Trả hàng/Hoàn tiền, đồng ý hoặc từ chối yêu cầu, rồi đánh dấu đã nhận hàng trả về để Xinh duyệt hoàn tiền.',
        ),
      ),
      en: text(
        'Handling orders',
        'Confirm, prepare, hand over, and answer cancel and return requests.',
        s('See new orders', 'Go to Orders. The To confirm tab comes first; the count shows in the menu.'),
        s(
          'Prepare and hand over',
          'Confirm the order, prepare it, then hand it to GHTK or Viettel Post. If you ship it yourself, a tracking code is required.',
        ),
        s(
          'Cancel requests',
          'When a buyer asks to cancel an order you are preparing, agree or decline. A seller cancelling an order chooses a reason.',
        ),
        s(
          'Returns and refunds',
          'In Returns/Refunds, agree or decline each request, then mark the returned parcel received so Xinh can approve the refund.',
        ),
      ),
      ko: text(
        '주문 처리',
        '주문을 확인하고, 준비하고, 넘기고, 취소·반품 요청에 답하세요.',
        s('새 주문 보기', '주문으로 가세요. 확인 대기 탭이 먼저 할 일이며 메뉴에 건수가 표시됩니다.'),
        s(
          '준비와 인계',
          '주문을 확인하고 상품을 준비해 GHTK 또는 Viettel Post에 넘기세요. 직접 배송하면 운송장 번호를 꼭 입력해야 합니다.',
        ),
        s('취소 요청', '준비 중인 주문을 구매자가 취소 요청하면 동의하거나 거절하세요. 판매자가 취소할 때는 사유를 골라야 합니다.'),
        s('반품과 환불', '반품/환불에서 요청을 수락하거나 거절하고, 반송 상품을 받으면 수령 표시를 해 Xinh이 환불을 승인하게 하세요.'),
      ),
    },
  },
  {
    group: 'ban-hang',
    slug: 'ma-giam-gia',
    screen: '/ban-hang/ma-giam-gia',
    text: {
      vi: text(
        'Mã giảm giá của shop',
        'Tạo voucher để thu hút khách và tăng giá trị đơn hàng.',
        s('Tạo mã', 'Vào Marketing → Mã giảm giá, bấm Tạo. Tên tối đa 40 ký tự, mã tối đa 9 ký tự.'),
        s(
          'Mức giảm và điều kiện',
          'Chọn giảm theo số tiền hoặc phần trăm, đơn tối thiểu, mức giảm tối đa, tổng ngân sách, số lượt dùng và giới hạn mỗi khách.',
        ),
        s('Phạm vi áp dụng', 'Áp dụng cho toàn shop hoặc sản phẩm chọn lọc; có thể giới hạn theo phương thức thanh toán và vận chuyển.'),
        s('Theo dõi', 'Voucher sắp diễn ra, đang chạy hoặc hết hạn; kết thúc sớm bất cứ lúc nào.'),
      ),
      en: text(
        'Shop vouchers',
        'Create vouchers to attract buyers and raise order values.',
        s('Create a code', 'Go to Marketing → Vouchers and tap Create. The name takes up to 40 characters, the code up to 9.'),
        s(
          'Discount and conditions',
          'Choose an amount or a percentage, a minimum order, a maximum discount, a total budget, the number of uses and a per-buyer limit.',
        ),
        s('Where it applies', 'The whole shop or chosen products; you can also restrict it to payment and shipping methods.'),
        s('Follow it', 'A voucher is upcoming, running or expired; end it early at any time.'),
      ),
      ko: text(
        '상점 할인 코드',
        '바우처로 구매자를 모으고 주문 금액을 높이세요.',
        s('코드 만들기', '마케팅 → 할인 코드에서 만들기를 누르세요. 이름은 최대 40자, 코드는 최대 9자입니다.'),
        s('할인과 조건', '금액 또는 비율 할인, 최소 주문 금액, 최대 할인액, 총예산, 사용 횟수, 1인당 한도를 정하세요.'),
        s('적용 범위', '상점 전체 또는 선택한 상품에 적용하며 결제·배송 수단으로 제한할 수도 있습니다.'),
        s('진행 확인', '바우처는 예정, 진행 중, 만료 상태가 있으며 언제든 일찍 종료할 수 있습니다.'),
      ),
    },
  },
  {
    group: 'ban-hang',
    slug: 'chuong-trinh-cua-toi',
    screen: '/ban-hang/chuong-trinh-cua-toi',
    text: {
      vi: text(
        'Chương trình của tôi',
        'Chạy chương trình khuyến mãi giảm giá trực tiếp trên sản phẩm hoặc phân loại.',
        s(
          'Tạo chương trình',
          'Vào Marketing → Chương trình của tôi, bấm Tạo; đặt tên, ảnh bìa và thời gian diễn ra. Mô tả tối đa 150 ký tự.',
        ),
        s(
          'Chọn sản phẩm và mức giảm',
          'Giảm trên 0% và tối đa 80%; mức giảm tối đa phải lớn hơn 0 và không nhỏ hơn mức giảm. Có thể giảm theo từng phân loại.',
        ),
        s('Giới hạn số lượng', 'Giới hạn sản phẩm khác 0, giới hạn mua của mỗi khách không vượt quá giới hạn sản phẩm.'),
        s('Theo dõi', 'Chương trình sắp diễn ra, đang diễn ra hoặc đã kết thúc; bạn có thể kết thúc sớm hoặc xoá.'),
      ),
      en: text(
        'My programmes',
        'Run promotions that discount products or variants directly.',
        s(
          'Create a programme',
          'Go to Marketing → My programmes and tap Create; give it a name, a cover and a period. The description takes up to 150 characters.',
        ),
        s(
          'Products and discount',
          'The discount is above 0% and at most 80%; the maximum discount is above 0 and not below the discount. You can discount each variant.',
        ),
        s('Quantity limits', 'The product limit cannot be 0, and the per-buyer purchase limit cannot exceed it.'),
        s('Follow it', 'A programme is upcoming, ongoing or ended; you can end it early or delete it.'),
      ),
      ko: text(
        '내 프로그램',
        '상품이나 옵션에 직접 할인을 적용하는 프로모션을 진행하세요.',
        s('프로그램 만들기', '마케팅 → 내 프로그램에서 만들기를 누르고 이름, 커버, 기간을 정하세요. 설명은 최대 150자입니다.'),
        s('상품과 할인율', '할인은 0% 초과 80% 이하이며 최대 할인은 0보다 크고 할인율보다 작을 수 없습니다. 옵션별로 할인할 수 있습니다.'),
        s('수량 한도', '상품 한도는 0일 수 없고, 1인당 구매 한도는 상품 한도를 넘을 수 없습니다.'),
        s('진행 확인', '프로그램은 예정, 진행 중, 종료 상태가 있으며 일찍 종료하거나 삭제할 수 있습니다.'),
      ),
    },
  },
  {
    group: 'ban-hang',
    slug: 'phan-tich',
    screen: '/ban-hang/tong-quan',
    text: {
      vi: text(
        'Phân tích bán hàng',
        'Đọc số liệu doanh thu, đơn hàng và sản phẩm bán chạy của shop.',
        s('Mở Tổng quan', 'Trang Tổng quan của Kênh người bán cho biết việc cần làm, doanh thu, số đơn và lượt khách theo ngày.'),
        s('Chọn khoảng thời gian', 'Đổi khoảng thời gian để so sánh doanh thu và đơn hàng giữa các tuần, các tháng.'),
        s('Sản phẩm nổi bật', 'Xem sản phẩm bán chạy và sản phẩm bị trả nhiều để điều chỉnh giá, ảnh hoặc mô tả.'),
        s(
          'Tài chính',
          'Vào Tài chính để xem doanh thu đã đối soát, phí dịch vụ (3% doanh thu, miễn phí năm đầu) và các khoản chờ thanh toán.',
        ),
      ),
      en: text(
        'Sales analysis',
        'Read your shop’s revenue, orders and best-selling products.',
        s('Open the overview', 'The seller centre’s Overview shows your to-dos, revenue, orders and visitors by day.'),
        s('Choose a period', 'Change the period to compare revenue and orders between weeks and months.'),
        s('Top products', 'See best sellers and the products returned most, to adjust prices, pictures or descriptions.'),
        s(
          'Finance',
          'Open Finance for settled revenue, the service fee (3% of revenue, free in the first year) and amounts awaiting payout.',
        ),
      ),
      ko: text(
        '판매 분석',
        '상점의 매출, 주문, 인기 상품을 확인하세요.',
        s('개요 열기', '판매자 센터 개요에서 할 일, 일별 매출, 주문 수, 방문자를 볼 수 있습니다.'),
        s('기간 선택', '기간을 바꿔 주·월별 매출과 주문을 비교하세요.'),
        s('인기 상품', '잘 팔리는 상품과 반품이 많은 상품을 보고 가격, 사진, 설명을 조정하세요.'),
        s('정산', '정산에서 확정된 매출, 서비스 수수료(매출의 3%, 첫해 무료), 지급 대기 금액을 확인하세요.'),
      ),
    },
  },
  {
    group: 'ban-hang',
    slug: 'van-chuyen',
    screen: '/ban-hang/cai-dat/van-chuyen',
    text: {
      vi: text(
        'Cài đặt vận chuyển',
        'Chọn đơn vị vận chuyển và địa chỉ lấy hàng của shop.',
        s('Mở cài đặt', 'Vào Cài đặt → Vận chuyển trong Kênh người bán.'),
        s(
          'Bật đơn vị vận chuyển',
          'Bật GHTK, Viettel Post hoặc cả hai. Người mua chỉ thấy các đơn vị bạn bật; phí được tính theo cân nặng và kích thước bạn khai.',
        ),
        s('Địa chỉ lấy hàng và trả hàng', 'Chọn địa chỉ lấy hàng và địa chỉ nhận hàng trả trong sổ địa chỉ của bạn.'),
        s('Giao hoả tốc', 'Giao hoả tốc nhanh hơn nhưng không dùng chung được với mã miễn phí vận chuyển.'),
      ),
      en: text(
        'Shipping settings',
        'Choose your carriers and your pickup address.',
        s('Open the settings', 'Go to Settings → Shipping in the seller centre.'),
        s(
          'Turn carriers on',
          'Turn on GHTK, Viettel Post or both. Buyers only see the carriers you turn on; fees follow the weight and size you declare.',
        ),
        s('Pickup and return addresses', 'Choose the pickup address and the address for returned parcels from your address book.'),
        s('Express delivery', 'Express delivery is faster but cannot be combined with free-shipping codes.'),
      ),
      ko: text(
        '배송 설정',
        '배송사와 상점의 집하 주소를 정하세요.',
        s('설정 열기', '판매자 센터에서 설정 → 배송으로 가세요.'),
        s('배송사 켜기', 'GHTK, Viettel Post 또는 둘 다 켜세요. 구매자는 켠 배송사만 보며 요금은 입력한 무게와 크기로 계산됩니다.'),
        s('집하·반품 주소', '주소록에서 집하 주소와 반품 수령 주소를 고르세요.'),
        s('특급 배송', '특급 배송은 더 빠르지만 무료 배송 코드와 함께 쓸 수 없습니다.'),
      ),
    },
  },
  {
    group: 'ban-hang',
    slug: 'tam-nghi',
    screen: '/ban-hang/cai-dat/tam-nghi',
    text: {
      vi: text(
        'Chế độ tạm nghỉ',
        'Tạm ngừng nhận đơn khi bạn nghỉ mà không ảnh hưởng đánh giá shop.',
        s('Bật tạm nghỉ', 'Vào Cài đặt → Tạm nghỉ, chọn thời gian nghỉ và bật. Sản phẩm vẫn hiển thị nhưng người mua không đặt được.'),
        s('Đơn đang xử lý', 'Các đơn đã đặt trước khi bật vẫn cần được xử lý đúng hạn.'),
        s('Tin nhắn', 'Hãy trả lời tin nhắn của khách: shop không phản hồi chat 7 ngày sẽ nhận cảnh báo không hoạt động.'),
        s('Mở lại', 'Tắt tạm nghỉ bất cứ lúc nào; shop tự mở lại khi hết thời gian đã chọn.'),
      ),
      en: text(
        'Break mode',
        'Stop taking orders while you are away without hurting your shop’s rating.',
        s(
          'Turn it on',
          'Go to Settings → Break mode, choose the period and turn it on. Products stay visible but buyers cannot order them.',
        ),
        s('Orders in progress', 'Orders placed before you turned it on must still be handled on time.'),
        s('Messages', 'Keep answering buyers: a shop that leaves chats unanswered for 7 days gets an inactivity warning.'),
        s('Reopen', 'Turn break mode off at any time; the shop reopens by itself when the period ends.'),
      ),
      ko: text(
        '휴업 모드',
        '쉬는 동안 상점 평가에 영향 없이 주문 접수를 멈추세요.',
        s('휴업 켜기', '설정 → 휴업에서 기간을 고르고 켜세요. 상품은 보이지만 구매자는 주문할 수 없습니다.'),
        s('진행 중인 주문', '휴업 전에 들어온 주문은 기한 안에 처리해야 합니다.'),
        s('메시지', '구매자 메시지에 계속 답하세요. 7일 동안 채팅에 답하지 않으면 비활동 경고를 받습니다.'),
        s('다시 열기', '언제든 휴업을 끌 수 있고, 선택한 기간이 끝나면 상점이 자동으로 다시 열립니다.'),
      ),
    },
  },
  {
    group: 'ban-hang',
    slug: 'live',
    screen: '/ban-hang/quan-ly-san-pham',
    text: {
      vi: text(
        'Bán hàng qua livestream',
        'Dùng sản phẩm và mã giảm giá trên Xinh khi bạn livestream trên mạng xã hội.',
        s(
          'Chuẩn bị sản phẩm',
          'Trước buổi live, kiểm tra tồn kho và giá trong Quản lý sản phẩm; sản phẩm phải đang bán để khách đặt được.',
        ),
        s('Tạo mã dành cho người xem', 'Tạo mã giảm giá riêng (tối đa 9 ký tự) với số lượt dùng giới hạn và thời gian trùng buổi live.'),
        s(
          'Chia sẻ đường dẫn',
          'Mở trang sản phẩm trên Xinh, sao chép đường dẫn và ghim trong phần bình luận của buổi live để khách đặt hàng ngay.',
        ),
        s('Chốt đơn và trả lời', 'Theo dõi đơn mới trong Quản lý đơn hàng và trả lời tin nhắn của khách trong Chat.'),
      ),
      en: text(
        'Selling on livestreams',
        'Use your Xinh products and vouchers when you go live on social media.',
        s(
          'Prepare your products',
          'Before going live, check stock and prices in Products; a product must be on sale for buyers to order it.',
        ),
        s('A code for viewers', 'Create a dedicated voucher (up to 9 characters) with limited uses and a period matching the livestream.'),
        s(
          'Share the links',
          'Open the product page on Xinh, copy its link and pin it in the livestream comments so viewers order at once.',
        ),
        s('Close the sales', 'Follow new orders in Orders and answer buyers’ messages in Chat.'),
      ),
      ko: text(
        '라이브 방송 판매',
        '소셜 미디어에서 라이브를 할 때 Xinh의 상품과 할인 코드를 활용하세요.',
        s('상품 준비', '라이브 전에 상품 관리에서 재고와 가격을 확인하세요. 판매 중인 상품이어야 주문할 수 있습니다.'),
        s('시청자 전용 코드', '사용 횟수를 제한하고 라이브 시간에 맞춘 전용 할인 코드(최대 9자)를 만드세요.'),
        s('링크 공유', 'Xinh 상품 페이지의 링크를 복사해 라이브 댓글에 고정하면 시청자가 바로 주문할 수 있습니다.'),
        s('주문 마무리', '주문 관리에서 새 주문을 확인하고 채팅에서 구매자 메시지에 답하세요.'),
      ),
    },
  },
]
