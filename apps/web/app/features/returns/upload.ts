import type { ErrorCode, Lang } from '@xinh/contracts'
import { ApiError, buildHeaders } from '#web/lib/api.ts'

export const MAX_EVIDENCE = 6
export const EVIDENCE_ACCEPT = 'image/png,image/jpeg,image/gif,image/webp,video/mp4,video/webm,video/quicktime'

export type Upload = {
  /** Stable key for the list. */
  key: string
  file: File
  kind: 'image' | 'video'
  /** A local preview (object URL) while it uploads and after. */
  preview: string
  progress: number
  url?: string
  error?: string
  abort?: () => void
}

/**
 * Uploads one photo (POST /api/v1/image, field `file`) or video (POST /api/v1/video) with
 * XMLHttpRequest, which, unlike fetch, reports upload progress. Answers the stored file's URL;
 * failures reject with the API's localised message.
 */
export function uploadEvidence(
  file: File,
  client: { base: string; lang: Lang; country: string },
  onProgress: (fraction: number) => void,
): { done: Promise<string>; abort: () => void } {
  const xhr = new XMLHttpRequest()
  const done = new Promise<string>((resolve, reject) => {
    xhr.open('POST', `${client.base}${file.type.startsWith('video/') ? '/api/v1/video' : '/api/v1/image'}`)
    xhr.withCredentials = true
    for (const [name, value] of Object.entries(buildHeaders({ lang: client.lang, country: client.country })))
      xhr.setRequestHeader(name, value)
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total)
    }
    xhr.onload = () => {
      let body: {
        success?: boolean
        data?: { url?: string }
        error?: { code: string; message: string; fields?: Record<string, string> }
      } | null = null
      try {
        body = JSON.parse(xhr.responseText)
      } catch {
        body = null
      }
      if (body?.success && body.data?.url) resolve(body.data.url)
      else {
        const error = body?.error
        const field = error?.fields ? Object.values(error.fields)[0] : undefined
        reject(
          new ApiError(
            xhr.status,
            (error?.code ?? 'UNKNOWN_ERROR') as ErrorCode,
            field && !field.startsWith('v.') ? field : (error?.message ?? ''),
          ),
        )
      }
    }
    xhr.onerror = () => reject(new ApiError(0, 'NETWORK_ERROR', ''))
    xhr.onabort = () => reject(new ApiError(0, 'NETWORK_ERROR', 'aborted'))
    const body = new FormData()
    body.append('file', file)
    xhr.send(body)
  })
  return { done, abort: () => xhr.abort() }
}
