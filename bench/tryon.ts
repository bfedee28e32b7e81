// `npm run bench -- tryon`: the built-in try-on preview (issue 17), seconds per image on this
// machine, split into its steps — pose (MoveNet on WebAssembly), garment cut-out, warp and
// composite — plus the one-off model load. Printed, never asserted.
import fs from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { findPerson } from '../apps/server/src/modules/fit/body.ts'
import { composePreview, cutOutGarment } from '../apps/server/src/modules/fit/garment.ts'
import type { GarmentKind } from '../apps/server/src/modules/fit/generic-sizes.ts'
import { moveNetDetector } from '../apps/server/src/modules/fit/pose.ts'
import { productPicture, renderPicture } from '../apps/server/seed/images.ts'
import sharp from 'sharp'

const here = path.dirname(fileURLToPath(import.meta.url))
const PHOTO = path.join(here, '../apps/server/src/modules/fit/__fixtures__/person-astronaut.jpg')

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0
const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil(xs.length * 0.95) - 1)] ?? 0

export async function runTryOnBench() {
  const small = await fs.readFile(PHOTO)
  // phones upload large photos: the stored copy is at most 1280 px, so measure that size too
  const large = await sharp(small).resize(1280, 1280).jpeg({ quality: 88 }).toBuffer()
  const garments: Array<[GarmentKind, Buffer]> = [
    ['top', await renderPicture(productPicture('tshirt', '#d9c19b'))],
    ['dress', await renderPicture(productPicture('dress', '#f4b6c2'))],
    ['pants', await renderPicture(productPicture('jeans', '#4a7fd0'))],
  ]
  const detector = moveNetDetector()
  const t = performance.now()
  await detector.detect(small)
  const firstMs = performance.now() - t
  console.log('Try-on preview (built-in, offline; 2 cores shared)')
  console.log(`  first photo incl. model + wasm load: ${Math.round(firstMs)} ms`)
  for (const [label, photo] of [
    ['384 px photo', small],
    ['1280 px photo', large],
  ] as const) {
    const pose: number[] = []
    const cut: number[] = []
    const compose: number[] = []
    const total: number[] = []
    for (let i = 0; i < 6; i++) {
      const [kind, garment] = garments[i % garments.length] as [GarmentKind, Buffer]
      const t0 = performance.now()
      const p = await detector.detect(photo)
      const t1 = performance.now()
      const found = findPerson(p.keypoints, p.width, p.height)
      if (!found) throw new Error('no person in the bench photo')
      const c = await cutOutGarment(garment)
      const t2 = performance.now()
      if (!c) throw new Error('no garment cut out')
      await composePreview({ photo, torso: found.torso, cut: c, kind, maxSide: 1024 })
      const t3 = performance.now()
      pose.push(t1 - t0)
      cut.push(t2 - t1)
      compose.push(t3 - t2)
      total.push(t3 - t0)
    }
    console.log(
      `  ${label}: ${(median(total) / 1000).toFixed(2)} s per image (p95 ${(p95(total) / 1000).toFixed(2)} s); pose ${Math.round(median(pose))} ms, cut-out ${Math.round(median(cut))} ms, warp + composite ${Math.round(median(compose))} ms`,
    )
  }
}
