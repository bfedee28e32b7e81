/**
 * Shared blocks of pages (the category tree, home blocks, a product's similar products and
 * reviews…) read once per process for a short while, for every render that needs them —
 * signed-in visitors' personal renders and the page cache's misses included. Evicted by the
 * same NOTIFY tags as the page cache (decision 007); only reads that do not depend on who asks
 * go through it.
 */
export class ReadMemo {
  private readonly entries = new Map<string, { value: Promise<unknown>; at: number; ttl: number; tags: string[] }>()
  private readonly byTag = new Map<string, Set<string>>()

  constructor(private readonly maxEntries = 2_000) {}

  get<T>(key: string, tags: string[], ttlMs: number, load: () => Promise<T>): Promise<T> {
    const hit = this.entries.get(key)
    if (hit && Date.now() - hit.at < hit.ttl) return hit.value as Promise<T>
    if (hit) this.drop(key)
    const value = load()
    // a failed read is not remembered
    value.catch(() => this.entries.get(key)?.value === value && this.drop(key))
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value
      if (oldest !== undefined) this.drop(oldest)
    }
    this.entries.set(key, { value, at: Date.now(), ttl: ttlMs, tags })
    for (const tag of tags) {
      const keys = this.byTag.get(tag) ?? new Set<string>()
      this.byTag.set(tag, keys)
      keys.add(key)
    }
    return value
  }

  invalidate(tags: Iterable<string>) {
    for (const tag of tags) {
      if (tag === '*') {
        this.entries.clear()
        this.byTag.clear()
        return
      }
      const keys = this.byTag.get(tag)
      if (!keys) continue
      this.byTag.delete(tag)
      for (const key of keys) this.drop(key)
    }
  }

  private drop(key: string) {
    const entry = this.entries.get(key)
    if (!entry) return
    this.entries.delete(key)
    for (const tag of entry.tags) this.byTag.get(tag)?.delete(key)
  }
}
