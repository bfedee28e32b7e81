import type { Lang } from './locale.ts'
import { type MessageParams, fill } from './fill.ts'

/**
 * Field-level messages. Schemas carry the key (e.g. `v.password_weak`) as their zod message;
 * client and server both translate it with `validationMessage`, so the same input gets the same
 * words in the form and in the API's `error.fields`.
 */
export const VALIDATION = {
  'v.required': { vi: 'Vui lòng nhập trường này', en: 'This field is required', ko: '필수 항목입니다' },
  'v.invalid': { vi: 'Giá trị không hợp lệ', en: 'Invalid value', ko: '올바르지 않은 값입니다' },
  'v.email': { vi: 'Email không đúng định dạng', en: 'Email format is invalid', ko: '이메일 형식이 올바르지 않습니다' },
  'v.password_length': {
    vi: 'Mật khẩu phải có ít nhất 8 ký tự',
    en: 'Password must be at least 8 characters',
    ko: '비밀번호는 8자 이상이어야 합니다',
  },
  'v.password_weak': {
    vi: 'Mật khẩu phải có ít nhất 8 ký tự, gồm một chữ in hoa và một ký tự đặc biệt',
    en: 'Password needs at least 8 characters, an uppercase letter and a special character',
    ko: '비밀번호는 8자 이상이며 대문자와 특수문자를 포함해야 합니다',
  },
  'v.password_mismatch': {
    vi: 'Mật khẩu xác nhận không khớp',
    en: 'Confirmation does not match the password',
    ko: '비밀번호 확인이 일치하지 않습니다',
  },
  'v.password_same': {
    vi: 'Mật khẩu mới phải khác mật khẩu hiện tại',
    en: 'New password must differ from the current one',
    ko: '새 비밀번호는 현재 비밀번호와 달라야 합니다',
  },
  'v.user_name_length': { vi: 'Họ tên phải từ 2 đến 40 ký tự', en: 'Full name must be 2 to 40 characters', ko: '이름은 2~40자여야 합니다' },
  'v.phone': { vi: 'Số điện thoại không hợp lệ', en: 'Phone number is invalid', ko: '전화번호가 올바르지 않습니다' },
  'v.otp': { vi: 'Mã xác thực gồm 6 chữ số', en: 'The code has 6 digits', ko: '인증 코드는 6자리 숫자입니다' },
  'v.id_number': {
    vi: 'Số CCCD không hợp lệ (12 chữ số)',
    en: 'ID number is invalid (12 digits)',
    ko: '신분증 번호가 올바르지 않습니다 (12자리)',
  },
  'v.birthday': { vi: 'Ngày sinh không hợp lệ', en: 'Birthday is invalid', ko: '생년월일이 올바르지 않습니다' },
  'v.positive': { vi: 'Vui lòng nhập số lớn hơn 0', en: 'Enter a number greater than 0', ko: '0보다 큰 숫자를 입력하세요' },
  'v.too_long': { vi: 'Tối đa {max} ký tự', en: 'At most {max} characters', ko: '최대 {max}자' },
  'v.number_max': {
    vi: 'Giá trị tối đa là 1.000.000.000',
    en: 'The largest value allowed is 1,000,000,000',
    ko: '최대 1,000,000,000까지 입력할 수 있습니다',
  },
  'v.province': { vi: 'Vui lòng chọn Tỉnh/Thành phố', en: 'Choose a province or city', ko: '시/도를 선택하세요' },
  'v.ward': { vi: 'Vui lòng chọn Phường/Xã', en: 'Choose a ward or commune', ko: '동/면을 선택하세요' },
  'v.street': { vi: 'Vui lòng nhập địa chỉ cụ thể', en: 'Enter the street address', ko: '상세 주소를 입력하세요' },
  // body-measurement form (spec §5: a required and a positive-number message per field)
  'v.height_required': { vi: 'Vui lòng nhập chiều cao', en: 'Enter your height', ko: '키를 입력하세요' },
  'v.height_positive': { vi: 'Chiều cao phải là số dương', en: 'Height must be a positive number', ko: '키는 양수여야 합니다' },
  'v.weight_required': { vi: 'Vui lòng nhập cân nặng', en: 'Enter your weight', ko: '몸무게를 입력하세요' },
  'v.weight_positive': { vi: 'Cân nặng phải là số dương', en: 'Weight must be a positive number', ko: '몸무게는 양수여야 합니다' },
  'v.bust_required': { vi: 'Vui lòng nhập số đo vòng ngực', en: 'Enter your bust measurement', ko: '가슴둘레를 입력하세요' },
  'v.bust_positive': { vi: 'Vòng ngực phải là số dương', en: 'Bust must be a positive number', ko: '가슴둘레는 양수여야 합니다' },
  'v.waist_required': { vi: 'Vui lòng nhập số đo vòng eo', en: 'Enter your waist measurement', ko: '허리둘레를 입력하세요' },
  'v.waist_positive': { vi: 'Vòng eo phải là số dương', en: 'Waist must be a positive number', ko: '허리둘레는 양수여야 합니다' },
  'v.hip_required': { vi: 'Vui lòng nhập số đo vòng mông', en: 'Enter your hip measurement', ko: '엉덩이둘레를 입력하세요' },
  'v.hip_positive': { vi: 'Vòng mông phải là số dương', en: 'Hip must be a positive number', ko: '엉덩이둘레는 양수여야 합니다' },
  // products (spec §5)
  'v.product_name_length': {
    vi: 'Tên sản phẩm phải từ 10 đến dưới 200 ký tự',
    en: 'Product name must be 10 to 199 characters',
    ko: '상품명은 10자 이상 200자 미만이어야 합니다',
  },
  'v.product_description_length': {
    vi: 'Mô tả sản phẩm phải từ 100 đến dưới 3000 ký tự',
    en: 'Description must be 100 to 2999 characters',
    ko: '상품 설명은 100자 이상 3000자 미만이어야 합니다',
  },
  'v.weight': {
    vi: 'Cân nặng phải từ 10 g đến 1.000.000 g',
    en: 'Weight must be between 10 g and 1,000,000 g',
    ko: '무게는 10g에서 1,000,000g 사이여야 합니다',
  },
  'v.return_days': {
    vi: 'Thời gian đổi trả từ 1 đến 14 ngày',
    en: 'Return period must be 1 to 14 days',
    ko: '반품 기간은 1~14일이어야 합니다',
  },
  'v.prep_days': {
    vi: 'Thời gian chuẩn bị hàng từ 5 đến 30 ngày',
    en: 'Preparation time must be 5 to 30 days',
    ko: '준비 기간은 5~30일이어야 합니다',
  },
  'v.return_conditions': {
    vi: 'Chọn ít nhất một điều kiện đổi trả',
    en: 'Choose at least one return condition',
    ko: '반품 조건을 하나 이상 선택하세요',
  },
  'v.image_types': {
    vi: 'Chỉ chấp nhận ảnh png, jpg, jpeg, gif, svg',
    en: 'Only png, jpg, jpeg, gif and svg images are accepted',
    ko: 'png, jpg, jpeg, gif, svg 이미지만 허용됩니다',
  },
  'v.image_url': { vi: 'Đường dẫn ảnh không hợp lệ', en: 'Invalid image URL', ko: '이미지 URL이 올바르지 않습니다' },
  'v.images_required': {
    vi: 'Vui lòng thêm ít nhất một ảnh sản phẩm',
    en: 'Add at least one product image',
    ko: '상품 이미지를 하나 이상 추가하세요',
  },
  'v.max_files': {
    vi: 'Chỉ được tải lên tối đa {max} tệp',
    en: 'You can upload at most {max} files',
    ko: '최대 {max}개의 파일만 업로드할 수 있습니다',
  },
  'v.one_video': { vi: 'Chỉ được tải lên một video', en: 'Only one video can be uploaded', ko: '동영상은 하나만 업로드할 수 있습니다' },
  'v.classification_name': { vi: 'Vui lòng nhập tên phân loại', en: 'Enter a classification name', ko: '옵션 분류명을 입력하세요' },
  'v.classification_options': {
    vi: 'Mỗi phân loại cần ít nhất một lựa chọn',
    en: 'Each classification needs at least one option',
    ko: '각 분류에는 옵션이 하나 이상 필요합니다',
  },
  'v.option_name': {
    vi: 'Tên lựa chọn phải có ít nhất 3 ký tự',
    en: 'Option name needs at least 3 characters',
    ko: '옵션명은 3자 이상이어야 합니다',
  },
  'v.option_duplicate': {
    vi: 'Các lựa chọn trong một phân loại không được trùng nhau',
    en: 'Options of a classification must differ',
    ko: '한 분류의 옵션은 서로 달라야 합니다',
  },
  'v.variant_options': {
    vi: 'Phân loại hàng không khớp với các lựa chọn',
    en: 'Variant does not match the classification options',
    ko: '옵션 조합이 분류와 맞지 않습니다',
  },
  'v.variant_duplicate': { vi: 'Phân loại hàng bị trùng', en: 'Duplicate variant', ko: '중복된 옵션 조합입니다' },
  'v.variants_required': {
    vi: 'Cần ít nhất một phân loại hàng có giá và số lượng',
    en: 'At least one variant with price and quantity is required',
    ko: '가격과 수량이 있는 옵션이 하나 이상 필요합니다',
  },
  'v.quantity': { vi: 'Số lượng phải từ 1 trở lên', en: 'Quantity must be at least 1', ko: '수량은 1 이상이어야 합니다' },
  'v.price': {
    vi: 'Giá phải là số nguyên dương (VND)',
    en: 'Price must be a positive whole number (VND)',
    ko: '가격은 양의 정수(VND)여야 합니다',
  },
  'v.sale_price': {
    vi: 'Giá bán không được cao hơn giá gốc',
    en: 'Sale price cannot exceed the original price',
    ko: '판매가는 정가보다 높을 수 없습니다',
  },
  'v.dimensions': {
    vi: 'Kích thước đóng gói không hợp lệ (1–300 cm)',
    en: 'Package dimensions are invalid (1–300 cm)',
    ko: '포장 크기가 올바르지 않습니다 (1~300cm)',
  },
  // seller catalogue (issue 3)
  'v.category': { vi: 'Vui lòng chọn ngành hàng hợp lệ', en: 'Choose a valid category', ko: '올바른 카테고리를 선택하세요' },
  'v.size_chart': {
    vi: 'Chỉ được chọn bảng size của shop bạn',
    en: 'Choose one of your shop’s size charts',
    ko: '내 상점의 사이즈표만 선택할 수 있습니다',
  },
  'v.boolean': { vi: 'Chỉ nhập "có" hoặc "không"', en: 'Enter yes or no', ko: '예 또는 아니요를 입력하세요' },
  'v.import_column': { vi: 'Thiếu cột {column}', en: 'Missing column {column}', ko: '{column} 열이 없습니다' },
  'v.import_empty': { vi: 'Tệp không có dòng sản phẩm nào', en: 'The file has no product rows', ko: '파일에 상품 행이 없습니다' },
  'v.import_too_many': {
    vi: 'Mỗi tệp tối đa {max} dòng',
    en: 'At most {max} rows per file',
    ko: '파일당 최대 {max}행까지 가능합니다',
  },
  // seller centre: bulk price and stock editor (issue 13)
  'v.stock': {
    vi: 'Tồn kho phải từ 0 đến 1.000.000',
    en: 'Stock must be between 0 and 1,000,000',
    ko: '재고는 0에서 1,000,000 사이여야 합니다',
  },
  'v.max_items': {
    vi: 'Mỗi lần lưu tối đa {max} dòng',
    en: 'At most {max} rows per save',
    ko: '한 번에 최대 {max}행까지 저장할 수 있습니다',
  },
  // buyer discovery (issue 3)
  'v.price_range': {
    vi: 'Giá tối đa phải lớn hơn hoặc bằng giá tối thiểu',
    en: 'The maximum price must be at least the minimum price',
    ko: '최고 가격은 최저 가격 이상이어야 합니다',
  },
  // promotions and vouchers (issue 4, spec §5)
  'v.end_after_start': {
    vi: 'Thời gian kết thúc phải sau thời gian bắt đầu',
    en: 'The end time must be after the start time',
    ko: '종료 시간은 시작 시간 이후여야 합니다',
  },
  'v.end_in_future': {
    vi: 'Thời gian kết thúc phải sau thời điểm hiện tại',
    en: 'The end time must be in the future',
    ko: '종료 시간은 현재 이후여야 합니다',
  },
  'v.products_required': { vi: 'Vui lòng chọn ít nhất một sản phẩm', en: 'Choose at least one product', ko: '상품을 하나 이상 선택하세요' },
  'v.promotion_discount': {
    vi: 'Mức giảm phải lớn hơn 0 và tối đa 80%',
    en: 'The discount must be above 0 and at most 80%',
    ko: '할인율은 0보다 크고 80% 이하여야 합니다',
  },
  'v.promotion_max_discount': {
    vi: 'Mức giảm tối đa phải lớn hơn 0 và không nhỏ hơn mức giảm',
    en: 'The maximum discount must be above 0 and at least the discount',
    ko: '최대 할인율은 0보다 크고 할인율 이상이어야 합니다',
  },
  'v.promotion_product_limit': {
    vi: 'Số lượng sản phẩm khuyến mãi không được bằng 0',
    en: 'The product limit cannot be 0',
    ko: '프로모션 상품 수량은 0일 수 없습니다',
  },
  'v.promotion_purchase_limit': {
    vi: 'Giới hạn mua không được lớn hơn số lượng sản phẩm khuyến mãi',
    en: 'The purchase limit cannot be above the product limit',
    ko: '구매 한도는 프로모션 상품 수량보다 클 수 없습니다',
  },
  'v.promotion_duplicate': {
    vi: 'Sản phẩm hoặc phân loại này đã có trong chương trình',
    en: 'This product or variant is already in the promotion',
    ko: '이미 프로모션에 포함된 상품 또는 옵션입니다',
  },
  'v.promotion_product': {
    vi: 'Sản phẩm hoặc phân loại không thuộc shop của bạn',
    en: 'This product or variant is not in your shop',
    ko: '내 상점의 상품 또는 옵션이 아닙니다',
  },
  'v.voucher_code': {
    vi: 'Mã gồm tối đa 9 chữ cái hoặc chữ số',
    en: 'The code has up to 9 letters or digits',
    ko: '코드는 최대 9자의 영문자 또는 숫자입니다',
  },
  'v.voucher_percent': {
    vi: 'Mức giảm theo phần trăm tối đa 100%',
    en: 'A percentage cannot be above 100%',
    ko: '할인율은 100%를 넘을 수 없습니다',
  },
  'v.voucher_min_order': {
    vi: 'Giá trị đơn hàng tối thiểu không được âm',
    en: 'The minimum order value cannot be negative',
    ko: '최소 주문 금액은 음수일 수 없습니다',
  },
  'v.voucher_products': {
    vi: 'Vui lòng chọn sản phẩm được áp dụng mã',
    en: 'Choose the products the voucher applies to',
    ko: '쿠폰을 적용할 상품을 선택하세요',
  },
  'v.voucher_tier_range': {
    vi: 'Giá trị "đến" phải lớn hơn giá trị "từ"',
    en: '"To" must be greater than "from"',
    ko: '"까지" 값은 "부터" 값보다 커야 합니다',
  },
  'v.voucher_tiers': {
    vi: 'Các khoảng giá phải tăng dần và không chồng lên nhau',
    en: 'Price ranges must ascend and not overlap',
    ko: '가격 구간은 오름차순이며 겹치지 않아야 합니다',
  },
  'v.voucher_daily_limit': {
    vi: 'Giới hạn mỗi ngày không được lớn hơn giới hạn mỗi người',
    en: 'The daily limit cannot be above the per-user limit',
    ko: '일일 한도는 사용자별 한도보다 클 수 없습니다',
  },
  'v.below_used': {
    vi: 'Không được nhỏ hơn số lượt đã dùng hoặc đã lưu',
    en: 'Cannot be below what has already been used or saved',
    ko: '이미 사용되었거나 저장된 수보다 작을 수 없습니다',
  },
  // becoming a seller (issue 13, spec §3 seller registration, §5 seller)
  'v.seller_birth_date': {
    vi: 'Ngày sinh không hợp lệ: chủ shop phải đủ 18 tuổi',
    en: 'Invalid birth date: the shop owner must be at least 18',
    ko: '생년월일이 올바르지 않습니다: 대표자는 만 18세 이상이어야 합니다',
  },
  'v.tax_code': {
    vi: 'Mã số thuế không hợp lệ (10 hoặc 13 chữ số, hoặc số CCCD)',
    en: 'Invalid tax code (10 or 13 digits, or the citizen ID number)',
    ko: '세금 코드가 올바르지 않습니다 (10자리 또는 13자리, 또는 신분증 번호)',
  },
  'v.bank_account': {
    vi: 'Số tài khoản gồm 6 đến 19 chữ số',
    en: 'The account number has 6 to 19 digits',
    ko: '계좌번호는 6~19자리 숫자입니다',
  },
  'v.store_name': {
    vi: 'Tên shop phải từ 3 đến 60 ký tự',
    en: 'The shop name must be 3 to 60 characters',
    ko: '상점 이름은 3~60자여야 합니다',
  },
  'v.url': {
    vi: 'Đường dẫn không hợp lệ (bắt đầu bằng https://)',
    en: 'Invalid link (starts with https://)',
    ko: '링크가 올바르지 않습니다 (https://로 시작)',
  },
  'v.shop_intro_length': {
    vi: 'Giới thiệu shop phải từ 100 đến 500 ký tự',
    en: 'The shop introduction must be 100 to 500 characters',
    ko: '상점 소개는 100~500자여야 합니다',
  },
  'v.photo_required': { vi: 'Vui lòng tải ảnh lên', en: 'Please upload this photo', ko: '사진을 업로드하세요' },
  'v.reject_reason': {
    vi: 'Vui lòng nhập lý do từ chối',
    en: 'Enter the reason for the rejection',
    ko: '거절 사유를 입력하세요',
  },
  'v.date': { vi: 'Ngày không hợp lệ', en: 'Invalid date', ko: '날짜가 올바르지 않습니다' },
  // seller centre: orders (issue 13)
  'v.date_range': {
    vi: 'Ngày kết thúc không được trước ngày bắt đầu',
    en: 'The end date cannot be before the start date',
    ko: '종료일은 시작일보다 빠를 수 없습니다',
  },
  'v.rating': { vi: 'Vui lòng chọn từ 1 đến 5 sao', en: 'Choose 1 to 5 stars', ko: '별점을 1~5개 선택하세요' },
  // seller centre: shop settings (issue 13, spec §5 seller rules)
  'v.shop_name_length': {
    vi: 'Tên shop phải từ 2 đến 80 ký tự',
    en: 'The shop name must be 2 to 80 characters',
    ko: '상점 이름은 2~80자여야 합니다',
  },
  'v.range_too_long': {
    vi: 'Khoảng thời gian tối đa 366 ngày',
    en: 'The period can be at most 366 days',
    ko: '기간은 최대 366일입니다',
  },
  'v.return_reasons': {
    vi: 'Vui lòng chọn ít nhất một lý do trả hàng',
    en: 'Choose at least one return reason',
    ko: '반품 사유를 하나 이상 선택하세요',
  },
  // CSRF_REJECTED (issue 12): what the cookie-authenticated write lacked
  'v.origin_missing': {
    vi: 'Thiếu header Origin: trình duyệt tự gửi header này; script dùng cookie phiên phải gửi nó, hoặc dùng token Bearer',
    en: 'The Origin header is missing: browsers send it; a script using the session cookie must send it, or use a Bearer token',
    ko: 'Origin 헤더가 없습니다. 브라우저는 자동으로 보내며, 세션 쿠키를 쓰는 스크립트는 이 헤더를 보내거나 Bearer 토큰을 사용해야 합니다',
  },
  'v.origin_not_allowed': {
    vi: 'Nguồn (Origin) này không được phép ghi bằng cookie phiên',
    en: 'This Origin may not write with the session cookie',
    ko: '이 Origin은 세션 쿠키로 쓰기 요청을 할 수 없습니다',
  },
  // seller centre marketing: shop categories, banners, promotions (issue 13, spec §5)
  'v.shop_category_name': {
    vi: 'Vui lòng nhập tên danh mục (tối đa 40 ký tự)',
    en: 'Enter the category name (at most 40 characters)',
    ko: '카테고리 이름을 입력하세요 (최대 40자)',
  },
  'v.shop_category_title': {
    vi: 'Tiêu đề danh mục phải có ít nhất 5 ký tự (tối đa 120)',
    en: 'The category title needs at least 5 characters (at most 120)',
    ko: '카테고리 제목은 5자 이상이어야 합니다 (최대 120자)',
  },
  'v.banner_title': {
    vi: 'Tiêu đề banner phải từ 5 đến dưới 200 ký tự',
    en: 'The banner title must be 5 to 199 characters',
    ko: '배너 제목은 5자 이상 200자 미만이어야 합니다',
  },
  'v.banner_end': {
    vi: 'Ngày kết thúc phải từ hôm nay trở đi và sau ngày bắt đầu',
    en: 'The end date must be today or later, and after the start date',
    ko: '종료일은 오늘 이후이며 시작일보다 늦어야 합니다',
  },
  'v.banner_link': {
    vi: 'Liên kết không hợp lệ: nhập địa chỉ bắt đầu bằng https:// hoặc đường dẫn trên Xinh bắt đầu bằng /',
    en: 'Invalid link: enter an address starting with https:// or a Xinh path starting with /',
    ko: '링크가 올바르지 않습니다: https://로 시작하는 주소나 /로 시작하는 Xinh 경로를 입력하세요',
  },
  'v.banner_image': {
    vi: 'Vui lòng tải lên ảnh banner 343×150 px',
    en: 'Upload the 343×150 px banner image',
    ko: '343×150px 배너 이미지를 업로드하세요',
  },
  'v.banner_image_upload': {
    vi: 'Ảnh phải được cắt và tải lên tại đây để đúng kích thước',
    en: 'Crop and upload the picture here so it has the exact size',
    ko: '정확한 크기가 되도록 여기에서 이미지를 자르고 업로드하세요',
  },
  'v.shop_product': {
    vi: 'Sản phẩm không thuộc shop của bạn',
    en: 'This product is not in your shop',
    ko: '내 상점의 상품이 아닙니다',
  },
  'v.promotion_variant_required': {
    vi: 'Vui lòng chọn phân loại áp dụng khuyến mãi',
    en: 'Choose the variant the discount applies to',
    ko: '할인을 적용할 옵션을 선택하세요',
  },
  // admin console: platform content and settings (issue 14, admin-content)
  'v.out_of_range': {
    vi: 'Giá trị nằm ngoài khoảng cho phép',
    en: 'This value is out of the allowed range',
    ko: '허용 범위를 벗어난 값입니다',
  },
  'v.too_short': { vi: 'Nội dung quá ngắn', en: 'This is too short', ko: '너무 짧습니다' },
  'v.slug': {
    vi: 'Chỉ dùng chữ thường không dấu, số và dấu gạch ngang',
    en: 'Use lowercase letters without accents, digits and hyphens only',
    ko: '악센트 없는 소문자, 숫자, 하이픈만 사용하세요',
  },
  'v.link': {
    vi: 'Đường dẫn không hợp lệ (bắt đầu bằng / hoặc https://)',
    en: 'Invalid link (starts with / or https://)',
    ko: '링크가 올바르지 않습니다 (/ 또는 https://로 시작)',
  },
  'v.report_range': { vi: 'Chọn khoảng tối đa 366 ngày', en: 'Choose at most 366 days', ko: '최대 366일까지 선택하세요' },
  'v.picture_size': {
    vi: 'Ảnh phải có kích thước đúng {width}×{height} px',
    en: 'The picture must be exactly {width}×{height} px',
    ko: '이미지는 정확히 {width}×{height}px이어야 합니다',
  },
  // admin console: users, shops, security (issue 14, admin-core)
  'v.admin_reason': {
    vi: 'Vui lòng nhập lý do (từ 5 đến 500 ký tự)',
    en: 'Enter a reason (5 to 500 characters)',
    ko: '사유를 입력하세요(5~500자)',
  },
  'v.totp_code': {
    vi: 'Nhập mã 6 chữ số từ ứng dụng xác thực hoặc một mã khôi phục',
    en: 'Enter the 6-digit code from your authenticator app or a recovery code',
    ko: '인증 앱의 6자리 코드 또는 복구 코드를 입력하세요',
  },
  // account areas (issue 16, acct): the refund bank account
  'v.bank_holder': {
    vi: 'Tên chủ tài khoản viết hoa, không dấu, như trên thẻ ngân hàng',
    en: 'The holder name in capitals without accents, as on the bank card',
    ko: '예금주 이름은 은행 카드와 같이 악센트 없는 대문자로 입력하세요',
  },
  // pages (issue 18): the landing contact form's phone (spec §5: digits only, up to 11)
  'v.contact_phone': {
    vi: 'Số điện thoại chỉ gồm chữ số, từ 9 đến 11 số',
    en: 'The phone number has digits only, 9 to 11 of them',
    ko: '전화번호는 숫자만 9~11자리로 입력하세요',
  },
  'v.image_required': { vi: 'Vui lòng thêm một ảnh', en: 'Add a picture', ko: '사진을 추가하세요' },
} as const satisfies Record<string, Record<Lang, string>>

