import type { TDashboardDay } from '@xinh/contracts'
import { Bar, BarChart, CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'
import { formatVnd } from '#web/lib/i18n/index.ts'

/**
 * The dashboard's 30-day charts (recharts, loaded only on the dashboard, after hydration). The
 * same figures are in the table next to them, for screen readers and when the charts cannot load.
 */
export default function DashboardCharts({
  days,
  labels,
}: {
  days: TDashboardDay[]
  labels: { orders: string; gmv: string; users: string; shops: string }
}) {
  const data = days.map((d) => ({ ...d, day: d.date.slice(5) }))
  const box = 'rounded-xl border border-neutral-200 bg-white p-3'
  const compact = (n: number) => new Intl.NumberFormat('vi-VN', { notation: 'compact' }).format(n)
  return (
    <div className="grid gap-3 md:grid-cols-2" aria-hidden>
      <figure className={box}>
        <figcaption className="mb-2 text-sm font-medium">{labels.gmv}</figcaption>
        <ResponsiveContainer width="100%" height={200}>
          <LineChart data={data} accessibilityLayer={false}>
            <CartesianGrid strokeDasharray="3 3" stroke="#e5e5e5" />
            <XAxis dataKey="day" fontSize={11} />
            <YAxis fontSize={11} tickFormatter={compact} width={48} />
            <Tooltip formatter={(v) => formatVnd(Number(v))} />
            <Line type="monotone" dataKey="gmv" stroke="#e11d48" dot={false} strokeWidth={2} />
          </LineChart>
        </ResponsiveContainer>
      </figure>
      <figure className={box}>
        <figcaption className="mb-2 text-sm font-medium">{labels.orders}</figcaption>
        <ResponsiveContainer width="100%" height={200}>
          <BarChart data={data} accessibilityLayer={false}>
            <CartesianGrid strokeDasharray="3 3" stroke="#e5e5e5" />
            <XAxis dataKey="day" fontSize={11} />
            <YAxis fontSize={11} allowDecimals={false} width={32} />
            <Tooltip />
            <Bar dataKey="orders" fill="#e11d48" />
          </BarChart>
        </ResponsiveContainer>
      </figure>
      <figure className={`${box} md:col-span-2`}>
        <figcaption className="mb-2 text-sm font-medium">
          {labels.users} / {labels.shops}
        </figcaption>
        <ResponsiveContainer width="100%" height={180}>
          <LineChart data={data} accessibilityLayer={false}>
            <CartesianGrid strokeDasharray="3 3" stroke="#e5e5e5" />
            <XAxis dataKey="day" fontSize={11} />
            <YAxis fontSize={11} allowDecimals={false} width={32} />
            <Tooltip />
            <Line type="monotone" dataKey="new_users" name={labels.users} stroke="#0f766e" dot={false} strokeWidth={2} />
            <Line type="monotone" dataKey="new_shops" name={labels.shops} stroke="#7c3aed" dot={false} strokeWidth={2} />
          </LineChart>
        </ResponsiveContainer>
      </figure>
    </div>
  )
}
