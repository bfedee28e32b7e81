/** Recent searches of this browser (anonymous visitors; signed-in users also have theirs on the server). */
const KEY = 'xinh_recent_searches'

export function readRecent(): string[] {
  try {
    const list = JSON.parse(localStorage.getItem(KEY) ?? '[]')
    return Array.isArray(list) ? list.filter((s) => typeof s === 'string').slice(0, 10) : []
  } catch {
    return []
  }
}

export function rememberSearch(keyword: string) {
  const k = keyword.trim()
  if (!k) return
  try {
    localStorage.setItem(KEY, JSON.stringify([k, ...readRecent().filter((s) => s.toLowerCase() !== k.toLowerCase())].slice(0, 10)))
  } catch {}
}

export function clearRecent() {
  try {
    localStorage.removeItem(KEY)
  } catch {}
}