export type ValidationKey = keyof typeof VALIDATION

export function validationMessage(key: string, lang: Lang, params?: MessageParams): string {
  const entry = (VALIDATION as Record<string, Record<Lang, string>>)[key]
  return entry ? fill(entry[lang], params) : fill(VALIDATION['v.invalid'][lang], params)
}

type IssueLike = {
  code: string
  message: string
  path?: PropertyKey[]
  input?: unknown
  maximum?: unknown
  origin?: unknown
  keys?: string[]
  errors?: IssueLike[][]
}

/**
 * A body that matches no option of a union (e.g. tracking's one session or bulk body) reports
 * the fields of the option it came closest to: the one without unknown top-level keys and
 * with the fewest issues (issue 18, track).
 */
function closestUnionIssues(issue: IssueLike): IssueLike[] {
  const score = (list: IssueLike[]) => list.length + (list.some((i) => i.code === 'unrecognized_keys' && !i.path?.length) ? 1000 : 0)
  const best = [...(issue.errors ?? [])].sort((a, b) => score(a) - score(b))[0]
  if (!best?.length) return [issue]
  const prefix = issue.path ?? []
  return best
    .flatMap((i) => (i.code === 'invalid_union' && i.errors ? closestUnionIssues(i) : [i]))
    .map((i) => ({ ...i, path: [...prefix, ...(i.path ?? [])] }))
}

