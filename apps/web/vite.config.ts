import { fileURLToPath } from 'node:url'
import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { type Plugin, defineConfig } from 'vite'

// Public pages have a budget of 120 KB of JavaScript (gzip, ARCHITECTURE.md §6; `npm run bench
// -- web` prints every page, e2e/budget.spec.ts checks three). React, React DOM and React Router
// take about 107 KB of it, so the app's own code per page has to stay small; measured choices:

/**
 * Lucide's icon modules call `createLucideIcon`; this points them to app/ui/lucide-icon.ts, which
 * draws the same `<svg>` without lucide's generic runtime (−1.0 KB gzip on every page). Used by
 * the server build too (`ssr.noExternal`), so the server renders the very same markup.
 */
function lightLucide(): Plugin {
  const runtime = fileURLToPath(new URL('./app/ui/lucide-icon.ts', import.meta.url))
  return {
    name: 'xinh:light-lucide',
    enforce: 'pre',
    resolveId(source, importer) {
      if (/^\.\.?\/createLucideIcon\.mjs$/.test(source) && importer && /[\\/]lucide-react[\\/]/.test(importer)) return runtime
    },
  }
}

/**
 * What every page runs goes into one chunk with React and React Router (the root route and its
 * layout, the API client, islands, the catalog bits most pages share), instead of two dozen
 * chunks of a few hundred bytes each: gzip compresses one file far better, and each file costs
 * its own import statements (−2.4 KB on the policy page to −5.8 KB on the product page). Their
 * dependencies come along. Route modules and lazy parts (dialogs, forms, islands' components)
 * keep their own chunks. Anything added to these modules' imports lands on every page: the
 * budget checks catch it.
 */
const SHELL = [
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
  /[\\/]@react-router[\\/]dev[\\/].*[\\/]entry\.client\.tsx$/,
  /[\\/]app[\\/]root\.tsx$/,
  /[\\/]app[\\/]lib[\\/](api|app-context|client-identity|cookies|nonce|i18n[\\/]index)\.tsx?$/,
  /[\\/]app[\\/]ui[\\/](image|island|lucide-icon|shop-avatar|toast)\.tsx?$/,
  /[\\/]app[\\/]features[\\/]layout[\\/](account-menu|bottom-bar|footer|header|language-switch|region-notice)\.tsx$/,
  /[\\/]app[\\/]features[\\/]catalog[\\/](breadcrumb|follow-button|format|islands|json-ld|links|meta|route-error|search-box)\.tsx?$/,
  // "Chat ngay" (a link) on the product and shop pages; the chat itself is lazy (features/chat/launcher.tsx)
  /[\\/]app[\\/]features[\\/]chat[\\/]chat-button\.tsx$/,
  // icons that several route modules draw (otherwise each becomes a file of its own)
  /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/](chevron-left|chevron-right|map-pin|heart|shopping-cart|store)\.mjs$/,
]

export default defineConfig({
  plugins: [lightLucide(), tailwindcss(), reactRouter()],
  ssr: { noExternal: ['lucide-react'] },
  server: { port: 5173 },
  build: {
    // Vite's preload helper (0.3–0.5 KB on every page) only saves a round trip for lazy chunks
    // that have dependencies of their own; with the shell chunk above they rarely do. (Also
    // measured: esbuild instead of the default oxc minifier, +4.4 KB per page; build targets
    // newer than the default, no change.)
    modulePreload: false,
    rolldownOptions: {
      output: { codeSplitting: { groups: [{ name: 'shell', test: (id) => SHELL.some((re) => re.test(id)) }] } },
    },
  },
})
