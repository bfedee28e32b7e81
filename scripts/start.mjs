// `npm start`: builds the web app when no build exists, then runs the one server process
// (APIs + server-rendered web + jobs) in this same process, so signals reach it directly.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
if (!existsSync(`${root}apps/web/build/server/index.js`)) {
  console.log('No web build found: building it once (about 10 s)…')
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit', shell: process.platform === 'win32' })
  if (build.status !== 0) process.exit(build.status ?? 1)
}
process.env.NODE_ENV ??= 'production'
const { register } = await import('tsx/esm/api')
register()
await import('../apps/server/src/main.ts')
