import { understandMessage } from './nlu.ts'
import type { Expected, Row } from './intents.table.ts'

/**
 * Scores the built-in brain's understanding against a table of messages: intent accuracy over
 * every row, and each slot's accuracy over the rows where it matters (a search, or a row that names
 * the slot) — a slot found where none was said counts as wrong, like one missed.
 */

const SLOTS = ['category', 'price', 'colors', 'sizes', 'gender', 'skin_types', 'occasions', 'materials', 'lang'] as const
export type Slot = (typeof SLOTS)[number]

const sorted = (a: readonly string[] | undefined) => [...(a ?? [])].sort().join(',')

export function evaluate(table: Row[]) {
  const slotTotals = Object.fromEntries(SLOTS.map((s) => [s, { right: 0, of: 0 }])) as Record<Slot, { right: number; of: number }>
  const failures: Array<{ message: string; what: string; expected: string; got: string }> = []
  let intentsRight = 0
  for (const [message, intent, slots = {} as Expected] of table) {
    const u = understandMessage(message, 'vi')
    if (u.intent === intent) intentsRight++
    else failures.push({ message, what: 'intent', expected: intent, got: u.intent })
    const s = u.search
    const checks: Array<[Slot, boolean, string, string]> = [
      ['category', intent === 'search' || 'c' in slots, slots.c ?? '', u.category?.id ?? ''],
      [
        'price',
        intent === 'search' || 'min' in slots || 'max' in slots,
        `${slots.min ?? ''}-${slots.max ?? ''}`,
        `${s.price_min ?? ''}-${s.price_max ?? ''}`,
      ],
      ['colors', intent === 'search' || 'col' in slots, sorted(slots.col), sorted(s.colors)],
      ['sizes', intent === 'search' || 'sz' in slots, sorted(slots.sz), sorted(s.sizes)],
      ['gender', intent === 'search' || 'g' in slots, slots.g ?? '', s.gender ?? ''],
      ['skin_types', intent === 'search' || 'skin' in slots, sorted(slots.skin), sorted(s.skin_types)],
      ['occasions', intent === 'search' || 'occ' in slots, sorted(slots.occ), sorted(s.occasions)],
      ['materials', intent === 'search' || 'mat' in slots, sorted(slots.mat), sorted(s.materials)],
      ['lang', true, slots.lang ?? 'vi', u.lang],
    ]
    for (const [slot, counts, expected, got] of checks) {
      if (!counts) continue
      slotTotals[slot].of++
      if (expected === got) slotTotals[slot].right++
      else failures.push({ message, what: slot, expected, got })
    }
  }
  const accuracy = Object.fromEntries(SLOTS.map((s) => [s, slotTotals[s].of ? slotTotals[s].right / slotTotals[s].of : 1])) as Record<
    Slot,
    number
  >
  return { rows: table.length, intent: intentsRight / table.length, slots: accuracy, counts: slotTotals, failures }
}
