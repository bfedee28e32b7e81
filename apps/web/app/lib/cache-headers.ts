/**
 * The `headers` export of a public page (decision 007): the same HTML for every anonymous
 * visitor, so the server stores it in its shared page cache and a CDN in front may keep it
 * briefly (`CDN-Cache-Control`, RFC 9213). Browsers must ask again every time (ETag → 304, a
 * few bytes): a browser allowed to serve it stale would show the signed-out page right after
 * the visitor signs in. Renders for someone signed in are re-marked private by the server.
 */
export function publicPageHeaders() {
  return {
    'Cache-Control': 'public, max-age=0, must-revalidate',
    'CDN-Cache-Control': 'max-age=60, stale-while-revalidate=300',
  }
}
