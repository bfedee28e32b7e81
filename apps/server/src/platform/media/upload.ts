import { randomBytes } from 'node:crypto'
import { createWriteStream } from 'node:fs'
import fs from 'node:fs/promises'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import type { FastifyRequest } from 'fastify'
import { AppError } from '../errors.ts'

export type DiskUpload = { file: string; size: number; filename: string; cleanup: () => Promise<void> }

/**
 * Streams the multipart file in `field` to a temporary file under `dir` (large uploads such
 * as videos never sit in memory), enforcing one file and `maxBytes`. The caller runs
 * `cleanup()` when done. Null when the form has no such file.
 */
export async function receiveFileToDisk(
  req: FastifyRequest,
  opts: { field: string; maxBytes: number; dir: string },
): Promise<DiskUpload | null> {
  if (!req.isMultipart()) throw new AppError('FILE_UPLOAD_FAILED')
  await fs.mkdir(opts.dir, { recursive: true })
  const tooLarge = () => new AppError('FILE_TOO_LARGE', { params: { mb: Math.round(opts.maxBytes / 1024 / 1024) } })
  let upload: DiskUpload | null = null
  try {
    for await (const part of req.parts({ limits: { files: 1, fileSize: opts.maxBytes, fields: 20, fieldSize: 10_000 } })) {
      if (part.type !== 'file') continue
      if (part.fieldname !== opts.field) {
        part.file.resume()
        continue
      }
      const file = path.join(opts.dir, `${Date.now()}-${randomBytes(8).toString('hex')}.upload`)
      upload = { file, size: 0, filename: part.filename, cleanup: () => fs.rm(file, { force: true }) }
      await pipeline(part.file, createWriteStream(file, { flags: 'wx' }))
      if (part.file.truncated) throw tooLarge()
      upload.size = (await fs.stat(file)).size
    }
  } catch (error) {
    await upload?.cleanup()
    if (error instanceof AppError) throw error
    const code = (error as { code?: string }).code
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge()
    if (code === 'FST_FILES_LIMIT') throw new AppError('MAX_FILES', { params: { max: 1 } })
    throw new AppError('FILE_UPLOAD_FAILED', { cause: error })
  }
  return upload
}
