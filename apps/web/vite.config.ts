import { readFile, readdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { type Plugin, defineConfig } from 'vite'

// Public pages have a budget of 120 KB of JavaScript (gzip, ARCHITECTURE.md §6; `npm run bench
// -- web` prints every page, e2e/budget.spec.ts checks three). React, React DOM and React Router
// take about 107 KB of it, so the app's own code per page has to stay small; measured choices:

/**
 * Lucide's icon modules call `createLucideIcon`; this points them to app/ui/lucide-icon.ts, which
 * draws the same `<svg>` without lucide's generic runtime (−1.0 KB gzip on every page). Used by
 * the server build too (`ssr.noExternal`), so the server renders the very same markup. The React
 * `key` of each drawn element (a random 6-character id per path, which gzip cannot shrink) goes
 * too: lucide-icon.ts passes the elements as arguments, not as a list, so no key is needed.
 */
function lightLucide(): Plugin {
  const runtime = fileURLToPath(new URL('./app/ui/lucide-icon.ts', import.meta.url))
  return {
    name: 'xinh:light-lucide',
    enforce: 'pre',
    resolveId(source, importer) {
      if (/^\.\.?\/createLucideIcon\.mjs$/.test(source) && importer && /[\\/]lucide-react[\\/]/.test(importer)) return runtime
    },
    transform: {
      filter: { id: /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/][^\\/]+\.mjs$/ },
      handler(code) {
        const out = code.replace(/,\s*key: "[\w-]+"/g, '')
        return out === code ? undefined : { code: out, map: null }
      },
    },
  }
}

/**
 * React Router declares its components and contexts at the top of its module as calls
 * (`forwardRef(…)`, `createContext(…)`, `memo(…)`) followed by `X.displayName = …`, which a
 * bundler must keep even when nothing uses them: `Link`, `NavLink`, `Form` and everything behind
 * them (prefetching, `useSubmit`) stayed in every page. Marking the calls pure and dropping the
 * displayName writes (names for React's developer tools only) lets tree-shaking drop what no page
 * references.
 */
function treeShakeRouter(): Plugin {
  return {
    name: 'xinh:tree-shake-router',
    transform: {
      filter: { id: /[\\/]node_modules[\\/]react-router[\\/]dist[\\/].*\.mjs$/ },
      handler(code) {
        const out = code
          .replace(/^(var [\w$]+ = )(React\d*\.(?:forwardRef|createContext|memo)\()/gm, '$1/* @__PURE__ */ $2')
          .replace(/^[\w$]+\.displayName = "[\w$.]*";$/gm, '')
        return out === code ? undefined : { code: out, map: null }
      },
    },
  }
}

/**
 * React Router's developer warnings (`warning`, `warningOnce`, `warnOnce`: console messages about
 * misused APIs, −1.7 KB gzip of message text on every page) are left out of the browser build, the
 * way React's own production build leaves its warnings out. Only for `vite build`'s client: the dev
 * server and the server build keep them, and errors React Router throws (`invariant`) keep their
 * messages.
 */
function quietRouterWarnings(): Plugin {
  return {
    name: 'xinh:quiet-router-warnings',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    transform: {
      filter: { id: /[\\/]node_modules[\\/]react-router[\\/]dist[\\/].*\.mjs$/ },
      handler(code) {
        const out = code.replace(/^function (warning|warningOnce|warnOnce)\(([^)]*)\) \{$/gm, 'function $1($2) {\n  return;')
        return out === code ? undefined : { code: out, map: null }
      },
    },
  }
}

/**
 * The browser build's text files also written brotli- (quality 11) and gzip-compressed (level 9)
 * beside themselves, for the server to send as they are (`preCompressed` in
 * apps/server/src/platform/web.ts). Compressed per request instead, the 369 KB shell chunk cost
 * 25–50 ms of server CPU at the brotli quality fit for that (4) and came out 117 KB; at 11 it is
 * 101 KB, compressed once per build (session 21).
 */
function precompress(): Plugin {
  const brotli = promisify(zlib.brotliCompress)
  const gzip = promisify(zlib.gzip)
  const COMPRESSIBLE = /\.(js|mjs|css|svg|json|webmanifest|txt|xml|html)$/
  return {
    name: 'xinh:precompress',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    async writeBundle(options) {
      const dir = options.dir
      if (!dir) return
      const files = (await readdir(dir, { recursive: true, withFileTypes: true }))
        .filter((e) => e.isFile() && COMPRESSIBLE.test(e.name))
        .map((e) => path.join(e.parentPath, e.name))
      await Promise.all(
        files.map(async (file) => {
          const body = await readFile(file)
          if (body.length < 1024) return
          const [br, gz] = await Promise.all([
            brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
            gzip(body, { level: 9 }),
          ])
          await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)])
        }),
      )
    },
  }
}

