/** Where the products' screens live (spec §2). */
export const PRODUCTS_PATH = '/ban-hang/quan-ly-san-pham'
