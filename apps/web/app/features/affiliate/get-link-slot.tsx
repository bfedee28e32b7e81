import type { AffiliateLinkTarget } from '@xinh/contracts'
import { Suspense, lazy, useEffect, useState } from 'react'
import { useApp } from '#web/lib/app-context.tsx'

const GetLinkButton = lazy(() => import('./get-link-button.tsx').then((m) => ({ default: m.GetLinkButton })))

/**
 * Where product and shop pages offer KOLs their affiliate link: the button's code loads for KOLs
 * only, so nobody else's page carries it (the product page's 120 KB script budget).
 */
export function GetLinkSlot(props: { target: AffiliateLinkTarget; id: string; className?: string }) {
  const { user } = useApp()
  // after hydration only: a button that appears is one that already works (its chunk loads then)
  const [mounted, setMounted] = useState(false)
  useEffect(() => setMounted(true), [])
  if (!mounted || !user?.roles.includes('kol')) return null
  return (
    <Suspense fallback={null}>
      <GetLinkButton {...props} />
    </Suspense>
  )
}
