import { useT } from '#web/lib/i18n/index.ts'
import { Dialog } from '#web/ui/dialog.tsx'
import type { SizeChart } from './types.ts'

/** The size chart as a table: a row per size, a column per measurement (loaded on first use). */
export function SizeChartDialog({ chart, open, onOpenChange }: { chart: SizeChart; open: boolean; onOpenChange: (open: boolean) => void }) {
  const t = useT()
  const attributes = chart.attributes.length
    ? chart.attributes
    : [...new Set(chart.rows.flatMap((r) => r.size_values.map((v) => v.attribute_id)))].map((id) => ({ _id: id, name: id }))
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={`${t('product.size_chart')} – ${chart.name}`}>
      <div className="-mx-1 overflow-x-auto">
        <table className="w-full border-collapse text-sm" data-testid="size-chart">
          <thead>
            <tr className="bg-neutral-100">
              <th scope="col" className="px-3 py-2 text-left font-semibold">
                {t('product.size')}
              </th>
              {attributes.map((a) => (
                <th key={a._id} scope="col" className="px-3 py-2 text-left font-semibold">
                  {a.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {chart.rows.map((row) => (
              <tr key={row.size_name} className="border-b border-neutral-200">
                <th scope="row" className="px-3 py-2 text-left font-semibold">
                  {row.size_name}
                </th>
                {attributes.map((a) => (
                  <td key={a._id} className="px-3 py-2">
                    {row.size_values.find((v) => v.attribute_id === a._id)?.values ?? '–'}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Dialog>
  )
}
