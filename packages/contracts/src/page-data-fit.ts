import type { TProductDetail } from './catalog.ts'
import type { TSizeAdvice } from './fit.ts'

/** Size advice for pages (issue 17, docs/api/fit.md), in-process like the other page reads. */
export interface FitPageData {
  /**
   * The product page's "Size gợi ý cho bạn: M": advice for the signed-in buyer's saved
   * measurements on a product the page already read (POST /api/v1/mobile/fit/size-advice without
   * measurements); null for guests, buyers without measurements and products that are not sized
   * clothing. Never fails the page.
   */
  productAdvice(product: TProductDetail): Promise<TSizeAdvice | null>
}
