import { Suspense, lazy } from 'react'

// Error views are rare: their code loads only when one is shown (the server renders it in full).
const View = lazy(() => import('./error-view.tsx'))

/** Catalog routes' ErrorBoundary: the 404 view for unknown ids, else an error with a retry. */
export function CatalogError() {
  return (
    <Suspense fallback={null}>
      <View />
    </Suspense>
  )
}
