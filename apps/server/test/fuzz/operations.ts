import fc from 'fast-check'
import {
  bodyArb,
  edgesArb,
  HOSTILE_SEGMENTS,
  hostileTextArb,
  hostileValueArb,
  type IdPool,
  type JsonSchema,
  mutatedArb,
  validTextArb,
} from './arbitraries.ts'

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

/**
 * How much of a request is broken: `valid` follows the schemas everywhere (so the request
 * reaches the service), `one` breaks exactly one thing (a path segment, a query value, an
 * unknown query key, or one spot of the body), `chaos` breaks anything anywhere.
 */
type Mode = 'valid' | 'one' | 'chaos'
type Part = 'path' | 'query' | 'extra' | 'body'

/** A request to the operation: its path, query and body from the schemas, valid or hostile. */
export function requestArb(op: Operation, pool: IdPool, authHeaders: Record<string, string>): fc.Arbitrary<FuzzRequest> {
  // the operation's path tells the arbitraries which kind of row an `{id}` or `ids` names
  pool = { ...pool, path: op.path }
  const parts: Part[] = ['extra', ...(op.pathParams.length ? ['path' as const] : []), ...(op.query.length ? ['query' as const] : [])]
  if (['POST', 'PUT', 'PATCH', 'DELETE'].includes(op.method)) parts.push('body')
  const plan = fc
    .constantFrom<Mode>('valid', 'valid', 'valid', 'valid', 'valid', 'one', 'one', 'one', 'chaos', 'chaos')
    .chain((mode) => fc.tuple(fc.constant(mode), fc.constantFrom(...parts), fc.nat()))
  const headers = fc.record({
    lang: fc.constantFrom(...LANGS),
    country: fc.option(fc.constantFrom('VN', 'KR', 'XX', '\u00ff'), { freq: 4 }),
  })
  return plan.chain(([mode, broken, which]) => {
    const hostile = (part: Part) => mode === 'chaos' || (mode === 'one' && broken === part)
    return fc
      .tuple(
        pathArb(op, pool, hostile('path'), mode === 'chaos', which),
        queryArb(op, pool, hostile('query'), mode === 'chaos', which),
        extraArb(hostile('extra')),
        bodyFor(op, pool, mode === 'valid' ? 'valid' : hostile('body') ? mode : 'valid'),
        headers,
      )
      .map(([p, q, extra, body, h]) => {
        const query = [q, extra].filter(Boolean).join('&')
        const out: FuzzRequest = {
          method: op.method,
          url: query ? `${p}?${query}` : p,
          headers: { ...authHeaders, 'accept-language': h.lang, ...(h.country ? { 'x-country': h.country } : {}) },
        }
        if (body) {
          out.payload = body.payload
          if (body.type) out.headers['content-type'] = body.type
        }
        return out
      })
  })
}

/** The path with its parameters filled in: valid values (ids of real rows), or a hostile segment in one (or, in chaos, any). */
function pathArb(op: Operation, pool: IdPool, broken: boolean, chaos: boolean, which: number): fc.Arbitrary<string> {
  const target = op.pathParams.length ? which % op.pathParams.length : -1
  const segment = (p: { name: string; schema: JsonSchema }, i: number) => {
    const valid = validTextArb(p.schema, pool, p.name).map(enc)
    if (!broken || (!chaos && i !== target)) return valid
    return chaos
      ? fc.oneof({ weight: 1, arbitrary: valid }, { weight: 1, arbitrary: fc.constantFrom(...HOSTILE_SEGMENTS) })
      : fc.constantFrom(...HOSTILE_SEGMENTS)
  }
  return fc.tuple(...op.pathParams.map(segment)).map((values) => {
    let url = op.path
    op.pathParams.forEach((p, i) => {
      url = url.replace(`{${p.name}}`, values[i] || 'x')
    })
    return url
  })
}

/** The query: required parameters and some optional ones, valid, with one (or, in chaos, any) hostile. */
function queryArb(op: Operation, pool: IdPool, broken: boolean, chaos: boolean, which: number): fc.Arbitrary<string> {
  const target = op.query.length ? which % op.query.length : -1
  const value = (q: Operation['query'][number], i: number) => {
    const valid = validTextArb(q.schema, pool, q.name)
    if (broken && (chaos || i === target)) return chaos ? fc.oneof(valid, hostileTextArb) : hostileTextArb
    return valid
  }
  return fc
    .tuple(
      ...op.query.map((q, i) => {
        const pair = value(q, i).map((v) => [q.name, v] as const)
        return q.required || (broken && i === target) ? pair : fc.option(pair, { freq: 2 })
      }),
    )
    .map((pairs) =>
      pairs
        .filter((p): p is readonly [string, string] => Array.isArray(p))
        .map(([k, v]) => `${enc(k)}=${enc(v)}`)
        .join('&'),
    )
}

/** A query parameter nobody asked for (a repeated one, a prototype key, an operator). */
function extraArb(broken: boolean): fc.Arbitrary<string> {
  if (!broken) return fc.constant('')
  return fc
    .tuple(fc.constantFrom('extra', 'page', 'limit', '__proto__', 'constructor', 'sort[$ne]', 'q', 'id'), hostileTextArb)
    .map(([k, v]) => `${enc(k)}=${enc(v)}`)
}

type Body = { payload: FuzzRequest['payload']; type?: string } | undefined

function bodyFor(op: Operation, pool: IdPool, mode: Mode): fc.Arbitrary<Body> {
  const takesBody = ['POST', 'PUT', 'PATCH', 'DELETE'].includes(op.method)
  if (!takesBody) return fc.constant(undefined)
  const json = (v: unknown): Body => ({ payload: JSON.stringify(v) ?? 'null', type: 'application/json' })
  const odd = fc.oneof(
    fc.constant<Body>({ payload: '{"a":', type: 'application/json' }),
    fc.constant<Body>({ payload: '', type: 'application/json' }),
    fc.constant<Body>({ payload: 'x=1&y=%00', type: 'application/x-www-form-urlencoded' }),
    fc.constant<Body>({ payload: 'just text', type: 'text/plain' }),
    fc.constant<Body>({ payload: '{"a":1}', type: 'application/xml' }),
    fc.constant<Body>(undefined),
    hostileValueArb.map(json),
    formArb(),
  )
  // no JSON body documented: nothing (or a form, for the multipart routes); anything when broken
  if (!op.body)
    return mode === 'valid' ? fc.oneof({ weight: 3, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: formArb() }) : odd
  if (mode === 'valid') return edgesArb(op.body.schema, pool).map(json)
  if (mode === 'one') return fc.oneof({ weight: 4, arbitrary: mutatedArb(op.body.schema, pool).map(json) }, { weight: 1, arbitrary: odd })
  return fc.oneof({ weight: 3, arbitrary: bodyArb(op.body.schema, pool).map(json) }, { weight: 1, arbitrary: odd })
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
