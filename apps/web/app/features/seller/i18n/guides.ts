import { defineMessages } from '#web/lib/i18n/areas.tsx'

/** pages (issue 18): the seller centre's link to the selling guides (`/huong-dan#ban-hang`). */
export const guides = defineMessages(
  { 'sc.group.help': 'Hỗ trợ', 'sc.nav.guides': 'Hướng dẫn bán hàng' },
  { en: { 'sc.group.help': 'Help', 'sc.nav.guides': 'Selling guides' }, ko: { 'sc.group.help': '도움말', 'sc.nav.guides': '판매 가이드' } },
)
