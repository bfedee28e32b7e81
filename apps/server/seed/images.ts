import fs from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'
import { EXTRA_SHAPES, extraDrawings } from './drawings-extra.ts'

/**
 * Demo product imagery drawn locally (no network, no fonts): flat SVG illustrations of each
 * item kind in a given colour on a soft pastel gradient, rendered once to WebP with sharp and
 * reused by every product that shows that item in that colour. Files are named by what they
 * show, so a second seed into the same DATA_DIR finds them already there.
 */

export const SHAPES = [
  'tshirt',
  'shirt',
  'jacket',
  'dress',
  'skirt',
  'jeans',
  'sneaker',
  'heel',
  'sandal',
  'handbag',
  'crossbody',
  'backpack',
  'wallet',
  'tote',
  'lipstick',
  'swatch',
  'compact',
  'eyeliner',
  'tube',
  'dropper',
  'pump',
  'jar',
  'perfume',
  'necklace',
  'ring',
  'earrings',
  'sunglasses',
  'hat',
  ...EXTRA_SHAPES,
] as const
export type Shape = (typeof SHAPES)[number]

/** The folder (under the public uploads dir) and URL prefix of every seeded image. */
export const SEED_IMAGE_FOLDER = 'seed/v1'
export const PRODUCT_IMAGE_SIZE = 800

// ----- colour helpers -----------------------------------------------------------------------

const rgb = (hex: string) => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)) as [number, number, number]
const toHex = (c: number[]) =>
  `#${c
    .map((v) =>
      Math.round(Math.max(0, Math.min(255, v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`
const mix = (a: string, b: string, t: number) => {
  const [x, y] = [rgb(a), rgb(b)]
  return toHex(x.map((v, i) => v + ((y[i] as number) - v) * t))
}
export const shade = (hex: string, t: number) => mix(hex, '#000000', t)
export const tint = (hex: string, t: number) => mix(hex, '#ffffff', t)
const luminance = (hex: string) => {
  const [r, g, b] = rgb(hex)
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255
}

/** Pastel background pairs; one is picked per image from a hash of what it shows. */
const BACKGROUNDS: Array<[string, string]> = [
  ['#fdf2f4', '#fbd5df'],
  ['#fff7ed', '#fde4c8'],
  ['#f0fdf4', '#cdeedd'],
  ['#eff6ff', '#d3e3fb'],
  ['#faf5ff', '#e6d9fb'],
  ['#fefce8', '#f6ecb9'],
  ['#f0fdfa', '#c9efe9'],
  ['#fdf4ff', '#f4d4f5'],
  ['#f8fafc', '#e2e8f0'],
  ['#fff1f2', '#ffd9cc'],
]

export function hashString(s: string) {
  let h = 2166136261
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i)
    h = Math.imul(h, 16777619)
  }
  return h >>> 0
}

function background(seed: string, itemColour: string): [string, string] {
  const pair = BACKGROUNDS[hashString(seed) % BACKGROUNDS.length] as [string, string]
  // a very light item needs a slightly deeper backdrop to stand out
  return luminance(itemColour) > 0.85 ? [pair[1], shade(pair[1], 0.08)] : pair
}

// ----- item drawings (800×800 coordinate space, item roughly centred) ------------------------

type Ink = { c: string; d: string; l: string; stroke: string }
const ink = (c: string): Ink => ({ c, d: shade(c, 0.18), l: tint(c, 0.35), stroke: luminance(c) < 0.2 ? tint(c, 0.25) : shade(c, 0.32) })

const S = (s: Ink, w = 5) => `stroke="${s.stroke}" stroke-width="${w}" stroke-linejoin="round" stroke-linecap="round"`
/** The item's main shape, in its colour with a darker outline. */
const body = (d: string, k: Ink) => `<path d="${d}" fill="${k.c}" ${S(k)}/>`
const GOLD = '#d8b35a'

