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

/** The widths stored beside `main.webp` (SEED_VARIANT_WIDTHS). */
const WIDTHS = [320, 640] as const
/**
 * What `main.webp` counts as in `srcset`: wider than every rendition, so a browser takes it
 * only when 640 px is not enough. Its real width does not matter to the choice.
 */
const MAIN_WIDTH = 1080

/** How wide a picture shows, for `sizes`, by where it is used. */
export const SIZES = {
  /** Product cards: two columns on phones, 3–5 from sm up (GRID), ≤ 240 px in a scroller. */
  card: '(min-width: 1024px) 240px, (min-width: 640px) 33vw, 50vw',
  /** The product page's main picture: the full width on phones, half of the page from md. */
  gallery: '(min-width: 1152px) 576px, (min-width: 768px) 50vw, 100vw',
  /** Full-width strips: home banners, a banner's page, a collection's cover on phones. */
  wide: '(min-width: 1152px) 1152px, 100vw',
  /** Collection cover cards (w-64 in a scroller on phones, 2–4 columns from sm). */
  cover: '(min-width: 640px) 50vw, 256px',
  /** Small round thumbnails (department pictures on home, gallery thumbnails). */
  thumb: '64px',
} as const

export type ImageSources = { src: string; srcSet?: string; sizes?: string }

/** `src`, and `srcSet` + `sizes` when the picture has renditions: spread onto an `<img>`. */
export function imageSources(src: string, sizes: string): ImageSources {
  const dir = RESPONSIVE.exec(src)?.[1]
  if (!dir) return { src }
  const srcSet = [...WIDTHS.map((w) => `${dir}/${w}.webp ${w}w`), `${src} ${MAIN_WIDTH}w`].join(', ')
  return { src, srcSet, sizes }
}
