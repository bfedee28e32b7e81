import type { TDashboard } from '@xinh/contracts'
import { Bar, CartesianGrid, ComposedChart, Legend, Line, Tooltip, XAxis, YAxis } from 'recharts'
import { formatVnd } from '#web/lib/i18n/index.ts'
import { useSellerT } from '../i18n/index.ts'
import { formatPoint, formatShortVnd } from './format.ts'

/**
 * Revenue (line) and orders (bars) over the period. recharts is imported only here, and this
 * module only through `lazy()` from the dashboard: no other page ships it (decision in
 * docs/api/seller-dashboard.md). The figures are also in a table beside it for screen readers.
 */
export default function SalesChart({ series }: { series: TDashboard['series'] }) {
  const t = useSellerT()
  const data = series.map((p) => ({ ...p, label: formatPoint(p.at, t.lang) }))
  return (
    <div aria-hidden className="h-64 w-full">
      <ComposedChart
        data={data}
        responsive
        accessibilityLayer={false}
        style={{ width: '100%', height: '100%' }}
        margin={{ top: 8, right: 4, bottom: 0, left: 4 }}
      >
        <CartesianGrid strokeDasharray="3 3" stroke="#e5e5e5" vertical={false} />
        <XAxis dataKey="label" tick={{ fontSize: 12, fill: '#404040' }} interval="preserveStartEnd" minTickGap={16} />
        <YAxis
          yAxisId="revenue"
          tick={{ fontSize: 12, fill: '#404040' }}
          tickFormatter={(v: number) => formatShortVnd(v, t.lang)}
          width={48}
        />
        <YAxis yAxisId="orders" orientation="right" allowDecimals={false} tick={{ fontSize: 12, fill: '#404040' }} width={32} />
        <Tooltip
          formatter={(value, name) => (name === 'revenue' ? formatVnd(Number(value)) : String(value))}
          labelStyle={{ fontWeight: 600 }}
        />
        <Legend
          formatter={(name) => (
            <span className="text-sm text-neutral-800">{name === 'revenue' ? t('sc.dash.chart.revenue') : t('sc.dash.chart.orders')}</span>
          )}
        />
        <Bar yAxisId="orders" dataKey="orders" name="orders" fill="#fecdd3" radius={[3, 3, 0, 0]} isAnimationActive={false} />
        <Line yAxisId="revenue" dataKey="revenue" name="revenue" stroke="#e11d48" strokeWidth={2} dot={false} isAnimationActive={false} />
      </ComposedChart>
    </div>
  )
}