const DRAW: Record<Shape, (k: Ink) => string> = {
  ...extraDrawings({ body, S, shade, tint, GOLD }),
  tshirt: (k) =>
    body(
      'M305 170 Q400 230 495 170 L610 212 L690 330 L606 382 L568 338 L570 642 Q400 664 230 642 L232 338 L194 382 L110 330 L190 212 Z',
      k,
    ) +
    `<path d="M305 170 Q400 232 495 170 Q400 268 305 170 Z" fill="${k.d}" ${S(k, 4)}/>` +
    `<path d="M606 382 L690 330 M194 382 L110 330" ${S(k, 6)} fill="none"/>` +
    `<path d="M300 420 Q330 520 310 600 M500 430 Q480 520 505 610" stroke="${k.d}" stroke-width="5" fill="none" opacity=".5"/>`,
  shirt: (k) =>
    body(
      'M312 168 L400 196 L488 168 L600 204 Q642 226 652 272 L702 602 L632 618 L574 336 L572 652 L228 652 L226 336 L168 618 L98 602 L148 272 Q158 226 200 204 Z',
      k,
    ) +
    `<path d="M312 168 L400 196 L362 258 L296 204 Z M488 168 L400 196 L438 258 L504 204 Z" fill="${k.l}" ${S(k, 4)}/>` +
    `<path d="M400 200 L400 652" ${S(k, 4)}/>` +
    [270, 340, 410, 480, 550, 620].map((y) => `<circle cx="412" cy="${y}" r="8" fill="${k.l}" ${S(k, 3)}/>`).join('') +
    `<path d="M448 300 h66 v72 q-33 14 -66 0 Z" fill="${k.d}" ${S(k, 3)}/>` +
    `<path d="M632 618 L702 602 L698 575 L628 590 Z M168 618 L98 602 L102 575 L172 590 Z" fill="${k.d}" ${S(k, 3)}/>`,
  jacket: (k) =>
    body(
      'M300 160 L400 190 L500 160 L612 200 Q656 222 664 276 L708 610 L634 624 L582 346 L584 662 L216 662 L218 346 L166 624 L92 610 L136 276 Q144 222 188 200 Z',
      k,
    ) +
    `<path d="M300 160 Q330 250 392 300 L392 662 M500 160 Q470 250 408 300 L408 662" fill="none" ${S(k, 5)}/>` +
    `<path d="M300 160 Q400 120 500 160 L488 190 Q400 160 312 190 Z" fill="${k.d}" ${S(k, 4)}/>` +
    `<path d="M400 300 L400 662" stroke="${GOLD}" stroke-width="6" stroke-dasharray="4 8"/>` +
    `<path d="M250 480 L340 460 M550 460 L460 480" ${S(k, 8)}/>` +
    `<path d="M216 640 L584 640 L584 662 L216 662 Z M634 624 L708 610 L704 584 L630 598 Z M166 624 L92 610 L96 584 L170 598 Z" fill="${k.d}" ${S(k, 3)}/>`,
  dress: (k) =>
    `<path d="M338 148 L352 230 M462 148 L448 230" ${S(k, 9)}/>` +
    body('M330 230 Q400 262 470 230 L486 300 Q492 340 470 372 L650 664 Q400 712 150 664 L330 372 Q308 340 314 300 Z', k) +
    `<path d="M322 356 Q400 380 478 356 L476 392 Q400 414 324 392 Z" fill="${k.d}" ${S(k, 4)}/>` +
    `<path d="M360 410 L300 680 M400 412 L400 690 M440 410 L500 680" stroke="${k.d}" stroke-width="5" fill="none" opacity=".55"/>`,
  skirt: (k) =>
    body('M276 252 L524 252 L642 622 Q400 666 158 622 Z', k) +
    `<path d="M272 196 L528 196 L526 254 L274 254 Z" fill="${k.d}" ${S(k, 5)}/>` +
    `<path d="M340 256 L290 636 M400 256 L400 646 M460 256 L510 636" stroke="${k.d}" stroke-width="5" fill="none" opacity=".55"/>` +
    `<circle cx="500" cy="225" r="9" fill="${k.l}" ${S(k, 3)}/>`,
  jeans: (k) => {
    const stitch = luminance(k.c) < 0.5 ? '#e9b949' : shade(k.c, 0.35)
    return (
      body('M246 188 L554 188 L578 684 L444 684 L406 316 L394 316 L356 684 L222 684 Z', k) +
      `<path d="M244 136 L556 136 L554 190 L246 190 Z" fill="${k.d}" ${S(k, 5)}/>` +
      `<path d="M300 196 Q300 260 246 270 M500 196 Q500 260 554 270 M400 190 L400 316 M400 196 Q430 260 418 300" fill="none" stroke="${stitch}" stroke-width="4" stroke-dasharray="10 7"/>` +
      `<path d="M236 660 L360 660 M440 660 L566 660" stroke="${stitch}" stroke-width="4" stroke-dasharray="10 7"/>` +
      [290, 360, 440, 510].map((x) => `<rect x="${x - 7}" y="128" width="14" height="66" rx="4" fill="${k.d}" ${S(k, 3)}/>`).join('') +
      `<circle cx="400" cy="162" r="11" fill="${GOLD}" stroke="#8a6d24" stroke-width="3"/>`
    )
  },
  sneaker: (k) => {
    const sole = luminance(k.c) > 0.85 ? '#e4e7eb' : '#f7f7f5'
    return (
      body('M168 566 L178 426 Q184 384 226 376 L330 364 Q362 330 404 352 L506 424 Q606 452 656 482 Q698 506 694 566 Z', k) +
      `<path d="M144 566 L700 566 Q712 566 712 584 L712 604 Q712 626 690 626 L168 626 Q140 626 140 598 Z" fill="${sole}" stroke="#b8bec6" stroke-width="5"/>` +
      `<path d="M150 596 L708 596" stroke="#c9ced5" stroke-width="4"/>` +
      `<path d="M560 470 Q640 478 690 540 L694 566 L560 566 Z" fill="${k.d}" ${S(k, 4)}/>` +
      `<path d="M200 520 Q380 500 520 430" stroke="${luminance(k.c) > 0.7 ? '#e11d48' : '#ffffff'}" stroke-width="18" fill="none" stroke-linecap="round" opacity=".9"/>` +
      [0, 1, 2, 3]
        .map((i) => `<path d="M${372 + i * 30} ${372 + i * 18} l26 -22" stroke="#f7f7f5" stroke-width="9" stroke-linecap="round"/>`)
        .join('') +
      `<path d="M178 426 Q170 400 196 384 L240 378 L226 470 Z" fill="${k.d}" ${S(k, 4)}/>`
    )
  },
  heel: (k) =>
    `<path d="M586 470 L628 470 L610 690 L592 690 Z" fill="${k.d}" ${S(k, 5)}/>` +
    body(
      'M140 578 Q146 540 210 528 L330 518 Q420 492 480 440 Q530 396 590 392 L634 398 Q640 440 612 480 Q520 520 470 560 Q430 590 360 592 L170 598 Q140 598 140 578 Z',
      k,
    ) +
    `<path d="M150 590 L360 586 Q440 580 480 548" stroke="${k.d}" stroke-width="8" fill="none"/>` +
    `<path d="M330 518 Q400 540 470 470" stroke="${k.l}" stroke-width="6" fill="none" opacity=".8"/>` +
    `<rect x="588" y="680" width="26" height="14" rx="4" fill="#3a3a3a"/>`,
  sandal: (k) => {
    const one = (tx: number, flip: boolean) =>
      `<g transform="translate(${tx} 0)${flip ? ' scale(-1 1)' : ''}">` +
      `<path d="M0 150 Q92 150 100 300 Q108 450 82 560 Q64 662 0 662 Q-64 662 -82 560 Q-108 450 -100 300 Q-92 150 0 150 Z" fill="#d9b88f" stroke="#a9865c" stroke-width="5"/>` +
      `<path d="M0 175 Q74 178 80 300 Q86 440 64 552 Q50 638 0 638 Q-50 638 -64 552 Q-86 440 -80 300 Q-74 178 0 175 Z" fill="#ecd7b6"/>` +
      `<path d="M-98 250 Q0 210 98 250 L100 312 Q0 276 -100 312 Z" fill="${k.c}" ${S(k, 4)}/>` +
      `<path d="M-104 400 Q0 360 104 400 L102 458 Q0 420 -102 458 Z" fill="${k.c}" ${S(k, 4)}/>` +
      `<circle cx="0" cy="262" r="14" fill="${GOLD}" stroke="#8a6d24" stroke-width="3"/></g>`
    return one(290, false) + one(510, true)
  },
  handbag: (k) =>
    `<path d="M300 336 Q300 168 400 168 Q500 168 500 336" fill="none" stroke="${k.d}" stroke-width="26" stroke-linecap="round"/>` +
    body('M222 330 L578 330 L632 648 Q634 672 610 672 L190 672 Q166 672 168 648 Z', k) +
    `<path d="M222 330 L578 330 L568 452 Q400 506 232 452 Z" fill="${k.d}" ${S(k, 4)}/>` +
    `<rect x="378" y="452" width="44" height="34" rx="6" fill="${GOLD}" stroke="#8a6d24" stroke-width="3"/>` +
    `<path d="M190 640 L610 640" stroke="${k.d}" stroke-width="4" stroke-dasharray="10 8"/>`,
  crossbody: (k) =>
    `<path d="M266 402 Q230 120 400 108 Q570 120 534 402" fill="none" stroke="${k.d}" stroke-width="14"/>` +
    body('M250 388 Q250 372 272 372 L528 372 Q550 372 550 388 L550 594 Q550 620 524 620 L276 620 Q250 620 250 594 Z', k) +
    `<path d="M250 388 Q250 372 272 372 L528 372 Q550 372 550 388 L550 470 Q400 530 250 470 Z" fill="${k.d}" ${S(k, 4)}/>` +
    `<circle cx="400" cy="496" r="18" fill="${GOLD}" stroke="#8a6d24" stroke-width="3"/>` +
    `<circle cx="264" cy="394" r="12" fill="none" stroke="${GOLD}" stroke-width="6"/><circle cx="536" cy="394" r="12" fill="none" stroke="${GOLD}" stroke-width="6"/>`,
  backpack: (k) =>
    `<path d="M350 228 Q350 150 400 150 Q450 150 450 228" fill="none" stroke="${k.d}" stroke-width="20"/>` +
    body('M236 320 Q236 218 400 218 Q564 218 564 320 L564 640 Q564 676 528 676 L272 676 Q236 676 236 640 Z', k) +
    `<path d="M286 462 L514 462 Q530 462 530 480 L530 620 Q530 640 510 640 L290 640 Q270 640 270 620 L270 480 Q270 462 286 462 Z" fill="${k.d}" ${S(k, 4)}/>` +
    `<path d="M292 500 L508 500" stroke="${GOLD}" stroke-width="5"/><circle cx="470" cy="500" r="9" fill="${GOLD}"/>` +
    `<path d="M252 300 Q400 250 548 300" stroke="${k.l}" stroke-width="5" fill="none" stroke-dasharray="9 8"/>`,
  wallet: (k) =>
    body('M176 286 Q176 262 200 262 L600 262 Q624 262 624 286 L624 538 Q624 562 600 562 L200 562 Q176 562 176 538 Z', k) +
    `<path d="M400 262 L600 262 Q624 262 624 286 L624 440 L420 440 Q400 440 400 420 Z" fill="${k.d}" ${S(k, 4)}/>` +
    `<circle cx="586" cy="400" r="16" fill="${GOLD}" stroke="#8a6d24" stroke-width="3"/>` +
    `<path d="M196 290 L380 290 L380 540 L196 540 Z" fill="none" stroke="${k.l}" stroke-width="4" stroke-dasharray="9 7"/>` +
    `<path d="M210 330 L360 330 M210 380 L360 380" stroke="${k.d}" stroke-width="5"/>`,
  tote: (k) =>
    `<path d="M300 300 Q300 150 360 150 Q400 150 400 300 M400 300 Q400 150 440 150 Q500 150 500 300" fill="none" stroke="${k.d}" stroke-width="16"/>` +
    body('M210 290 L590 290 L612 680 L188 680 Z', k) +
    `<path d="M300 420 Q400 470 500 420 Q470 560 400 580 Q330 560 300 420 Z" fill="${k.l}" opacity=".7"/>` +
    `<path d="M214 320 L586 320" stroke="${k.d}" stroke-width="4" stroke-dasharray="10 8"/>`,
  lipstick: (k) =>
    `<rect x="330" y="430" width="140" height="250" rx="12" fill="#23232b" stroke="#0c0c10" stroke-width="4"/>` +
    `<rect x="330" y="430" width="140" height="34" fill="${GOLD}"/><rect x="330" y="640" width="140" height="16" fill="${GOLD}" opacity=".8"/>` +
    `<rect x="346" y="320" width="108" height="112" rx="6" fill="${GOLD}" stroke="#8a6d24" stroke-width="3"/>` +
    `<path d="M356 320 L356 218 Q356 202 372 196 L444 160 L444 320 Z" fill="${k.c}" stroke="${shade(k.c, 0.3)}" stroke-width="4"/>` +
    `<path d="M370 310 L370 224 L392 212 L392 310 Z" fill="#ffffff" opacity=".22"/>` +
    `<g transform="rotate(18 600 560)"><rect x="545" y="430" width="110" height="230" rx="12" fill="#23232b" stroke="#0c0c10" stroke-width="4"/><rect x="545" y="630" width="110" height="16" fill="${GOLD}"/></g>`,
  swatch: (k) =>
    `<path d="M170 470 Q160 380 260 350 Q380 318 470 330 Q600 346 640 410 Q668 470 600 500 Q500 540 380 520 Q250 510 170 470 Z" fill="${k.c}" stroke="${shade(k.c, 0.25)}" stroke-width="4"/>` +
    `<path d="M240 400 Q360 360 520 380" stroke="#ffffff" stroke-width="16" stroke-linecap="round" fill="none" opacity=".35"/>` +
    `<circle cx="610" cy="300" r="40" fill="${k.c}" opacity=".85"/><circle cx="220" cy="580" r="26" fill="${k.c}" opacity=".7"/>`,
  compact: (k) =>
    `<circle cx="400" cy="262" r="172" fill="#e8c9b8" stroke="#b98d74" stroke-width="5"/>` +
    `<circle cx="400" cy="262" r="146" fill="url(#mirror)"/>` +
    `<circle cx="400" cy="530" r="172" fill="#e8c9b8" stroke="#b98d74" stroke-width="5"/>` +
    `<circle cx="400" cy="530" r="140" fill="${k.c}" stroke="${shade(k.c, 0.15)}" stroke-width="4"/>` +
    `<circle cx="400" cy="530" r="100" fill="none" stroke="${shade(k.c, 0.08)}" stroke-width="3" stroke-dasharray="3 9"/>` +
    `<rect x="360" y="418" width="80" height="22" rx="8" fill="#b98d74"/>`,
  eyeliner: (k) =>
    `<g transform="rotate(-38 400 400)">` +
    `<rect x="370" y="210" width="60" height="360" rx="14" fill="${k.c}" stroke="${shade(k.c, 0.35)}" stroke-width="4"/>` +
    `<rect x="370" y="500" width="60" height="24" fill="${GOLD}"/>` +
    `<path d="M380 570 L420 570 L404 650 L396 650 Z" fill="${shade(k.c, 0.2)}"/>` +
    `<rect x="382" y="230" width="12" height="250" rx="6" fill="#ffffff" opacity=".25"/></g>` +
    `<g transform="rotate(-38 560 520)"><rect x="530" y="430" width="60" height="160" rx="14" fill="${k.c}" stroke="${shade(k.c, 0.35)}" stroke-width="4"/><rect x="530" y="430" width="60" height="20" fill="${GOLD}"/></g>`,
  tube: (k) =>
    `<rect x="308" y="140" width="184" height="34" rx="6" fill="${shade(k.c, 0.12)}" ${S(ink(k.c), 4)}/>` +
    body('M318 172 L482 172 L470 560 L330 560 Z', k) +
    `<rect x="326" y="556" width="148" height="118" rx="22" fill="${luminance(k.c) > 0.7 ? '#f2a7b8' : '#ffffff'}" stroke="#c5cad1" stroke-width="4"/>` +
    `<rect x="352" y="290" width="96" height="170" rx="12" fill="#ffffff" opacity=".75"/>` +
    `<circle cx="400" cy="340" r="24" fill="${shade(k.c, 0.25)}" opacity=".6"/><path d="M370 400 L430 400 M380 424 L420 424" stroke="${shade(k.c, 0.3)}" stroke-width="8" stroke-linecap="round" opacity=".6"/>`,
  dropper: (k) =>
    `<rect x="356" y="150" width="88" height="118" rx="44" fill="#2b2b33"/>` +
    `<rect x="336" y="262" width="128" height="74" rx="10" fill="${GOLD}" stroke="#8a6d24" stroke-width="4"/>` +
    body('M306 370 Q306 334 342 334 L458 334 Q494 334 494 370 L494 640 Q494 674 460 674 L340 674 Q306 674 306 640 Z', k) +
    `<path d="M322 470 L478 470 L478 640 Q478 658 460 658 L340 658 Q322 658 322 640 Z" fill="${shade(k.c, 0.2)}" opacity=".55"/>` +
    `<rect x="340" y="400" width="120" height="130" rx="10" fill="#ffffff" opacity=".78"/>` +
    `<path d="M370 440 L430 440 M380 470 L420 470 M386 498 L414 498" stroke="${shade(k.c, 0.35)}" stroke-width="7" stroke-linecap="round"/>`,
  pump: (k) =>
    `<path d="M386 210 L386 170 L512 170 Q524 170 524 184 L524 196 L412 196 L412 210 Z" fill="#f4f4f2" stroke="#b8bec6" stroke-width="4"/>` +
    `<rect x="364" y="206" width="72" height="92" rx="10" fill="#f4f4f2" stroke="#b8bec6" stroke-width="4"/>` +
    body('M316 330 Q316 296 350 296 L450 296 Q484 296 484 330 L484 652 Q484 680 456 680 L344 680 Q316 680 316 652 Z', k) +
    `<rect x="338" y="400" width="124" height="180" rx="12" fill="#ffffff" opacity=".78"/>` +
    `<circle cx="400" cy="450" r="22" fill="${shade(k.c, 0.2)}" opacity=".55"/><path d="M366 506 L434 506 M376 534 L424 534" stroke="${shade(k.c, 0.3)}" stroke-width="8" stroke-linecap="round" opacity=".6"/>`,
  jar: (k) =>
    `<rect x="236" y="296" width="328" height="104" rx="22" fill="${shade(k.c, 0.22)}" stroke="${shade(k.c, 0.4)}" stroke-width="5"/>` +
    `<rect x="236" y="356" width="328" height="14" fill="${GOLD}" opacity=".9"/>` +
    body('M252 400 L548 400 L548 614 Q548 646 516 646 L284 646 Q252 646 252 614 Z', k) +
    `<rect x="300" y="450" width="200" height="130" rx="12" fill="#ffffff" opacity=".75"/>` +
    `<path d="M340 496 L460 496 M360 530 L440 530" stroke="${shade(k.c, 0.3)}" stroke-width="9" stroke-linecap="round" opacity=".6"/>`,
  perfume: (k) =>
    `<rect x="316" y="166" width="168" height="122" rx="18" fill="#2b2b33" stroke="#111" stroke-width="4"/>` +
    `<rect x="356" y="286" width="88" height="56" fill="${GOLD}" stroke="#8a6d24" stroke-width="4"/>` +
    `<path d="M262 340 L538 340 L582 420 L582 626 Q582 666 542 666 L258 666 Q218 666 218 626 L218 420 Z" fill="${tint(k.c, 0.25)}" stroke="${shade(k.c, 0.3)}" stroke-width="5" opacity=".95"/>` +
    `<path d="M236 450 L564 450 L564 626 Q564 648 542 648 L258 648 Q236 648 236 626 Z" fill="${k.c}" opacity=".85"/>` +
    `<path d="M262 340 L300 420 L300 640 M538 340 L500 420 L500 640 M218 420 L582 420" stroke="#ffffff" stroke-width="4" opacity=".45" fill="none"/>` +
    `<rect x="330" y="500" width="140" height="80" rx="6" fill="#ffffff" opacity=".7"/>`,
  necklace: (k) =>
    `<path d="M222 170 Q214 480 400 530 Q586 480 578 170" fill="none" stroke="${k.c}" stroke-width="9" stroke-dasharray="1 14" stroke-linecap="round"/>` +
    `<path d="M222 170 Q214 480 400 530 Q586 480 578 170" fill="none" stroke="${shade(k.c, 0.2)}" stroke-width="2"/>` +
    `<path d="M400 540 Q452 580 430 640 Q412 690 400 700 Q388 690 370 640 Q348 580 400 540 Z" fill="${k.c}" stroke="${shade(k.c, 0.35)}" stroke-width="4"/>` +
    `<path d="M400 580 L426 620 L400 668 L374 620 Z" fill="#f9d6e2" stroke="#ffffff" stroke-width="3"/>` +
    `<circle cx="400" cy="532" r="12" fill="none" stroke="${k.c}" stroke-width="6"/>`,
  ring: (k) =>
    `<ellipse cx="400" cy="480" rx="170" ry="150" fill="none" stroke="${shade(k.c, 0.25)}" stroke-width="46"/>` +
    `<ellipse cx="400" cy="480" rx="170" ry="150" fill="none" stroke="${k.c}" stroke-width="36"/>` +
    `<path d="M392 340 Q300 420 300 480" stroke="#ffffff" stroke-width="8" fill="none" opacity=".5"/>` +
    `<path d="M340 300 L460 300 L490 250 L440 200 L360 200 L310 250 Z" fill="#dbeafe" stroke="#93c5fd" stroke-width="4"/>` +
    `<path d="M310 250 L490 250 M360 200 L400 300 L440 200" stroke="#ffffff" stroke-width="3" fill="none"/>` +
    `<rect x="370" y="296" width="60" height="40" rx="8" fill="${k.c}" stroke="${shade(k.c, 0.3)}" stroke-width="3"/>`,
  earrings: (k) => {
    const one = (x: number) =>
      `<circle cx="${x}" cy="240" r="26" fill="none" stroke="${k.c}" stroke-width="10"/>` +
      `<path d="M${x} 266 L${x} 330" stroke="${k.c}" stroke-width="8"/>` +
      `<path d="M${x} 330 Q${x + 70} 420 ${x + 40} 520 Q${x + 20} 580 ${x} 590 Q${x - 20} 580 ${x - 40} 520 Q${x - 70} 420 ${x} 330 Z" fill="${k.c}" stroke="${shade(k.c, 0.35)}" stroke-width="4"/>` +
      `<ellipse cx="${x}" cy="470" rx="26" ry="38" fill="#fbcfe8" stroke="#ffffff" stroke-width="3"/>`
    return one(300) + one(500)
  },
  sunglasses: (k) =>
    `<path d="M150 330 Q400 290 650 330" stroke="#23232b" stroke-width="16" fill="none"/>` +
    `<path d="M164 330 Q160 470 250 480 Q360 488 372 380 L372 336 Z" fill="${k.c}" stroke="#23232b" stroke-width="14" stroke-linejoin="round"/>` +
    `<path d="M636 330 Q640 470 550 480 Q440 488 428 380 L428 336 Z" fill="${k.c}" stroke="#23232b" stroke-width="14" stroke-linejoin="round"/>` +
    `<path d="M372 350 Q400 326 428 350" stroke="#23232b" stroke-width="12" fill="none"/>` +
    `<path d="M200 360 Q220 420 250 440 M470 360 Q490 420 520 440" stroke="#ffffff" stroke-width="12" stroke-linecap="round" fill="none" opacity=".35"/>` +
    `<path d="M150 330 L120 520 M650 330 L680 520" stroke="#23232b" stroke-width="12" stroke-linecap="round" opacity=".6"/>`,
  hat: (k) =>
    body('M272 306 Q282 196 400 196 Q518 196 528 306 L546 428 L254 428 Z', k) +
    `<path d="M260 380 L540 380 L546 428 L254 428 Z" fill="${k.d}" ${S(k, 4)}/>` +
    `<path d="M170 470 Q400 372 630 470 Q660 510 612 520 Q400 454 188 520 Q140 510 170 470 Z" fill="${k.c}" ${S(k, 5)}/>` +
    `<path d="M200 492 Q400 420 600 492" stroke="${k.d}" stroke-width="4" stroke-dasharray="10 8" fill="none"/>`,
}

