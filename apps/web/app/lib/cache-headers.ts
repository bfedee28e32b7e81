/**
 * The `headers` export of a public page (decision 007): the same HTML for every anonymous
 * visitor, so the server stores it in its shared page cache and any cache in front may keep it
 * briefly. Browsers revalidate each time (ETag → 304). Renders for someone signed in are
 * re-marked private by the server.
 */
export function publicPageHeaders() {
  return { 'Cache-Control': 'public, max-age=0, s-maxage=60, stale-while-revalidate=300' }
}
