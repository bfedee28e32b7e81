import type { TBlogBlock } from '@xinh/contracts'
import { ProductGrid } from '#web/features/catalog/islands.tsx'

/** Typography of the article's HTML (the sanitiser's allow-list: headings, lists, quotes, links, images). */
const PROSE =
  'text-[15px] leading-7 text-neutral-800 [&_a]:font-semibold [&_a]:text-brand-700 [&_a]:underline [&_blockquote]:my-4 [&_blockquote]:border-l-4 [&_blockquote]:border-brand-200 [&_blockquote]:pl-4 [&_blockquote]:italic [&_h2]:mt-6 [&_h2]:mb-2 [&_h2]:text-xl [&_h2]:font-bold [&_h3]:mt-5 [&_h3]:mb-2 [&_h3]:text-lg [&_h3]:font-bold [&_h4]:mt-4 [&_h4]:font-bold [&_img]:my-4 [&_img]:h-auto [&_img]:w-full [&_img]:rounded-xl [&_li]:my-1 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:my-3 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-neutral-100 [&_pre]:p-3 [&_ul]:list-disc [&_ul]:pl-6'

/** Stable keys for the blocks: their content, numbered when a block repeats (the same product embedded twice). */
function keyed(blocks: TBlogBlock[]) {
  const seen = new Map<string, number>()
  return blocks.map((b) => {
    const base = b.type === 'html' ? `h:${b.html.length}:${b.html.slice(0, 48)}` : `p:${b.product._id}`
    const n = (seen.get(base) ?? 0) + 1
    seen.set(base, n)
    return { b, key: `${base}#${n}` }
  })
}

/**
 * The article: runs of HTML the server's allow-list sanitiser produced (never the editor's own
 * HTML), and shoppable product cards where the author embedded products.
 */
export function BlogBody({ blocks }: { blocks: TBlogBlock[] }) {
  return (
    <div className="flex flex-col" data-testid="blog-body">
      {keyed(blocks).map(({ b, key }) =>
        b.type === 'html' ? (
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server by an allow-list (blogs.sanitize.ts) when saved
          <div key={key} className={PROSE} dangerouslySetInnerHTML={{ __html: b.html }} />
        ) : (
          <div key={key} className="my-3" data-testid="blog-embed">
            <ProductGrid items={[b.product]} className="grid grid-cols-2 gap-2 sm:grid-cols-3" />
          </div>
        ),
      )}
    </div>
  )
}
