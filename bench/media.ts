// `npm run bench -- media`: time of the upload pipeline for a 2000×2000 photo (printed, not asserted).
import sharp from 'sharp'
import { processImage } from '../apps/server/src/platform/media/image.ts'

export async function runMediaBench() {
  const input = await sharp({
    create: { width: 2000, height: 2000, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: 60 } },
  })
    .blur(2)
    .jpeg({ quality: 85 })
    .toBuffer()
  const kb = (b: Buffer) => Math.round(b.length / 1024)
  console.log('Media pipeline (2000×2000 JPEG)')
  for (const avifEffort of [0, 2, 4]) {
    const times: number[] = []
    let sizes = ''
    for (let i = 0; i < 3; i++) {
      const started = performance.now()
      const out = await processImage(input, { kind: 'raster', mime: 'image/jpeg' }, { avifEffort })
      times.push(performance.now() - started)
      sizes = `main ${kb(out.main)} KB, WebP ${out.webp.map((v) => `${v.width}:${kb(v.data)}`).join(' ')} KB, AVIF ${out.avif.map((v) => `${v.width}:${kb(v.data)}`).join(' ')} KB`
    }
    times.sort((a, b) => a - b)
    console.log(`  AVIF effort ${avifEffort}: median ${Math.round(times[1] ?? 0)} ms (${sizes})`)
  }
}
