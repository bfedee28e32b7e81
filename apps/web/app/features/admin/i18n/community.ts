import { defineMessages } from '#web/lib/i18n/areas.tsx'

/** The reported-content queue (issue 16, community). */
export const community = defineMessages(
  {
    'ad.nav.reported_content': 'Nội dung bị báo cáo',
    'ad.reports.description':
      'Bài viết, bình luận và người dùng bị báo cáo. Duyệt để ẩn nội dung (tác giả vẫn thấy), từ chối để bỏ qua báo cáo.',
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
  },
  {
    en: {
      'ad.nav.reported_content': 'Reported content',
      'ad.reports.description':
        'Reported posts, comments and users. Approve to hide the content (its author still sees it), reject to dismiss the reports.',
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
    },
    ko: {
      'ad.nav.reported_content': '신고된 콘텐츠',
      'ad.reports.description':
        '신고된 게시물, 댓글, 사용자입니다. 승인하면 콘텐츠가 숨겨지고(작성자는 계속 볼 수 있음), 거절하면 신고가 기각됩니다.',
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
    },
  },
)
