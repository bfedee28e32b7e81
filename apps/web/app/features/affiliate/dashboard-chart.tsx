import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'

export type DayPoint = { date: string; clicks: number; orders: number; commission: number }

/** Clicks (bars) and orders and commission (lines) by day; loaded only in the browser (recharts is heavy). */
export default function DashboardChart({
  days,
  labels,
}: {
  days: DayPoint[]
  labels: { clicks: string; orders: string; commission: string }
}) {
  const money = new Intl.NumberFormat('vi-VN', { notation: 'compact' })
  return (
    <ResponsiveContainer width="100%" height={260}>
      <ComposedChart data={days} margin={{ top: 8, right: 4, bottom: 8, left: 0 }} accessibilityLayer={false}>
        <CartesianGrid strokeDasharray="3 3" stroke="#e5e5e5" />
        <XAxis dataKey="date" tickFormatter={(d: string) => d.slice(5)} fontSize={12} minTickGap={12} />
        <YAxis yAxisId="count" allowDecimals={false} fontSize={12} width={32} />
        <YAxis yAxisId="money" orientation="right" tickFormatter={(v: number) => money.format(v)} fontSize={12} width={48} />
        <Tooltip formatter={(value, name) => (name === labels.commission ? `${Number(value).toLocaleString('vi-VN')} ₫` : value)} />
        <Legend />
        <Bar yAxisId="count" dataKey="clicks" name={labels.clicks} fill="#f9a8d4" radius={[3, 3, 0, 0]} />
        <Line yAxisId="count" dataKey="orders" name={labels.orders} stroke="#1d4ed8" strokeWidth={2} dot={false} />
        <Line yAxisId="money" dataKey="commission" name={labels.commission} stroke="#be185d" strokeWidth={2} dot={false} />
      </ComposedChart>
    </ResponsiveContainer>
  )
}
