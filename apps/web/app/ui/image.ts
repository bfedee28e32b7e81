/**
 * Responsive sources for a picture. Pictures stored in the media pipeline's layout, a folder
 * with `main.webp` and narrower renditions beside it, get a `srcset` so a phone downloads the
 * 320 or 640 px file instead of the full one. Today that is the demo seed's pictures
 * (`/uploads/seed/…/main.webp`, apps/server/seed/images.ts), which always have both renditions.
 * Uploads (`/uploads/media/…/main.webp`) only have the renditions not wider than the picture
 * (platform/media/image.ts), and a page cannot tell which from the URL, so they and any other
 * URL are used as they are.
 */
const RESPONSIVE = /^(.*\/uploads\/seed\/[\w./-]+)\/main\.webp$/

export type ImageSources = { src: string; srcSet?: string; sizes?: string }

/**
 * `src`, and `srcSet` + `sizes` when the picture has renditions: spread onto an `<img>`. The
 * renditions are 320 and 640 px wide (SEED_VARIANT_WIDTHS); `main.webp` counts as 1080w, wider
 * than both, so a browser takes it only when 640 px is not enough (its real width does not
 * matter to the choice). `sizes` is how wide the picture shows, written where it is used. Kept
 * this small on purpose: it is in every page's JavaScript (the product page is at the budget).
 */
export function imageSources(src: string, sizes: string): ImageSources {
  const dir = RESPONSIVE.exec(src)?.[1]
  return dir ? { src, srcSet: `${dir}/320.webp 320w, ${dir}/640.webp 640w, ${src} 1080w`, sizes } : { src }
}
