import type { FastifyRequest } from 'fastify'
import { AppError } from './errors.ts'
import { isStorableText, storablePart } from './text-guard.ts'

export type UploadedFile = { field: string; filename: string; mimetype: string; data: Buffer }

/** Reads a multipart form into memory with hard limits on file count and size. */
export async function readMultipart(req: FastifyRequest, limits: { maxFiles: number; maxBytes: number }) {
  if (!req.isMultipart()) throw new AppError('FILE_UPLOAD_FAILED')
  const fields: Record<string, string> = {}
  const files: UploadedFile[] = []
  try {
    for await (const part of req.parts({ limits: { files: limits.maxFiles, fileSize: limits.maxBytes, fields: 20, fieldSize: 10_000 } })) {
      // text PostgreSQL cannot store (a NUL): refused here as it is for JSON (platform/text-guard.ts)
      if (!isStorableText(part.fieldname) || !isStorableText(part.type === 'file' ? part.filename : String(part.value)))
        throw AppError.fields({ [storablePart(part.fieldname)]: 'v.invalid' }, req.lang)
      if (part.type === 'file') {
        const data = await part.toBuffer()
        if (part.file.truncated) throw new AppError('FILE_TOO_LARGE', { params: { mb: Math.round(limits.maxBytes / 1024 / 1024) } })
        files.push({ field: part.fieldname, filename: part.filename, mimetype: part.mimetype, data })
      } else {
        fields[part.fieldname] = String(part.value)
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error
    const code = (error as { code?: string }).code
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError('FILE_TOO_LARGE', { params: { mb: Math.round(limits.maxBytes / 1024 / 1024) } })
    if (code === 'FST_FILES_LIMIT') throw new AppError('MAX_FILES', { params: { max: limits.maxFiles } })
    throw new AppError('FILE_UPLOAD_FAILED', { cause: error })
  }
  return { fields, files }
}
