/**
 * Item drawings for the category leaves added in issue 12 (shorts, swimwear, lingerie, flats,
 * mascara, nail polish, eyeshadow, brushes, belts, scarves, watches, hair clips, socks), in the
 * same 800×800 flat style as images.ts, which passes its drawing helpers in.
 */

export type Ink = { c: string; d: string; l: string; stroke: string }
export type DrawKit = {
  /** The item's main shape, in its colour with a darker outline. */
  body: (d: string, k: Ink) => string
  /** Stroke attributes in the item's outline colour. */
  S: (k: Ink, w?: number) => string
  shade: (hex: string, t: number) => string
  tint: (hex: string, t: number) => string
  GOLD: string
}

export const EXTRA_SHAPES = [
  'shorts',
  'swimsuit',
  'bra',
  'flat',
  'mascara',
  'nailpolish',
  'palette',
  'brush',
  'belt',
  'scarf',
  'watch',
  'hairclip',
  'socks',
] as const
export type ExtraShape = (typeof EXTRA_SHAPES)[number]

export function extraDrawings({ body, S, shade, tint, GOLD }: DrawKit): Record<ExtraShape, (k: Ink) => string> {
  return {
    shorts: (k) =>
      body('M236 236 L564 236 L604 560 Q530 580 446 566 L408 388 L392 388 L354 566 Q270 580 196 560 Z', k) +
      `<path d="M232 190 L568 190 L566 240 L234 240 Z" fill="${k.d}" ${S(k, 5)}/>` +
      `<path d="M400 240 L400 388 M300 250 Q300 300 250 310 M500 250 Q500 300 550 310" fill="none" stroke="${k.d}" stroke-width="5"/>` +
      `<path d="M204 530 Q270 548 350 536 M450 536 Q530 548 598 530" stroke="${k.l}" stroke-width="6" fill="none"/>`,
    swimsuit: (k) =>
      `<path d="M330 150 L345 268 M470 150 L455 268" ${S(k, 10)}/>` +
      body(
        'M320 262 Q400 300 480 262 Q522 330 500 420 Q540 520 560 600 Q470 566 400 640 Q330 566 240 600 Q260 520 300 420 Q278 330 320 262 Z',
        k,
      ) +
      `<path d="M300 420 Q400 462 500 420" stroke="${k.d}" stroke-width="9" fill="none"/>` +
      `<path d="M330 300 Q360 380 340 440" stroke="${k.l}" stroke-width="8" fill="none" opacity=".6"/>`,
    bra: (k) =>
      `<path d="M320 282 L332 160 M480 282 L468 160" ${S(k, 8)}/>` +
      body('M200 430 Q400 480 600 430 L600 482 Q400 532 200 482 Z', k) +
      `<path d="M210 432 Q220 300 320 280 Q392 300 400 442 Q300 472 210 432 Z" fill="${k.c}" ${S(k, 5)}/>` +
      `<path d="M590 432 Q580 300 480 280 Q408 300 400 442 Q500 472 590 432 Z" fill="${k.c}" ${S(k, 5)}/>` +
      `<path d="M232 420 Q310 440 388 426 M412 426 Q490 440 568 420" stroke="${k.l}" stroke-width="6" fill="none" stroke-dasharray="4 8"/>` +
      `<circle cx="400" cy="446" r="12" fill="${k.l}" ${S(k, 3)}/>`,
    flat: (k) =>
      body('M150 560 Q150 480 230 470 L470 440 Q600 430 660 490 Q692 530 660 570 Q400 600 170 590 Q150 585 150 560 Z', k) +
      `<path d="M300 470 Q420 420 560 452 Q450 500 300 470 Z" fill="${k.d}" ${S(k, 4)}/>` +
      `<path d="M160 585 Q400 612 664 572 L660 598 Q400 634 170 610 Z" fill="#3a3a3a"/>` +
      `<path d="M548 452 l-30 -20 l0 40 Z M548 452 l30 -20 l0 40 Z" fill="${k.l}" ${S(k, 3)}/>`,
    mascara: (k) =>
      `<g transform="rotate(-28 400 420)"><rect x="350" y="300" width="100" height="360" rx="30" fill="${k.c}" stroke="${shade(k.c, 0.35)}" stroke-width="4"/>` +
      `<rect x="350" y="300" width="100" height="42" fill="${GOLD}"/><rect x="368" y="350" width="14" height="280" rx="7" fill="#fff" opacity=".22"/></g>` +
      `<g transform="rotate(22 560 360)"><rect x="545" y="110" width="32" height="160" rx="10" fill="${GOLD}" stroke="#8a6d24" stroke-width="3"/>` +
      `<rect x="557" y="268" width="8" height="150" fill="#555"/><rect x="542" y="400" width="38" height="96" rx="18" fill="#222"/></g>`,
    nailpolish: (k) =>
      `<rect x="350" y="170" width="100" height="190" rx="14" fill="#23232b" stroke="#0c0c10" stroke-width="4"/>` +
      `<rect x="340" y="336" width="120" height="26" rx="6" fill="${shade(k.c, 0.25)}"/>` +
      `<path d="M300 384 Q300 356 330 356 L470 356 Q500 356 500 384 L520 620 Q520 672 470 672 L330 672 Q280 672 280 620 Z" fill="${k.c}" stroke="${shade(k.c, 0.3)}" stroke-width="5"/>` +
      `<path d="M322 400 L312 620" stroke="#fff" stroke-width="14" stroke-linecap="round" opacity=".35"/>` +
      `<path d="M600 560 Q640 610 600 640 Q560 610 600 560 Z" fill="${k.c}" stroke="${shade(k.c, 0.3)}" stroke-width="4"/>`,
    palette: (k) =>
      `<rect x="170" y="240" width="460" height="340" rx="28" fill="#2b2b33" stroke="#111" stroke-width="4"/>` +
      [0, 1, 2]
        .flatMap((i) =>
          [0, 1, 2].map((j) => {
            const n = i * 3 + j
            const fill = n % 2 ? tint(k.c, 0.12 * n) : shade(k.c, 0.06 * n)
            return `<rect x="${200 + j * 138}" y="${270 + i * 98}" width="122" height="82" rx="12" fill="${fill}" stroke="#111" stroke-width="2"/>`
          }),
        )
        .join('') +
      `<rect x="170" y="600" width="460" height="26" rx="12" fill="${GOLD}" opacity=".85"/>`,
    brush: (k) =>
      `<g transform="rotate(-35 400 420)"><rect x="380" y="380" width="40" height="300" rx="20" fill="${k.c}" stroke="${shade(k.c, 0.35)}" stroke-width="4"/>` +
      `<rect x="370" y="318" width="60" height="72" fill="${GOLD}" stroke="#8a6d24" stroke-width="3"/>` +
      `<path d="M372 320 Q346 226 400 140 Q454 226 428 320 Z" fill="#3a2d28"/></g>` +
      `<ellipse cx="590" cy="570" rx="72" ry="92" fill="${tint(k.c, 0.45)}" stroke="${shade(k.c, 0.2)}" stroke-width="4"/>`,
    belt: (k) =>
      `<path d="M176 420 Q176 300 400 300 Q624 300 624 420 Q624 540 400 540 Q244 540 236 444" fill="none" stroke="${k.stroke}" stroke-width="64" stroke-linecap="round"/>` +
      `<path d="M176 420 Q176 300 400 300 Q624 300 624 420 Q624 540 400 540 Q244 540 236 444" fill="none" stroke="${k.c}" stroke-width="54" stroke-linecap="round"/>` +
      `<path d="M176 420 Q176 300 400 300 Q624 300 624 420 Q624 540 400 540 Q244 540 236 444" fill="none" stroke="${k.l}" stroke-width="3" stroke-dasharray="8 8"/>` +
      `<rect x="560" y="376" width="112" height="92" rx="12" fill="none" stroke="${GOLD}" stroke-width="14"/>` +
      `<path d="M578 422 L654 422" stroke="${GOLD}" stroke-width="9"/>`,
    scarf: (k) =>
      body(
        'M230 200 Q400 262 570 200 L592 262 Q500 332 470 420 L520 680 L420 690 L400 442 L330 662 L240 642 L330 420 Q260 320 230 200 Z',
        k,
      ) +
      `<path d="M250 628 L330 648 M430 672 L516 664" stroke="${k.l}" stroke-width="12"/>` +
      `<path d="M300 300 Q400 340 500 300" stroke="${k.d}" stroke-width="8" fill="none"/>` +
      [0, 1, 2, 3, 4].map((i) => `<path d="M${428 + i * 20} 690 l-4 36" ${S(k, 4)}/>`).join(''),
    watch: (k) =>
      `<rect x="350" y="120" width="100" height="210" rx="22" fill="${k.c}" ${S(k, 4)}/>` +
      `<rect x="350" y="470" width="100" height="210" rx="22" fill="${k.c}" ${S(k, 4)}/>` +
      [180, 230, 570, 620].map((y) => `<circle cx="400" cy="${y}" r="9" fill="${k.d}"/>`).join('') +
      `<circle cx="400" cy="400" r="124" fill="${GOLD}" stroke="#8a6d24" stroke-width="6"/><circle cx="400" cy="400" r="102" fill="#fdfdfb"/>` +
      [0, 90, 180, 270]
        .map((a) => `<path d="M400 306 L400 326" stroke="#444" stroke-width="6" transform="rotate(${a} 400 400)"/>`)
        .join('') +
      `<path d="M400 400 L400 334 M400 400 L452 424" stroke="#222" stroke-width="8" stroke-linecap="round"/>` +
      `<rect x="522" y="386" width="22" height="28" rx="6" fill="${GOLD}"/>`,
    hairclip: (k) =>
      [270, 330, 390, 450, 510]
        .map(
          (x) =>
            `<path d="M${x + 10} 372 Q${x + 20} 520 ${x + 36} 566" stroke="${k.stroke}" stroke-width="30" fill="none" stroke-linecap="round"/>`,
        )
        .join('') +
      [270, 330, 390, 450, 510]
        .map(
          (x) =>
            `<path d="M${x + 10} 372 Q${x + 20} 520 ${x + 36} 566" stroke="${k.c}" stroke-width="22" fill="none" stroke-linecap="round"/>`,
        )
        .join('') +
      `<path d="M230 362 Q240 256 400 246 Q560 256 570 362 L540 384 Q520 300 400 300 Q280 300 260 384 Z" fill="${k.c}" ${S(k, 5)}/>` +
      `<rect x="356" y="326" width="88" height="62" rx="22" fill="${k.d}" ${S(k, 4)}/>`,
    socks: (k) => {
      const one = (x: number, y: number) =>
        body(
          `M${x - 60} ${y} L${x + 40} ${y} L${x + 40} ${y + 300} Q${x + 40} ${y + 340} ${x + 90} ${y + 380} Q${x + 140} ${y + 420} ${x + 110} ${y + 470} Q${x + 80} ${y + 510} ${x + 10} ${y + 480} L${x - 50} ${y + 440} Q${x - 70} ${y + 420} ${x - 60} ${y + 380} Z`,
          k,
        ) +
        `<path d="M${x - 60} ${y + 35} L${x + 40} ${y + 35} M${x - 60} ${y + 60} L${x + 40} ${y + 60}" stroke="${k.l}" stroke-width="9"/>`
      return one(280, 150) + one(470, 190)
    },
  }
}
