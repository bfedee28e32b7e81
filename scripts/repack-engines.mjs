// Repacks a registry package with a wider `engines.node`, for vendor/ (decision 009): the
// package's code is untouched; only the Node range npm checks at install time changes.
//   node scripts/repack-engines.mjs pg-boss@12.35.0 '>=20.19'
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const [spec, range] = process.argv.slice(2)
if (!spec || !range) {
  console.error("usage: node scripts/repack-engines.mjs <name@version> '<node range>'")
  process.exit(1)
}
const vendor = fileURLToPath(new URL('../vendor/', import.meta.url))
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'xinh-repack-'))
const tgz = execFileSync('npm', ['pack', spec, '--silent'], { cwd: work, encoding: 'utf8' }).trim().split('\n').pop()
execFileSync('tar', ['xzf', tgz], { cwd: work })
const manifest = path.join(work, 'package/package.json')
const pkg = JSON.parse(fs.readFileSync(manifest, 'utf8'))
const upstream = pkg.engines?.node
pkg.engines = { ...pkg.engines, node: range }
fs.writeFileSync(manifest, `${JSON.stringify(pkg, null, 2)}\n`)
// fixed owner and mtime: the same input gives the same bytes (and lockfile integrity)
execFileSync(
  'tar',
  [
    'cf',
    path.join(vendor, tgz),
    '--use-compress-program=gzip -n',
    '--sort=name',
    '--owner=0',
    '--group=0',
    '--numeric-owner',
    '--mtime=1985-10-26 08:15Z',
    'package',
  ],
  { cwd: work },
)
fs.rmSync(work, { recursive: true, force: true })
console.log(`vendor/${tgz}: engines.node ${upstream} → ${range}`)
