import { type SVGProps, createElement } from 'react'

/** The shape of lucide's per-icon data (`__iconData` in `lucide-react/icons/*`). */
type IconData = { name: string; node: Array<[string, Record<string, string>]>; aliases?: string[] }

const SVG = {
  xmlns: 'http://www.w3.org/2000/svg',
  width: 24,
  height: 24,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
} as const

/**
 * Stands in for lucide-react's `createLucideIcon` (vite.config.ts points lucide's icon modules
 * here, in the browser and the server build alike). The icons stay lucide's own drawings and
 * render the same `<svg>` (classes `lucide lucide-<name>`, decorative by default); what goes is
 * lucide's generic runtime (context provider, size/stroke options, attribute renaming), which
 * cost every page about 1 KB of gzip for props this app never passes.
 */
export default function createLucideIcon(icon: IconData) {
  const base = ['lucide', `lucide-${icon.name}`, ...(icon.aliases ?? []).map((a) => `lucide-${a}`)].join(' ')
  // biome-ignore lint/correctness/noComponentHookFactories: lucide's contract (one component per icon module)
  return function LucideIcon({ className, children, ...props }: SVGProps<SVGSVGElement>) {
    return createElement(
      'svg',
      { ...SVG, ...props, className: className ? `${base} ${className}` : base },
      ...icon.node.map(([tag, attrs]) => createElement(tag, attrs)),
      children,
    )
  }
}
