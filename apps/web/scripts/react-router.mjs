// Runs the React Router CLI (`build`, `typegen`) minus one warning nobody here can act on:
// React Router 7.18.4, the last 7.x, loads react-router.config.ts through an internal Vite
// server created with `envFile: false` (@react-router/dev dist/vite.js, createContext), which
// Vite 8 reports as deprecated on every config load. Everything else is printed as is.
import { createRequire } from 'node:module'
import path from 'node:path'

const ENV_FILE_DEPRECATION = 'The `envFile` option is deprecated'
const warn = console.warn
console.warn = (...args) => {
  if (typeof args[0] === 'string' && args[0].includes(ENV_FILE_DEPRECATION)) return
  warn(...args)
}

const require = createRequire(import.meta.url)
require(path.join(path.dirname(require.resolve('@react-router/dev/package.json')), 'bin.js'))
