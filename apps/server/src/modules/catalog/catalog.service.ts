import type { Db } from '#server/platform/db/client.ts'
import * as repo from './catalog.repo.ts'

export type CategoryNode = { _id: string; name: string; slug: string; icon: string | null; children: CategoryNode[] }

export function createCatalogService({ db }: { db: Db }) {
  /** Visible categories as a tree; a hidden parent hides its children. */
  async function categoryTree(): Promise<CategoryNode[]> {
    const rows = await repo.listVisibleCategories(db)
    const nodes = new Map(rows.map((r) => [r.id, { _id: r.id, name: r.name, slug: r.slug, icon: r.icon, children: [] as CategoryNode[] }]))
    const roots: CategoryNode[] = []
    for (const r of rows) {
      const node = nodes.get(r.id) as CategoryNode
      if (!r.parentId) roots.push(node)
      else nodes.get(r.parentId)?.children.push(node)
    }
    return roots
  }
  return { categoryTree }
}
export type CatalogService = ReturnType<typeof createCatalogService>
