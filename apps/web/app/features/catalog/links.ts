import type { Banner } from './types.ts'

/** Where a banner leads: its own link when it is on this site, else its page with the related products. */
export const bannerHref = (b: Banner) => (b.link && /^\/(?!\/)\S*[^/]$/.test(b.link) ? b.link : `/banner/${b._id}`)
