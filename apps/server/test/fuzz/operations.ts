import fc from 'fast-check'
import { bodyArb, HOSTILE_SEGMENTS, hostileValueArb, type IdPool, type JsonSchema, textArb } from './arbitraries.ts'

/** One operation of the OpenAPI document, as the fuzz suite drives it. */
export type Operation = {
  key: string
  method: string
  path: string
  pathParams: Array<{ name: string; schema: JsonSchema }>
  query: Array<{ name: string; required: boolean; schema: JsonSchema }>
  body?: { required: boolean; schema: JsonSchema }
  responses: string[]
  /** Who may call it (`x-access`: public, member, user, seller, admin). */
  access: string
}

export type FuzzRequest = {
  method: string
  url: string
  headers: Record<string, string>
  /** JSON text, a raw text body, or a multipart form; undefined: no body. */
  payload?: string | { form: Array<[string, string | { bytes: number[]; filename: string; type: string }]> }
}

type OpenApi = {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Array<{ in: string; name: string; required?: boolean; schema: JsonSchema }>
        requestBody?: { required?: boolean; content?: Record<string, { schema: JsonSchema }> }
        responses?: Record<string, unknown>
        'x-access'?: string
      }
    >
  >
}

/** Every operation of the document, in document order. */
export function operationsOf(doc: OpenApi): Operation[] {
  const out: Operation[] = []
  for (const [path, ops] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(ops)) {
      const params = op.parameters ?? []
      const json = op.requestBody?.content?.['application/json']
      out.push({
        key: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        pathParams: params.filter((p) => p.in === 'path').map((p) => ({ name: p.name, schema: p.schema })),
        query: params.filter((p) => p.in === 'query').map((p) => ({ name: p.name, required: Boolean(p.required), schema: p.schema })),
        body: json ? { required: Boolean(op.requestBody?.required), schema: json.schema } : undefined,
        responses: Object.keys(op.responses ?? {}),
        access: op['x-access'] ?? 'public',
      })
    }
  }
  return out
}

/** URL-encodes like a client would; a lone surrogate goes out as the bytes of one (invalid UTF-8), as a raw client can send. */
function enc(v: string): string {
  try {
    return encodeURIComponent(v)
  } catch {
    return Array.from(v, (c) => (/[\ud800-\udfff]/.test(c) ? '%ED%A0%80' : encodeURIComponent(c))).join('')
  }
}

const LANGS = ['vi', 'en', 'ko', 'vi-VN,vi;q=0.9', 'fr', '*', 'en-US,en;q=0.5', '\u00e9\u00e9', 'x'.repeat(300)]

/** A request to the operation: its path, query and body from the schemas, valid or hostile. */
export function requestArb(op: Operation, pool: IdPool, authHeaders: Record<string, string>): fc.Arbitrary<FuzzRequest> {
  const segment = (p: { name: string; schema: JsonSchema }) =>
    fc.oneof(
      { weight: 3, arbitrary: textArb(p.schema, pool, p.name).map(enc) },
      { weight: 1, arbitrary: fc.constantFrom(...HOSTILE_SEGMENTS) },
    )
  const path = fc.tuple(...op.pathParams.map(segment)).map((values) => {
    let url = op.path
    op.pathParams.forEach((p, i) => {
      url = url.replace(`{${p.name}}`, values[i] || 'x')
    })
    return url
  })
  const query = fc
    .tuple(
      ...op.query.map((q) =>
        q.required
          ? textArb(q.schema, pool, q.name).map((v) => [q.name, v] as const)
          : fc.option(
              textArb(q.schema, pool, q.name).map((v) => [q.name, v] as const),
              { freq: 2 },
            ),
      ),
      fc.option(
        fc.tuple(
          fc.constantFrom('extra', 'page', 'limit', '__proto__', 'sort[$ne]', 'q'),
          fc.constantFrom('1', '-1', '\u0000', "' or 1=1 --", 'x'.repeat(5000)),
        ),
        { freq: 8 },
      ),
    )
    .map((pairs) =>
      pairs
        .filter((p): p is readonly [string, string] => Array.isArray(p))
        .map(([k, v]) => `${enc(k)}=${enc(v)}`)
        .join('&'),
    )
  const headers = fc.record({
    lang: fc.constantFrom(...LANGS),
    country: fc.option(fc.constantFrom('VN', 'KR', 'XX', '\u00ff'), { freq: 4 }),
  })
  return fc.tuple(path, query, bodyFor(op, pool), headers).map(([p, q, body, h]) => {
    const out: FuzzRequest = {
      method: op.method,
      url: q ? `${p}?${q}` : p,
      headers: { ...authHeaders, 'accept-language': h.lang, ...(h.country ? { 'x-country': h.country } : {}) },
    }
    if (body) {
      out.payload = body.payload
      if (body.type) out.headers['content-type'] = body.type
    }
    return out
  })
}

type Body = { payload: FuzzRequest['payload']; type?: string } | undefined

function bodyFor(op: Operation, pool: IdPool): fc.Arbitrary<Body> {
  const takesBody = ['POST', 'PUT', 'PATCH', 'DELETE'].includes(op.method)
  if (!takesBody) return fc.constant(undefined)
  const json = (v: unknown): Body => ({ payload: JSON.stringify(v) ?? 'null', type: 'application/json' })
  const odd = fc.oneof(
    fc.constant<Body>({ payload: '{"a":', type: 'application/json' }),
    fc.constant<Body>({ payload: '', type: 'application/json' }),
    fc.constant<Body>({ payload: 'x=1&y=%00', type: 'application/x-www-form-urlencoded' }),
    fc.constant<Body>({ payload: 'just text', type: 'text/plain' }),
    fc.constant<Body>({ payload: '{"a":1}', type: 'application/xml' }),
    hostileValueArb.map(json),
    formArb(),
  )
  if (!op.body) return fc.oneof({ weight: 6, arbitrary: fc.constant(undefined) }, { weight: 4, arbitrary: odd })
  return fc.oneof(
    { weight: 17, arbitrary: bodyArb(op.body.schema, pool).map(json) },
    { weight: 2, arbitrary: odd },
    { weight: 1, arbitrary: fc.constant(undefined) },
  )
}

/** A multipart form: a field or two and maybe a "file" of random bytes, named like an image. */
function formArb(): fc.Arbitrary<Body> {
  return fc
    .tuple(
      fc.array(fc.tuple(fc.constantFrom('name', 'type', 'file', 'files', '__proto__'), fc.string({ maxLength: 30 })), { maxLength: 2 }),
      fc.option(
        fc.tuple(fc.uint8Array({ maxLength: 512 }), fc.constantFrom('a.png', 'a.jpg', 'a.mp4', '../../x.png', 'a.xlsx', '\u0000.png')),
        {
          freq: 2,
        },
      ),
    )
    .map(([fields, file]) => ({
      payload: {
        form: [
          ...fields.map(([k, v]) => [k, v] as [string, string]),
          ...(file
            ? [
                ['file', { bytes: [...file[0]], filename: file[1], type: 'application/octet-stream' }] as [
                  string,
                  { bytes: number[]; filename: string; type: string },
                ],
              ]
            : []),
        ],
      },
    }))
}
