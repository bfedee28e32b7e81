import { mergeCatalogues } from '#web/lib/i18n/areas.tsx'
import { pages } from './messages.ts'

/** pages (issue 18): sent by the loaders of /phan-anh-to-chuc-xa-hoi, /danh-sach, /download, /huong-dan and /seller (contact form). */
export const PAGES_CATALOGUE = mergeCatalogues(pages)
