import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { parseBuffer } from 'music-metadata'
import { afterAll, describe, expect, it } from 'vitest'
import { blankMp4Metadata, readMp4 } from './mp4.ts'
import { mp4Bytes, webmBytes } from './testing.ts'

const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'xinh-mp4-'))
afterAll(() => fs.rm(dir, { recursive: true, force: true }))

let n = 0
async function withFile<T>(bytes: Buffer, fn: (fh: fs.FileHandle, file: string) => Promise<T>): Promise<T> {
  const file = path.join(dir, `v${++n}`)
  await fs.writeFile(file, bytes)
  const fh = await fs.open(file, 'r+')
  try {
    return await fn(fh, file)
  } finally {
    await fh.close()
  }
}

describe('the test video builders', () => {
  it('write durations music-metadata reads back', async () => {
    expect((await parseBuffer(mp4Bytes({ seconds: 12.5 }), { mimeType: 'video/mp4' })).format.duration).toBe(12.5)
    expect((await parseBuffer(mp4Bytes({ seconds: 75, brand: 'qt  ' }), { mimeType: 'video/quicktime' })).format.duration).toBe(75)
    const webm = await parseBuffer(webmBytes({ seconds: 42.25 }), { mimeType: 'video/webm' })
    expect(webm.format.duration).toBe(42.25)
    expect(webm.format.container).toBe('EBML/webm')
  })
})

describe('readMp4', () => {
  it('reads the movie duration and the video track, wherever the movie box is', async () => {
    for (const moovLast of [false, true]) {
      const bytes = mp4Bytes({ seconds: 12.5, moovLast })
      expect(await withFile(bytes, (fh) => readMp4(fh, bytes.length))).toEqual({ duration: 12.5, hasVideo: true, metadataBoxes: [] })
    }
  })

  it('reads the duration of a silent video (music-metadata only knows audio durations in MP4)', async () => {
    const bytes = mp4Bytes({ seconds: 9, audio: false })
    expect((await parseBuffer(bytes, { mimeType: 'video/mp4' })).format.duration).toBeUndefined()
    expect((await withFile(bytes, (fh) => readMp4(fh, bytes.length)))?.duration).toBe(9)
  })

  it('sees an audio-only movie and a file without a movie box for what they are', async () => {
    const audio = mp4Bytes({ seconds: 5, video: false })
    expect((await withFile(audio, (fh) => readMp4(fh, audio.length)))?.hasVideo).toBe(false)
    const broken = mp4Bytes({ seconds: 5 }).subarray(0, 40)
    expect(await withFile(broken, (fh) => readMp4(fh, broken.length))).toBeNull()
  })

  it('blanks the recording place without moving a byte', async () => {
    const bytes = mp4Bytes({ seconds: 3, brand: 'qt  ', location: '+10.7769+106.7009/', moovLast: true })
    const after = await withFile(bytes, async (fh, file) => {
      const info = await readMp4(fh, bytes.length)
      expect(info?.metadataBoxes).toHaveLength(1)
      await blankMp4Metadata(fh, info!)
      return fs.readFile(file)
    })
    expect(after.length).toBe(bytes.length)
    expect(after.includes('udta')).toBe(false)
    expect(after.includes('\u00a9xyz', 0, 'latin1')).toBe(false)
    expect(after.includes('+10.7769')).toBe(false)
    // players (and music-metadata) still read the file and its duration
    expect((await parseBuffer(after, { mimeType: 'video/quicktime' })).format.duration).toBe(3)
    expect((await parseBuffer(after, { mimeType: 'video/quicktime' })).native).toEqual({})
  })
})
