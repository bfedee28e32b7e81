import type { FileHandle } from 'node:fs/promises'

/**
 * A small reader for the ISO base media file format (MP4, QuickTime): it finds the movie box
 * (`moov`), wherever it sits in the file, and reads
 * - the movie duration from `mvhd` (or `mvex/mehd` for fragmented files). music-metadata only
 *   reports an MP4 duration taken from an AUDIO track, so a silent clip would have none;
 * - whether a video track exists (a `trak` whose handler is `vide`);
 * - where the user-data boxes are (`udta`, `meta` in the movie and its tracks: phones put
 *   the recording place, ©xyz, and the device there), so they can be blanked without
 *   moving a byte.
 */
export type Mp4Info = {
  duration: number | null
  hasVideo: boolean
  /** User-data boxes (file offset and size), to blank. */
  metadataBoxes: Array<{ start: number; headerSize: number; size: number }>
}

type Box = { type: string; start: number; headerSize: number; size: number }

const MAX_MOOV_BYTES = 64 * 1024 * 1024

async function readAt(fh: FileHandle, position: number, length: number): Promise<Buffer> {
  const buf = Buffer.alloc(length)
  const { bytesRead } = await fh.read(buf, 0, length, position)
  return buf.subarray(0, bytesRead)
}

/** Top-level boxes of the file, read header by header (mdat is skipped, never read). */
async function topLevelBoxes(fh: FileHandle, fileSize: number): Promise<Box[]> {
  const boxes: Box[] = []
  let pos = 0
  while (pos + 8 <= fileSize && boxes.length < 10_000) {
    const head = await readAt(fh, pos, 16)
    if (head.length < 8) break
    let size = head.readUInt32BE(0)
    const type = head.toString('latin1', 4, 8)
    let headerSize = 8
    if (size === 1) {
      if (head.length < 16) break
      size = Number(head.readBigUInt64BE(8))
      headerSize = 16
    } else if (size === 0) {
      size = fileSize - pos
    }
    if (size < headerSize || pos + size > fileSize) break
    boxes.push({ type, start: pos, headerSize, size })
    pos += size
  }
  return boxes
}

/** Children of a box held in memory (`buf` is the box's payload starting at file offset `base`). */
function children(buf: Buffer, base: number): Box[] {
  const out: Box[] = []
  let pos = 0
  while (pos + 8 <= buf.length) {
    let size = buf.readUInt32BE(pos)
    const type = buf.toString('latin1', pos + 4, pos + 8)
    let headerSize = 8
    if (size === 1) {
      if (pos + 16 > buf.length) break
      size = Number(buf.readBigUInt64BE(pos + 8))
      headerSize = 16
    } else if (size === 0) {
      size = buf.length - pos
    }
    if (size < headerSize || pos + size > buf.length) break
    out.push({ type, start: base + pos, headerSize, size })
    pos += size
  }
  return out
}

const payload = (moov: Buffer, moovStart: number, box: Box) =>
  moov.subarray(box.start - moovStart + box.headerSize, box.start - moovStart + box.size)

/** Reads the movie header of an MP4/QuickTime file; null when it has no readable `moov`. */
export async function readMp4(fh: FileHandle, fileSize: number): Promise<Mp4Info | null> {
  const moovBox = (await topLevelBoxes(fh, fileSize)).find((b) => b.type === 'moov')
  if (!moovBox || moovBox.size > MAX_MOOV_BYTES) return null
  const moov = await readAt(fh, moovBox.start, moovBox.size)
  if (moov.length < moovBox.size) return null
  const s = moovBox.start
  const top = children(payload(moov, s, moovBox), s + moovBox.headerSize)

  let duration: number | null = null
  const mvhdBox = top.find((b) => b.type === 'mvhd')
  if (mvhdBox) {
    const mvhd = payload(moov, s, mvhdBox)
    const version = mvhd[0]
    const [timescale, raw] =
      version === 1 && mvhd.length >= 32
        ? [mvhd.readUInt32BE(20), mvhd.readBigUInt64BE(24)]
        : mvhd.length >= 20
          ? [mvhd.readUInt32BE(12), BigInt(mvhd.readUInt32BE(16))]
          : [0, 0n]
    // all ones means "unknown" (live or fragmented recordings)
    const unknown = raw === 0xffffffffn || raw === 0xffffffffffffffffn
    if (timescale > 0 && raw > 0n && !unknown) duration = Number(raw) / timescale
    if (duration === null && timescale > 0) {
      const mvex = top.find((b) => b.type === 'mvex')
      const mehdBox = mvex && children(payload(moov, s, mvex), mvex.start + mvex.headerSize).find((b) => b.type === 'mehd')
      if (mehdBox) {
        const mehd = payload(moov, s, mehdBox)
        const value = mehd[0] === 1 && mehd.length >= 12 ? mehd.readBigUInt64BE(4) : mehd.length >= 8 ? BigInt(mehd.readUInt32BE(4)) : 0n
        if (value > 0n) duration = Number(value) / timescale
      }
    }
  }

  const metadataBoxes: Mp4Info['metadataBoxes'] = []
  const userData = (b: Box) => metadataBoxes.push({ start: b.start, headerSize: b.headerSize, size: b.size })
  let hasVideo = false
  for (const box of top) {
    if (box.type === 'udta' || box.type === 'meta') userData(box)
    if (box.type !== 'trak') continue
    for (const child of children(payload(moov, s, box), box.start + box.headerSize)) {
      if (child.type === 'udta' || child.type === 'meta') userData(child)
      if (child.type !== 'mdia') continue
      const hdlr = children(payload(moov, s, child), child.start + child.headerSize).find((b) => b.type === 'hdlr')
      // full box: version+flags (4), pre_defined (4), handler_type (4)
      if (hdlr && payload(moov, s, hdlr).toString('latin1', 8, 12) === 'vide') hasVideo = true
    }
  }
  return { duration, hasVideo, metadataBoxes }
}

/**
 * Turns the user-data boxes into zero-filled `free` boxes in place: same sizes, so every
 * chunk offset in the file stays valid and players simply skip them, and the bytes that
 * said where and on what the video was recorded are gone.
 */
export async function blankMp4Metadata(fh: FileHandle, info: Mp4Info) {
  for (const box of info.metadataBoxes) {
    // keep the size (and a 64-bit size), name it `free`, zero the payload
    await fh.write(Buffer.from('free', 'latin1'), 0, 4, box.start + 4)
    const payload = Buffer.alloc(box.size - box.headerSize)
    await fh.write(payload, 0, payload.length, box.start + box.headerSize)
  }
}
