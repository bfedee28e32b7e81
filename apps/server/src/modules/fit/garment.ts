import sharp from 'sharp'
import type { Torso } from './body.ts'
import type { GarmentKind } from './generic-sizes.ts'

/**
 * The built-in preview: the garment cut out of the product image (its background grown in from
 * the borders while neighbouring pixels stay alike: plain, gradient and studio backgrounds),
 * scaled and rotated onto the torso from the pose, composited with sharp and labelled
 * "AI PREVIEW". No network, no model beyond the pose.
 */

const WORK = 400

export type Cutout = { png: Buffer; width: number; height: number /** mask width per row, for anchoring */; rows: number[] }

/** The garment with a transparent background, cropped to it; null when no single garment stands out. */
export async function cutOutGarment(productImage: Buffer): Promise<Cutout | null> {
  const { data, info } = await sharp(productImage)
    .autoOrient()
    .resize(WORK, WORK, { fit: 'inside', withoutEnlargement: false })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true })
  const w = info.width
  const h = info.height
  const n = w * h
  const bg = new Uint8Array(n)
  const queue = new Int32Array(n)
  let qh = 0
  let qt = 0
  const diff = (a: number, b: number) =>
    Math.abs((data[a * 3] as number) - (data[b * 3] as number)) +
    Math.abs((data[a * 3 + 1] as number) - (data[b * 3 + 1] as number)) +
    Math.abs((data[a * 3 + 2] as number) - (data[b * 3 + 2] as number))
  const seed = (i: number) => {
    if (bg[i]) return
    bg[i] = 1
    queue[qt++] = i
  }
  for (let x = 0; x < w; x++) {
    seed(x)
    seed((h - 1) * w + x)
  }
  for (let y = 0; y < h; y++) {
    seed(y * w)
    seed(y * w + w - 1)
  }
  // a background changes slowly from pixel to pixel; a garment's edge does not
  const STEP = 18
  while (qh < qt) {
    const i = queue[qh++] as number
    const x = i % w
    const y = (i - x) / w
    const next = [x > 0 ? i - 1 : -1, x < w - 1 ? i + 1 : -1, y > 0 ? i - w : -1, y < h - 1 ? i + w : -1]
    for (const j of next) {
      if (j < 0 || bg[j]) continue
      if (diff(i, j) <= STEP) {
        bg[j] = 1
        queue[qt++] = j
      }
    }
  }
  // the largest connected foreground region is the garment (stray specks and text are dropped)
  const label = new Int32Array(n).fill(-1)
  let best = -1
  let bestSize = 0
  let region = 0
  for (let s = 0; s < n; s++) {
    if (bg[s] || label[s] !== -1) continue
    qh = 0
    qt = 0
    queue[qt++] = s
    label[s] = region
    while (qh < qt) {
      const i = queue[qh++] as number
      const x = i % w
      const y = (i - x) / w
      for (const j of [x > 0 ? i - 1 : -1, x < w - 1 ? i + 1 : -1, y > 0 ? i - w : -1, y < h - 1 ? i + w : -1]) {
        if (j < 0 || bg[j] || label[j] !== -1) continue
        label[j] = region
        queue[qt++] = j
      }
    }
    if (qt > bestSize) {
      bestSize = qt
      best = region
    }
    region++
  }
  if (best < 0 || bestSize < n * 0.04 || bestSize > n * 0.92) return null
  let x0 = w
  let y0 = h
  let x1 = 0
  let y1 = 0
  for (let i = 0; i < n; i++) {
    if (label[i] !== best) continue
    const x = i % w
    const y = (i - x) / w
    if (x < x0) x0 = x
    if (x > x1) x1 = x
    if (y < y0) y0 = y
    if (y > y1) y1 = y
  }
  const cw = x1 - x0 + 1
  const ch = y1 - y0 + 1
  const rgba = Buffer.alloc(cw * ch * 4)
  const rows: number[] = []
  for (let y = 0; y < ch; y++) {
    let left = -1
    let right = -1
    for (let x = 0; x < cw; x++) {
      const i = (y + y0) * w + (x + x0)
      const o = (y * cw + x) * 4
      rgba[o] = data[i * 3] as number
      rgba[o + 1] = data[i * 3 + 1] as number
      rgba[o + 2] = data[i * 3 + 2] as number
      const inside = label[i] === best
      rgba[o + 3] = inside ? 255 : 0
      if (inside) {
        if (left < 0) left = x
        right = x
      }
    }
    rows.push(left < 0 ? 0 : right - left + 1)
  }
  // the outermost ring of the garment is mixed with the background (antialiasing): drop it
  const alpha = Buffer.alloc(cw * ch)
  for (let y = 0; y < ch; y++) {
    for (let x = 0; x < cw; x++) {
      const o = (y * cw + x) * 4
      if (rgba[o + 3] === 0) continue
      const edge =
        x === 0 ||
        y === 0 ||
        x === cw - 1 ||
        y === ch - 1 ||
        rgba[o - 1] === 0 ||
        rgba[o + 7] === 0 ||
        rgba[o - cw * 4 + 3] === 0 ||
        rgba[o + cw * 4 + 3] === 0
      alpha[y * cw + x] = edge ? 0 : 255
    }
  }
  for (let i = 0; i < cw * ch; i++) rgba[i * 4 + 3] = alpha[i] as number
  const png = await sharp(rgba, { raw: { width: cw, height: ch, channels: 4 } })
    .png()
    .toBuffer()
  return { png, width: cw, height: ch, rows }
}

