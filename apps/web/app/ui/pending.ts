import { useLocation, useNavigation } from 'react-router'

/**
 * Whether the page is loading new data for itself (its filters, tab or page changed): show a
 * skeleton over the list meanwhile. Navigating to another screen does not count.
 */
export function useReloading() {
  const navigation = useNavigation()
  const { pathname } = useLocation()
  return navigation.state === 'loading' && navigation.location?.pathname === pathname
}