/** Item drawing at a given scale/offset, for compositions (banners, covers, avatars). */
function drawItem(shape: Shape, colour: string, x: number, y: number, scale: number) {
  return `<g transform="translate(${x} ${y}) scale(${scale})">${DRAW[shape](ink(colour))}</g>`
}

const DEFS = `<defs><linearGradient id="mirror" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f8fafc"/><stop offset=".5" stop-color="#cbd5e1"/><stop offset="1" stop-color="#eef2f6"/></linearGradient></defs>`
const svgOpen = (w: number, h: number, vw = w, vh = h) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${vw} ${vh}">`

/** A picture to render: one SVG drawn at its final size (flat fills only: gradients are what librsvg is slowest at). */
export type Picture = { width: number; height: number; svg: string }

const gradientBg = (w: number, h: number, palette: [string, string]) =>
  `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette[0]}"/><stop offset="1" stop-color="${palette[1]}"/></linearGradient></defs><rect width="${w}" height="${h}" fill="url(#bg)"/>`

/** One product picture: gradient backdrop, soft spotlight, floor shadow, the item. */
export function productPicture(shape: Shape, colour: string): Picture {
  const palette = background(`${shape}:${colour}`, colour)
  return {
    width: PRODUCT_IMAGE_SIZE,
    height: PRODUCT_IMAGE_SIZE,
    svg: `${svgOpen(800, 800)}${DEFS}${gradientBg(800, 800, palette)}<circle cx="400" cy="392" r="296" fill="#fff" opacity=".38"/><ellipse cx="400" cy="708" rx="240" ry="24" fill="#000" opacity=".08"/><ellipse cx="400" cy="706" rx="170" ry="14" fill="#000" opacity=".07"/>${DRAW[shape](ink(colour))}</svg>`,
  }
}

