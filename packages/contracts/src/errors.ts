import { type MessageParams, fill } from './fill.ts'
import type { Lang } from './locale.ts'

/**
 * The error catalogue (spec §8) plus the platform's own codes. Each code has one HTTP status
 * and a message in every language; `{name}` placeholders are filled from the error's params.
 */
export const ERRORS = {
  // platform
  VALIDATION_FAILED: { status: 400, vi: 'Dữ liệu không hợp lệ', en: 'Invalid data', ko: '잘못된 데이터입니다' },
  UNAUTHENTICATED: { status: 401, vi: 'Vui lòng đăng nhập để tiếp tục', en: 'Please log in to continue', ko: '계속하려면 로그인하세요' },
  FORBIDDEN: {
    status: 403,
    vi: 'Bạn không có quyền thực hiện thao tác này',
    en: 'You are not allowed to do this',
    ko: '이 작업을 수행할 권한이 없습니다',
  },
  NOT_FOUND: { status: 404, vi: 'Không tìm thấy trang này.', en: 'This page could not be found.', ko: '페이지를 찾을 수 없습니다.' },
  RATE_LIMITED: {
    status: 429,
    vi: 'Bạn thao tác quá nhanh, vui lòng thử lại sau {seconds} giây',
    en: 'Too many attempts, please try again in {seconds} seconds',
    ko: '시도 횟수가 너무 많습니다. {seconds}초 후에 다시 시도하세요',
  },
  RETRY_LATER: {
    status: 503,
    vi: 'Có lỗi xảy ra, vui lòng thử lại sau',
    en: 'Something went wrong, please try again later',
    ko: '문제가 발생했습니다. 잠시 후 다시 시도하세요',
  },
  UNKNOWN_ERROR: { status: 500, vi: 'Lỗi không xác định', en: 'Unknown error', ko: '알 수 없는 오류' },
  // error.fields.origin says what was wrong with the request (docs/api/README.md "Cookie or Bearer")
  CSRF_REJECTED: {
    status: 403,
    vi: 'Yêu cầu ghi bằng cookie phiên phải đến từ trang Xinh (header Origin); script hãy dùng Authorization: Bearer',
    en: 'A write with the session cookie must come from the Xinh site (Origin header); scripts should use Authorization: Bearer',
    ko: '세션 쿠키를 사용한 쓰기 요청은 Xinh 사이트에서 와야 합니다(Origin 헤더). 스크립트는 Authorization: Bearer를 사용하세요',
  },
  // identity and account
  AUTH_INVALID_CREDENTIALS: {
    status: 401,
    vi: 'Email hoặc mật khẩu không chính xác',
    en: 'Email or password incorrect',
    ko: '이메일 또는 비밀번호가 올바르지 않습니다',
  },
  AUTH_EMAIL_TAKEN: {
    status: 409,
    vi: 'Email này đã được sử dụng',
    en: 'This email is already registered',
    ko: '이미 등록된 이메일입니다',
  },
  AUTH_TOKEN_INVALID: {
    status: 401,
    vi: 'Phiên đăng nhập đã hết hạn, vui lòng đăng nhập lại',
    en: 'Your session has expired, please log in again',
    ko: '세션이 만료되었습니다. 다시 로그인하세요',
  },
  AUTH_WRONG_PASSWORD: {
    status: 400,
    vi: 'Mật khẩu hiện tại không đúng',
    en: 'Current password is incorrect',
    ko: '현재 비밀번호가 올바르지 않습니다',
  },
  AUTH_PROVIDER_NOT_CONFIGURED: {
    // 404, not 501: a client can ask for an unconfigured provider at will, and no 5xx answers a client's request
    status: 404,
    vi: 'Đăng nhập bằng {provider} chưa được cấu hình',
    en: 'Sign-in with {provider} is not configured',
    ko: '{provider} 로그인이 구성되지 않았습니다',
  },
  AUTH_PROVIDER_FAILED: {
    status: 401,
    vi: 'Không thể đăng nhập bằng {provider}',
    en: 'Could not sign in with {provider}',
    ko: '{provider}(으)로 로그인할 수 없습니다',
  },
  ACCOUNT_DELETED: { status: 403, vi: 'Tài khoản đã bị xoá', en: 'This account has been deleted', ko: '삭제된 계정입니다' },
  ACCOUNT_DELETION_PENDING: {
    status: 409,
    vi: 'Yêu cầu xoá tài khoản đang được xử lý',
    en: 'An account deletion request is already being processed',
    ko: '계정 삭제 요청이 이미 처리 중입니다',
  },
  GUEST_ONLY: {
    status: 400,
    vi: 'Chỉ tài khoản khách mới có thể đăng ký theo cách này',
    en: 'Only a guest account can be registered this way',
    ko: '게스트 계정만 이 방법으로 가입할 수 있습니다',
  },
  OTP_INVALID: { status: 400, vi: 'Mã xác thực không hợp lệ', en: 'Verification code invalid', ko: '인증 코드가 올바르지 않습니다' },
  OTP_TOO_SOON: {
    status: 429,
    vi: 'Vui lòng đợi {seconds} giây trước khi gửi lại mã',
    en: 'Please wait {seconds} seconds before requesting a new code',
    ko: '{seconds}초 후에 새 코드를 요청하세요',
  },
  PHONE_TAKEN: {
    status: 409,
    vi: 'Số điện thoại đã được tài khoản khác xác thực',
    en: 'This phone number is verified on another account',
    ko: '다른 계정에서 인증된 전화번호입니다',
  },
  IMAGE_INVALID: { status: 400, vi: 'Hình ảnh không hợp lệ', en: 'Image invalid', ko: '이미지가 올바르지 않습니다' },
  FILE_TOO_LARGE: {
    status: 413,
    vi: 'Tệp quá lớn (tối đa {mb} MB)',
    en: 'File too large (max {mb} MB)',
    ko: '파일이 너무 큽니다 (최대 {mb}MB)',
  },
  FILE_UPLOAD_FAILED: {
    status: 400,
    vi: 'Đọc hoặc tải tệp lên thất bại',
    en: 'File reading or upload failed',
    ko: '파일을 읽거나 업로드하지 못했습니다',
  },
  MAX_FILES: {
    status: 400,
    vi: 'Chỉ được tải lên tối đa {max} tệp',
    en: 'You can upload at most {max} files',
    ko: '최대 {max}개의 파일만 업로드할 수 있습니다',
  },
  ADDRESS_INVALID: {
    status: 400,
    vi: 'Địa chỉ không hợp lệ, vui lòng chọn địa chỉ khác',
    en: 'Address invalid, choose another',
    ko: '주소가 올바르지 않습니다. 다른 주소를 선택하세요',
  },
  // spec §8, used by later issues
  SELECT_CLASSIFICATION: { status: 400, vi: 'Vui lòng chọn phân loại hàng', en: 'Please select classification', ko: '옵션을 선택하세요' },
  CART_ITEM_DELETED: { status: 410, vi: 'Sản phẩm đã bị xoá', en: 'Item deleted', ko: '삭제된 상품입니다' },
  SELECT_PRODUCTS: {
    status: 400,
    vi: 'Vui lòng chọn sản phẩm để mua',
    en: 'Please select products to purchase',
    ko: '구매할 상품을 선택하세요',
  },
  ACCEPT_TERMS: {
    status: 400,
    vi: 'Vui lòng đồng ý với điều khoản trước khi đặt hàng',
    en: 'Agree to terms before ordering',
    ko: '주문 전에 약관에 동의하세요',
  },
  VIDEO_TOO_LONG: {
    status: 400,
    vi: 'Video quá dài (tối đa {seconds} giây)',
    en: 'Video too long (max {seconds} seconds)',
    ko: '동영상이 너무 깁니다 (최대 {seconds}초)',
  },
  PAYMENT_LINK_FAILED: {
    status: 502,
    vi: 'Không lấy được liên kết thanh toán',
    en: 'Payment link could not be obtained',
    ko: '결제 링크를 가져올 수 없습니다',
  },
  PAYMENT_METHOD_UNAVAILABLE: {
    status: 400,
    vi: 'Phương thức thanh toán không khả dụng hoặc shop không chấp nhận',
    en: 'Payment method unavailable or not accepted by the shop',
    ko: '결제 수단을 사용할 수 없거나 상점에서 받지 않습니다',
  },
  SHIPPING_UNAVAILABLE: {
    status: 400,
    vi: 'Không hỗ trợ giao hàng đến địa chỉ này',
    en: 'Shipping not available at the address',
    ko: '해당 주소로 배송할 수 없습니다',
  },
  PAYMENT_METHODS_NOT_UNIFORM: {
    status: 400,
    vi: 'Phương thức thanh toán không đồng nhất, vui lòng tách đơn hàng',
    en: 'Payment methods not uniform; split the order',
    ko: '결제 수단이 일치하지 않습니다. 주문을 나누세요',
  },
  PROMOTION_QUANTITY_EXCEEDED: {
    status: 409,
    vi: 'Đơn hàng vượt quá số lượng khuyến mãi còn lại, vui lòng điều chỉnh số lượng',
    en: 'Order exceeds remaining promotion quantity; adjust the quantity',
    ko: '남은 프로모션 수량을 초과했습니다. 수량을 조정하세요',
  },
  PROMOTION_USER_LIMIT: {
    status: 409,
    vi: 'Vượt quá giới hạn khuyến mãi cho mỗi người dùng',
    en: 'Per-user promotion limit exceeded',
    ko: '사용자별 프로모션 한도를 초과했습니다',
  },
  ORDER_CREATE_FAILED: { status: 500, vi: 'Có lỗi khi tạo đơn hàng', en: 'Error creating order', ko: '주문 생성 중 오류가 발생했습니다' },
  PURCHASE_FAILED: { status: 500, vi: 'Có lỗi khi mua hàng', en: 'Error purchasing', ko: '구매 중 오류가 발생했습니다' },
  CONTENT_OFFENSIVE: {
    status: 400,
    vi: 'Nội dung chứa ngôn từ xúc phạm hoặc thông tin không phù hợp',
    en: 'Content contains offensive language or inappropriate information',
    ko: '내용에 불쾌하거나 부적절한 정보가 포함되어 있습니다',
  },
  CATEGORY_LOAD_FAILED: { status: 500, vi: 'Lỗi tải danh mục', en: 'Category load error', ko: '카테고리를 불러오지 못했습니다' },
  LIST_INVALID: {
    status: 400,
    vi: 'Danh sách không hợp lệ, vui lòng chọn lại',
    en: 'Invalid list, choose a new one',
    ko: '목록이 올바르지 않습니다. 다시 선택하세요',
  },
  PRICE_MISMATCH: {
    status: 409,
    vi: 'Giá không đúng hoặc đã thay đổi',
    en: 'Wrong price or price mismatch',
    ko: '가격이 올바르지 않거나 일치하지 않습니다',
  },
  VOTES_EXHAUSTED: { status: 409, vi: 'Bạn đã hết lượt bình chọn', en: 'Votes exhausted', ko: '투표권을 모두 사용했습니다' },
  PUSH_UNSUPPORTED: {
    status: 400,
    vi: 'Trình duyệt không hỗ trợ thông báo đẩy',
    en: 'Browser does not support push',
    ko: '브라우저가 푸시를 지원하지 않습니다',
  },
  PRICE_CHANGE_TOO_SOON: {
    status: 409,
    vi: 'Không thể thay đổi giá trong vòng 14 ngày',
    en: 'Cannot change price within 14 days',
    ko: '14일 이내에는 가격을 변경할 수 없습니다',
  },
  PRICE_CHANGE_TOO_MANY: {
    status: 409,
    vi: 'Đã thay đổi giá quá nhiều lần',
    en: 'Price changed too many times',
    ko: '가격 변경 횟수를 초과했습니다',
  },
  // product server messages (spec §8)
  PRODUCT_INVALID_ID: { status: 404, vi: 'Mã sản phẩm không hợp lệ', en: 'Invalid product id', ko: '상품 ID가 올바르지 않습니다' },
  PRODUCT_CANNOT_UPDATE_PRICE: { status: 409, vi: 'Không thể cập nhật giá', en: 'Cannot update price', ko: '가격을 변경할 수 없습니다' },
  PRODUCT_MISSING_FIELD: { status: 400, vi: 'Thiếu thông tin: {field}', en: 'Missing {field}', ko: '{field} 정보가 없습니다' },
  PRODUCT_SENSITIVE_CONTENT: {
    status: 400,
    vi: 'Tên hoặc mô tả chứa nội dung nhạy cảm',
    en: 'Sensitive content in name or description',
    ko: '상품명 또는 설명에 민감한 내용이 있습니다',
  },
  PRODUCT_STATE_CONFLICT: {
    status: 409,
    vi: 'Không thể thực hiện thao tác ở trạng thái hiện tại của sản phẩm',
    en: 'This action is not possible in the product’s current state',
    ko: '현재 상품 상태에서는 이 작업을 할 수 없습니다',
  },
  PRODUCT_OUT_OF_STOCK: { status: 409, vi: 'Sản phẩm đã hết hàng', en: 'Product is out of stock', ko: '상품이 품절되었습니다' },
  // seller catalogue (issue 3)
  SIZE_CHART_INVALID_ID: { status: 404, vi: 'Bảng size không hợp lệ', en: 'Invalid size chart id', ko: '사이즈표 ID가 올바르지 않습니다' },
  PRODUCT_IMPORT_FAILED: {
    status: 400,
    vi: 'Tệp có {count} lỗi, chưa sản phẩm nào được nhập',
    en: 'The file has {count} errors; no product was imported',
    ko: '파일에 오류가 {count}개 있어 상품을 가져오지 않았습니다',
  },
  // buyer discovery (issue 3)
  SHOP_NOT_FOUND: { status: 404, vi: 'Không tìm thấy cửa hàng', en: 'Shop not found', ko: '상점을 찾을 수 없습니다' },
  CATEGORY_NOT_FOUND: { status: 404, vi: 'Không tìm thấy ngành hàng', en: 'Category not found', ko: '카테고리를 찾을 수 없습니다' },
  COLLECTION_NOT_FOUND: { status: 404, vi: 'Không tìm thấy bộ sưu tập', en: 'Collection not found', ko: '컬렉션을 찾을 수 없습니다' },
  BANNER_NOT_FOUND: { status: 404, vi: 'Không tìm thấy banner', en: 'Banner not found', ko: '배너를 찾을 수 없습니다' },
  // cart, pricing, checkout and orders (issue 4)
  CART_ITEM_NOT_FOUND: {
    status: 404,
    vi: 'Sản phẩm không có trong giỏ hàng',
    en: 'Item is not in your cart',
    ko: '장바구니에 없는 상품입니다',
  },
  CART_FULL: {
    status: 409,
    vi: 'Giỏ hàng đã đầy ({max} sản phẩm), hãy xoá bớt',
    en: 'Your cart is full ({max} items); remove some first',
    ko: '장바구니가 가득 찼습니다({max}개). 일부를 삭제하세요',
  },
  QUANTITY_CLAMPED: {
    status: 409,
    vi: 'Chỉ còn {stock} sản phẩm, số lượng đã được điều chỉnh',
    en: 'Only {stock} left; the quantity was adjusted',
    ko: '재고가 {stock}개뿐이라 수량을 조정했습니다',
  },
  VARIANT_NOT_FOUND: {
    status: 404,
    vi: 'Phân loại hàng không tồn tại',
    en: 'This classification does not exist',
    ko: '존재하지 않는 옵션입니다',
  },
  SHOP_PAUSED: {
    status: 409,
    vi: 'Cửa hàng đang tạm nghỉ, chưa thể đặt hàng',
    en: 'This shop is on a break and not taking orders',
    ko: '상점이 휴업 중이라 주문할 수 없습니다',
  },
  VOUCHER_NOT_FOUND: { status: 404, vi: 'Mã giảm giá không tồn tại', en: 'Voucher not found', ko: '존재하지 않는 쿠폰입니다' },
  VOUCHER_NOT_STARTED: {
    status: 409,
    vi: 'Mã giảm giá chưa đến thời gian sử dụng',
    en: 'This voucher has not started yet',
    ko: '아직 사용할 수 없는 쿠폰입니다',
  },
  VOUCHER_EXPIRED: { status: 409, vi: 'Mã giảm giá đã hết hạn', en: 'This voucher has expired', ko: '만료된 쿠폰입니다' },
  VOUCHER_EXHAUSTED: {
    status: 409,
    vi: 'Mã giảm giá đã hết lượt sử dụng',
    en: 'This voucher has run out',
    ko: '쿠폰이 모두 소진되었습니다',
  },
  VOUCHER_SAVE_EXHAUSTED: {
    status: 409,
    vi: 'Mã giảm giá đã hết lượt lưu',
    en: 'No more saves left for this voucher',
    ko: '더 이상 저장할 수 없는 쿠폰입니다',
  },
  VOUCHER_USER_LIMIT: {
    status: 409,
    vi: 'Bạn đã dùng hết lượt của mã giảm giá này',
    en: 'You have used this voucher as many times as allowed',
    ko: '이 쿠폰의 사용 한도를 모두 사용했습니다',
  },
  VOUCHER_DAILY_LIMIT: {
    status: 409,
    vi: 'Bạn đã dùng hết lượt hôm nay của mã giảm giá này',
    en: "You have reached today's limit for this voucher",
    ko: '오늘 이 쿠폰의 사용 한도에 도달했습니다',
  },
  VOUCHER_MIN_ORDER: {
    status: 409,
    vi: 'Đơn hàng chưa đạt giá trị tối thiểu {amount}',
    en: 'The order has not reached the minimum of {amount}',
    ko: '최소 주문 금액 {amount}에 미달합니다',
  },
  VOUCHER_LOGIN_REQUIRED: {
    status: 401,
    vi: 'Vui lòng đăng nhập để dùng mã này',
    en: 'Log in to use this voucher',
    ko: '이 쿠폰을 사용하려면 로그인하세요',
  },
  VOUCHER_APP_ONLY: {
    status: 409,
    vi: 'Mã này chỉ dùng khi mua trên ứng dụng',
    en: 'This voucher is for app purchases only',
    ko: '앱 구매 전용 쿠폰입니다',
  },
  VOUCHER_NEWBIE_ONLY: {
    status: 409,
    vi: 'Mã này dành cho đơn hàng đầu tiên',
    en: 'This voucher is for a first order only',
    ko: '첫 주문 전용 쿠폰입니다',
  },
  VOUCHER_WRONG_SHOP: {
    status: 409,
    vi: 'Mã này không áp dụng cho cửa hàng này',
    en: 'This voucher does not apply to this shop',
    ko: '이 상점에는 적용되지 않는 쿠폰입니다',
  },
  VOUCHER_NO_ELIGIBLE_ITEMS: {
    status: 409,
    vi: 'Không có sản phẩm nào được áp dụng mã này',
    en: 'No item in the order is eligible for this voucher',
    ko: '이 쿠폰이 적용되는 상품이 없습니다',
  },
  VOUCHER_PAYMENT_METHOD: {
    status: 409,
    vi: 'Mã này không áp dụng cho phương thức thanh toán đã chọn',
    en: 'This voucher does not apply to the chosen payment method',
    ko: '선택한 결제 수단에는 적용되지 않는 쿠폰입니다',
  },
  VOUCHER_SHIPPING_METHOD: {
    status: 409,
    vi: 'Mã này không áp dụng cho đơn vị vận chuyển đã chọn',
    en: 'This voucher does not apply to the chosen shipping method',
    ko: '선택한 배송 방법에는 적용되지 않는 쿠폰입니다',
  },
  VOUCHER_EXPRESS_NOT_ALLOWED: {
    status: 409,
    vi: 'Giao hàng hoả tốc không áp dụng mã miễn phí vận chuyển',
    en: 'Express delivery is not compatible with free-shipping codes',
    ko: '특급 배송에는 무료 배송 쿠폰을 사용할 수 없습니다',
  },
  VOUCHER_WRONG_KIND: {
    status: 409,
    vi: 'Mã không đúng loại cho ô này',
    en: 'This code is not that kind of voucher',
    ko: '이 칸에 맞지 않는 종류의 쿠폰입니다',
  },
  VOUCHER_CODE_TAKEN: {
    status: 409,
    vi: 'Mã giảm giá này đã tồn tại',
    en: 'This voucher code already exists',
    ko: '이미 존재하는 쿠폰 코드입니다',
  },
  VOUCHER_NOT_EDITABLE: {
    status: 409,
    vi: 'Mã đã kết thúc hoặc đã có người dùng, không thể sửa',
    en: 'This voucher has ended or been used and cannot be changed',
    ko: '종료되었거나 사용된 쿠폰은 수정할 수 없습니다',
  },
  PROMOTION_NOT_FOUND: {
    status: 404,
    vi: 'Không tìm thấy chương trình khuyến mãi',
    en: 'Promotion not found',
    ko: '프로모션을 찾을 수 없습니다',
  },
  PROMOTION_OVERLAP: {
    status: 409,
    vi: 'Sản phẩm “{product}” đã thuộc chương trình “{promotion}” trong thời gian này',
    en: '“{product}” is already in the promotion “{promotion}” during this period',
    ko: '“{product}” 상품은 이 기간에 이미 “{promotion}” 프로모션에 포함되어 있습니다',
  },
  PROMOTION_NOT_EDITABLE: {
    status: 409,
    vi: 'Chương trình đã kết thúc, không thể sửa',
    en: 'This promotion has ended',
    ko: '종료된 프로모션입니다',
  },
  ORDER_NOT_FOUND: { status: 404, vi: 'Không tìm thấy đơn hàng', en: 'Order not found', ko: '주문을 찾을 수 없습니다' },
  ORDER_CANCEL_REASON_REQUIRED: {
    status: 400,
    vi: 'Vui lòng chọn lý do huỷ đơn',
    en: 'Order cancel requires a reason',
    ko: '주문 취소 사유를 선택하세요',
  },
  ORDER_STATUS_CONFLICT: {
    status: 409,
    vi: 'Đơn hàng đang ở trạng thái không cho phép thao tác này',
    en: "The order's status does not allow this",
    ko: '현재 주문 상태에서는 할 수 없는 작업입니다',
  },
  TRACKING_CODE_REQUIRED: {
    status: 400,
    vi: 'Vui lòng nhập mã vận đơn',
    en: 'A tracking code is required for self-shipping',
    ko: '자체 배송에는 운송장 번호가 필요합니다',
  },
  IDEMPOTENCY_KEY_REQUIRED: {
    status: 400,
    vi: 'Thiếu khoá chống gửi trùng (Idempotency-Key)',
    en: 'The Idempotency-Key header is required',
    ko: 'Idempotency-Key 헤더가 필요합니다',
  },
  IDEMPOTENCY_KEY_REUSED: {
    status: 422,
    vi: 'Khoá Idempotency-Key đã dùng cho một đơn khác',
    en: 'This Idempotency-Key was used for a different order',
    ko: '다른 주문에 사용된 Idempotency-Key입니다',
  },
  // ----- issue 5: payments, shipping, returns, ledger -----
  PAYMENT_NOT_FOUND: { status: 404, vi: 'Không tìm thấy giao dịch thanh toán', en: 'Payment not found', ko: '결제를 찾을 수 없습니다' },
  ORDER_NOT_PAYABLE: {
    status: 409,
    vi: 'Đơn hàng không còn chờ thanh toán',
    en: 'This order is no longer awaiting payment',
    ko: '이 주문은 더 이상 결제 대기 상태가 아닙니다',
  },
  PAYMENT_AMOUNT_OUT_OF_RANGE: {
    status: 400,
    vi: 'Số tiền thanh toán nằm ngoài giới hạn của cổng thanh toán',
    en: "The amount is outside the payment gateway's limits",
    ko: '결제 금액이 결제 게이트웨이 한도를 벗어났습니다',
  },
  REFUND_FAILED: {
    status: 502,
    vi: 'Hoàn tiền qua cổng thanh toán thất bại, vui lòng thử lại sau',
    en: 'The refund through the payment gateway failed; try again later',
    ko: '결제 게이트웨이를 통한 환불에 실패했습니다. 나중에 다시 시도하세요',
  },
  REFUND_NOT_FOUND: { status: 404, vi: 'Không tìm thấy khoản hoàn tiền', en: 'Refund not found', ko: '환불을 찾을 수 없습니다' },
  REFUND_NOT_TRANSFERABLE: {
    status: 409,
    vi: 'Khoản hoàn tiền này không chờ chuyển khoản',
    en: 'This refund is not waiting for a bank transfer',
    ko: '이 환불은 계좌 이체 대기 중이 아닙니다',
  },
  CARRIER_UNAVAILABLE: {
    status: 502,
    vi: 'Đơn vị vận chuyển tạm thời không phản hồi, vui lòng thử lại sau',
    en: 'The carrier is not responding; try again later',
    ko: '배송사가 응답하지 않습니다. 나중에 다시 시도하세요',
  },
  SHIPMENT_NOT_FOUND: { status: 404, vi: 'Không tìm thấy vận đơn', en: 'Shipment not found', ko: '배송을 찾을 수 없습니다' },
  SHIPMENT_NOT_CANCELLABLE: {
    status: 409,
    vi: 'Vận đơn đã được lấy hàng, không thể huỷ',
    en: 'The parcel has been picked up and can no longer be cancelled',
    ko: '이미 픽업된 배송은 취소할 수 없습니다',
  },
  PICKUP_ADDRESS_REQUIRED: {
    status: 400,
    vi: 'Vui lòng thiết lập địa chỉ lấy hàng',
    en: 'Set a pickup address first',
    ko: '먼저 픽업 주소를 설정하세요',
  },
  WEBHOOK_UNAUTHORIZED: {
    status: 401,
    vi: 'Chữ ký webhook không hợp lệ',
    en: 'Invalid webhook signature',
    ko: '웹훅 서명이 올바르지 않습니다',
  },
  RETURN_NOT_FOUND: {
    status: 404,
    vi: 'Không tìm thấy yêu cầu trả hàng',
    en: 'Return request not found',
    ko: '반품 요청을 찾을 수 없습니다',
  },
  RETURN_WINDOW_CLOSED: {
    status: 409,
    vi: 'Đã quá thời hạn trả hàng của sản phẩm',
    en: "The product's return period is over",
    ko: '상품의 반품 기간이 지났습니다',
  },
  RETURN_ALREADY_OPEN: {
    status: 409,
    vi: 'Đơn hàng đã có yêu cầu trả hàng đang xử lý',
    en: 'This order already has a return request in progress',
    ko: '이 주문에는 이미 진행 중인 반품 요청이 있습니다',
  },
  RETURN_REASON_REQUIRED: {
    status: 400,
    vi: 'Vui lòng chọn lý do trả hàng',
    en: 'Choose a return reason',
    ko: '반품 사유를 선택하세요',
  },
  RETURN_EVIDENCE_REQUIRED: {
    status: 400,
    vi: 'Vui lòng thêm ảnh hoặc video minh chứng',
    en: 'Add a photo or video as evidence',
    ko: '증빙 사진이나 동영상을 추가하세요',
  },
  RETURN_STATUS_CONFLICT: {
    status: 409,
    vi: 'Yêu cầu trả hàng đã thay đổi trạng thái, vui lòng tải lại',
    en: 'The return request has changed; reload and try again',
    ko: '반품 요청 상태가 변경되었습니다. 새로고침 후 다시 시도하세요',
  },
  RETURN_NOT_ALLOWED: {
    status: 409,
    vi: 'Đơn hàng này không thể yêu cầu trả hàng',
    en: 'A return cannot be requested for this order',
    ko: '이 주문은 반품을 요청할 수 없습니다',
  },
  RETURN_CLAIM_NOT_COVERED: {
    status: 409,
    vi: 'Sản phẩm không thuộc diện cam kết hàng chính hãng hoàn tiền 200%',
    en: 'These products are not covered by the authentic-goods guarantee (200 % refund)',
    ko: '이 상품은 정품 보증(200% 환불) 대상이 아닙니다',
  },
  // becoming a seller (issue 13, spec §4 shop registration, §6 prerequisites)
  SELLER_PHONE_NOT_VERIFIED: {
    status: 403,
    vi: 'Vui lòng xác minh số điện thoại trước khi đăng ký bán hàng',
    en: 'Verify your phone number before applying to sell',
    ko: '판매 신청 전에 전화번호를 인증하세요',
  },
  SELLER_EMAIL_NOT_VERIFIED: {
    status: 403,
    vi: 'Vui lòng xác minh email trước khi đăng ký bán hàng',
    en: 'Verify your email before applying to sell',
    ko: '판매 신청 전에 이메일을 인증하세요',
  },
  SELLER_IDENTITY_CARD_MISSING: {
    status: 403,
    vi: 'Vui lòng gửi ảnh CCCD để xác minh trước khi đăng ký bán hàng',
    en: 'Submit your identity card before applying to sell',
    ko: '판매 신청 전에 신분증을 제출하세요',
  },
  SELLER_APPLICATION_NOT_FOUND: {
    status: 404,
    vi: 'Không tìm thấy hồ sơ đăng ký bán hàng',
    en: 'Seller application not found',
    ko: '판매자 신청서를 찾을 수 없습니다',
  },
  SELLER_APPLICATION_WAITING: {
    status: 409,
    vi: 'Hồ sơ đang chờ duyệt nên chưa thể chỉnh sửa',
    en: 'The application is waiting for approval and cannot be changed',
    ko: '신청서가 승인 대기 중이라 수정할 수 없습니다',
  },
  SELLER_APPLICATION_ALREADY_APPROVED: {
    status: 409,
    vi: 'Hồ sơ này đã được duyệt',
    en: 'This application has already been approved',
    ko: '이미 승인된 신청서입니다',
  },
  SELLER_APPLICATION_ALREADY_REJECTED: {
    status: 409,
    vi: 'Hồ sơ này đã bị từ chối',
    en: 'This application has already been rejected',
    ko: '이미 거절된 신청서입니다',
  },
  SELLER_APPLICATION_NOT_SUBMITTED: {
    status: 409,
    vi: 'Hồ sơ này là bản nháp, chưa được gửi duyệt',
    en: 'This application is a draft and has not been submitted',
    ko: '제출되지 않은 임시 저장 신청서입니다',
  },
  HOLIDAY_EXISTS: {
    status: 409,
    vi: 'Ngày này đã có trong lịch nghỉ lễ',
    en: 'This date is already a holiday',
    ko: '이미 등록된 공휴일입니다',
  },
  HOLIDAY_NOT_FOUND: {
    status: 404,
    vi: 'Ngày này không có trong lịch nghỉ lễ',
    en: 'This date is not in the holiday calendar',
    ko: '공휴일 목록에 없는 날짜입니다',
  },
  // seller centre: orders (issue 13)
  BUYER_REVIEW_EXISTS: {
    status: 409,
    vi: 'Bạn đã đánh giá người mua của đơn hàng này',
    en: 'You have already reviewed the buyer of this order',
    ko: '이 주문의 구매자를 이미 평가했습니다',
  },
  BUYER_REVIEW_NOT_ALLOWED: {
    status: 409,
    vi: 'Chỉ có thể đánh giá người mua sau khi đơn hàng đã được giao',
    en: 'You can review the buyer once the order has been delivered',
    ko: '주문이 배송된 후에 구매자를 평가할 수 있습니다',
  },
  // seller centre: pause mode and payouts (issue 13)
  SHOP_PAUSE_BLOCKED: {
    status: 409,
    vi: 'Không thể tạm nghỉ: chương trình "{name}" của shop diễn ra trong thời gian này. Hãy kết thúc hoặc đổi lịch chương trình trước.',
    en: 'The shop cannot pause: its campaign "{name}" runs during that time. End or reschedule it first.',
    ko: '휴업할 수 없습니다: 상점의 캠페인 "{name}"이(가) 그 기간에 진행됩니다. 먼저 종료하거나 일정을 변경하세요.',
  },
  PAYOUT_NO_BANK_ACCOUNT: {
    status: 409,
    vi: 'Vui lòng thêm tài khoản ngân hàng nhận tiền trước khi yêu cầu rút tiền',
    en: 'Add the bank account to pay to before asking for a payout',
    ko: '정산 요청 전에 입금받을 은행 계좌를 추가하세요',
  },
  PAYOUT_NOTHING_AVAILABLE: {
    status: 409,
    vi: 'Chưa có số dư khả dụng để rút',
    en: 'There is no available balance to pay out',
    ko: '정산 가능한 잔액이 없습니다',
  },
  // seller centre marketing: shop categories and banners (issue 13)
  SHOP_CATEGORY_NOT_FOUND: {
    status: 404,
    vi: 'Không tìm thấy danh mục trong shop của bạn',
    en: 'Category not found in your shop',
    ko: '내 상점에서 카테고리를 찾을 수 없습니다',
  },
  SHOP_CATEGORY_LIMIT: {
    status: 409,
    vi: 'Mỗi shop có tối đa {max} danh mục',
    en: 'A shop can have at most {max} categories',
    ko: '상점당 카테고리는 최대 {max}개입니다',
  },
  SHOP_CATEGORY_ORDER_STALE: {
    status: 409,
    vi: 'Danh sách danh mục vừa thay đổi, vui lòng tải lại trang rồi sắp xếp lại',
    en: 'The category list has just changed; reload the page and reorder again',
    ko: '카테고리 목록이 변경되었습니다. 페이지를 새로 고친 후 다시 정렬하세요',
  },
  BANNER_IMAGE_SIZE: {
    status: 400,
    vi: 'Ảnh phải có kích thước đúng {width}×{height} px (ảnh đã chọn: {actual})',
    en: 'The picture must be exactly {width}×{height} px (this one is {actual})',
    ko: '이미지는 정확히 {width}×{height}px이어야 합니다 (선택한 이미지: {actual})',
  },
  BANNER_NOT_EDITABLE: {
    status: 409,
    vi: 'Banner đã kết thúc, không thể sửa',
    en: 'This banner has ended and cannot be changed',
    ko: '종료된 배너는 수정할 수 없습니다',
  },
  // admin console: queues (issue 14)
  ALREADY_DECIDED: {
    status: 409,
    vi: 'Mục này đã được {by} xử lý lúc {at}',
    en: 'This was already decided by {by} at {at}',
    ko: '{by}님이 {at}에 이미 처리했습니다',
  },
  // admin console: platform content and settings (issue 14, admin-content)
  CATEGORY_SLUG_TAKEN: {
    status: 409,
    vi: 'Đường dẫn này đã được ngành hàng khác dùng',
    en: 'Another category already uses this URL word',
    ko: '다른 카테고리가 이미 사용하는 주소입니다',
  },
  CATEGORY_PARENT_INVALID: {
    status: 409,
    vi: 'Không thể đặt ngành hàng vào chính nó hoặc ngành hàng con của nó',
    en: 'A category cannot be moved under itself or one of its subcategories',
    ko: '카테고리를 자신 또는 하위 카테고리 아래로 옮길 수 없습니다',
  },
  CATEGORY_REORDER_MISMATCH: {
    status: 409,
    vi: 'Danh sách ngành hàng đã thay đổi, vui lòng tải lại trang',
    en: 'The categories changed meanwhile; reload the page',
    ko: '카테고리가 변경되었습니다. 페이지를 새로고침하세요',
  },
  PICTURE_SIZE_INVALID: {
    status: 400,
    vi: 'Ảnh phải có kích thước đúng {width}×{height} px',
    en: 'The picture must be exactly {width}×{height} px',
    ko: '이미지는 정확히 {width}×{height}px이어야 합니다',
  },
  HOME_REORDER_MISMATCH: {
    status: 409,
    vi: 'Danh sách đã thay đổi, vui lòng tải lại trang',
    en: 'The list changed meanwhile; reload the page',
    ko: '목록이 변경되었습니다. 페이지를 새로고침하세요',
  },
  // admin console: users, shops, second factor (issue 14, admin-core)
  ACCOUNT_LOCKED: {
    status: 403,
    vi: 'Tài khoản của bạn đã bị khoá. Lý do: {reason}',
    en: 'Your account has been locked. Reason: {reason}',
    ko: '계정이 잠겼습니다. 사유: {reason}',
  },
  STEP_UP_REQUIRED: {
    status: 403,
    vi: 'Thao tác này cần xác thực lại bằng mã 2 bước',
    en: 'This action needs your two-step verification code again',
    ko: '이 작업을 하려면 2단계 인증 코드를 다시 입력해야 합니다',
  },
  TOTP_INVALID: {
    status: 400,
    vi: 'Mã xác thực không đúng hoặc đã hết hạn',
    en: 'The verification code is wrong or has expired',
    ko: '인증 코드가 틀렸거나 만료되었습니다',
  },
  TOTP_ALREADY_ENABLED: {
    status: 409,
    vi: 'Xác thực 2 bước đã được bật',
    en: 'Two-step verification is already on',
    ko: '2단계 인증이 이미 켜져 있습니다',
  },
  TOTP_NOT_ENABLED: {
    status: 409,
    vi: 'Xác thực 2 bước chưa được bật',
    en: 'Two-step verification is not on',
    ko: '2단계 인증이 켜져 있지 않습니다',
  },
  ADMIN_SELF_ACTION: {
    status: 409,
    vi: 'Bạn không thể thực hiện thao tác này với chính tài khoản của mình',
    en: 'You cannot do this to your own account',
    ko: '본인 계정에는 이 작업을 할 수 없습니다',
  },
  USER_ALREADY_LOCKED: {
    status: 409,
    vi: 'Tài khoản này đã bị khoá',
    en: 'This account is already locked',
    ko: '이미 잠긴 계정입니다',
  },
  USER_NOT_LOCKED: {
    status: 409,
    vi: 'Tài khoản này không bị khoá',
    en: 'This account is not locked',
    ko: '잠기지 않은 계정입니다',
  },
  SHOP_CLOSED: {
    status: 409,
    vi: 'Cửa hàng này đã bị đóng',
    en: 'This shop has been closed',
    ko: '폐쇄된 샵입니다',
  },
  SHOP_ALREADY_PAUSED: {
    status: 409,
    vi: 'Cửa hàng này đang bị tạm ngưng bởi quản trị viên',
    en: 'This shop is already paused by an admin',
    ko: '관리자가 이미 일시 중지한 샵입니다',
  },
  SHOP_PAUSED_BY_ADMIN: {
    status: 409,
    vi: 'Shop đang bị quản trị viên tạm ngưng nên chưa thể thay đổi chế độ tạm nghỉ. Vui lòng liên hệ bộ phận hỗ trợ.',
    en: 'An admin has paused this shop, so its pause mode cannot be changed. Please contact support.',
    ko: '관리자가 일시 중지한 샵이라 휴업 설정을 변경할 수 없습니다. 고객센터에 문의하세요.',
  },
  SHOP_NOT_PAUSED: {
    status: 409,
    vi: 'Cửa hàng này không bị quản trị viên tạm ngưng',
    en: 'This shop is not paused by an admin',
    ko: '관리자가 일시 중지하지 않은 샵입니다',
  },
  DELETION_NOT_SCHEDULED: {
    status: 409,
    vi: 'Tài khoản này không có yêu cầu xoá đang chờ',
    en: 'This account has no deletion scheduled',
    ko: '예정된 삭제가 없는 계정입니다',
  },
  // community (issue 16): posts, comments, follows, shop feedback, reports
  POST_NOT_FOUND: { status: 404, vi: 'Không tìm thấy bài viết', en: 'Post not found', ko: '게시물을 찾을 수 없습니다' },
  COMMENT_NOT_FOUND: { status: 404, vi: 'Không tìm thấy bình luận', en: 'Comment not found', ko: '댓글을 찾을 수 없습니다' },
  USER_NOT_FOUND: { status: 404, vi: 'Không tìm thấy người dùng', en: 'User not found', ko: '사용자를 찾을 수 없습니다' },
  FOLLOW_SELF: {
    status: 400,
    vi: 'Bạn không thể tự theo dõi chính mình',
    en: 'You cannot follow yourself',
    ko: '자기 자신을 팔로우할 수 없습니다',
  },
  REPORT_SELF: {
    status: 400,
    vi: 'Bạn không thể báo cáo nội dung của chính mình',
    en: 'You cannot report your own content',
    ko: '자신의 콘텐츠는 신고할 수 없습니다',
  },
  // buyers' product reviews (issue 16, docs/api/reviews.md)
  REVIEW_NOT_FOUND: { status: 404, vi: 'Không tìm thấy đánh giá', en: 'Review not found', ko: '리뷰를 찾을 수 없습니다' },
  REVIEW_NOT_ALLOWED: {
    status: 409,
    vi: 'Chỉ có thể đánh giá sản phẩm của đơn hàng đã giao',
    en: 'You can review an item once its order has been delivered',
    ko: '주문이 배송된 후에 상품을 리뷰할 수 있습니다',
  },
  REVIEW_EXISTS: {
    status: 409,
    vi: 'Bạn đã đánh giá sản phẩm này trong đơn hàng',
    en: 'You have already reviewed this item',
    ko: '이 상품을 이미 리뷰했습니다',
  },
  REVIEW_EDIT_USED: {
    status: 409,
    vi: 'Đánh giá chỉ được sửa một lần',
    en: 'A review can be edited only once',
    ko: '리뷰는 한 번만 수정할 수 있습니다',
  },
  REVIEW_EDIT_EXPIRED: {
    status: 409,
    vi: 'Đã quá {days} ngày, không thể sửa đánh giá',
    en: 'More than {days} days have passed: the review can no longer be edited',
    ko: '{days}일이 지나 리뷰를 수정할 수 없습니다',
  },
  REVIEW_REPLY_EXISTS: {
    status: 409,
    vi: 'Bạn đã phản hồi đánh giá này',
    en: 'You have already replied to this review',
    ko: '이 리뷰에 이미 답변했습니다',
  },
  // chat (issue 15, docs/api/chat.md)
  CHAT_ROOM_NOT_FOUND: {
    status: 404,
    vi: 'Không tìm thấy cuộc trò chuyện',
    en: 'This conversation could not be found',
    ko: '대화를 찾을 수 없습니다',
  },
  CHAT_MESSAGE_EMPTY: {
    status: 400,
    vi: 'Không thể gửi tin nhắn trống',
    en: 'An empty message cannot be sent',
    ko: '빈 메시지는 보낼 수 없습니다',
  },
  CHAT_MESSAGE_NOT_FOUND: {
    status: 404,
    vi: 'Không tìm thấy tin nhắn',
    en: 'This message could not be found',
    ko: '메시지를 찾을 수 없습니다',
  },
  CHAT_BLOCKED: {
    status: 403,
    vi: 'Không thể gửi tin nhắn: cuộc trò chuyện này đã bị chặn',
    en: 'Messages cannot be sent: this conversation is blocked',
    ko: '메시지를 보낼 수 없습니다: 차단된 대화입니다',
  },
  CHAT_OWN_SHOP: {
    status: 400,
    vi: 'Bạn không thể trò chuyện với chính cửa hàng của mình',
    en: 'You cannot chat with your own shop',
    ko: '자신의 샵과는 대화할 수 없습니다',
  },
  CHAT_CONTENT_SENSITIVE: {
    status: 400,
    vi: 'Tin nhắn chứa từ ngữ không được phép: {words}',
    en: 'The message contains words that are not allowed: {words}',
    ko: '메시지에 허용되지 않는 단어가 있습니다: {words}',
  },
  CHAT_CARD_NOT_FOUND: {
    status: 404,
    vi: 'Không tìm thấy sản phẩm, đơn hàng hoặc voucher để gửi',
    en: 'The product, order or voucher to send could not be found',
    ko: '보낼 상품, 주문 또는 바우처를 찾을 수 없습니다',
  },
  CHAT_CARD_NOT_ALLOWED: {
    status: 403,
    vi: 'Bạn không thể gửi thẻ này trong cuộc trò chuyện',
    en: 'You cannot send this card in this conversation',
    ko: '이 대화에서는 이 카드를 보낼 수 없습니다',
  },
  CHAT_IMAGE_INVALID: {
    status: 400,
    vi: 'Ảnh không hợp lệ, vui lòng tải ảnh lên trước khi gửi',
    en: 'Invalid image: upload the image before sending it',
    ko: '잘못된 이미지입니다. 먼저 이미지를 업로드하세요',
  },
  CHAT_CLIENT_ID_REUSED: {
    status: 409,
    vi: 'Mã tin nhắn này đã được dùng cho một tin nhắn khác',
    en: 'This message id was already used for another message',
    ko: '이 메시지 ID는 이미 다른 메시지에 사용되었습니다',
  },
  CHAT_QUICK_REPLY_NOT_FOUND: {
    status: 404,
    vi: 'Không tìm thấy câu trả lời nhanh',
    en: 'This quick reply could not be found',
    ko: '빠른 답장을 찾을 수 없습니다',
  },
  CHAT_QUICK_REPLY_LIMIT: {
    status: 409,
    vi: 'Mỗi cửa hàng có tối đa {max} câu trả lời nhanh',
    en: 'A shop can keep at most {max} quick replies',
    ko: '샵당 빠른 답장은 최대 {max}개입니다',
  },
  CHAT_REPORT_NOT_FOUND: {
    status: 404,
    vi: 'Không tìm thấy báo cáo',
    en: 'This report could not be found',
    ko: '신고를 찾을 수 없습니다',
  },
  CHAT_REPORT_EXISTS: {
    status: 409,
    vi: 'Bạn đã báo cáo cuộc trò chuyện này, chúng tôi đang xem xét',
    en: 'You already reported this conversation; we are looking into it',
    ko: '이미 이 대화를 신고했습니다. 검토 중입니다',
  },
  // fit (issue 17: size advice and the try-on preview)
  TRYON_CONSENT_REQUIRED: {
    status: 403,
    vi: 'Vui lòng đồng ý với điều khoản thử đồ ảo trước khi tải ảnh lên',
    en: 'Please agree to the virtual try-on terms before uploading a photo',
    ko: '사진을 올리기 전에 가상 피팅 약관에 동의해 주세요',
  },
  TRYON_NO_PERSON: {
    status: 422,
    vi: 'Không nhận ra người trong ảnh. Hãy dùng ảnh chụp chính diện, đủ sáng, thấy rõ vai và thân người',
    en: 'We could not find a person in this photo. Use a front-facing, well-lit photo showing your shoulders and body',
    ko: '사진에서 사람을 찾지 못했습니다. 어깨와 상체가 보이는 밝은 정면 사진을 사용하세요',
  },
  TRYON_PHOTO_TOO_SMALL: {
    status: 422,
    vi: 'Ảnh quá nhỏ, vui lòng dùng ảnh có cạnh ngắn từ {min} px',
    en: 'The photo is too small: use one at least {min} px on its short side',
    ko: '사진이 너무 작습니다. 짧은 변이 {min}px 이상인 사진을 사용하세요',
  },
  TRYON_PHOTO_NOT_FOUND: {
    status: 404,
    vi: 'Ảnh không còn nữa (ảnh được xoá sau 24 giờ), vui lòng tải ảnh lên lại',
    en: 'This photo is gone (photos are deleted after 24 hours); please upload it again',
    ko: '사진이 없습니다(사진은 24시간 후 삭제됩니다). 다시 올려 주세요',
  },
  TRYON_RESULT_NOT_FOUND: {
    status: 404,
    vi: 'Không tìm thấy ảnh thử đồ',
    en: 'This try-on preview could not be found',
    ko: '피팅 미리보기를 찾을 수 없습니다',
  },
  TRYON_PRODUCT_LINK_INVALID: {
    status: 400,
    vi: 'Liên kết sản phẩm không hợp lệ, hãy dán liên kết trang sản phẩm trên Xinh',
    en: 'Invalid product link: paste the link of a product page on Xinh',
    ko: '잘못된 상품 링크입니다. Xinh 상품 페이지 링크를 붙여 넣으세요',
  },
  TRYON_PRODUCT_UNSUITABLE: {
    status: 422,
    vi: 'Sản phẩm này chưa hỗ trợ thử đồ ảo, hãy chọn một món quần áo',
    en: 'This product cannot be tried on virtually yet; choose a clothing item',
    ko: '이 상품은 아직 가상 피팅을 지원하지 않습니다. 의류를 선택하세요',
  },
  TRYON_PROVIDER_UNAVAILABLE: {
    status: 503,
    vi: 'Dịch vụ thử đồ ảo đang bận, vui lòng thử lại sau',
    en: 'The virtual try-on service is busy, please try again later',
    ko: '가상 피팅 서비스가 바쁩니다. 잠시 후 다시 시도하세요',
  },
  // blog (issue 16): blogs and blooks
  BLOG_NOT_FOUND: {
    status: 404,
    vi: 'Không tìm thấy bài blog',
    en: 'This blog post could not be found',
    ko: '블로그 글을 찾을 수 없습니다',
  },
  BLOG_CATEGORY_NOT_FOUND: {
    status: 400,
    vi: 'Chuyên mục không tồn tại',
    en: 'This blog category does not exist',
    ko: '블로그 카테고리가 없습니다',
  },
  BLOG_CATEGORY_TAKEN: { status: 409, vi: 'Chuyên mục này đã có', en: 'This blog category already exists', ko: '이미 있는 카테고리입니다' },
  BLOG_SCHEDULE_PAST: {
    status: 400,
    vi: 'Thời điểm đăng phải ở trong tương lai',
    en: 'The publishing time must be in the future',
    ko: '게시 시간은 미래여야 합니다',
  },
  BLOOK_NOT_FOUND: { status: 404, vi: 'Không tìm thấy blook', en: 'This blook could not be found', ko: '블룩을 찾을 수 없습니다' },
  BLOOK_CATEGORY_NOT_FOUND: {
    status: 400,
    vi: 'Danh mục blook không tồn tại',
    en: 'This blook category does not exist',
    ko: '블룩 카테고리가 없습니다',
  },
  // community safety (issue 16, notify2): a block between two users
  COMMUNITY_BLOCKED: {
    status: 403,
    vi: 'Bạn không thể tương tác với người dùng này',
    en: 'You cannot interact with this user',
    ko: '이 사용자와 상호작용할 수 없습니다',
  },
  BLOCK_SELF: {
    status: 400,
    vi: 'Bạn không thể chặn chính mình',
    en: 'You cannot block yourself',
    ko: '자기 자신을 차단할 수 없습니다',
  },
  // aff (issue 18): affiliate KOLs, links, campaigns, payouts
  KOL_NOT_APPROVED: {
    status: 403,
    vi: 'Tài khoản của bạn chưa được duyệt làm KOL tiếp thị liên kết',
    en: 'Your account is not an approved affiliate KOL yet',
    ko: '아직 승인된 제휴 KOL 계정이 아닙니다',
  },
  KOL_ALREADY_APPLIED: {
    status: 409,
    vi: 'Bạn đã đăng ký KOL, vui lòng chờ kết quả duyệt',
    en: 'You have already applied; please wait for the review',
    ko: '이미 신청하셨습니다. 심사 결과를 기다려 주세요',
  },
  KOL_APPLICATION_NOT_PENDING: {
    status: 409,
    vi: 'Đơn đăng ký này đã được xử lý',
    en: 'This application has already been decided',
    ko: '이미 처리된 신청입니다',
  },
  AFFILIATE_TARGET_NOT_FOUND: {
    status: 404,
    vi: 'Không tìm thấy sản phẩm, shop hoặc chiến dịch để tạo link',
    en: 'The product, shop or campaign for this link could not be found',
    ko: '링크를 만들 상품, 상점 또는 캠페인을 찾을 수 없습니다',
  },
  AFFILIATE_LINK_NOT_FOUND: {
    status: 404,
    vi: 'Link tiếp thị liên kết không tồn tại',
    en: 'This affiliate link does not exist',
    ko: '존재하지 않는 제휴 링크입니다',
  },
  AFFILIATE_CAMPAIGN_NOT_FOUND: {
    status: 404,
    vi: 'Không tìm thấy chiến dịch',
    en: 'This campaign could not be found',
    ko: '캠페인을 찾을 수 없습니다',
  },
  AFFILIATE_CAMPAIGN_ENDED: {
    status: 409,
    vi: 'Chiến dịch đã kết thúc',
    en: 'This campaign has ended',
    ko: '종료된 캠페인입니다',
  },
  AFFILIATE_CAMPAIGN_PRODUCTS_INVALID: {
    status: 400,
    vi: 'Danh sách sản phẩm không hợp lệ, vui lòng chọn lại',
    en: 'Invalid product list, please choose again',
    ko: '상품 목록이 올바르지 않습니다. 다시 선택하세요',
  },
  AFFILIATE_PAYOUT_NO_BANK: {
    status: 400,
    vi: 'KOL chưa cập nhật tài khoản ngân hàng nhận tiền',
    en: 'The KOL has not set a payout bank account',
    ko: 'KOL이 정산 은행 계좌를 등록하지 않았습니다',
  },
  AFFILIATE_PAYOUT_NOTHING: {
    status: 409,
    vi: 'Không có hoa hồng nào đủ điều kiện thanh toán',
    en: 'There is no payable commission',
    ko: '지급 가능한 수수료가 없습니다',
  },
} as const satisfies Record<string, { status: number } & Record<Lang, string>>

export type ErrorCode = keyof typeof ERRORS

export function isErrorCode(code: unknown): code is ErrorCode {
  return typeof code === 'string' && Object.hasOwn(ERRORS, code)
}

export function errorMessage(code: ErrorCode, lang: Lang, params?: MessageParams): string {
  return fill(ERRORS[code][lang], params)
}

/** The shape of every failed response (ARCHITECTURE.md §4). */
export type ApiErrorBody = {
  success: false
  error: { code: ErrorCode; message: string; fields?: Record<string, string>; details?: Record<string, unknown> }
}