/**
 * Turns a zod issue into a message key with params. Our schemas put keys in their messages;
 * anything zod says on its own (unknown keys, types) falls back to a sensible key.
 */
export function issueToMessage(issue: IssueLike): { key: string; params?: MessageParams } {
  if (issue.message.startsWith('v.')) {
    if (['v.too_long', 'v.max_files', 'v.max_items'].includes(issue.message) && typeof issue.maximum === 'number')
      return { key: issue.message, params: { max: issue.maximum } }
    return { key: issue.message }
  }
  if (issue.code === 'invalid_type' && issue.input === undefined) return { key: 'v.required' }
  if (issue.code === 'too_big' && typeof issue.maximum === 'number' && issue.origin === 'string')
    return { key: 'v.too_long', params: { max: issue.maximum } }
  return { key: 'v.invalid' }
}

/** Field → localised message, for the API's `error.fields` and the forms. */
export function issuesToFields(issues: IssueLike[], lang: Lang): Record<string, string> {
  const fields: Record<string, string> = {}
  for (const issue of issues.flatMap((i) => (i.code === 'invalid_union' && i.errors?.length ? closestUnionIssues(i) : [i]))) {
    const paths = issue.code === 'unrecognized_keys' && issue.keys ? issue.keys : [(issue.path ?? []).map(String).join('.') || '_']
    const { key, params } = issueToMessage(issue)
    for (const p of paths) fields[p] ??= validationMessage(key, lang, params)
  }
  return fields
}