/** A wide decorative composition (banners, covers): gradient, bokeh, a few items; the left third stays free for a title. */
export function scenePicture(
  width: number,
  height: number,
  items: Array<{ shape: Shape; colour: string }>,
  palette: [string, string],
): Picture {
  const n = items.length
  // each item's 800-unit box is mostly margin, so neighbouring boxes may overlap a little
  const step = (width * 0.7) / n
  const scale = Math.min(height / 800, (step * 1.2) / 800)
  const drawn = items
    .map((it, i) =>
      drawItem(
        it.shape,
        it.colour,
        width * 0.27 + i * step + (step - 800 * scale) / 2,
        (height - 800 * scale) / 2 + (i % 2 ? 14 : -14),
        scale,
      ),
    )
    .join('')
  const dots = Array.from({ length: 14 }, (_, i) => {
    const v = hashString(`${palette[0]}${i}`)
    return `<circle cx="${v % width}" cy="${(v >>> 8) % height}" r="${(6 + (v % 18)) * (height / 754)}" fill="#fff" opacity="${0.25 + (v % 30) / 100}"/>`
  }).join('')
  return {
    width,
    height,
    svg: `${svgOpen(width, height)}${DEFS}${gradientBg(width, height, palette)}<circle cx="${width * 0.12}" cy="${height * 0.5}" r="${height * 0.36}" fill="#fff" opacity=".45"/><circle cx="${width * 0.12}" cy="${height * 0.5}" r="${height * 0.22}" fill="${palette[1]}" opacity=".8"/>${dots}${drawn}</svg>`,
  }
}

