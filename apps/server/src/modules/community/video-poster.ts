import { spawn } from 'node:child_process'
import { createRequire } from 'node:module'

/**
 * A post video's poster frame, extracted with the ffmpeg binary npm installs
 * (@ffmpeg-installer/ffmpeg: a static build per platform, no system package). The frame is
 * taken a moment into the video (past a black first frame), as one JPEG on stdout.
 */

let cached: string | null | undefined
/** The ffmpeg binary's path, or null on a platform the installer has no build for. */
export function ffmpegPath(): string | null {
  if (cached !== undefined) return cached
  try {
    const require = createRequire(import.meta.url)
    cached = (require('@ffmpeg-installer/ffmpeg') as { path: string }).path
  } catch {
    cached = null
  }
  return cached
}

/** Hard stop for one extraction: a hostile file must not hold a process for long. */
const TIMEOUT_MS = 20_000
/** JPEG bytes of a frame are far below this; more means something is wrong. */
const MAX_BYTES = 10 * 1024 * 1024

/**
 * The JPEG of a frame at `atSeconds` (clamped to the video's length by the caller), or null when
 * ffmpeg is missing or cannot decode the file (a poster is a nicety: the post keeps its video).
 */
export async function extractPosterFrame(file: string, atSeconds: number, bin = ffmpegPath()): Promise<Buffer | null> {
  if (!bin) return null
  const args = [
    '-hide_banner',
    '-loglevel',
    'error',
    '-nostdin',
    '-ss',
    atSeconds.toFixed(3),
    '-i',
    file,
    '-frames:v',
    '1',
    // a phone-sized poster; the image pipeline makes the WebP/AVIF renditions from it
    '-vf',
    'scale=min(1080\\,iw):-2',
    '-f',
    'image2pipe',
    '-vcodec',
    'mjpeg',
    'pipe:1',
  ]
  return new Promise((resolve) => {
    const child = spawn(bin, args, { stdio: ['ignore', 'pipe', 'ignore'] })
    const chunks: Buffer[] = []
    let size = 0
    const timer = setTimeout(() => child.kill('SIGKILL'), TIMEOUT_MS)
    child.stdout.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > MAX_BYTES) child.kill('SIGKILL')
      else chunks.push(chunk)
    })
    child.on('error', () => {
      clearTimeout(timer)
      resolve(null)
    })
    child.on('close', (code) => {
      clearTimeout(timer)
      resolve(code === 0 && size > 0 && size <= MAX_BYTES ? Buffer.concat(chunks) : null)
    })
  })
}
