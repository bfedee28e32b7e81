import type { LoaderFunctionArgs } from 'react-router'
import { requestInfo } from '#web/lib/session.server.ts'

type Category = { _id: string; name: string; slug: string; children: Category[] }
type ShopCard = { _id: string; name: string; slug: string; avatar: string | null; rating: number; follower_count: number }

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = requestInfo(request, context)
  const [categories, shops] = await Promise.all([
    api.get<Category[]>('/api/v1/web/categories'),
    api.get<ShopCard[]>('/api/v1/web/shops/top?limit=8'),
  ])
  return { categories, shops }
}
