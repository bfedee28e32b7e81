import { redirect } from 'react-router'

/** `/ban-hang/cai-dat` opens on the shop's information. */
export function loader() {
  return redirect('/ban-hang/cai-dat/thong-tin-cua-hang')
}
