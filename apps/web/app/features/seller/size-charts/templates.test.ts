import { SIZE_CHART_ROWS } from '@xinh/contracts'
import { describe, expect, it } from 'vitest'
import { SIZE_CHARTS } from '../../../../../server/seed/vocabulary.ts'
import { TEMPLATES } from './templates.ts'

// Both the seller's templates and the demo charts take their rows from one shared table: the
// attribute columns each declares must be that table's columns, in order.
const tableOf = (rows: unknown) => Object.values(SIZE_CHART_ROWS).find((t) => t.rows === rows)

describe('size-chart rows', () => {
  it.each(Object.entries({ ...TEMPLATES, ...Object.fromEntries(Object.entries(SIZE_CHARTS).map(([k, v]) => [`seed-${k}`, v])) }))(
    '%s declares the columns of the table its rows come from',
    (_name, chart) => {
      const table = tableOf(chart.rows)
      expect(table).toBeDefined()
      expect(chart.attributes.map((a) => a._id)).toEqual(table?.attributes)
      for (const row of chart.rows) expect(row).toHaveLength(chart.attributes.length + 1)
    },
  )
})