/** Widest mask row in a band of the garment (fractions of its height): its shoulders, waist or hem. */
function bandWidth(rows: number[], from: number, to: number): number {
  const a = Math.floor(rows.length * from)
  const b = Math.max(a + 1, Math.ceil(rows.length * to))
  return Math.max(1, ...rows.slice(a, b))
}

/**
 * Where a garment goes on a body: which band of the garment meets which body width, and how long
 * it hangs. Tops and dresses hang from the shoulders, skirts and trousers from the hips.
 */
function placement(kind: GarmentKind, cut: Cutout, t: Torso) {
  const shoulderW = Math.hypot(t.leftShoulder.x - t.rightShoulder.x, t.leftShoulder.y - t.rightShoulder.y)
  const hipW = Math.hypot(t.leftHip.x - t.rightHip.x, t.leftHip.y - t.rightHip.y)
  const sMid = { x: (t.leftShoulder.x + t.rightShoulder.x) / 2, y: (t.leftShoulder.y + t.rightShoulder.y) / 2 }
  const hMid = { x: (t.leftHip.x + t.rightHip.x) / 2, y: (t.leftHip.y + t.rightHip.y) / 2 }
  const torsoLen = Math.max(1, hMid.y - sMid.y)
  switch (kind) {
    case 'top':
      // the body of a top (below the sleeves) is about 1.25 shoulder-joint widths; it ends below the hips
      return {
        scaleX: (shoulderW * 1.3) / bandWidth(cut.rows, 0.55, 0.7),
        scaleY: (torsoLen * 1.22) / cut.height,
        anchor: sMid,
        above: 0.12,
      }
    case 'dress':
      return {
        scaleX: (shoulderW * 1.2) / bandWidth(cut.rows, 0.15, 0.3),
        scaleY: (t.kneeY - sMid.y + torsoLen * 0.15) / cut.height,
        anchor: sMid,
        above: 0.05,
      }
    case 'skirt':
      return {
        scaleX: (hipW * 1.45) / bandWidth(cut.rows, 0, 0.08),
        scaleY: (t.kneeY - hMid.y + torsoLen * 0.15) / cut.height,
        anchor: hMid,
        above: 0.12,
      }
    case 'pants':
      return {
        scaleX: (hipW * 1.45) / bandWidth(cut.rows, 0, 0.08),
        scaleY: (t.ankleY - hMid.y + torsoLen * 0.15) / cut.height,
        anchor: hMid,
        above: 0.1,
      }
  }
}

// "AI PREVIEW" drawn as strokes on a 4×6 grid: no font is needed on the server
const GLYPHS: Record<string, string> = {
  A: 'M0 6L2 0L4 6M0.8 3.8L3.2 3.8',
  I: 'M2 0L2 6M1 0L3 0M1 6L3 6',
  P: 'M0 6L0 0L3 0Q4 0 4 1.5Q4 3 3 3L0 3',
  R: 'M0 6L0 0L3 0Q4 0 4 1.5Q4 3 3 3L0 3M2 3L4 6',
  E: 'M4 0L0 0L0 6L4 6M0 3L3 3',
  V: 'M0 0L2 6L4 0',
  W: 'M0 0L1 6L2 2L3 6L4 0',
}
function labelSvg(text: string, height: number): Buffer {
  const unit = height / 12
  const glyph = 4 * unit
  const gap = 1.6 * unit
  const pad = 3 * unit
  let x = pad
  const paths: string[] = []
  for (const ch of text) {
    const d = GLYPHS[ch]
    if (d) paths.push(`<path transform="translate(${x} ${3 * unit}) scale(${unit})" d="${d}"/>`)
    x += ch === ' ' ? glyph * 0.6 : glyph + gap
  }
  const width = Math.ceil(x - gap + pad)
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${Math.ceil(height)}">` +
      `<rect width="${width}" height="${height}" rx="${height / 2}" fill="#111827" fill-opacity="0.78"/>` +
      `<g fill="none" stroke="#ffffff" stroke-width="0.8" stroke-linecap="round" stroke-linejoin="round">${paths.join('')}</g>` +
      '</svg>',
  )
}