/**
 * The app's `react-router` imports resolve to app/lib/react-router.ts: React Router with `Link`,
 * `NavLink` and `Form` from app/lib/router-links.tsx, which leave out link prefetching and non-GET
 * form submissions (no page uses them; ~3 KB gzip on every page, since React Router is one module
 * of the shell chunk and carries whatever any page references). Applied to the server build too,
 * so the server renders the same markup. Modules under node_modules and router-links.tsx itself
 * keep the real package.
 */
function routerLinks(): Plugin {
  const shim = fileURLToPath(new URL('./app/lib/react-router.ts', import.meta.url))
  const own = fileURLToPath(new URL('./app/lib/router-links.tsx', import.meta.url))
  return {
    name: 'xinh:router-links',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== 'react-router' || !importer) return
      if (/[\\/]node_modules[\\/]/.test(importer) || importer === shim || importer === own) return
      if (!importer.startsWith(fileURLToPath(new URL('./app/', import.meta.url)))) return
      return shim
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
  /[\\/]app[\\/]lib[\\/](api|app-context|client-identity|cookies|intl|nonce|pixel-event|react-router|router-links|i18n[\\/]index)\.tsx?$/,
  /[\\/]app[\\/]ui[\\/](image|island|lucide-icon|shop-avatar|toast)\.tsx?$/,
  /[\\/]app[\\/]features[\\/]layout[\\/](account-menu|bottom-bar|footer|header|language-switch|region-notice)\.tsx$/,
  /[\\/]app[\\/]features[\\/]catalog[\\/](breadcrumb|follow-button|format|islands|json-ld|links|meta|route-error|search-box)\.tsx?$/,
  // "Chat ngay" (a link) on the product and shop pages; the chat itself is lazy (features/chat/launcher.tsx)
  /[\\/]app[\\/]features[\\/]chat[\\/]chat-button\.tsx$/,
  // icons that several route modules draw (otherwise each becomes a file of its own)
  /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/](chevron-left|chevron-right|map-pin|heart|shopping-cart|store)\.mjs$/,
]

const VOUCHER_TICKET = [
  /[\\/]app[\\/]features[\\/]pricing[\\/](voucher-ticket\.tsx|format\.ts)$/,
  /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/](ticket|truck|coins|package|star|users)\.mjs$/,
]

export default defineConfig({
  plugins: [lightLucide(), treeShakeRouter(), quietRouterWarnings(), routerLinks(), tailwindcss(), reactRouter(), precompress()],
  ssr: { noExternal: ['lucide-react'] },
  server: { port: 5173 },
  build: {
    // Vite's preload helper (0.3–0.5 KB on every page) only saves a round trip for lazy chunks
    // that have dependencies of their own; with the shell chunk above they rarely do. (Also
    // measured: esbuild instead of the default oxc minifier, +4.4 KB per page; build targets
    // newer than the default, no change.)
    modulePreload: false,
    // `XINH_SOURCEMAP=1 npm run build`: source maps, to see what a chunk is made of
    sourcemap: process.env.XINH_SOURCEMAP === '1',
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'shell', test: (id) => SHELL.some((re) => re.test(id)) },
            // the voucher ticket with its formatting and icons: one file for the shop, voucher and
            // promotion pages instead of four small ones (each file costs its own imports; −0.5 KB+)
            { name: 'voucher-ticket', test: (id) => VOUCHER_TICKET.some((re) => re.test(id)) },
          ],
        },
      },
    },
  },
})
