import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { HydratedRouter } from 'react-router/dom'
import { loadDocumentCatalogue } from '#web/lib/i18n/document-catalogue.ts'

// React Router's own client entry, after the page's message catalogue has arrived (root.tsx reads it)
void loadDocumentCatalogue().then((ok) => {
  if (!ok) return console.warn('Xinh: the message catalogue could not be loaded; the page stays as served')
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    )
  })
})
