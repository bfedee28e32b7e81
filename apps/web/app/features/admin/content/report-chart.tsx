import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'

export type ChartDay = { date: string; gmv: number; orders: number }

/** GMV (bars) and orders (line) by day; loaded only in the browser, on the reports screen (recharts is heavy). */
export default function ReportChart({ days, labels }: { days: ChartDay[]; labels: { gmv: string; orders: string } }) {
  const money = new Intl.NumberFormat('vi-VN', { notation: 'compact' })
  return (
    <ResponsiveContainer width="100%" height={280}>
      <ComposedChart data={days} margin={{ top: 8, right: 8, bottom: 8, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" stroke="#e5e5e5" />
        <XAxis dataKey="date" tickFormatter={(d: string) => d.slice(5)} fontSize={12} />
        <YAxis yAxisId="gmv" tickFormatter={(v: number) => money.format(v)} fontSize={12} width={56} />
        <YAxis yAxisId="orders" orientation="right" allowDecimals={false} fontSize={12} width={32} />
        <Tooltip formatter={(value, name) => (name === labels.gmv ? `${Number(value).toLocaleString('vi-VN')} ₫` : value)} />
        <Legend />
        <Bar yAxisId="gmv" dataKey="gmv" name={labels.gmv} fill="#db2777" radius={[3, 3, 0, 0]} />
        <Line yAxisId="orders" dataKey="orders" name={labels.orders} stroke="#1d4ed8" strokeWidth={2} dot={false} />
      </ComposedChart>
    </ResponsiveContainer>
  )
}
