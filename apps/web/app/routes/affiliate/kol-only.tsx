import type { ReactNode } from 'react'
import { Navigate, useRouteLoaderData } from 'react-router'
import type { loader } from './layout.server.ts'

/** Whether the signed-in user is an approved KOL (the area layout's loader knows). */
export function useIsKol() {
  return Boolean(useRouteLoaderData<typeof loader>('routes/affiliate/layout')?.isKol)
}

/** The KOL's own screens: anyone else goes to the area's start (the application). */
export function KolOnly({ children }: { children: ReactNode }) {
  return useIsKol() ? children : <Navigate to="/tiep-thi-lien-ket" replace />
}
