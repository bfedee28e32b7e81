import { defineMessages } from '#web/lib/i18n/areas.tsx'

/** The reported-content queue (issue 16, community). */
export const community = defineMessages(
  {
    'ad.nav.reported_content': 'Nội dung bị báo cáo',
    'ad.reports.description':
      'Bài viết, bình luận, đánh giá, blook và người dùng bị báo cáo. Ẩn nội dung (tác giả vẫn thấy), cảnh cáo hoặc khoá tác giả, hoặc bỏ qua báo cáo.',
    'ad.reports.empty_title': 'Không có báo cáo nào',
    'ad.reports.empty_body': 'Khi người dùng báo cáo nội dung, báo cáo sẽ hiện ở đây.',
    'ad.reports.target.post': 'Bài viết',
    'ad.reports.target.comment': 'Bình luận',
    'ad.reports.target.user': 'Người dùng',
    'ad.reports.count': '{count} lượt báo cáo',
    'ad.reports.by': 'của {name}',
    'ad.reports.deleted': 'Nội dung đã bị xoá',
    'ad.reports.hidden': 'Đang ẩn',
    'ad.reports.hide': 'Ẩn nội dung',
    'ad.reports.dismiss': 'Bỏ qua',
    'ad.reports.uphold_user': 'Ghi nhận vi phạm',
    // n16: blooks join the queue
    'ad.reports.target.blook': 'Blook',
    // issue 16: warn and lock decisions
    'ad.reports.warn': 'Cảnh cáo tác giả',
    'ad.reports.warn_description': 'Nội dung sẽ bị ẩn và {name} nhận thông báo cảnh cáo kèm lý do bạn nhập (trong ứng dụng và email).',
    'ad.reports.warned': 'Đã ẩn nội dung và gửi cảnh cáo.',
    'ad.reports.lock': 'Khoá tài khoản tác giả',
    'ad.reports.lock_description':
      'Nội dung sẽ bị ẩn, tài khoản {name} bị khoá và mọi phiên đăng nhập bị thu hồi. Lý do sẽ hiện cho người dùng khi họ đăng nhập.',
    'ad.reports.locked': 'Đã ẩn nội dung và khoá tài khoản.',
    'ad.reports.action.warn': 'Đã cảnh cáo',
    'ad.reports.action.lock': 'Đã khoá tài khoản',
  },
  {
    en: {
      'ad.nav.reported_content': 'Reported content',
      'ad.reports.description':
        'Reported posts, comments, reviews, blooks and users. Hide the content (its author still sees it), warn or lock its author, or dismiss the reports.',
      'ad.reports.empty_title': 'No reports',
      'ad.reports.empty_body': 'When users report content, the reports show here.',
      'ad.reports.target.post': 'Post',
      'ad.reports.target.comment': 'Comment',
      'ad.reports.target.user': 'User',
      'ad.reports.count': '{count} reports',
      'ad.reports.by': 'by {name}',
      'ad.reports.deleted': 'The content was deleted',
      'ad.reports.hidden': 'Hidden',
      'ad.reports.hide': 'Hide content',
      'ad.reports.dismiss': 'Dismiss',
      'ad.reports.uphold_user': 'Record a violation',
      // n16: blooks join the queue
      'ad.reports.target.blook': 'Blook',
      // issue 16: warn and lock decisions
      'ad.reports.warn': 'Warn the author',
      'ad.reports.warn_description':
        'The content is hidden and {name} gets a warning with the reason you write (in the app and by e-mail).',
      'ad.reports.warned': 'Content hidden and warning sent.',
      'ad.reports.lock': "Lock the author's account",
      'ad.reports.lock_description':
        "The content is hidden, {name}'s account is locked and every session revoked. The reason is shown to them when they sign in.",
      'ad.reports.locked': 'Content hidden and account locked.',
      'ad.reports.action.warn': 'Warned',
      'ad.reports.action.lock': 'Account locked',
    },
    ko: {
      'ad.nav.reported_content': '신고된 콘텐츠',
      'ad.reports.description':
        '신고된 게시물, 댓글, 리뷰, 블룩, 사용자입니다. 콘텐츠를 숨기거나(작성자는 계속 볼 수 있음) 작성자에게 경고하거나 계정을 잠그거나 신고를 기각합니다.',
      'ad.reports.empty_title': '신고가 없습니다',
      'ad.reports.empty_body': '사용자가 콘텐츠를 신고하면 여기에 표시됩니다.',
      'ad.reports.target.post': '게시물',
      'ad.reports.target.comment': '댓글',
      'ad.reports.target.user': '사용자',
      'ad.reports.count': '신고 {count}건',
      'ad.reports.by': '{name} 작성',
      'ad.reports.deleted': '삭제된 콘텐츠입니다',
      'ad.reports.hidden': '숨김',
      'ad.reports.hide': '콘텐츠 숨기기',
      'ad.reports.dismiss': '기각',
      'ad.reports.uphold_user': '위반 기록',
      // n16: blooks join the queue
      'ad.reports.target.blook': '블룩',
      // issue 16: warn and lock decisions
      'ad.reports.warn': '작성자 경고',
      'ad.reports.warn_description': '콘텐츠가 숨겨지고 {name}님에게 입력한 사유와 함께 경고가 전송됩니다(앱 및 이메일).',
      'ad.reports.warned': '콘텐츠를 숨기고 경고를 보냈습니다.',
      'ad.reports.lock': '작성자 계정 잠금',
      'ad.reports.lock_description': '콘텐츠가 숨겨지고 {name}님의 계정이 잠기며 모든 세션이 해제됩니다. 로그인 시 사유가 표시됩니다.',
      'ad.reports.locked': '콘텐츠를 숨기고 계정을 잠갔습니다.',
      'ad.reports.action.warn': '경고함',
      'ad.reports.action.lock': '계정 잠김',
    },
  },
)
