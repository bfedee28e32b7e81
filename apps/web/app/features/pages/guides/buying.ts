import { type Guide, step as s, text } from './types.ts'

/** The buying guides (spec §2: review, buy, refund, search, save voucher, order management; pay, ship). */
export const BUYING_GUIDES: Guide[] = [
  {
    group: 'mua-hang',
    slug: 'dat-hang',
    screen: '/gio-hang',
    text: {
      vi: text(
        'Cách đặt hàng',
        'Chọn sản phẩm, phân loại và đặt hàng trong vài bước, kể cả khi chưa có tài khoản.',
        s(
          'Chọn sản phẩm',
          'Mở trang sản phẩm, chọn phân loại (màu, kích cỡ) và số lượng. Nếu chưa chọn phân loại, Xinh sẽ nhắc "Vui lòng chọn phân loại".',
        ),
        s(
          'Thêm vào giỏ hoặc Mua ngay',
          'Bấm "Thêm vào giỏ hàng" để mua cùng sản phẩm khác, hoặc "Mua ngay" để tới thẳng trang thanh toán.',
        ),
        s(
          'Kiểm tra giỏ hàng',
          'Trong giỏ hàng, đánh dấu các sản phẩm muốn mua. Sản phẩm hết hàng hoặc ngừng bán được tách riêng và không thể chọn.',
        ),
        s(
          'Điền địa chỉ và đặt hàng',
          'Chọn địa chỉ nhận hàng, phương thức vận chuyển và thanh toán, đồng ý điều khoản rồi bấm "Đặt hàng". Khách chưa đăng nhập có thể đặt nhanh bằng cách nhập thông tin; chi tiết đơn được gửi qua email.',
        ),
      ),
      en: text(
        'How to order',
        'Pick a product and its variant and place an order in a few steps, even without an account.',
        s(
          'Choose a product',
          'Open the product page and choose its variant (colour, size) and quantity. Without a variant, Xinh reminds you to select one.',
        ),
        s('Add to cart or Buy now', 'Tap "Add to cart" to buy it with other items, or "Buy now" to go straight to checkout.'),
        s('Check your cart', 'In the cart, tick the items you want. Sold-out or delisted items are listed apart and cannot be selected.'),
        s(
          'Address, then order',
          'Choose the delivery address, the shipping and payment methods, accept the terms and tap "Place order". Visitors without an account can check out quickly by typing their details; the order is e-mailed to them.',
        ),
      ),
      ko: text(
        '주문하는 방법',
        '계정이 없어도 상품과 옵션을 골라 몇 단계만에 주문할 수 있습니다.',
        s('상품 선택', '상품 페이지에서 옵션(색상, 사이즈)과 수량을 고르세요. 옵션을 고르지 않으면 선택하라는 안내가 나옵니다.'),
        s('장바구니 담기 또는 바로 구매', '다른 상품과 함께 사려면 "장바구니 담기", 바로 결제하려면 "바로 구매"를 누르세요.'),
        s('장바구니 확인', '장바구니에서 구매할 상품을 체크하세요. 품절되거나 판매 중지된 상품은 따로 표시되며 선택할 수 없습니다.'),
        s(
          '주소 입력 후 주문',
          '배송지, 배송 방법, 결제 방법을 고르고 약관에 동의한 뒤 "주문하기"를 누르세요. 로그인하지 않은 방문자도 정보를 입력해 빠르게 주문할 수 있고, 주문 내용은 이메일로 전송됩니다.',
        ),
      ),
    },
  },
  {
    group: 'mua-hang',
    slug: 'thanh-toan',
    screen: '/thanh-toan',
    text: {
      vi: text(
        'Thanh toán',
        'Các phương thức thanh toán trên Xinh và điều cần biết về hạn thanh toán.',
        s(
          'Chọn phương thức',
          'Ở trang thanh toán, chọn Thanh toán khi nhận hàng (COD), ví MoMo, VNPay, thẻ Visa hoặc thẻ ngân hàng. Một số shop không nhận mọi phương thức; Xinh chỉ hiện những phương thức shop chấp nhận.',
        ),
        s('Áp dụng mã giảm giá', 'Mã đã lưu được gợi ý tự động. Mã miễn phí vận chuyển không dùng chung được với giao hàng hoả tốc.'),
        s(
          'Thanh toán trực tuyến',
          'Với MoMo, VNPay hoặc thẻ, bạn được chuyển sang cổng thanh toán rồi quay về trang kết quả của Xinh. Nếu đóng cổng giữa chừng, bạn có thể thanh toán lại từ đơn hàng.',
        ),
        s(
          'Hạn thanh toán',
          'Đơn chưa thanh toán trực tuyến sẽ tự huỷ khi quá hạn ghi trên đơn. Giá luôn tính bằng VND; nếu bạn ở Singapore, số tiền quy đổi sang SGD chỉ để tham khảo.',
        ),
      ),
      en: text(
        'Paying',
        'The payment methods on Xinh and what to know about payment deadlines.',
        s(
          'Choose a method',
          'At checkout choose Cash on delivery (COD), the MoMo wallet, VNPay, a Visa card or a bank card. Some shops do not take every method; Xinh only shows the ones the shop accepts.',
        ),
        s(
          'Apply vouchers',
          'Vouchers you saved are suggested automatically. Free-shipping codes cannot be combined with express delivery.',
        ),
        s(
          'Online payments',
          'With MoMo, VNPay or a card you go to the payment gateway and come back to Xinh’s result page. If you close the gateway halfway, you can pay again from the order.',
        ),
        s(
          'Payment deadline',
          'An order not paid online is cancelled automatically after the deadline shown on it. Prices are always in VND; if you are in Singapore, the SGD amount is only an estimate.',
        ),
      ),
      ko: text(
        '결제하기',
        'Xinh의 결제 수단과 결제 기한에 대해 알아 두세요.',
        s(
          '결제 수단 선택',
          '결제 페이지에서 착불(COD), MoMo 지갑, VNPay, Visa 카드 또는 은행 카드를 고르세요. 상점마다 받는 수단이 다르며 Xinh은 상점이 허용한 수단만 보여 줍니다.',
        ),
        s('할인 코드 적용', '저장한 코드는 자동으로 추천됩니다. 무료 배송 코드는 특급 배송과 함께 쓸 수 없습니다.'),
        s(
          '온라인 결제',
          'MoMo, VNPay 또는 카드를 고르면 결제 게이트웨이로 이동했다가 Xinh 결과 페이지로 돌아옵니다. 중간에 닫았다면 주문에서 다시 결제할 수 있습니다.',
        ),
        s(
          '결제 기한',
          '온라인 결제를 하지 않은 주문은 주문에 표시된 기한이 지나면 자동으로 취소됩니다. 가격은 항상 VND이며, 싱가포르에서 보는 SGD 금액은 참고용입니다.',
        ),
      ),
    },
  },
  {
    group: 'mua-hang',
    slug: 'van-chuyen',
    screen: '/trang-ca-nhan/don-hang',
    text: {
      vi: text(
        'Vận chuyển và nhận hàng',
        'Theo dõi đơn từ lúc shop chuẩn bị đến khi bạn nhận hàng.',
        s(
          'Thời gian chuẩn bị',
          'Shop thường chuẩn bị hàng trong 1–3 ngày; hàng đặt trước có thể lâu hơn, thời gian ghi trên trang sản phẩm. Thời gian giao 2–7 ngày tuỳ khu vực.',
        ),
        s(
          'Đơn vị vận chuyển',
          'Đơn được giao bởi Giao Hàng Tiết Kiệm (GHTK) hoặc Viettel Post. Mã vận đơn hiện trong chi tiết đơn khi shop bàn giao hàng.',
        ),
        s(
          'Theo dõi hành trình',
          'Mở Đơn hàng trong trang cá nhân, chọn đơn để xem từng trạng thái: đã lấy hàng, đang giao, giao thành công hoặc giao chậm.',
        ),
        s(
          'Xác nhận đã nhận hàng',
          'Khi nhận được hàng, bấm "Đã nhận hàng". Nếu có vấn đề, hãy yêu cầu trả hàng trong thời hạn đổi trả của shop thay vì xác nhận.',
        ),
      ),
      en: text(
        'Shipping and delivery',
        'Follow an order from the shop’s preparation to your door.',
        s(
          'Preparation time',
          'Shops usually prepare an order in 1–3 days; pre-orders can take longer, as shown on the product page. Delivery takes 2–7 days depending on the area.',
        ),
        s(
          'Carriers',
          'Orders are delivered by Giao Hàng Tiết Kiệm (GHTK) or Viettel Post. The tracking code appears in the order once the shop hands it over.',
        ),
        s(
          'Track the parcel',
          'Open Orders in your account and choose the order to see each step: picked up, on its way, delivered or delayed.',
        ),
        s(
          'Confirm receipt',
          'When the parcel arrives, tap "Order received". If something is wrong, request a return within the shop’s return period instead of confirming.',
        ),
      ),
      ko: text(
        '배송과 수령',
        '상점의 준비부터 수령까지 주문을 따라가 보세요.',
        s(
          '준비 기간',
          '상점은 보통 1~3일 안에 상품을 준비합니다. 예약 상품은 상품 페이지에 적힌 대로 더 걸릴 수 있습니다. 배송은 지역에 따라 2~7일 걸립니다.',
        ),
        s(
          '배송사',
          '주문은 Giao Hàng Tiết Kiệm(GHTK) 또는 Viettel Post가 배송합니다. 상점이 상품을 넘기면 주문 상세에 운송장 번호가 표시됩니다.',
        ),
        s('배송 조회', '내 정보의 주문 내역에서 주문을 선택하면 집하, 배송 중, 배송 완료, 지연 등 단계별 상태를 볼 수 있습니다.'),
        s('수령 확인', '상품을 받으면 "수령 확인"을 누르세요. 문제가 있다면 확인하지 말고 상점의 반품 기간 안에 반품을 요청하세요.'),
      ),
    },
  },
  {
    group: 'mua-hang',
    slug: 'quan-ly-don-hang',
    screen: '/trang-ca-nhan/don-hang',
    text: {
      vi: text(
        'Quản lý đơn hàng',
        'Xem, huỷ và mua lại đơn hàng trong trang cá nhân.',
        s(
          'Mở danh sách đơn',
          'Vào Trang cá nhân → Đơn hàng. Các tab chia đơn theo trạng thái: chờ thanh toán, chờ xác nhận, đang chuẩn bị, đang giao, đã giao, đã huỷ, trả hàng.',
        ),
        s(
          'Huỷ đơn',
          'Đơn chưa giao có thể huỷ; bạn cần chọn lý do huỷ. Khi shop đã chuẩn bị hàng, yêu cầu huỷ sẽ chờ shop đồng ý. Huỷ đơn không thể hoàn tác.',
        ),
        s('Mua lại', 'Với đơn đã hoàn thành, bấm "Mua lại" để thêm lại các sản phẩm còn bán vào giỏ hàng.'),
        s('Liên hệ shop', 'Trong chi tiết đơn, bấm "Chat với shop" để hỏi về đơn; tin nhắn kèm thẻ đơn hàng để shop tra cứu nhanh.'),
      ),
      en: text(
        'Managing your orders',
        'See, cancel and reorder your orders from your account.',
        s(
          'Open your orders',
          'Go to Account → Orders. Tabs group orders by status: to pay, to confirm, preparing, shipping, delivered, cancelled, returns.',
        ),
        s(
          'Cancel an order',
          'An order not yet shipped can be cancelled; you choose a reason. Once the shop is preparing it, your request waits for the shop to agree. A cancellation cannot be undone.',
        ),
        s('Buy again', 'On a completed order, tap "Buy again" to put the items still on sale back in your cart.'),
        s(
          'Contact the shop',
          'In the order, tap "Chat with shop" to ask about it; the message carries an order card so the shop finds it at once.',
        ),
      ),
      ko: text(
        '주문 관리',
        '내 정보에서 주문을 보고, 취소하고, 다시 구매하세요.',
        s(
          '주문 목록 열기',
          '내 정보 → 주문 내역으로 가세요. 탭에서 결제 대기, 확인 대기, 준비 중, 배송 중, 배송 완료, 취소, 반품으로 주문을 나눠 봅니다.',
        ),
        s(
          '주문 취소',
          '아직 발송되지 않은 주문은 취소 사유를 골라 취소할 수 있습니다. 상점이 이미 준비 중이면 상점의 동의를 기다립니다. 취소는 되돌릴 수 없습니다.',
        ),
        s('다시 구매', '완료된 주문에서 "다시 구매"를 누르면 판매 중인 상품이 장바구니에 다시 담깁니다.'),
        s('상점에 문의', '주문 상세에서 "상점과 채팅"을 누르면 주문 카드가 함께 전송되어 상점이 바로 확인할 수 있습니다.'),
      ),
    },
  },
  {
    group: 'mua-hang',
    slug: 'hoan-tien',
    screen: '/trang-ca-nhan/don-hang',
    text: {
      vi: text(
        'Trả hàng và hoàn tiền',
        'Các bước yêu cầu trả hàng, hoàn tiền trong thời hạn đổi trả của shop (1–14 ngày).',
        s('Đăng nhập và chọn đơn', 'Đăng nhập, vào Đơn hàng (tab chưa đánh giá) và chọn đơn đã giao cần trả.'),
        s('Đánh giá và nêu lý do', 'Chấm 1–3 tim và cho biết lý do không hài lòng.'),
        s(
          'Chọn Trả hàng/Hoàn tiền',
          'Chọn "Trả hàng và hoàn tiền", chọn lý do trả (giao sai, hư hỏng, khác mô tả, hàng giả, sai kích cỡ, thiếu hàng…) và thêm ảnh hoặc video làm bằng chứng.',
        ),
        s(
          'Gửi yêu cầu và gửi hàng về',
          'Gửi yêu cầu. Khi shop đồng ý, gửi hàng về theo hướng dẫn; shop xác nhận đã nhận hàng, Xinh duyệt và hoàn tiền về phương thức bạn đã thanh toán.',
        ),
        s(
          'Theo dõi trạng thái',
          'Theo dõi yêu cầu trong chi tiết đơn: chờ shop xử lý, chờ trả hàng, chờ Xinh duyệt, đã hoàn tiền. Hàng chính hãng bị phát hiện là giả được hoàn 200%.',
        ),
      ),
      en: text(
        'Returns and refunds',
        'How to ask for a return and refund within the shop’s return period (1–14 days).',
        s('Log in and choose the order', 'Log in, open Orders (the not-yet-reviewed tab) and choose the delivered order to return.'),
        s('Rate it and say why', 'Give 1–3 hearts and tell us what went wrong.'),
        s(
          'Choose Return and refund',
          'Choose "Return and refund", pick a reason (wrong item, damaged, not as described, counterfeit, wrong size, missing items…) and add photos or a video as evidence.',
        ),
        s(
          'Send the request and the parcel',
          'Submit. Once the shop agrees, send the item back as instructed; the shop confirms receipt, Xinh approves and refunds you through the method you paid with.',
        ),
        s(
          'Track the status',
          'Follow the request in the order: waiting for the shop, awaiting return, awaiting Xinh’s review, refunded. Goods sold as authentic that prove counterfeit are refunded at 200%.',
        ),
      ),
      ko: text(
        '반품과 환불',
        '상점의 반품 기간(1~14일) 안에 반품·환불을 요청하는 방법입니다.',
        s('로그인 후 주문 선택', '로그인하고 주문 내역(리뷰 전 탭)에서 반품할 배송 완료 주문을 고르세요.'),
        s('평가와 사유', '하트 1~3개로 평가하고 불만 사유를 적어 주세요.'),
        s(
          '반품·환불 선택',
          '"반품 및 환불"을 선택하고 사유(오배송, 파손, 설명과 다름, 가품, 사이즈 불일치, 누락 등)를 고른 뒤 사진이나 동영상을 증빙으로 추가하세요.',
        ),
        s(
          '요청 제출과 상품 발송',
          '요청을 제출하세요. 상점이 동의하면 안내대로 상품을 보내고, 상점이 수령을 확인하면 Xinh이 검토 후 결제한 수단으로 환불합니다.',
        ),
        s(
          '상태 확인',
          '주문 상세에서 상점 처리 대기, 반품 대기, Xinh 검토 대기, 환불 완료 상태를 확인하세요. 정품으로 판매된 상품이 가품으로 밝혀지면 200% 환불됩니다.',
        ),
      ),
    },
  },
  {
    group: 'mua-hang',
    slug: 'danh-gia',
    screen: '/trang-ca-nhan/danh-gia',
    text: {
      vi: text(
        'Đánh giá sản phẩm',
        'Chấm điểm và nhận xét sản phẩm đã mua để giúp người mua khác.',
        s('Chọn sản phẩm cần đánh giá', 'Vào Trang cá nhân → Đánh giá. Sản phẩm của đơn đã giao hiện ở mục chờ đánh giá.'),
        s(
          'Chấm tim và viết nhận xét',
          'Chấm từ 1 đến 5 tim và viết nhận xét tối đa 150 ký tự. Nội dung xúc phạm hoặc không phù hợp sẽ bị từ chối.',
        ),
        s('Thêm ảnh, video', 'Thêm ảnh hoặc video sản phẩm thật để nhận xét hữu ích hơn.'),
        s('Sửa đánh giá', 'Bạn được sửa đánh giá một lần trong vòng 30 ngày kể từ khi gửi.'),
      ),
      en: text(
        'Reviewing products',
        'Rate and review what you bought to help other buyers.',
        s('Find what to review', 'Go to Account → Reviews. Items of delivered orders wait in the to-review list.'),
        s('Hearts and words', 'Give 1 to 5 hearts and write up to 150 characters. Offensive or inappropriate content is refused.'),
        s('Add photos or video', 'Add photos or a video of the real item to make the review more useful.'),
        s('Edit a review', 'You can edit a review once, within 30 days of sending it.'),
      ),
      ko: text(
        '상품 리뷰',
        '구매한 상품을 평가하고 리뷰를 남겨 다른 구매자를 도와주세요.',
        s('리뷰할 상품 찾기', '내 정보 → 리뷰로 가세요. 배송 완료된 주문의 상품이 리뷰 대기 목록에 있습니다.'),
        s('하트와 리뷰 작성', '하트 1~5개로 평가하고 150자 이내로 리뷰를 쓰세요. 모욕적이거나 부적절한 내용은 거절됩니다.'),
        s('사진·동영상 추가', '실제 상품 사진이나 동영상을 추가하면 더 유용한 리뷰가 됩니다.'),
        s('리뷰 수정', '리뷰는 작성 후 30일 이내에 한 번 수정할 수 있습니다.'),
      ),
    },
  },
  {
    group: 'mua-hang',
    slug: 'tim-kiem',
    screen: '/tim-kiem?keyword=ao',
    text: {
      vi: text(
        'Tìm kiếm sản phẩm',
        'Tìm đúng món bạn cần bằng từ khoá, bộ lọc và gợi ý.',
        s(
          'Nhập từ khoá',
          'Gõ vào ô tìm kiếm ở đầu trang, có dấu hay không dấu đều được ("ao thun" cũng tìm ra "áo thun"). Gợi ý hiện ngay khi bạn gõ.',
        ),
        s('Lọc kết quả', 'Lọc theo ngành hàng, khoảng giá, đánh giá và nơi bán; sắp xếp theo liên quan, bán chạy, mới nhất hoặc giá.'),
        s('Tìm shop', 'Chuyển sang tab Shop để tìm cửa hàng theo tên và theo dõi shop yêu thích.'),
        s('Hỏi trợ lý', 'Bấm biểu tượng trợ lý ở góc màn hình và mô tả món bạn cần, ví dụ "váy đi biển dưới 300K".'),
      ),
      en: text(
        'Searching',
        'Find the right item with keywords, filters and suggestions.',
        s(
          'Type a keyword',
          'Type in the search box at the top, with or without Vietnamese accents ("ao thun" also finds "áo thun"). Suggestions appear as you type.',
        ),
        s('Filter the results', 'Filter by category, price range, rating and location; sort by relevance, best-selling, newest or price.'),
        s('Find shops', 'Switch to the Shops tab to find stores by name and follow your favourites.'),
        s('Ask the assistant', 'Tap the assistant icon in the corner and describe what you need, e.g. "beach dress under 300K".'),
      ),
      ko: text(
        '상품 검색',
        '키워드, 필터, 추천으로 원하는 상품을 찾으세요.',
        s(
          '키워드 입력',
          '상단 검색창에 입력하세요. 베트남어 성조 부호가 없어도 됩니다("ao thun"으로 "áo thun"도 찾습니다). 입력하는 동안 추천어가 나타납니다.',
        ),
        s('결과 필터', '카테고리, 가격대, 평점, 판매 지역으로 거르고 관련순, 판매순, 최신순, 가격순으로 정렬하세요.'),
        s('상점 찾기', '상점 탭에서 이름으로 상점을 찾고 마음에 드는 상점을 팔로우하세요.'),
        s('도우미에게 묻기', '화면 구석의 도우미 아이콘을 누르고 "30만 동 이하 해변 원피스"처럼 원하는 것을 말해 보세요.'),
      ),
    },
  },
  {
    group: 'mua-hang',
    slug: 'luu-voucher',
    screen: '/khuyen-mai',
    text: {
      vi: text(
        'Lưu mã giảm giá',
        'Lưu voucher trước khi mua để được giảm giá khi thanh toán.',
        s('Mở trang Khuyến mãi', 'Vào Khuyến mãi để xem mã của Xinh và của các shop đang áp dụng, kèm điều kiện và hạn dùng.'),
        s('Bấm Lưu', 'Bấm "Lưu" trên mã bạn muốn dùng. Một số mã cần đăng nhập, một số chỉ dùng khi mua trên ứng dụng.'),
        s('Xem ví voucher', 'Mã đã lưu nằm trong Trang cá nhân → Ví voucher, sắp xếp theo hạn dùng.'),
        s(
          'Dùng khi thanh toán',
          'Khi thanh toán, Xinh tự chọn tổ hợp mã có lợi nhất cho đơn; bạn vẫn có thể đổi mã. Người mua mới nhận voucher 100K cho đơn đầu tiên.',
        ),
      ),
      en: text(
        'Saving vouchers',
        'Save vouchers before you buy to get the discount at checkout.',
        s('Open Vouchers', 'Go to Vouchers to see Xinh’s and shops’ current codes with their conditions and expiry.'),
        s('Tap Save', 'Tap "Save" on the code you want. Some codes need you to log in, some work only on app purchases.'),
        s('Your voucher wallet', 'Saved codes are in Account → Voucher wallet, sorted by expiry.'),
        s(
          'Use them at checkout',
          'At checkout Xinh picks the best combination for your order; you can still change it. New buyers get a 100K voucher for their first order.',
        ),
      ),
      ko: text(
        '할인 코드 저장',
        '구매 전에 바우처를 저장해 결제할 때 할인받으세요.',
        s('프로모션 페이지 열기', '프로모션에서 Xinh과 상점의 현재 코드, 조건, 유효 기간을 확인하세요.'),
        s('저장 누르기', '쓰고 싶은 코드에서 "저장"을 누르세요. 로그인이 필요한 코드, 앱 구매 전용 코드도 있습니다.'),
        s('바우처 지갑', '저장한 코드는 내 정보 → 바우처 지갑에 유효 기간 순으로 있습니다.'),
        s(
          '결제 시 사용',
          '결제할 때 Xinh이 주문에 가장 유리한 조합을 자동으로 고르며, 직접 바꿀 수도 있습니다. 신규 구매자는 첫 주문 100K 바우처를 받습니다.',
        ),
      ),
    },
  },
]
