import type { ErrorCode, Lang } from '@xinh/contracts'
import { ApiError, buildHeaders } from '#web/lib/api.ts'

export type UploadTarget = { base: string; lang: Lang; country: string }

/**
 * Sends a file as multipart (`file`) with XMLHttpRequest, which, unlike fetch, reports upload
 * progress, and unwraps the API's envelope. Failures reject with an ApiError carrying the API's
 * localised message (its first field message when there is one); `abort` rejects with the
 * message 'aborted'.
 */
export function uploadFile<T>(
  path: string,
  file: File | Blob,
  client: UploadTarget,
  onProgress: (fraction: number) => void,
  options: { fileName?: string; onUploaded?: () => void } = {},
): { done: Promise<T>; abort: () => void } {
  const xhr = new XMLHttpRequest()
  const done = new Promise<T>((resolve, reject) => {
    xhr.open('POST', `${client.base}${path}`)
    xhr.withCredentials = true
    for (const [name, value] of Object.entries(buildHeaders({ lang: client.lang, country: client.country })))
      xhr.setRequestHeader(name, value)
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total)
    }
    // the bytes are sent: what follows is the server's work
    xhr.upload.onload = () => options.onUploaded?.()
    xhr.onload = () => {
      let body: {
        success?: boolean
        data?: T
        error?: { code: string; message: string; fields?: Record<string, string> }
      } | null = null
      try {
        body = JSON.parse(xhr.responseText)
      } catch {
        body = null
      }
      if (body?.success && body.data !== undefined) resolve(body.data)
      else {
        const error = body?.error
        const field = error?.fields ? Object.values(error.fields)[0] : undefined
        const failure = new ApiError(
          xhr.status,
          (error?.code ?? 'UNKNOWN_ERROR') as ErrorCode,
          field && !field.startsWith('v.') ? field : (error?.message ?? ''),
          error?.fields,
        )
        // the whole error body (e.g. an import's row errors) for callers that read more than the message
        Object.assign(failure, { body: error })
        reject(failure)
      }
    }
    xhr.onerror = () => reject(new ApiError(0, 'NETWORK_ERROR', ''))
    xhr.onabort = () => reject(new ApiError(0, 'NETWORK_ERROR', 'aborted'))
    const body = new FormData()
    if (options.fileName) body.append('file', file, options.fileName)
    else body.append('file', file)
    xhr.send(body)
  })
  return { done, abort: () => xhr.abort() }
}

/**
 * Uploads one photo (POST /api/v1/image) or video (POST /api/v1/video) with its progress and
 * answers the stored file's URL.
 */
export function uploadMedia(
  file: File,
  client: UploadTarget,
  onProgress: (fraction: number) => void,
): { done: Promise<string>; abort: () => void } {
  const job = uploadFile<{ url: string }>(file.type.startsWith('video/') ? '/api/v1/video' : '/api/v1/image', file, client, onProgress)
  return { done: job.done.then((d) => d.url), abort: job.abort }
}
