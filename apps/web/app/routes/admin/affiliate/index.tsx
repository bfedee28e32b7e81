import { redirect } from 'react-router'

/** `/admin/tiep-thi-lien-ket`: the KOL approvals first. */
export function loader() {
  return redirect('/admin/tiep-thi-lien-ket/kol')
}