/** Square shop avatar: the shop's signature item on its pastel backdrop. */
export function avatarPicture(shape: Shape, colour: string, palette: [string, string]): Picture {
  return {
    width: 320,
    height: 320,
    svg: `${svgOpen(320, 320, 800, 800)}${DEFS}${gradientBg(800, 800, palette)}<g transform="translate(-40 -62) scale(1.1)">${DRAW[shape](ink(colour))}</g></svg>`,
  }
}

export { BACKGROUNDS as SCENE_PALETTES }

// ----- rendering ----------------------------------------------------------------------------

export type ImageJob = { rel: string; picture: () => Picture }

/** `/uploads/seed/v1/p/tshirt-den.webp` for the product picture of a shape in a colour key. */
export const productImageRel = (shape: Shape, colourKey: string) => `${SEED_IMAGE_FOLDER}/p/${shape}-${colourKey}.webp`
export const urlOf = (rel: string) => `/uploads/${rel}`

/** Renders one picture to WebP (effort 0: flat illustrations compress well, and the first start should not wait on the encoder). */
export function renderPicture(p: Picture) {
  return sharp(Buffer.from(p.svg)).webp({ quality: 82, effort: 0 }).toBuffer()
}

/**
 * Makes sure every job's file exists under `publicDir`. Files already there are kept; with a
 * `cacheDir` (a machine-wide cache such as node_modules/.cache) a picture drawn once is copied
 * from there on later fresh installs and test runs instead of being drawn again. Rendering
 * runs on libuv's threads, so it overlaps with the database work started alongside it.
 */
