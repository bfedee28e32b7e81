import type { Lang } from '@xinh/contracts'

export type PolicyDocument = { updated: string; sections: Array<{ heading: string; paragraphs: string[] }> }

type PolicySection = PolicyDocument['sections'][number]

const UPDATED = '2026-11-21'

const doc = (...sections: PolicySection[]): PolicyDocument => ({ updated: UPDATED, sections })
const s = (heading: string, ...paragraphs: string[]): PolicySection => ({ heading, paragraphs })

/** Policy texts by slug and language (spec §2 /chinh-sach pages). */
export const POLICY_CONTENT: Record<string, Partial<Record<Lang, PolicyDocument>>> = {
  'bao-ve-thong-tin-ca-nhan': {
    vi: doc(
      s(
        'Phạm vi áp dụng',
        'Chính sách này mô tả cách Công ty TNHH Xinh Việt Nam ("Xinh") thu thập, sử dụng, lưu trữ và bảo vệ dữ liệu cá nhân của người dùng trên website và ứng dụng Xinh, theo Luật Bảo vệ dữ liệu cá nhân số 91/2025/QH15 và Luật Thương mại điện tử số 122/2025/QH15.',
        'Chính sách áp dụng cho Người mua, Người bán, đối tác tiếp thị liên kết (KOL) và khách truy cập. Khi bạn dùng dịch vụ của bên thứ ba được liên kết từ Xinh, chính sách riêng của bên đó sẽ được áp dụng.',
      ),
      s(
        'Dữ liệu chúng tôi thu thập',
        'Thông tin tài khoản: họ tên, số điện thoại, email, ngày sinh, giới tính và mật khẩu (được lưu dưới dạng mã hóa). Thông tin giao dịch: địa chỉ nhận hàng, lịch sử đơn hàng, phương thức thanh toán. Xinh không lưu đầy đủ số thẻ; thanh toán do MoMo, VNPay và các tổ chức thẻ xử lý.',
        'Với Người bán: số Căn cước công dân (CCCD), thông tin cửa hàng, mã số thuế và tài khoản ngân hàng để xác minh, đối soát và khấu trừ thuế. Dữ liệu kỹ thuật: thiết bị, địa chỉ IP, nhật ký truy cập và thao tác sử dụng, nhằm vận hành, bảo mật và cải thiện dịch vụ.',
      ),
      s(
        'Số đo cơ thể và ảnh thử đồ',
        'Chiều cao, cân nặng, số đo vòng ngực, vòng eo, vòng hông và ảnh bạn tải lên để thử đồ ảo là dữ liệu cá nhân. Xinh chỉ xử lý các dữ liệu này khi bạn đồng ý rõ ràng và chỉ để gợi ý kích cỡ hoặc tạo ảnh thử đồ.',
        'Bạn có thể xóa số đo và ảnh thử đồ bất cứ lúc nào trong trang cá nhân. Xinh không dùng các dữ liệu này cho quảng cáo, không chia sẻ cho Người bán và không lưu giữ lâu hơn thời gian cần thiết cho mục đích đã nêu.',
      ),
      s(
        'Mục đích xử lý và sự đồng ý',
        'Xinh xử lý dữ liệu để tạo và quản lý tài khoản, xử lý đơn hàng, giao hàng, thanh toán, hoàn tiền, chăm sóc khách hàng, giải quyết khiếu nại, phòng chống gian lận và thực hiện nghĩa vụ pháp lý như khấu trừ thuế.',
        'Với các mục đích khác như gửi thông tin khuyến mãi hay cá nhân hóa gợi ý sản phẩm, Xinh chỉ xử lý khi bạn đồng ý rõ ràng. Im lặng hoặc không phản hồi không được coi là đồng ý. Bạn có thể rút lại sự đồng ý bất cứ lúc nào.',
      ),
      s(
        'Chia sẻ dữ liệu',
        'Xinh chỉ chia sẻ phần dữ liệu cần thiết: họ tên, số điện thoại và địa chỉ nhận hàng cho Người bán và đơn vị vận chuyển (GHTK, Viettel Post) để giao hàng; thông tin giao dịch cho đơn vị thanh toán để xử lý thanh toán và hoàn tiền.',
        'Xinh không bán dữ liệu cá nhân. Dữ liệu chỉ được cung cấp cho cơ quan nhà nước có thẩm quyền khi có yêu cầu hợp pháp. Người bán chỉ được dùng dữ liệu đơn hàng để thực hiện chính đơn hàng đó.',
      ),
      s(
        'Quyền của bạn',
        'Bạn có quyền được biết, truy cập, chỉnh sửa, xóa dữ liệu, rút lại sự đồng ý, hạn chế hoặc phản đối việc xử lý dữ liệu. Bạn có thể thực hiện trong trang cá nhân hoặc gửi yêu cầu tới hotro@xinh.vn, hotline 1900 1234.',
        'Tài khoản Người bán được xóa trong 15–20 ngày làm việc để hoàn tất đối soát; các tài khoản khác được xóa ngay khi có yêu cầu. Sau khi xóa tài khoản, Người mua không thể khiếu nại các đơn hàng đang vận chuyển.',
      ),
      s(
        'Lưu trữ, bảo mật và thông báo vi phạm',
        'Dữ liệu được mã hóa khi truyền tải, mật khẩu được lưu dưới dạng băm và quyền truy cập nội bộ được giới hạn theo nhu cầu công việc. Dữ liệu chỉ được lưu trong thời gian cần thiết cho mục đích xử lý hoặc theo thời hạn pháp luật yêu cầu, ví dụ chứng từ kế toán.',
        'Khi xảy ra vi phạm dữ liệu cá nhân, Xinh thông báo cho cơ quan có thẩm quyền trong vòng 72 giờ và thông báo cho người dùng bị ảnh hưởng theo quy định của pháp luật.',
      ),
    ),
    en: doc(
      s(
        'Scope',
        'This policy describes how Xinh Vietnam Co., Ltd ("Xinh") collects, uses, stores and protects the personal data of users of the Xinh website and app, in accordance with Personal Data Protection Law No. 91/2025/QH15 and Law on E-commerce No. 122/2025/QH15.',
        'It applies to buyers, sellers, affiliate partners (KOLs) and visitors. When you use a third-party service linked from Xinh, that party’s own policy applies.',
      ),
      s(
        'Data we collect',
        'Account data: full name, phone number, email, date of birth, gender and password (stored encrypted). Transaction data: delivery addresses, order history and payment method. Xinh does not store full card numbers; payments are processed by MoMo, VNPay and card organisations.',
        'For sellers: citizen ID (CCCD) number, shop details, tax code and bank account, used for verification, settlement and tax withholding. Technical data: device, IP address, access logs and usage activity, used to operate, secure and improve the service.',
      ),
      s(
        'Body measurements and try-on photos',
        'Height, weight, bust, waist and hip measurements and the photos you upload for virtual try-on are personal data. Xinh processes them only with your explicit consent and only to suggest sizes or create try-on images.',
        'You can delete your measurements and try-on photos at any time on your profile page. Xinh does not use this data for advertising, does not share it with sellers and keeps it no longer than needed for the stated purpose.',
      ),
      s(
        'Purposes and consent',
        'Xinh processes data to create and manage accounts, process orders, deliver goods, take payments, issue refunds, provide customer care, resolve complaints, prevent fraud and meet legal obligations such as tax withholding.',
        'For other purposes, such as promotional messages or personalised product suggestions, Xinh processes data only with your explicit consent. Silence or inaction is not consent. You may withdraw your consent at any time.',
      ),
      s(
        'Data sharing',
        'Xinh shares only the data that is needed: name, phone number and delivery address with the seller and the carrier (GHTK, Viettel Post) to deliver orders, and transaction details with payment providers to process payments and refunds.',
        'Xinh does not sell personal data. Data is provided to competent state authorities only upon a lawful request. Sellers may use order data only to fulfil that order.',
      ),
      s(
        'Your rights',
        'You have the right to be informed, to access, correct and delete your data, to withdraw consent, and to restrict or object to processing. You can do so on your profile page or by writing to hotro@xinh.vn or calling the hotline 1900 1234.',
        'Seller accounts are deleted within 15–20 working days so that settlement can be completed; all other accounts are deleted immediately on request. After deleting the account, a buyer can no longer dispute orders that are in transit.',
      ),
      s(
        'Retention, security and breach notification',
        'Data is encrypted in transit, passwords are stored as hashes and internal access is limited to those who need it. Data is kept only as long as the purpose requires or as long as the law requires, for example for accounting records.',
        'If a personal data breach occurs, Xinh notifies the competent authority within 72 hours and informs affected users as required by law.',
      ),
    ),
    ko: doc(
      s(
        '적용 범위',
        '본 정책은 Xinh Vietnam Co., Ltd(이하 "Xinh")가 Xinh 웹사이트 및 앱 이용자의 개인정보를 수집, 이용, 보관 및 보호하는 방법을 개인정보보호법 제91/2025/QH15호 및 전자상거래법 제122/2025/QH15호에 따라 설명합니다.',
        '본 정책은 구매자, 판매자, 제휴 마케팅 파트너(KOL) 및 방문자에게 적용됩니다. Xinh에서 연결된 제3자 서비스를 이용하는 경우 해당 제3자의 정책이 적용됩니다.',
      ),
      s(
        '수집하는 정보',
        '계정 정보: 이름, 전화번호, 이메일, 생년월일, 성별 및 비밀번호(암호화하여 저장). 거래 정보: 배송지, 주문 내역, 결제 수단. Xinh는 카드 번호 전체를 저장하지 않으며, 결제는 MoMo, VNPay 및 카드사가 처리합니다.',
        '판매자의 경우: 본인 확인, 정산 및 세금 원천징수를 위한 시민 신분증(CCCD) 번호, 상점 정보, 세금 코드 및 은행 계좌. 기술 정보: 서비스 운영, 보안 및 개선을 위한 기기, IP 주소, 접속 기록 및 이용 기록.',
      ),
      s(
        '신체 치수 및 가상 피팅 사진',
        '키, 몸무게, 가슴·허리·엉덩이 둘레 및 가상 피팅을 위해 업로드한 사진은 개인정보입니다. Xinh는 이용자의 명시적 동의가 있는 경우에만, 사이즈 추천 또는 피팅 이미지 생성 목적으로만 이를 처리합니다.',
        '신체 치수와 피팅 사진은 프로필 페이지에서 언제든지 삭제할 수 있습니다. Xinh는 이 정보를 광고에 사용하지 않고, 판매자와 공유하지 않으며, 명시된 목적에 필요한 기간을 초과하여 보관하지 않습니다.',
      ),
      s(
        '처리 목적 및 동의',
        'Xinh는 계정 생성 및 관리, 주문 처리, 배송, 결제, 환불, 고객 지원, 분쟁 해결, 부정행위 방지 및 세금 원천징수 등 법적 의무 이행을 위해 정보를 처리합니다.',
        '프로모션 안내나 맞춤형 상품 추천 등 그 밖의 목적에는 이용자의 명시적 동의가 있는 경우에만 정보를 처리합니다. 침묵이나 무응답은 동의로 간주되지 않습니다. 동의는 언제든지 철회할 수 있습니다.',
      ),
      s(
        '정보 공유',
        'Xinh는 필요한 정보만 공유합니다. 배송을 위해 이름, 전화번호 및 배송지를 판매자와 배송업체(GHTK, Viettel Post)에, 결제 및 환불 처리를 위해 거래 정보를 결제 대행사에 제공합니다.',
        'Xinh는 개인정보를 판매하지 않습니다. 정보는 관할 국가기관의 적법한 요청이 있을 때에만 제공됩니다. 판매자는 주문 정보를 해당 주문 이행 목적으로만 사용할 수 있습니다.',
      ),
      s(
        '이용자의 권리',
        '이용자는 자신의 정보에 대해 알 권리, 열람·정정·삭제할 권리, 동의를 철회할 권리, 처리를 제한하거나 반대할 권리가 있습니다. 프로필 페이지에서 직접 하거나 hotro@xinh.vn 또는 고객센터 1900 1234로 요청할 수 있습니다.',
        '판매자 계정은 정산 완료를 위해 15~20 영업일 이내에 삭제되며, 그 밖의 계정은 요청 즉시 삭제됩니다. 계정을 삭제한 구매자는 배송 중인 주문에 대해 더 이상 이의를 제기할 수 없습니다.',
      ),
      s(
        '보관, 보안 및 유출 통지',
        '정보는 전송 시 암호화되고, 비밀번호는 해시 형태로 저장되며, 내부 접근 권한은 업무상 필요한 인원으로 제한됩니다. 정보는 처리 목적에 필요한 기간 또는 회계 증빙 등 법령이 요구하는 기간 동안만 보관됩니다.',
        '개인정보 유출이 발생하면 Xinh는 72시간 이내에 관할 기관에 통지하고, 법령에 따라 영향을 받은 이용자에게 알립니다.',
      ),
    ),
  },

  'phi-dich-vu': {
    vi: doc(
      s(
        'Nguyên tắc chung',
        'Xinh thu phí đối với Người bán để vận hành và phát triển sàn. Người mua không phải trả phí sử dụng sàn; giá sản phẩm được niêm yết bằng đồng Việt Nam (VND) và phí vận chuyển được hiển thị riêng tại bước thanh toán.',
        'Mọi thay đổi về biểu phí được công bố trong Kênh Người bán và thông báo cho Người bán trước khi áp dụng.',
      ),
      s(
        'Phí dịch vụ Người bán',
        'Phí dịch vụ bằng 3% doanh thu của các đơn hàng hoàn tất và được khấu trừ khi Xinh thanh toán tiền hàng cho Người bán. Cửa hàng được miễn phí dịch vụ trong năm đầu tiên kể từ ngày được duyệt mở cửa hàng.',
      ),
      s(
        'Phí thanh toán',
        'Phí thanh toán là phí xử lý giao dịch qua các phương thức COD, MoMo, VNPay, thẻ quốc tế (Visa) và thẻ ngân hàng nội địa. Người bán được miễn phí thanh toán trong một năm nếu việc đối soát, thanh toán với Xinh diễn ra đều đặn.',
      ),
      s(
        'Công cụ quảng cáo',
        'Các công cụ quảng cáo của Xinh dành cho Người bán, như quảng cáo sản phẩm và banner cửa hàng, được miễn phí trong năm đầu tiên. Sau thời gian này, mức phí được công bố trong Kênh Người bán trước khi áp dụng và Người bán có quyền lựa chọn sử dụng hay không.',
      ),
      s(
        'Khấu trừ thuế đối với hộ kinh doanh, cá nhân',
        'Theo Nghị định 117/2025/NĐ-CP, Xinh khấu trừ và nộp thay thuế cho Người bán là hộ kinh doanh, cá nhân kinh doanh. Với hoạt động bán hàng hóa, mức khấu trừ là 1% thuế giá trị gia tăng (GTGT) và 0,5% thuế thu nhập cá nhân (TNCN) trên doanh thu.',
        'Số thuế đã khấu trừ được thể hiện trong báo cáo đối soát và chứng từ khấu trừ thuế gửi cho Người bán. Người bán là doanh nghiệp tự kê khai và nộp thuế theo quy định.',
      ),
      s(
        'Đối soát và thanh toán cho Người bán',
        'Tiền hàng được thanh toán cho Người bán sau khi đơn hàng hoàn tất và hết thời hạn đổi trả, sau khi trừ phí dịch vụ, phí thanh toán (nếu có), hoa hồng tiếp thị liên kết, thuế khấu trừ và các khoản hoàn tiền. Người bán xem chi tiết từng khoản trong báo cáo bán hàng.',
      ),
    ),
    en: doc(
      s(
        'General principles',
        'Xinh charges sellers fees to operate and develop the marketplace. Buyers pay no fee for using the marketplace; product prices are listed in Vietnamese dong (VND) and the shipping fee is shown separately at checkout.',
        'Any change to the fee schedule is published in the Seller Centre and notified to sellers before it applies.',
      ),
      s(
        'Seller service fee',
        'The service fee is 3% of the revenue of completed orders and is deducted when Xinh pays the order proceeds to the seller. A shop pays no service fee in its first year, counted from the date the shop is approved.',
      ),
      s(
        'Payment fee',
        'The payment fee covers transaction processing via COD, MoMo, VNPay, international cards (Visa) and domestic bank cards. Sellers pay no payment fee for one year if settlement and payments with Xinh take place regularly.',
      ),
      s(
        'Advertising tools',
        'Xinh’s advertising tools for sellers, such as product ads and shop banners, are free in the first year. After that, fees are published in the Seller Centre before they apply, and sellers are free to choose whether to use them.',
      ),
      s(
        'Tax withholding for households and individuals',
        'Under Decree 117/2025/ND-CP, Xinh withholds and pays tax on behalf of sellers that are business households or individuals. For sales of goods, the withholding is 1% value-added tax (VAT) and 0.5% personal income tax (PIT) on revenue.',
        'Withheld amounts are shown in the settlement report and on the tax withholding documents sent to the seller. Sellers that are companies declare and pay their own taxes as required by law.',
      ),
      s(
        'Settlement and payouts',
        'Order proceeds are paid to the seller after the order is completed and the return period has ended, net of the service fee, payment fee (if any), affiliate commission, withheld tax and any refunds. Sellers can see every item in their sales report.',
      ),
    ),
    ko: doc(
      s(
        '일반 원칙',
        'Xinh는 마켓플레이스 운영 및 발전을 위해 판매자에게 수수료를 부과합니다. 구매자는 마켓플레이스 이용 수수료를 내지 않으며, 상품 가격은 베트남 동(VND)으로 표시되고 배송비는 결제 단계에서 별도로 표시됩니다.',
        '수수료 체계가 변경되는 경우 판매자 센터에 게시하고 적용 전에 판매자에게 알립니다.',
      ),
      s(
        '판매자 서비스 수수료',
        '서비스 수수료는 완료된 주문 매출의 3%이며, Xinh가 판매자에게 판매 대금을 지급할 때 공제됩니다. 상점은 승인일로부터 첫 1년 동안 서비스 수수료가 면제됩니다.',
      ),
      s(
        '결제 수수료',
        '결제 수수료는 COD, MoMo, VNPay, 해외 카드(Visa) 및 국내 은행 카드를 통한 거래 처리 수수료입니다. Xinh와의 정산 및 결제가 정기적으로 이루어지는 경우 판매자는 1년 동안 결제 수수료가 면제됩니다.',
      ),
      s(
        '광고 도구',
        '상품 광고, 상점 배너 등 판매자를 위한 Xinh의 광고 도구는 첫 1년 동안 무료입니다. 이후 요금은 적용 전에 판매자 센터에 공지되며, 판매자는 이용 여부를 자유롭게 선택할 수 있습니다.',
      ),
      s(
        '개인사업자·개인 판매자에 대한 세금 원천징수',
        '정령 제117/2025/NĐ-CP호에 따라 Xinh는 개인사업자(가계사업자) 및 개인 판매자를 대신하여 세금을 원천징수하고 납부합니다. 상품 판매의 경우 매출의 1%를 부가가치세(VAT)로, 0.5%를 개인소득세(PIT)로 원천징수합니다.',
        '원천징수된 세액은 정산 보고서와 판매자에게 발송되는 원천징수 증빙에 표시됩니다. 법인 판매자는 법령에 따라 직접 신고하고 납부합니다.',
      ),
      s(
        '정산 및 대금 지급',
        '판매 대금은 주문이 완료되고 반품 기간이 끝난 후, 서비스 수수료, 결제 수수료(해당 시), 제휴 마케팅 커미션, 원천징수 세액 및 환불액을 공제하고 판매자에게 지급됩니다. 판매자는 판매 보고서에서 각 항목을 확인할 수 있습니다.',
      ),
    ),
  },

  'van-chuyen': {
    vi: doc(
      s(
        'Đơn vị vận chuyển',
        'Đơn hàng trên Xinh được giao bởi Giao Hàng Tiết Kiệm (GHTK), Viettel Post hoặc do Người bán tự vận chuyển. Khi tự vận chuyển, Người bán phải cập nhật mã vận đơn để Người mua theo dõi hành trình đơn hàng.',
      ),
      s(
        'Thời gian chuẩn bị và giao hàng',
        'Người bán thiết lập thời gian chuẩn bị hàng cho từng sản phẩm, trong khoảng từ 5 đến 30 ngày. Thông thường, hàng được chuẩn bị trong 1–3 ngày và được giao trong 2–7 ngày tùy khu vực.',
        'Thời gian dự kiến được hiển thị trên trang sản phẩm và trang thanh toán. Thời gian thực tế có thể kéo dài do thời tiết, dịp lễ Tết hoặc sự kiện bất khả kháng; khi đó Người mua sẽ được thông báo.',
      ),
      s(
        'Phí vận chuyển và mã miễn phí vận chuyển',
        'Phí vận chuyển được tính theo khối lượng, kích thước gói hàng, địa chỉ nhận và hình thức giao, và được hiển thị bằng VND trước khi đặt hàng. Mã miễn phí vận chuyển của Xinh hoặc của cửa hàng được trừ trực tiếp vào phí vận chuyển.',
        'Giao hàng hỏa tốc không áp dụng đồng thời với mã miễn phí vận chuyển.',
      ),
      s(
        'Thanh toán và hủy đơn tự động',
        'Người mua có thể thanh toán khi nhận hàng (COD), qua MoMo, VNPay, thẻ quốc tế (Visa) hoặc thẻ ngân hàng nội địa. Đơn hàng chọn thanh toán trực tuyến nhưng chưa được thanh toán sẽ tự động bị hủy sau 1 ngày.',
      ),
      s(
        'Theo dõi và nhận hàng',
        'Người mua theo dõi trạng thái đơn trong mục Đơn hàng: chờ xác nhận, đang chuẩn bị, chờ lấy hàng, đang giao, đã giao và hoàn tất. Khi nhận hàng, Người mua nên kiểm tra bên ngoài gói hàng và quay video khi mở hộp để làm bằng chứng nếu cần đổi trả.',
        'Nếu giao hàng không thành công nhiều lần do không liên lạc được với Người mua, đơn hàng có thể bị hủy và hoàn về Người bán.',
      ),
      s(
        'Hàng thất lạc, hư hỏng khi vận chuyển',
        'Nếu hàng bị thất lạc, hư hỏng hoặc giao sai trong quá trình vận chuyển, Người mua gửi yêu cầu trả hàng, hoàn tiền kèm hình ảnh hoặc video. Xinh phối hợp với Người bán và đơn vị vận chuyển để xác minh và hoàn tiền theo Chính sách đổi trả và hoàn tiền.',
      ),
    ),
    en: doc(
      s(
        'Carriers',
        'Orders on Xinh are delivered by Giao Hàng Tiết Kiệm (GHTK), Viettel Post or by the seller’s own shipping. Sellers who ship themselves must enter a tracking code so that buyers can follow the order.',
      ),
      s(
        'Preparation and delivery times',
        'The seller sets a preparation time for each product, between 5 and 30 days. Typically, goods are prepared within 1–3 days and delivered within 2–7 days depending on the area.',
        'The estimated time is shown on the product page and at checkout. Actual times may be longer because of weather, public holidays such as Tết, or force majeure; in that case the buyer is notified.',
      ),
      s(
        'Shipping fees and free-shipping vouchers',
        'The shipping fee depends on the weight and size of the parcel, the delivery address and the delivery option, and is shown in VND before the order is placed. Free-shipping vouchers from Xinh or from a shop are deducted directly from the shipping fee.',
        'Express delivery cannot be combined with free-shipping vouchers.',
      ),
      s(
        'Payment and automatic cancellation',
        'Buyers can pay cash on delivery (COD), or via MoMo, VNPay, international cards (Visa) or domestic bank cards. Orders placed with online payment that remain unpaid are cancelled automatically after 1 day.',
      ),
      s(
        'Tracking and receiving orders',
        'Buyers follow the order status under Orders: awaiting confirmation, preparing, awaiting pickup, shipping, delivered and completed. On delivery, buyers should check the outside of the parcel and record a video while unboxing as evidence in case a return is needed.',
        'If delivery fails several times because the buyer cannot be reached, the order may be cancelled and returned to the seller.',
      ),
      s(
        'Lost or damaged parcels',
        'If goods are lost, damaged or wrongly delivered in transit, the buyer submits a return and refund request with photos or video. Xinh works with the seller and the carrier to verify the case and refunds the buyer under the Returns and refunds policy.',
      ),
    ),
    ko: doc(
      s(
        '배송업체',
        'Xinh의 주문은 Giao Hàng Tiết Kiệm(GHTK), Viettel Post 또는 판매자 자체 배송으로 발송됩니다. 자체 배송하는 판매자는 구매자가 주문을 추적할 수 있도록 운송장 번호를 입력해야 합니다.',
      ),
      s(
        '상품 준비 및 배송 기간',
        '판매자는 상품별로 5일에서 30일 사이의 준비 기간을 설정합니다. 일반적으로 상품은 1~3일 내에 준비되고, 지역에 따라 2~7일 내에 배송됩니다.',
        '예상 기간은 상품 페이지와 결제 페이지에 표시됩니다. 날씨, 뗏(Tết) 등 공휴일 또는 불가항력으로 실제 기간이 길어질 수 있으며, 이 경우 구매자에게 안내합니다.',
      ),
      s(
        '배송비 및 무료배송 쿠폰',
        '배송비는 소포의 무게와 크기, 배송지 및 배송 방식에 따라 산정되며 주문 전에 VND로 표시됩니다. Xinh 또는 상점의 무료배송 쿠폰은 배송비에서 바로 차감됩니다.',
        '특급 배송은 무료배송 쿠폰과 함께 사용할 수 없습니다.',
      ),
      s(
        '결제 및 자동 취소',
        '구매자는 착불(COD), MoMo, VNPay, 해외 카드(Visa) 또는 국내 은행 카드로 결제할 수 있습니다. 온라인 결제를 선택했으나 결제되지 않은 주문은 1일 후 자동으로 취소됩니다.',
      ),
      s(
        '주문 추적 및 수령',
        '구매자는 주문 메뉴에서 확인 대기, 준비 중, 픽업 대기, 배송 중, 배송 완료, 주문 완료 등의 상태를 확인할 수 있습니다. 수령 시 소포 외관을 확인하고, 반품이 필요할 경우를 대비해 개봉 영상을 촬영해 두는 것이 좋습니다.',
        '구매자와 연락이 닿지 않아 여러 차례 배송에 실패하면 주문이 취소되고 판매자에게 반송될 수 있습니다.',
      ),
      s(
        '배송 중 분실·파손',
        '배송 중 상품이 분실, 파손되거나 잘못 배송된 경우 구매자는 사진 또는 영상을 첨부하여 반품·환불을 요청합니다. Xinh는 판매자 및 배송업체와 협력하여 확인한 후 교환·환불 정책에 따라 환불합니다.',
      ),
    ),
  },

  'quy-che-hoat-dong': {
    vi: doc(
      s(
        'Giới thiệu',
        'Sàn giao dịch thương mại điện tử Xinh do Công ty TNHH Xinh Việt Nam sở hữu và vận hành, đã đăng ký với Bộ Công Thương theo Luật Thương mại điện tử số 122/2025/QH15 (có hiệu lực từ ngày 01/7/2026). Quy chế này quy định quyền và nghĩa vụ của Xinh, Người bán, Người mua và các bên tham gia.',
        'Xinh công bố công khai Quy chế hoạt động, Chính sách bảo vệ thông tin cá nhân và cơ chế giải quyết khiếu nại trên website và ứng dụng. Khi sử dụng Xinh, người dùng đồng ý tuân thủ Quy chế này.',
      ),
      s(
        'Đăng ký Người bán và đăng sản phẩm',
        'Để mở cửa hàng, tài khoản phải xác minh số điện thoại, email và Căn cước công dân (CCCD). Hồ sơ đăng ký được xét duyệt trong vòng 48 giờ, không tính cuối tuần và ngày lễ; nếu bị từ chối, Người bán có thể liên hệ bộ phận hỗ trợ.',
        'Mỗi sản phẩm được Xinh kiểm duyệt trong 2–3 ngày trước khi hiển thị. Sản phẩm phải có thông tin trung thực về chất liệu, kích cỡ, xuất xứ, giá bằng VND, thời hạn đổi trả từ 1 đến 14 ngày và ít nhất một điều kiện đổi trả.',
      ),
      s(
        'Hàng hóa và nội dung bị cấm',
        'Nghiêm cấm đăng bán hàng giả, hàng nhái, hàng xâm phạm quyền sở hữu trí tuệ, mỹ phẩm không rõ nguồn gốc hoặc chưa được công bố theo quy định, và mọi hàng hóa bị pháp luật cấm kinh doanh. Nội dung nhạy cảm, phản cảm hoặc gây hiểu nhầm sẽ bị từ chối hoặc gỡ bỏ.',
        'Vi phạm có thể dẫn đến gỡ sản phẩm, tạm khóa hoặc đóng cửa hàng, hủy hoa hồng và chuyển thông tin cho cơ quan có thẩm quyền.',
      ),
      s(
        'Quyền và nghĩa vụ của Người bán',
        'Người bán chịu trách nhiệm về chất lượng, nguồn gốc hàng hóa và thông tin đăng bán; chuẩn bị hàng đúng thời gian đã thiết lập; phản hồi tin nhắn và yêu cầu trả hàng kịp thời. Yêu cầu trả hàng không được phản hồi trong 2 ngày sẽ được chuyển lên Xinh xử lý.',
        'Người bán có thể bật chế độ tạm nghỉ khi không thể nhận đơn, và thực hiện nghĩa vụ phí, thuế theo Chính sách phí dịch vụ.',
      ),
      s(
        'Quyền và nghĩa vụ của Người mua',
        'Người mua cung cấp thông tin nhận hàng chính xác, thanh toán đúng hạn và kiểm tra hàng khi nhận. Người mua được đổi trả, hoàn tiền và khiếu nại theo các chính sách của Xinh.',
        'Đánh giá sản phẩm dài tối đa 150 ký tự, chấm từ 1 đến 5 trái tim và chỉ được sửa một lần trong vòng 30 ngày. Bài đăng cộng đồng dài tối đa 300 ký tự. Nội dung nhạy cảm hoặc xúc phạm sẽ bị gỡ bỏ.',
      ),
      s(
        'Quyền và trách nhiệm của Xinh',
        'Xinh cung cấp hạ tầng giao dịch, kiểm duyệt Người bán và sản phẩm, giám sát giao dịch, hỗ trợ giải quyết tranh chấp và bảo vệ dữ liệu cá nhân. Xinh có quyền từ chối, tạm ngưng hoặc chấm dứt tài khoản vi phạm Quy chế hoặc pháp luật.',
        'Quy chế có thể được sửa đổi để phù hợp với pháp luật và hoạt động của sàn; nội dung sửa đổi được công bố trên Xinh trước khi có hiệu lực.',
      ),
      s(
        'Chấm dứt sử dụng và xóa tài khoản',
        'Tài khoản Người bán được xóa trong 15–20 ngày làm việc để hoàn tất đơn hàng, đối soát và các nghĩa vụ còn lại; các tài khoản khác được xóa ngay khi có yêu cầu. Người mua đã xóa tài khoản không thể khiếu nại các đơn hàng đang vận chuyển.',
      ),
    ),
    en: doc(
      s(
        'Introduction',
        'The Xinh e-commerce marketplace is owned and operated by Xinh Vietnam Co., Ltd and registered with the Ministry of Industry and Trade under Law on E-commerce No. 122/2025/QH15 (in force from 1 July 2026). These rules set out the rights and obligations of Xinh, sellers, buyers and other participants.',
        'Xinh publishes its Operating rules, Personal data protection policy and complaint handling procedure on its website and app. By using Xinh, users agree to comply with these rules.',
      ),
      s(
        'Seller registration and product listing',
        'To open a shop, the account must have a verified phone number, email and citizen ID (CCCD). Applications are reviewed within 48 hours, excluding weekends and public holidays; if rejected, the seller can contact support.',
        'Each product is reviewed by Xinh within 2–3 days before it is shown. Listings must give truthful information on material, size and origin, a price in VND, a return period of 1 to 14 days and at least one return condition.',
      ),
      s(
        'Prohibited goods and content',
        'Counterfeit and imitation goods, goods infringing intellectual property, cosmetics of unknown origin or not notified as required, and any goods banned by law are strictly prohibited. Sensitive, offensive or misleading content is rejected or removed.',
        'Violations may lead to removal of listings, suspension or closure of the shop, cancellation of commissions and referral to the competent authorities.',
      ),
      s(
        'Rights and obligations of sellers',
        'Sellers are responsible for the quality and origin of their goods and the accuracy of their listings, must prepare orders within the time they set, and must answer messages and return requests promptly. A return request left unanswered for 2 days is escalated to Xinh.',
        'Sellers can turn on pause mode when they cannot take orders, and must meet their fee and tax obligations under the Service fee policy.',
      ),
      s(
        'Rights and obligations of buyers',
        'Buyers provide accurate delivery details, pay on time and check goods on delivery. Buyers are entitled to returns, refunds and complaints under Xinh’s policies.',
        'Product reviews are limited to 150 characters with a rating of 1 to 5 hearts and can be edited once within 30 days. Community posts are limited to 300 characters. Sensitive or offensive content is removed.',
      ),
      s(
        'Rights and responsibilities of Xinh',
        'Xinh provides the trading infrastructure, reviews sellers and products, monitors transactions, helps resolve disputes and protects personal data. Xinh may refuse, suspend or terminate accounts that breach these rules or the law.',
        'These rules may be amended to reflect the law and the operation of the marketplace; amendments are published on Xinh before they take effect.',
      ),
      s(
        'Ending use and deleting accounts',
        'Seller accounts are deleted within 15–20 working days so that orders, settlement and remaining obligations can be completed; all other accounts are deleted immediately on request. A buyer who has deleted the account cannot dispute orders that are in transit.',
      ),
    ),
    ko: doc(
      s(
        '소개',
        'Xinh 전자상거래 마켓플레이스는 Xinh Vietnam Co., Ltd가 소유·운영하며, 전자상거래법 제122/2025/QH15호(2026년 7월 1일 시행)에 따라 베트남 산업통상부에 등록되어 있습니다. 본 규정은 Xinh, 판매자, 구매자 및 기타 참여자의 권리와 의무를 정합니다.',
        'Xinh는 운영 규정, 개인정보 보호정책 및 분쟁 처리 절차를 웹사이트와 앱에 공개합니다. Xinh를 이용하는 이용자는 본 규정을 준수하는 데 동의합니다.',
      ),
      s(
        '판매자 등록 및 상품 등록',
        '상점을 개설하려면 계정의 전화번호, 이메일 및 시민 신분증(CCCD) 인증이 완료되어야 합니다. 신청은 주말과 공휴일을 제외하고 48시간 이내에 심사되며, 거절된 경우 판매자는 고객센터에 문의할 수 있습니다.',
        '모든 상품은 게시 전 2~3일 동안 Xinh의 검수를 거칩니다. 상품 정보에는 소재, 사이즈, 원산지에 관한 사실 정보, VND 가격, 1~14일의 반품 기간 및 최소 1개의 반품 조건이 포함되어야 합니다.',
      ),
      s(
        '금지 상품 및 콘텐츠',
        '위조품·모조품, 지식재산권 침해 상품, 출처가 불분명하거나 규정에 따른 신고가 되지 않은 화장품 및 법령상 판매가 금지된 모든 상품은 엄격히 금지됩니다. 민감하거나 불쾌하거나 오해를 일으키는 콘텐츠는 거절 또는 삭제됩니다.',
        '위반 시 상품 삭제, 상점 정지 또는 폐쇄, 커미션 취소 및 관할 기관 통보 조치가 취해질 수 있습니다.',
      ),
      s(
        '판매자의 권리와 의무',
        '판매자는 상품의 품질과 출처, 등록 정보의 정확성에 책임을 지며, 설정한 기간 내에 상품을 준비하고 메시지와 반품 요청에 신속히 답변해야 합니다. 2일 동안 답변이 없는 반품 요청은 Xinh로 이관됩니다.',
        '판매자는 주문을 받을 수 없을 때 휴점 모드를 켤 수 있으며, 서비스 수수료 정책에 따른 수수료 및 세금 의무를 이행해야 합니다.',
      ),
      s(
        '구매자의 권리와 의무',
        '구매자는 정확한 배송 정보를 제공하고, 기한 내에 결제하며, 수령 시 상품을 확인합니다. 구매자는 Xinh의 정책에 따라 반품, 환불 및 이의 제기를 할 수 있습니다.',
        '상품 리뷰는 최대 150자, 하트 1~5개로 평가하며 30일 이내에 한 번만 수정할 수 있습니다. 커뮤니티 게시글은 최대 300자입니다. 민감하거나 모욕적인 콘텐츠는 삭제됩니다.',
      ),
      s(
        'Xinh의 권리와 책임',
        'Xinh는 거래 인프라를 제공하고, 판매자와 상품을 심사하며, 거래를 모니터링하고, 분쟁 해결을 지원하며, 개인정보를 보호합니다. Xinh는 본 규정이나 법령을 위반한 계정을 거절, 정지 또는 해지할 수 있습니다.',
        '본 규정은 법령 및 마켓플레이스 운영에 맞게 개정될 수 있으며, 개정 내용은 시행 전에 Xinh에 공지됩니다.',
      ),
      s(
        '이용 종료 및 계정 삭제',
        '판매자 계정은 주문, 정산 및 잔여 의무를 완료하기 위해 15~20 영업일 이내에 삭제되며, 그 밖의 계정은 요청 즉시 삭제됩니다. 계정을 삭제한 구매자는 배송 중인 주문에 대해 이의를 제기할 수 없습니다.',
      ),
    ),
  },

  'doi-tra-hoan-tien': {
    vi: doc(
      s(
        'Thời hạn và điều kiện đổi trả',
        'Thời hạn trả hàng do Người bán thiết lập cho từng sản phẩm, từ 1 đến 14 ngày kể từ khi Người mua nhận hàng, và được hiển thị trên trang sản phẩm. Mỗi sản phẩm có ít nhất một điều kiện đổi trả, ví dụ: hàng còn nguyên tem mác, chưa qua sử dụng, chưa giặt.',
      ),
      s(
        'Trường hợp được trả hàng, hoàn tiền',
        'Người mua được yêu cầu trả hàng, hoàn tiền khi hàng giao sai mẫu, sai kích cỡ hoặc sai màu so với đơn đặt; hàng lỗi, hư hỏng; thiếu hàng; hàng không đúng mô tả; hoặc nghi ngờ hàng giả. Các trường hợp khác áp dụng theo điều kiện đổi trả mà Người bán công bố.',
        'Vì lý do vệ sinh, mỹ phẩm đã mở niêm phong, đồ lót và đồ bơi đã mặc thử có thể không được đổi trả, trừ khi hàng lỗi hoặc không đúng mô tả.',
      ),
      s(
        'Quy trình trả hàng',
        'Bước 1: Người mua gửi yêu cầu trong mục Đơn hàng, nêu lý do và đính kèm hình ảnh hoặc video. Bước 2: Người bán đồng ý hoặc từ chối; nếu Người bán không phản hồi trong 2 ngày, yêu cầu được chuyển lên Xinh xử lý. Bước 3: Người mua gửi trả hàng theo hướng dẫn.',
        'Bước 4: Người bán xác nhận đã nhận hàng trả. Bước 5: Xinh xem xét, phê duyệt hoặc từ chối yêu cầu. Bước 6: Khi yêu cầu được phê duyệt, Xinh hoàn tiền cho Người mua.',
      ),
      s(
        'Hình thức hoàn tiền',
        'Tiền được hoàn về phương thức thanh toán ban đầu: ví MoMo, VNPay, thẻ quốc tế hoặc thẻ ngân hàng nội địa. Với đơn hàng COD, tiền được hoàn bằng chuyển khoản vào tài khoản ngân hàng do Người mua cung cấp.',
        'Số tiền hoàn bằng số tiền Người mua đã thanh toán cho sản phẩm trả lại. Thời gian tiền về tài khoản phụ thuộc vào ngân hàng hoặc ví điện tử.',
      ),
      s(
        'Phí gửi trả hàng',
        'Nếu lỗi thuộc về Người bán (hàng lỗi, giao sai, không đúng mô tả, hàng giả), Người bán chịu phí gửi trả. Nếu Người mua trả hàng vì lý do cá nhân và được Người bán chấp nhận, Người mua chịu phí gửi trả, trừ khi Người bán có thỏa thuận khác.',
      ),
      s(
        'Từ chối và khiếu nại',
        'Yêu cầu có thể bị từ chối nếu quá thời hạn, hàng không đáp ứng điều kiện đổi trả hoặc bằng chứng không phù hợp. Nếu không đồng ý với kết quả, Người mua có thể khiếu nại theo chính sách Giải quyết khiếu nại.',
      ),
    ),
    en: doc(
      s(
        'Return period and conditions',
        'The return period is set by the seller for each product, from 1 to 14 days after the buyer receives the goods, and is shown on the product page. Every product has at least one return condition, for example: tags intact, unused and unwashed.',
      ),
      s(
        'When you can return for a refund',
        'Buyers may request a return and refund when the item delivered is the wrong model, size or colour; is defective or damaged; is missing; does not match its description; or is suspected to be counterfeit. Other cases follow the return conditions published by the seller.',
        'For hygiene reasons, cosmetics with a broken seal and underwear or swimwear that has been tried on may not be returnable unless defective or not as described.',
      ),
      s(
        'Return process',
        'Step 1: the buyer submits a request under Orders, giving a reason and attaching photos or video. Step 2: the seller agrees or rejects; if the seller does not answer within 2 days, the request is escalated to Xinh. Step 3: the buyer sends the item back as instructed.',
        'Step 4: the seller confirms receipt of the returned item. Step 5: Xinh reviews and approves or rejects the request. Step 6: once approved, Xinh refunds the buyer.',
      ),
      s(
        'How refunds are paid',
        'Refunds go back to the original payment method: MoMo, VNPay, international card or domestic bank card. For COD orders, refunds are made by bank transfer to the account provided by the buyer.',
        'The refund equals the amount the buyer paid for the returned item. The time it takes to reach your account depends on the bank or e-wallet.',
      ),
      s(
        'Return shipping costs',
        'If the fault lies with the seller (defective, wrong, not as described or counterfeit goods), the seller pays the return shipping. If the buyer returns an item for personal reasons and the seller accepts, the buyer pays the return shipping unless the seller agrees otherwise.',
      ),
      s(
        'Rejections and complaints',
        'A request may be rejected if it is late, the item does not meet the return conditions or the evidence is insufficient. If the buyer disagrees with the outcome, they may file a complaint under the Complaint resolution policy.',
      ),
    ),
    ko: doc(
      s(
        '반품 기간 및 조건',
        '반품 기간은 판매자가 상품별로 설정하며, 구매자가 상품을 수령한 날로부터 1~14일이고 상품 페이지에 표시됩니다. 모든 상품에는 최소 1개의 반품 조건이 있습니다. 예: 택 부착 상태, 미사용, 미세탁.',
      ),
      s(
        '반품·환불 가능한 경우',
        '주문과 다른 모델, 사이즈 또는 색상의 상품이 배송된 경우, 상품에 하자나 파손이 있는 경우, 수량이 부족한 경우, 설명과 다른 경우 또는 위조품이 의심되는 경우 구매자는 반품·환불을 요청할 수 있습니다. 그 밖의 경우는 판매자가 공개한 반품 조건에 따릅니다.',
        '위생상의 이유로 개봉한 화장품, 착용해 본 속옷 및 수영복은 하자가 있거나 설명과 다른 경우를 제외하고 반품이 불가할 수 있습니다.',
      ),
      s(
        '반품 절차',
        '1단계: 구매자가 주문 메뉴에서 사유와 사진 또는 영상을 첨부하여 요청합니다. 2단계: 판매자가 수락 또는 거절합니다. 판매자가 2일 이내에 답변하지 않으면 요청은 Xinh로 이관됩니다. 3단계: 구매자가 안내에 따라 상품을 반송합니다.',
        '4단계: 판매자가 반송 상품 수령을 확인합니다. 5단계: Xinh가 요청을 검토하여 승인 또는 거절합니다. 6단계: 승인되면 Xinh가 구매자에게 환불합니다.',
      ),
      s(
        '환불 방법',
        '환불은 원래 결제 수단(MoMo, VNPay, 해외 카드 또는 국내 은행 카드)으로 처리됩니다. COD 주문은 구매자가 제공한 은행 계좌로 송금하여 환불합니다.',
        '환불 금액은 구매자가 반품 상품에 대해 결제한 금액과 같습니다. 계좌 입금까지 걸리는 시간은 은행 또는 전자지갑에 따라 다릅니다.',
      ),
      s(
        '반품 배송비',
        '판매자 귀책(하자, 오배송, 설명과 다른 상품, 위조품)인 경우 판매자가 반품 배송비를 부담합니다. 구매자가 개인 사유로 반품하고 판매자가 이를 수락한 경우, 판매자와 별도 합의가 없는 한 구매자가 반품 배송비를 부담합니다.',
      ),
      s(
        '거절 및 이의 제기',
        '기간이 지났거나, 상품이 반품 조건을 충족하지 않거나, 증빙이 적절하지 않은 경우 요청이 거절될 수 있습니다. 결과에 동의하지 않는 구매자는 분쟁 해결 정책에 따라 이의를 제기할 수 있습니다.',
      ),
    ),
  },

  'bao-dam': {
    vi: doc(
      s(
        'Cam kết của Xinh',
        'Chính sách bảo đảm giúp Người mua yên tâm mua sắm thời trang và làm đẹp trên Xinh. Khoản thanh toán của Người mua chỉ được chuyển cho Người bán sau khi đơn hàng hoàn tất và hết thời hạn đổi trả.',
      ),
      s(
        'Bảo đảm hàng chính hãng',
        'Nếu Người mua nhận được hàng giả, hàng nhái hoặc không đúng thương hiệu đã công bố, Xinh hoàn 200% giá sản phẩm cho Người mua.',
        'Yêu cầu cần kèm hình ảnh, video hoặc kết quả xác minh của thương hiệu hay đơn vị kiểm định. Người bán vi phạm phải chịu toàn bộ khoản bồi hoàn và có thể bị đóng cửa hàng.',
      ),
      s(
        'Bảo đảm chất lượng',
        'Nếu sản phẩm bị lỗi chất lượng, hư hỏng, sai mô tả về chất liệu, kích cỡ, màu sắc, hoặc mỹ phẩm đã hết hạn sử dụng, Người mua được hoàn 100% giá sản phẩm sau khi yêu cầu được xác minh.',
      ),
      s(
        'Điều kiện áp dụng',
        'Yêu cầu bảo đảm phải được gửi trong thời hạn đổi trả của sản phẩm, qua tính năng trả hàng, hoàn tiền trên Xinh, kèm lý do và hình ảnh hoặc video. Bảo đảm chỉ áp dụng cho đơn hàng được đặt và thanh toán trên Xinh.',
        'Bảo đảm không áp dụng cho hư hỏng do sử dụng hoặc bảo quản sai hướng dẫn, hay giao dịch được thực hiện ngoài Xinh.',
      ),
      s(
        'Quy trình xử lý',
        'Yêu cầu bảo đảm được xử lý theo quy trình trả hàng: Người bán phản hồi, Người mua gửi trả hàng, Người bán xác nhận đã nhận và Xinh phê duyệt. Khoản hoàn được chuyển về phương thức thanh toán ban đầu; với đơn COD, Xinh hoàn bằng chuyển khoản ngân hàng.',
      ),
    ),
    en: doc(
      s(
        'Our commitment',
        'The guarantee policy lets buyers shop for fashion and beauty on Xinh with confidence. The buyer’s payment is released to the seller only after the order is completed and the return period has ended.',
      ),
      s(
        'Authentic-goods guarantee',
        'If a buyer receives counterfeit or imitation goods, or goods not of the stated brand, Xinh refunds 200% of the item price to the buyer.',
        'The claim must include photos, video or a verification result from the brand or a testing body. The seller at fault bears the full amount refunded and may have the shop closed.',
      ),
      s(
        'Quality guarantee',
        'If a product is defective or damaged, differs from its description in material, size or colour, or is a cosmetic past its expiry date, the buyer is refunded 100% of the item price once the claim is verified.',
      ),
      s(
        'Conditions',
        'Guarantee claims must be submitted within the product’s return period, through the return and refund feature on Xinh, with a reason and photos or video. The guarantee applies only to orders placed and paid on Xinh.',
        'The guarantee does not cover damage caused by use or storage contrary to instructions, or transactions made outside Xinh.',
      ),
      s(
        'Handling process',
        'Guarantee claims follow the return process: the seller responds, the buyer sends the item back, the seller confirms receipt and Xinh approves. Refunds go to the original payment method; for COD orders, Xinh refunds by bank transfer.',
      ),
    ),
    ko: doc(
      s(
        'Xinh의 약속',
        '보증 정책은 구매자가 Xinh에서 패션·뷰티 상품을 안심하고 구매할 수 있도록 합니다. 구매자의 결제 대금은 주문이 완료되고 반품 기간이 끝난 후에만 판매자에게 지급됩니다.',
      ),
      s(
        '정품 보증',
        '구매자가 위조품, 모조품 또는 표시된 브랜드가 아닌 상품을 받은 경우, Xinh는 상품 가격의 200%를 구매자에게 환불합니다.',
        '신청 시 사진, 영상 또는 브랜드나 검사 기관의 확인 결과를 첨부해야 합니다. 위반 판매자는 환불액 전액을 부담하며 상점이 폐쇄될 수 있습니다.',
      ),
      s(
        '품질 보증',
        '상품에 하자나 파손이 있거나, 소재·사이즈·색상이 설명과 다르거나, 유통기한이 지난 화장품인 경우, 확인 후 상품 가격의 100%를 환불합니다.',
      ),
      s(
        '적용 조건',
        '보증 신청은 상품의 반품 기간 내에 Xinh의 반품·환불 기능을 통해 사유와 사진 또는 영상을 첨부하여 제출해야 합니다. 보증은 Xinh에서 주문하고 결제한 주문에만 적용됩니다.',
        '사용 또는 보관 방법을 지키지 않아 발생한 손상이나 Xinh 외부에서 이루어진 거래에는 보증이 적용되지 않습니다.',
      ),
      s(
        '처리 절차',
        '보증 신청은 반품 절차에 따라 처리됩니다. 판매자가 답변하고, 구매자가 상품을 반송하며, 판매자가 수령을 확인한 후 Xinh가 승인합니다. 환불은 원래 결제 수단으로 처리되며, COD 주문은 은행 송금으로 환불합니다.',
      ),
    ),
  },

  'giai-quyet-khieu-nai': {
    vi: doc(
      s(
        'Phạm vi',
        'Chính sách áp dụng cho khiếu nại của Người mua, Người bán và đối tác tiếp thị liên kết liên quan đến đơn hàng, thanh toán, hoàn tiền, chất lượng hàng hóa, dữ liệu cá nhân hoặc hành vi vi phạm trên Xinh, phù hợp với Luật Thương mại điện tử số 122/2025/QH15.',
      ),
      s(
        'Kênh tiếp nhận',
        'Bạn có thể gửi khiếu nại qua email hotro@xinh.vn hoặc hotline 1900 1234. Với yêu cầu trả hàng, hoàn tiền, hãy gửi trực tiếp trong mục Đơn hàng.',
        'Khi khiếu nại, vui lòng nêu mã đơn hàng (nếu có), mô tả sự việc và đính kèm hình ảnh, video hoặc chứng từ liên quan để việc xác minh được nhanh chóng.',
      ),
      s(
        'Thời hạn xử lý',
        'Xinh xác nhận đã tiếp nhận khiếu nại trong vòng 24 giờ và đặt mục tiêu giải quyết trong vòng 7 ngày làm việc. Với trường hợp phức tạp cần xác minh thêm từ Người bán, đơn vị vận chuyển hoặc đơn vị thanh toán, Xinh sẽ thông báo tiến độ và thời gian dự kiến.',
      ),
      s(
        'Quy trình giải quyết',
        'Xinh ưu tiên thương lượng và hòa giải giữa các bên. Người bán có trách nhiệm phản hồi khiếu nại về cửa hàng của mình; nếu Người bán không phản hồi yêu cầu trả hàng trong 2 ngày, Xinh trực tiếp xem xét và quyết định dựa trên bằng chứng các bên cung cấp.',
        'Kết quả được thông báo qua ứng dụng và email. Nếu khiếu nại được chấp nhận, việc hoàn tiền hoặc bồi hoàn được thực hiện theo Chính sách đổi trả và hoàn tiền và Chính sách bảo đảm.',
      ),
      s(
        'Giải quyết tại cơ quan có thẩm quyền',
        'Nếu không đồng ý với kết quả, các bên có quyền yêu cầu cơ quan nhà nước có thẩm quyền, tổ chức bảo vệ quyền lợi người tiêu dùng hoặc Tòa án giải quyết theo pháp luật Việt Nam. Xinh cung cấp thông tin giao dịch liên quan khi cơ quan có thẩm quyền yêu cầu.',
      ),
      s(
        'Lưu ý',
        'Người mua đã xóa tài khoản không thể khiếu nại các đơn hàng đang vận chuyển. Khiếu nại gian dối hoặc sử dụng bằng chứng giả có thể bị từ chối và dẫn đến khóa tài khoản.',
      ),
    ),
    en: doc(
      s(
        'Scope',
        'This policy covers complaints by buyers, sellers and affiliate partners about orders, payments, refunds, product quality, personal data or misconduct on Xinh, in line with Law on E-commerce No. 122/2025/QH15.',
      ),
      s(
        'How to contact us',
        'You can send a complaint by email to hotro@xinh.vn or call the hotline 1900 1234. For return and refund requests, submit them directly under Orders.',
        'Please include the order number (if any), a description of what happened, and any relevant photos, videos or documents so that we can verify the case quickly.',
      ),
      s(
        'Response times',
        'Xinh acknowledges every complaint within 24 hours and aims to resolve it within 7 working days. For complex cases that need further checks with the seller, carrier or payment provider, Xinh will keep you informed of progress and the expected time.',
      ),
      s(
        'Resolution process',
        'Xinh favours negotiation and mediation between the parties. Sellers must respond to complaints about their shop; if a seller does not answer a return request within 2 days, Xinh reviews the case directly and decides on the evidence provided by the parties.',
        'The outcome is notified in the app and by email. If a complaint is upheld, the refund or compensation is made under the Returns and refunds policy and the Guarantee policy.',
      ),
      s(
        'Competent authorities',
        'If a party disagrees with the outcome, it may ask the competent state authority, a consumer protection organisation or a court to resolve the dispute under Vietnamese law. Xinh provides the relevant transaction records when a competent authority requests them.',
      ),
      s(
        'Notes',
        'A buyer who has deleted the account cannot dispute orders that are in transit. Fraudulent complaints or fake evidence may be rejected and may lead to account suspension.',
      ),
    ),
    ko: doc(
      s(
        '적용 범위',
        '본 정책은 Xinh에서의 주문, 결제, 환불, 상품 품질, 개인정보 또는 위반 행위에 관한 구매자, 판매자 및 제휴 파트너의 이의 제기에 적용되며, 전자상거래법 제122/2025/QH15호를 따릅니다.',
      ),
      s(
        '접수 채널',
        '이의 제기는 이메일 hotro@xinh.vn 또는 고객센터 1900 1234로 접수할 수 있습니다. 반품·환불 요청은 주문 메뉴에서 직접 제출해 주세요.',
        '신속한 확인을 위해 주문 번호(해당 시), 상황 설명 및 관련 사진, 영상 또는 서류를 함께 제출해 주세요.',
      ),
      s(
        '처리 기한',
        'Xinh는 24시간 이내에 접수를 확인하고 7 영업일 이내 해결을 목표로 합니다. 판매자, 배송업체 또는 결제 대행사의 추가 확인이 필요한 복잡한 사안은 진행 상황과 예상 일정을 안내합니다.',
      ),
      s(
        '해결 절차',
        'Xinh는 당사자 간 협의와 조정을 우선합니다. 판매자는 자신의 상점에 관한 이의 제기에 답변해야 하며, 판매자가 2일 이내에 반품 요청에 답변하지 않으면 Xinh가 직접 검토하여 당사자들이 제출한 증빙에 따라 결정합니다.',
        '결과는 앱과 이메일로 안내됩니다. 이의 제기가 인정되면 교환·환불 정책 및 품질 보증 정책에 따라 환불 또는 보상이 이루어집니다.',
      ),
      s(
        '관할 기관을 통한 해결',
        '결과에 동의하지 않는 당사자는 베트남 법령에 따라 관할 국가기관, 소비자보호단체 또는 법원에 해결을 요청할 수 있습니다. Xinh는 관할 기관의 요청이 있으면 관련 거래 정보를 제공합니다.',
      ),
      s(
        '유의 사항',
        '계정을 삭제한 구매자는 배송 중인 주문에 대해 이의를 제기할 수 없습니다. 허위 이의 제기나 위조된 증빙은 거절될 수 있으며 계정 정지로 이어질 수 있습니다.',
      ),
    ),
  },

  'dieu-khoan-tiep-thi-lien-ket': {
    vi: doc(
      s(
        'Đối tượng và đăng ký',
        'Điều khoản này áp dụng cho cá nhân, nhà sáng tạo nội dung và KOL (gọi chung là Đối tác) tham gia chương trình tiếp thị liên kết của Công ty TNHH Xinh Việt Nam. Đối tác cần có tài khoản Xinh đã xác minh và cung cấp thông tin nhận thanh toán chính xác trong mục Thông tin tài khoản.',
      ),
      s(
        'Cách thức hoạt động',
        'Đối tác chia sẻ liên kết sản phẩm do Xinh tạo. Hoa hồng được tính cho các đơn hàng hoàn tất được ghi nhận qua liên kết của Đối tác, theo tỷ lệ do Người bán đặt cho từng chiến dịch mở và được hiển thị trước khi Đối tác tham gia.',
        'Đối tác theo dõi các đơn hàng chuyển đổi và trạng thái hoa hồng trong khu vực Tiếp thị liên kết.',
      ),
      s(
        'Ghi nhận đơn hàng và cách tính hoa hồng',
        'Đơn hàng được ghi nhận cho Đối tác có lượt nhấp cuối cùng của người mua vào link trong vòng 30 ngày trước khi đặt hàng (Xinh có thể điều chỉnh thời hạn này và công bố trong khu vực Tiếp thị liên kết). Mỗi đơn chỉ ghi nhận cho một Đối tác.',
        'Hoa hồng bằng tỷ lệ của chiến dịch nhân với giá trị sản phẩm sau khi trừ phần giảm giá của voucher, không gồm phí vận chuyển. Nếu sản phẩm thuộc nhiều chiến dịch mà Đối tác tham gia, tỷ lệ cao nhất được áp dụng. Trang Đơn hàng chuyển đổi cho biết lượt nhấp, chiến dịch, tỷ lệ và số tiền của từng đơn.',
        'Đơn hàng Đối tác tự mua qua link của chính mình không được tính hoa hồng.',
      ),
      s(
        'Xác nhận và thanh toán hoa hồng',
        'Hoa hồng chỉ được xác nhận sau khi thời hạn đổi trả của đơn hàng kết thúc. Đơn hàng bị hủy, trả hàng hoặc hoàn tiền không được tính hoa hồng.',
        'Hoa hồng đã xác nhận được thanh toán bằng VND vào tài khoản ngân hàng Đối tác đã đăng ký, sau khi khấu trừ thuế thu nhập cá nhân theo quy định của pháp luật.',
      ),
      s(
        'Quy tắc quảng bá',
        'Đối tác phải giới thiệu sản phẩm trung thực, ghi rõ nội dung có hợp tác quảng cáo, không cam kết sai về công dụng, đặc biệt với mỹ phẩm, và không sử dụng hình ảnh, thương hiệu của Xinh hoặc Người bán ngoài phạm vi được cho phép.',
      ),
      s(
        'Hành vi gian lận',
        'Nghiêm cấm tự mua hàng qua liên kết của chính mình, tạo lượt nhấp ảo, dùng công cụ tự động, gửi tin rác hoặc tạo đơn hàng ảo. Hoa hồng phát sinh từ hành vi gian lận sẽ bị hủy; Xinh có quyền tạm khóa hoặc chấm dứt tư cách Đối tác và thu hồi khoản đã thanh toán.',
      ),
      s(
        'Thay đổi và chấm dứt',
        'Xinh có thể thay đổi điều khoản và thông báo cho Đối tác trước khi áp dụng. Đối tác có thể ngừng tham gia bất cứ lúc nào; hoa hồng hợp lệ đã phát sinh vẫn được thanh toán sau khi được xác nhận. Tranh chấp được giải quyết theo chính sách Giải quyết khiếu nại và pháp luật Việt Nam.',
      ),
    ),
    en: doc(
      s(
        'Eligibility and registration',
        'These terms apply to individuals, content creators and KOLs (together, Partners) who join the affiliate programme of Xinh Vietnam Co., Ltd. Partners need a verified Xinh account and must provide accurate payout details under Account information.',
      ),
      s(
        'How it works',
        'Partners share product links generated by Xinh. Commission is earned on completed orders attributed to the Partner’s link, at the rate the seller sets for each open campaign, shown before the Partner joins.',
        'Partners can follow their converted orders and commission status in the Affiliate area.',
      ),
      s(
        'Order attribution and how commission is calculated',
        'An order is credited to the Partner whose link the buyer last clicked within 30 days before ordering (Xinh may change this window and shows it in the Affiliate area). Each order is credited to one Partner only.',
        'Commission is the campaign’s rate times the items’ value after voucher discounts, excluding shipping. When an item is in several campaigns the Partner joined, the highest rate applies. The Converted orders page shows the click, the campaign, the rate and the amount of every order.',
        'Orders a Partner places through their own link earn no commission.',
      ),
      s(
        'Commission confirmation and payout',
        'Commission is confirmed only after the order’s return period has closed. Cancelled, returned or refunded orders earn no commission.',
        'Confirmed commission is paid in VND to the Partner’s registered bank account, after personal income tax is withheld as required by law.',
      ),
      s(
        'Promotion rules',
        'Partners must present products truthfully, clearly disclose sponsored content, make no false claims about effects, especially for cosmetics, and use the images and brands of Xinh or sellers only as permitted.',
      ),
      s(
        'Fraud',
        'Buying through your own link, generating fake clicks, using automated tools, spamming or placing fake orders is strictly prohibited. Commission arising from fraud is voided; Xinh may suspend or terminate the partnership and recover amounts already paid.',
      ),
      s(
        'Changes and termination',
        'Xinh may change these terms and will notify Partners before the changes apply. Partners may leave the programme at any time; valid commission already earned is still paid once confirmed. Disputes are resolved under the Complaint resolution policy and Vietnamese law.',
      ),
    ),
    ko: doc(
      s(
        '대상 및 가입',
        '본 약관은 Xinh Vietnam Co., Ltd의 제휴 마케팅 프로그램에 참여하는 개인, 콘텐츠 크리에이터 및 KOL(이하 "파트너")에게 적용됩니다. 파트너는 인증된 Xinh 계정이 있어야 하며, 계정 정보 메뉴에 정확한 정산 정보를 입력해야 합니다.',
      ),
      s(
        '운영 방식',
        '파트너는 Xinh가 생성한 상품 링크를 공유합니다. 커미션은 파트너의 링크를 통해 발생한 완료 주문에 대해, 판매자가 각 오픈 캠페인에 설정하고 참여 전에 공개된 비율로 산정됩니다.',
        '파트너는 제휴 마케팅 메뉴에서 전환 주문과 커미션 상태를 확인할 수 있습니다.',
      ),
      s(
        '주문 귀속 및 커미션 계산',
        '주문은 구매자가 주문 전 30일 이내에 마지막으로 클릭한 링크의 파트너에게 귀속됩니다(Xinh는 이 기간을 변경할 수 있으며 제휴 마케팅 메뉴에 공지합니다). 각 주문은 한 명의 파트너에게만 귀속됩니다.',
        '커미션은 캠페인 비율에 바우처 할인 후 상품 금액(배송비 제외)을 곱한 금액입니다. 파트너가 참여한 여러 캠페인에 속한 상품은 가장 높은 비율이 적용됩니다. 전환 주문 페이지에서 주문별 클릭, 캠페인, 비율 및 금액을 확인할 수 있습니다.',
        '파트너가 본인 링크로 직접 구매한 주문에는 커미션이 지급되지 않습니다.',
      ),
      s(
        '커미션 확정 및 지급',
        '커미션은 주문의 반품 기간이 끝난 후에만 확정됩니다. 취소, 반품 또는 환불된 주문에는 커미션이 지급되지 않습니다.',
        '확정된 커미션은 법령에 따라 개인소득세를 원천징수한 후 파트너가 등록한 은행 계좌로 VND로 지급됩니다.',
      ),
      s(
        '홍보 규칙',
        '파트너는 상품을 사실대로 소개하고, 광고 협찬임을 명확히 표시해야 하며, 특히 화장품의 효능을 허위로 약속해서는 안 되고, Xinh 또는 판매자의 이미지와 브랜드를 허용된 범위 내에서만 사용해야 합니다.',
      ),
      s(
        '부정행위',
        '본인 링크를 통한 자가 구매, 허위 클릭 생성, 자동화 도구 사용, 스팸 발송 또는 허위 주문은 엄격히 금지됩니다. 부정행위로 발생한 커미션은 무효 처리되며, Xinh는 파트너 자격을 정지 또는 해지하고 이미 지급한 금액을 회수할 수 있습니다.',
      ),
      s(
        '변경 및 종료',
        'Xinh는 약관을 변경할 수 있으며 적용 전에 파트너에게 알립니다. 파트너는 언제든지 참여를 중단할 수 있으며, 이미 발생한 유효 커미션은 확정 후 지급됩니다. 분쟁은 분쟁 해결 정책과 베트남 법령에 따라 해결됩니다.',
      ),
    ),
  },

  'dieu-khoan-tiep-thi-lien-ket-nguoi-ban': {
    vi: doc(
      s(
        'Các bên và phạm vi',
        'Điều khoản này quy định quan hệ giữa Người bán và Công ty TNHH Xinh Việt Nam (Nhà cung cấp nền tảng) khi Người bán tham gia chương trình tiếp thị liên kết, cho phép Đối tác và KOL quảng bá sản phẩm của cửa hàng để nhận hoa hồng.',
      ),
      s(
        'Tạo chiến dịch mở',
        'Người bán tạo chiến dịch mở trong Kênh Người bán, chọn sản phẩm, thời gian và tỷ lệ hoa hồng. Tỷ lệ hoa hồng được hiển thị công khai cho Đối tác; thay đổi tỷ lệ chỉ áp dụng cho đơn hàng phát sinh sau thời điểm thay đổi.',
      ),
      s(
        'Nghĩa vụ trả hoa hồng',
        'Người bán trả hoa hồng cho mọi đơn hàng hoàn tất được ghi nhận qua liên kết của Đối tác. Hoa hồng được xác nhận sau khi hết thời hạn đổi trả, được Xinh khấu trừ vào tiền hàng khi đối soát và chi trả cho Đối tác.',
        'Đơn hàng bị hủy, trả hàng hoặc hoàn tiền không phát sinh hoa hồng.',
      ),
      s(
        'Trách nhiệm của Xinh',
        'Xinh cung cấp công cụ tạo liên kết, ghi nhận đơn hàng chuyển đổi, báo cáo hiệu quả chiến dịch, đồng thời giám sát và ngăn chặn gian lận. Hoa hồng phát sinh từ hành vi gian lận như tự mua hàng hoặc tạo lượt nhấp ảo sẽ bị hủy và không bị tính cho Người bán.',
      ),
      s(
        'Cam kết của Người bán',
        'Người bán bảo đảm sản phẩm trong chiến dịch là hàng chính hãng, đúng mô tả, đủ hàng và tuân thủ Quy chế hoạt động. Người bán không được yêu cầu Đối tác quảng cáo sai sự thật hoặc dàn xếp đơn hàng ảo; vi phạm có thể dẫn đến dừng chiến dịch và xử lý theo Quy chế.',
      ),
      s(
        'Phí, thuế và chấm dứt',
        'Hoa hồng tiếp thị liên kết tách biệt với phí dịch vụ 3% doanh thu (miễn trong năm đầu) và thuế khấu trừ theo Nghị định 117/2025/NĐ-CP. Người bán có thể kết thúc chiến dịch bất cứ lúc nào; hoa hồng của các đơn hàng phát sinh trước khi kết thúc vẫn được thanh toán.',
      ),
    ),
    en: doc(
      s(
        'Parties and scope',
        'These terms govern the relationship between the seller and Xinh Vietnam Co., Ltd (the platform provider) when the seller joins the affiliate programme and allows Partners and KOLs to promote the shop’s products in return for commission.',
      ),
      s(
        'Creating open campaigns',
        'Sellers create open campaigns in the Seller Centre, choosing the products, the period and the commission rate. The rate is shown publicly to Partners; a change of rate applies only to orders placed after the change.',
      ),
      s(
        'Obligation to pay commission',
        'The seller pays commission on every completed order attributed to a Partner’s link. Commission is confirmed after the return period closes, deducted by Xinh from the order proceeds at settlement and paid to the Partner.',
        'Cancelled, returned or refunded orders generate no commission.',
      ),
      s(
        'Responsibilities of Xinh',
        'Xinh provides the link tools, records converted orders, reports campaign performance, and monitors and prevents fraud. Commission arising from fraud, such as self-purchases or fake clicks, is voided and not charged to the seller.',
      ),
      s(
        'Seller commitments',
        'The seller warrants that campaign products are authentic, as described, in stock and compliant with the Operating rules. Sellers must not ask Partners to advertise falsely or arrange fake orders; violations may lead to the campaign being stopped and action under the Operating rules.',
      ),
      s(
        'Fees, taxes and termination',
        'Affiliate commission is separate from the 3% service fee on revenue (waived in the first year) and from tax withheld under Decree 117/2025/ND-CP. Sellers may end a campaign at any time; commission on orders placed before the end is still paid.',
      ),
    ),
    ko: doc(
      s(
        '당사자 및 적용 범위',
        '본 약관은 판매자가 제휴 마케팅 프로그램에 참여하여 파트너와 KOL이 상점 상품을 홍보하고 커미션을 받도록 허용할 때, 판매자와 Xinh Vietnam Co., Ltd(플랫폼 공급자) 간의 관계를 규정합니다.',
      ),
      s(
        '오픈 캠페인 생성',
        '판매자는 판매자 센터에서 상품, 기간 및 커미션 비율을 선택하여 오픈 캠페인을 생성합니다. 커미션 비율은 파트너에게 공개되며, 비율 변경은 변경 이후 발생한 주문에만 적용됩니다.',
      ),
      s(
        '커미션 지급 의무',
        '판매자는 파트너의 링크를 통해 발생한 모든 완료 주문에 대해 커미션을 지급합니다. 커미션은 반품 기간이 끝난 후 확정되며, Xinh가 정산 시 판매 대금에서 공제하여 파트너에게 지급합니다.',
        '취소, 반품 또는 환불된 주문에는 커미션이 발생하지 않습니다.',
      ),
      s(
        'Xinh의 책임',
        'Xinh는 링크 생성 도구를 제공하고, 전환 주문을 기록하며, 캠페인 성과를 보고하고, 부정행위를 감시·방지합니다. 자가 구매나 허위 클릭 등 부정행위로 발생한 커미션은 무효 처리되며 판매자에게 청구되지 않습니다.',
      ),
      s(
        '판매자의 약속',
        '판매자는 캠페인 상품이 정품이고, 설명과 일치하며, 재고가 충분하고, 운영 규정을 준수함을 보증합니다. 판매자는 파트너에게 허위 광고나 허위 주문을 요구해서는 안 되며, 위반 시 캠페인이 중단되고 운영 규정에 따라 조치될 수 있습니다.',
      ),
      s(
        '수수료, 세금 및 종료',
        '제휴 마케팅 커미션은 매출의 3%인 서비스 수수료(첫 1년 면제) 및 정령 제117/2025/NĐ-CP호에 따른 원천징수 세금과 별개입니다. 판매자는 언제든지 캠페인을 종료할 수 있으며, 종료 전에 발생한 주문의 커미션은 그대로 지급됩니다.',
      ),
    ),
  },
}
