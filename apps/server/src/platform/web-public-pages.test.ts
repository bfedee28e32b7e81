import { describe, expect, it } from 'vitest'
import { publicPages } from './web-public-pages.ts'

const publicHeaders = () => ({ 'Cache-Control': 'public, max-age=60' })
const privateHeaders = () => ({ 'Cache-Control': 'private, no-store' })

// the shape of a React Router build's `routes`: flat, each with its parent's id
const routes = {
  root: { id: 'root', path: '', module: {} },
  home: { id: 'home', parentId: 'root', index: true, module: { headers: publicHeaders } },
  product: { id: 'product', parentId: 'root', path: 'san-pham/:id', module: { headers: publicHeaders } },
  // a static segment outranks the dynamic one beside it: this page is private
  newProduct: { id: 'newProduct', parentId: 'root', path: 'san-pham/moi', module: { headers: privateHeaders } },
  account: { id: 'account', parentId: 'root', path: 'tai-khoan', module: {} },
  orders: { id: 'orders', parentId: 'account', path: 'don-hang', module: { headers: privateHeaders } },
  policy: { id: 'policy', parentId: 'root', path: 'chinh-sach/:slug', module: { headers: publicHeaders } },
  throws: {
    id: 'throws',
    parentId: 'root',
    path: 'loi',
    module: {
      headers: () => {
        throw new Error('x')
      },
    },
  },
  notFound: { id: 'notFound', parentId: 'root', path: '*', module: {} },
}

describe('publicPages: which URLs are rendered once for every anonymous visitor', () => {
  const isPublic = publicPages({ routes } as never)

  it('follows the matched leaf route’s Cache-Control, as React Router ranks the routes', async () => {
    expect(await isPublic('/')).toBe(true)
    expect(await isPublic('/san-pham/019a-1?tab=reviews')).toBe(true)
    expect(await isPublic('/chinh-sach/bao-mat')).toBe(true)
    expect(await isPublic('/san-pham/moi')).toBe(false)
    expect(await isPublic('/tai-khoan/don-hang')).toBe(false)
    expect(await isPublic('/tai-khoan')).toBe(false)
    expect(await isPublic('/khong-co/trang-nay')).toBe(false)
    // a `headers` export that throws without its loader's data is not public
    expect(await isPublic('/loi')).toBe(false)
  })

  it('answers for single-fetch data requests as for their page', async () => {
    expect(await isPublic('/_root.data')).toBe(true)
    expect(await isPublic('/san-pham/019a-1.data')).toBe(true)
    expect(await isPublic('/san-pham/moi.data')).toBe(false)
  })

  it('matches the path only, whatever it looks like', async () => {
    // two leading slashes are a path here, not another host
    expect(await isPublic('//evil.example/san-pham/1')).toBe(false)
    expect(await isPublic('/san-pham/%E1%BA%A1o')).toBe(true)
    expect(await isPublic('/san-pham/%E0%A4%A')).toBe(false)
    expect(await isPublic('/chinh-sach/../san-pham/moi')).toBe(false)
  })
})