export async function renderImages(publicDir: string, jobs: ImageJob[], opts: { cacheDir?: string; concurrency?: number } = {}) {
  const queue = [...new Map(jobs.map((j) => [j.rel, j])).values()].reverse()
  let rendered = 0
  let cacheDir = opts.cacheDir
  const roots = cacheDir ? [publicDir, cacheDir] : [publicDir]
  const dirs = new Set(queue.flatMap((j) => roots.map((r) => path.dirname(path.join(r, j.rel)))))
  try {
    await Promise.all([...dirs].map((d) => fs.mkdir(d, { recursive: true })))
  } catch (error) {
    if (!cacheDir) throw error
    cacheDir = undefined // an unwritable cache only costs time
    await Promise.all(
      [...new Set(queue.map((j) => path.dirname(path.join(publicDir, j.rel))))].map((d) => fs.mkdir(d, { recursive: true })),
    )
  }
  const exists = (file: string) =>
    fs.stat(file).then(
      (s) => s.size > 0,
      () => false,
    )
  const writeAtomically = async (file: string, data: Buffer) => {
    const tmp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`
    await fs.writeFile(tmp, data)
    await fs.rename(tmp, file)
  }
  async function worker() {
    for (let job = queue.pop(); job; job = queue.pop()) {
      const file = path.join(publicDir, job.rel)
      if (await exists(file)) continue
      const cached = cacheDir ? path.join(cacheDir, job.rel) : undefined
      if (cached && (await exists(cached))) {
        await fs.copyFile(cached, file)
        continue
      }
      const data = await renderPicture(job.picture())
      rendered++
      if (cached) await writeAtomically(cached, data).catch(() => {})
      await writeAtomically(file, data)
    }
  }
  await Promise.all(Array.from({ length: opts.concurrency ?? 4 }, worker))
  return { rendered }
}

/** The default picture cache: node_modules/.cache/xinh-seed at the repository root. */
export const DEFAULT_IMAGE_CACHE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../node_modules/.cache/xinh-seed')
