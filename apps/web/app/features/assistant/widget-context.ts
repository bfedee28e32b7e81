import { createContext, useContext } from 'react'
import type { useAssistant } from './use-assistant.ts'

export type Widget = ReturnType<typeof useAssistant> & {
  /** Closes the panel (a product or order link was followed). */
  close: () => void
  /** Opens the body-measurement modal. */
  openMeasurements: () => void
}
export const WidgetContext = createContext<Widget | null>(null)

/** The panel's conversation, for the cards and the input deep inside it. */
export function useWidget(): Widget {
  const w = useContext(WidgetContext)
  if (!w) throw new Error('useWidget outside the assistant panel')
  return w
}
