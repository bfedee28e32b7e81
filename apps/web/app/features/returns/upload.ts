import { uploadMedia } from '#web/ui/upload-media.ts'

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

/** One photo (POST /api/v1/image) or video (POST /api/v1/video) of a return, with its progress (app/ui/upload-media.ts). */
export const uploadEvidence = uploadMedia