export const PREVIEW_LABEL = 'AI PREVIEW'

/**
 * The preview: the photo with the garment warped onto the torso and the "AI PREVIEW" label, as
 * a JPEG no larger than `maxSide`.
 */
export async function composePreview(opts: {
  photo: Buffer
  torso: Torso
  cut: Cutout
  kind: GarmentKind
  maxSide: number
}): Promise<Buffer> {
  const { photo, cut, kind } = opts
  const meta = await sharp(photo).autoOrient().metadata()
  const W0 = meta.autoOrient?.width ?? meta.width ?? 0
  const H0 = meta.autoOrient?.height ?? meta.height ?? 0
  // work at the output size: a 1280 px photo composited at full size costs three times as much
  const scale = Math.min(1, opts.maxSide / Math.max(W0, H0))
  const W = Math.round(W0 * scale)
  const H = Math.round(H0 * scale)
  const at = (q: { x: number; y: number }) => ({ x: q.x * scale, y: q.y * scale })
  const t: Torso = {
    ...opts.torso,
    leftShoulder: at(opts.torso.leftShoulder),
    rightShoulder: at(opts.torso.rightShoulder),
    leftHip: at(opts.torso.leftHip),
    rightHip: at(opts.torso.rightHip),
    kneeY: opts.torso.kneeY * scale,
    ankleY: opts.torso.ankleY * scale,
  }
  const base = sharp(photo).autoOrient().resize(W, H)
  const p = placement(kind, cut, t)
  // rotate with the shoulder (or hip) line so a tilted body wears it straight
  const line = kind === 'top' || kind === 'dress' ? [t.leftShoulder, t.rightShoulder] : [t.leftHip, t.rightHip]
  const [a, b] = line as [{ x: number; y: number }, { x: number; y: number }]
  let angle = (Math.atan2(a.y - b.y, a.x - b.x) * 180) / Math.PI
  if (angle > 90) angle -= 180
  if (angle < -90) angle += 180
  angle = Math.max(-30, Math.min(30, angle))
  const gw = Math.max(1, Math.round(cut.width * p.scaleX))
  const gh = Math.max(1, Math.round(cut.height * p.scaleY))
  const warped = await sharp(cut.png)
    .resize(gw, gh, { fit: 'fill' })
    .rotate(angle, { background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png({ compressionLevel: 0 })
    .toBuffer({ resolveWithObject: true })
  // the garment's top centre sits a little above the anchor (necklines and waistbands rise above the joints)
  const left = Math.round(p.anchor.x - warped.info.width / 2)
  const top = Math.round(p.anchor.y - p.above * gh - (warped.info.height - gh) / 2)
  // sharp composites only inside the canvas: pad it by the garment's size, then crop back
  const padX = warped.info.width
  const padY = warped.info.height
  // intermediate images are never stored: uncompressed PNG, and plain (not mozjpeg) JPEG at the end
  const shadow = await sharp(warped.data).ensureAlpha().extractChannel('alpha').blur(6).png({ compressionLevel: 0 }).toBuffer()
  const shadowRgba = await sharp({ create: { width: warped.info.width, height: warped.info.height, channels: 3, background: '#000000' } })
    .joinChannel(await sharp(shadow).linear(0.35, 0).png({ compressionLevel: 0 }).toBuffer())
    .png({ compressionLevel: 0 })
    .toBuffer()
  const composed = await base
    .extend({ top: padY, bottom: padY, left: padX, right: padX, background: { r: 0, g: 0, b: 0, alpha: 1 } })
    .composite([
      { input: shadowRgba, left: left + padX + 3, top: top + padY + 5 },
      { input: warped.data, left: left + padX, top: top + padY },
    ])
    .raw()
    .toBuffer({ resolveWithObject: true })
  const labelH = Math.max(18, Math.round(Math.min(W, H) * 0.06))
  return sharp(composed.data, { raw: { width: composed.info.width, height: composed.info.height, channels: composed.info.channels } })
    .extract({ left: padX, top: padY, width: W, height: H })
    .composite([{ input: labelSvg(PREVIEW_LABEL, labelH), left: Math.round(labelH * 0.5), top: H - labelH - Math.round(labelH * 0.5) }])
    .jpeg({ quality: 85 })
    .toBuffer()
}
