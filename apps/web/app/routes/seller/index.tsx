import { redirect } from 'react-router'

export function loader() {
  return redirect('/ban-hang/tong-quan')
}
