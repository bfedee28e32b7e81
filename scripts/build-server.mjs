// Bundles the server (apps/server/src/main.ts and everything it imports from this repository)
// into apps/server/dist/ with esbuild, so `npm start` runs plain JavaScript: no TypeScript
// loader at run time (tsx keeps every module's source map and an esbuild service process, and
// transpiles ~300 files on each start). npm packages stay external, imported from node_modules
// as usual; @xinh/contracts (TypeScript sources) is bundled in. `npm run dev` and the tests
// still run the sources through tsx.
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
export const SERVER_DIST = path.join(root, 'apps/server/dist')
export const SERVER_ENTRY = path.join(SERVER_DIST, 'main.js')
/** What the bundle is made of: when any of it is newer than the bundle, it is built again. */
const SOURCES = ['apps/server/src', 'apps/server/seed', 'packages/contracts/src'].map((d) => path.join(root, d))

function newestSource(dir) {
  let newest = 0
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) newest = Math.max(newest, newestSource(full))
    else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')) newest = Math.max(newest, fs.statSync(full).mtimeMs)
  }
  return newest
}

export function isServerBuildFresh() {
  if (!fs.existsSync(SERVER_ENTRY)) return false
  const built = fs.statSync(SERVER_ENTRY).mtimeMs
  return SOURCES.every((dir) => newestSource(dir) <= built)
}

/**
 * `import.meta.url` of each source file, not of the bundle: the migrations, the web build and
 * the seed's picture cache are found relative to the file that names them.
 */
const keepFileUrls = {
  name: 'xinh:file-urls',
  setup(build) {
    build.onLoad({ filter: /\.ts$/ }, async (args) => {
      const source = await fs.promises.readFile(args.path, 'utf8')
      const contents = source.includes('import.meta.url')
        ? source.replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href))
        : source
      return { contents, loader: 'ts' }
    })
  },
}

/** npm packages stay in node_modules; this repository's own code (and @xinh/contracts) is bundled. */
const externalPackages = {
  name: 'xinh:external-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./#]/ }, (args) => {
      if (args.path.startsWith('@xinh/') || args.path.startsWith('node:')) return undefined
      return { path: args.path, external: true }
    })
  },
}

export async function buildServer() {
  const esbuild = await import('esbuild')
  const started = performance.now()
  fs.rmSync(SERVER_DIST, { recursive: true, force: true })
  await esbuild.build({
    entryPoints: [path.join(root, 'apps/server/src/main.ts')],
    outdir: SERVER_DIST,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20.19',
    sourcemap: 'linked',
    logLevel: 'warning',
    plugins: [keepFileUrls, externalPackages],
  })
  // the esbuild service process is not needed any more
  await esbuild.stop()
  return performance.now() - started
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const ms = await buildServer()
  console.log(`server bundled into ${path.relative(root, SERVER_DIST)} in ${(ms / 1000).toFixed(1)}s`)
}
