import { createHash } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'

/**
 * File storage. Public files are served under /uploads with immutable caching (names carry a
 * content hash); private files (identity cards) are never served over HTTP.
 */
export interface Storage {
  putPublic(opts: { folder: string; data: Buffer; ext: string }): Promise<{ key: string; url: string }>
  putPrivate(opts: { folder: string; data: Buffer; ext: string }): Promise<{ key: string }>
  publicDir: string
}

export function localStorage(dataDir: string): Storage {
  const publicDir = path.join(dataDir, 'uploads')
  const privateDir = path.join(dataDir, 'private')
  const put = async (root: string, folder: string, data: Buffer, ext: string) => {
    const hash = createHash('sha256').update(data).digest('hex').slice(0, 32)
    const key = `${folder}/${hash.slice(0, 2)}/${hash}.${ext}`
    const file = path.join(root, key)
    await fs.mkdir(path.dirname(file), { recursive: true })
    await fs.writeFile(file, data)
    return key
  }
  return {
    publicDir,
    async putPublic({ folder, data, ext }) {
      const key = await put(publicDir, folder, data, ext)
      return { key, url: `/uploads/${key}` }
    },
    async putPrivate({ folder, data, ext }) {
      return { key: await put(privateDir, folder, data, ext) }
    },
  }
}
