import fc from 'fast-check'

/**
 * Values for the fuzz suite, derived from the JSON Schemas of the OpenAPI document
 * (`app.swagger()`): mostly valid-looking values, so requests get past validation and reach the
 * services, mixed with hostile ones that a client could send on purpose.
 */

export type JsonSchema = {
  type?: string | string[]
  format?: string
  pattern?: string
  enum?: unknown[]
  const?: unknown
  nullable?: boolean
  minLength?: number
  maxLength?: number
  minimum?: number
  maximum?: number
  exclusiveMinimum?: boolean | number
  exclusiveMaximum?: boolean | number
  minItems?: number
  maxItems?: number
  items?: JsonSchema
  properties?: Record<string, JsonSchema>
  required?: string[]
  additionalProperties?: boolean | JsonSchema
  anyOf?: JsonSchema[]
  oneOf?: JsonSchema[]
  allOf?: JsonSchema[]
  default?: unknown
}

/**
 * Values of rows that exist, so generated requests reach real records: ids by kind (`order`,
 * `product`, `variant`, `cart`…), voucher and order codes, ward codes, reason ids, media URLs.
 * `path` is the operation being fuzzed (it tells which kind an `{id}` or `ids` is).
 */
export type IdPool = {
  ids: Record<string, string[]>
  codes: string[]
  wardCodes: string[]
  reasons: string[]
  media: string[]
  path?: string
}

/** The kind of row a path's `{id}` names: the collection just before it (`/orders/{id}` → order). */
const KIND_OF_COLLECTION: Record<string, string> = {
  carts: 'cart',
  orders: 'order',
  products: 'product',
  returns: 'return',
  vouchers: 'voucher',
  'voucher-buyer': 'voucher',
  promotions: 'promotion',
  'size-charts': 'size_chart',
  addresses: 'address',
  payments: 'payment',
  refunds: 'refund',
  shops: 'shop',
  categories: 'category',
  collections: 'collection',
  banners: 'banner',
  feedbacks: 'product',
  pay: 'momo_order',
  // community (issue 16)
  post: 'post',
  comment: 'comment',
  user: 'user',
  users: 'user',
  shop: 'shop',
  'shop-feedback': 'shop',
  'reported-content': 'report_case',
}

/** Admin operations on accounts draw from rows made for them (world.ts), never the actors'. */
const ADMIN_TARGETS: Record<string, string> = { users: 'admin_target_user', shops: 'admin_target_shop', deletions: 'admin_target_user' }

/** The kind of id a parameter or field holds, if we can tell. */
function idKind(name: string, path = ''): string | undefined {
  const key = name.toLowerCase()
  if (key === 'id' || key === 'ids' || key === 'productid' || key === 'orderid') {
    const before = /\/([\w-]+)\/\{\w+\}/.exec(path)?.[1] ?? /\/([\w-]+)\/[\w-]+$/.exec(path)?.[1]
    if (key === 'productid') return 'product'
    // an admin locking a user, closing a shop or scheduling a deletion acts on accounts that are
    // not the fuzzer's own actors: their access must stay what it was for the access oracle
    if (path.startsWith('/api/v1/admin/') && before && ADMIN_TARGETS[before]) return ADMIN_TARGETS[before]
    return before ? KIND_OF_COLLECTION[before] : undefined
  }
  const m = /^(\w+?)_ids?$/.exec(key)
  return m ? m[1] : undefined
}

const LONG = 'x'.repeat(100_000)

/** Strings nobody should be able to break the server with. */
export const HOSTILE_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  "' or 1=1 --",
  '"; DROP TABLE users; --',
  '<script>alert(1)</script>',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '%00',
  '%',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: the text itself is the attack (log4shell)
  '${jndi:ldap://x}',
  '{{7*7}}',
  '\u202eevil',
  '🙂🙃'.repeat(50),
  'Nguyễn Thị Ánh',
  'ｆｕｌｌｗｉｄｔｈ',
  'e\u0301'.repeat(200),
  '\ud800',
  LONG,
  'NaN',
  'Infinity',
  'null',
  'true',
  '-1',
  '0',
  '99999999999999999999',
  '1e309',
  '00000000-0000-0000-0000-000000000000',
  '__proto__',
  'constructor',
]

/** Any JSON value that is not what a schema asked for. */
export const HOSTILE_VALUES: unknown[] = [
  null,
  0,
  -1,
  1.5,
  -0,
  2 ** 31,
  2 ** 53 + 2,
  Number.MAX_VALUE,
  -Number.MAX_VALUE,
  true,
  false,
  [],
  [null],
  Array.from({ length: 2000 }, (_, i) => i),
  {},
  { __proto__: { admin: true } },
  JSON.parse('{"__proto__": {"polluted": true}}'),
  { $ne: null },
  { $gt: '' },
  nest(64),
  ...HOSTILE_STRINGS,
]

/** Path segments for an `:id`-like parameter that is not an id (already URL-encoded). */
export const HOSTILE_SEGMENTS = [
  'abc',
  '-1',
  '0',
  '12345678901234567890',
  '%00',
  'a%00b',
  '%FF',
  '%C0%AE%C0%AE',
  '..',
  '%2e%2e',
  'a%2Fb',
  '%20',
  encodeURIComponent("' or 1=1 --"),
  encodeURIComponent('<script>alert(1)</script>'),
  encodeURIComponent('Nguyễn'),
  encodeURIComponent('🙂'),
  'x'.repeat(3000),
  '00000000-0000-0000-0000-000000000000',
  'FFFFFFFF-FFFF-4FFF-BFFF-FFFFFFFFFFFF',
  '0190a6e2-7c1b-7cc3-8f2a-9d1e2f3a4b5c%20',
  '1e9',
  'true',
  'null',
  '__proto__',
]

function nest(depth: number): unknown {
  let v: unknown = 'deep'
  for (let i = 0; i < depth; i++) v = { a: v }
  return v
}

const typeOf = (s: JsonSchema): string | undefined => (Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type)

/** A value the schema accepts (or very nearly: patterns and formats are followed, not proven). */
export function validArb(schema: JsonSchema, pool: IdPool, name = ''): fc.Arbitrary<unknown> {
  const inner = validInner(schema, pool, name)
  return schema.nullable ? fc.oneof({ weight: 5, arbitrary: inner }, { weight: 1, arbitrary: fc.constant(null) }) : inner
}

function validInner(s: JsonSchema, pool: IdPool, name: string): fc.Arbitrary<unknown> {
  if (s.const !== undefined) return fc.constant(s.const)
  if (s.enum?.length) return fc.constantFrom(...s.enum)
  const union = s.anyOf ?? s.oneOf
  if (union?.length) return fc.oneof(...union.map((m) => validArb(m, pool, name)))
  if (s.allOf?.length) return validArb(Object.assign({}, ...s.allOf), pool, name)
  switch (typeOf(s)) {
    case 'string':
      return stringArb(s, pool, name)
    case 'integer':
      return fc.oneof(smallArb(s, true), fc.integer({ min: lower(s, true), max: upper(s, true) }))
    case 'number':
      return fc.oneof(
        smallArb(s, false),
        fc.integer({ min: lower(s, true), max: upper(s, true) }),
        fc.double({ min: lower(s, false), max: upper(s, false), noNaN: true, noDefaultInfinity: true }),
      )
    case 'boolean':
      return fc.boolean()
    case 'array': {
      const minLength = s.minItems ?? 0
      const maxLength = Math.max(minLength, Math.min(s.maxItems ?? 4, 4))
      return fc.array(validArb(s.items ?? {}, pool, name), { minLength, maxLength })
    }
    case 'object':
      return objectArb(s, pool)
    default:
      return fc.oneof(fc.string({ maxLength: 20 }), fc.integer(), fc.boolean())
  }
}

/** Most real numbers are small and positive (quantities, sizes, pages): weigh them in, within the bounds. */
function smallArb(s: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = Math.max(lower(s, integer), integer ? 1 : 0.5)
  const max = Math.min(upper(s, integer), 300)
  if (min > max) return fc.integer({ min: lower(s, true), max: upper(s, true) })
  return integer
    ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
    : fc.integer({ min: Math.ceil(min) * 10, max: Math.floor(max) * 10 }).map((n) => n / 10)
}

function lower(s: JsonSchema, integer: boolean) {
  const min = s.minimum ?? -1_000_000
  const exclusive = s.exclusiveMinimum === true ? (integer ? 1 : 1e-9) : 0
  const value = typeof s.exclusiveMinimum === 'number' ? s.exclusiveMinimum + (integer ? 1 : 1e-9) : min + exclusive
  return Math.max(integer ? Math.ceil(value) : value, -Number.MAX_SAFE_INTEGER)
}

function upper(s: JsonSchema, integer: boolean) {
  // big enough to find overflows, small enough to be an amount someone might type
  const max = Math.min(s.maximum ?? 100_000_000, Number.MAX_SAFE_INTEGER)
  const exclusive = s.exclusiveMaximum === true ? (integer ? 1 : 1e-9) : 0
  const value = typeof s.exclusiveMaximum === 'number' ? s.exclusiveMaximum - (integer ? 1 : 1e-9) : max - exclusive
  return integer ? Math.floor(value) : value
}

const VIETNAMESE_WORDS = ['Áo', 'thun', 'nữ', 'váy', 'lụa', 'đầm', 'son', 'môi', 'Hà Nội', 'giày', 'túi', 'xách', 'kem', 'chống nắng']

function stringArb(s: JsonSchema, pool: IdPool, name: string): fc.Arbitrary<string> {
  const minLength = s.minLength ?? 0
  const maxLength = s.maxLength ?? Math.max(minLength, 40)
  const fit = (a: fc.Arbitrary<string>) => a.filter((v) => v.length >= minLength && v.length <= maxLength)
  const key = name.toLowerCase()
  if (key === 'reason_id' && pool.reasons.length)
    return fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...pool.reasons) }, fc.constant('other'))
  if (s.format === 'uuid' || /(^|_)ids?$/.test(key) || key.endsWith('id')) {
    const all = Object.values(pool.ids).flat()
    const kind = idKind(name, pool.path)
    const ofKind = kind ? (pool.ids[kind] ?? []) : []
    return fc.oneof(
      { weight: ofKind.length ? 6 : 0, arbitrary: ofKind.length ? fc.constantFrom(...ofKind) : fc.uuid() },
      { weight: all.length ? 2 : 0, arbitrary: all.length ? fc.constantFrom(...all) : fc.uuid() },
      { weight: 1, arbitrary: fc.uuid() },
    )
  }
  if ((key === 'media' || key.includes('image')) && pool.media.length) return fc.oneof(fc.constantFrom(...pool.media), fc.webUrl())
  if (s.format === 'date-time')
    return fc.date({ min: new Date('2020-01-01'), max: new Date('2030-12-31'), noInvalidDate: true }).map((d) => d.toISOString())
  if (s.format === 'uri' || s.format === 'url') return fc.webUrl()
  if (key === 'ward_code' && pool.wardCodes.length) return fc.constantFrom(...pool.wardCodes)
  if (key === 'province_code') return fc.constantFrom('79', '01', '48')
  if ((key === 'code' || key.endsWith('voucher_code')) && !s.pattern && pool.codes.length)
    return fc.oneof(fc.constantFrom(...pool.codes), fit(fc.string({ minLength, maxLength })))
  if (key.includes('email'))
    return fc.oneof(
      fc.tuple(fc.constantFrom('lan', 'minh.anh', 'hoa_99', 'Tuan'), fc.nat(999)).map(([n, i]) => `${n}${i}@example.vn`),
      fit(fc.emailAddress()),
    )
  if (key.includes('phone')) return fc.constantFrom('0912345678', '0987654321', '+84912345678')
  // never the fixtures' password: a fuzzed password change or account deletion would lock a role out
  if (key.includes('password')) return fc.constantFrom('Matkhau@456', 'Khac#2026x', 'short')
  if (s.pattern) {
    let re: RegExp | undefined
    try {
      re = new RegExp(s.pattern)
    } catch {
      re = undefined
    }
    if (re) return fit(fc.stringMatching(re))
  }
  const words = fc.array(fc.constantFrom(...VIETNAMESE_WORDS), { minLength: 1, maxLength: 12 }).map((w) => w.join(' '))
  return fit(
    fc.oneof(
      { weight: 3, arbitrary: words.map((w) => (w.length < minLength ? w.padEnd(minLength, ' ạ') : w.slice(0, maxLength))) },
      { weight: 2, arbitrary: fc.string({ minLength, maxLength: Math.min(maxLength, 200) }) },
      { weight: 1, arbitrary: fc.string({ unit: 'grapheme', minLength, maxLength: Math.min(maxLength, 60) }) },
    ),
  )
}

function objectArb(s: JsonSchema, pool: IdPool): fc.Arbitrary<Record<string, unknown>> {
  const props = s.properties ?? {}
  const required = new Set(s.required ?? [])
  const record: Record<string, fc.Arbitrary<unknown>> = {}
  for (const [key, prop] of Object.entries(props)) record[key] = validArb(prop, pool, key)
  const requiredKeys = Object.keys(props).filter((k) => required.has(k))
  return fc.record(record, { requiredKeys }) as fc.Arbitrary<Record<string, unknown>>
}

export const hostileValueArb: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_VALUES) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 50 }) },
)

/**
 * A valid value with one thing broken: a field replaced by a hostile value, a required field
 * removed, an unknown key added, or an element of an array broken.
 */
export function mutatedArb(schema: JsonSchema, pool: IdPool): fc.Arbitrary<unknown> {
  return fc
    .tuple(validArb(schema, pool), fc.nat(), hostileValueArb, fc.constantFrom('replace', 'drop', 'extra', 'proto'))
    .map(([value, pick, hostile, how]) => mutate(value, pick, hostile, how))
}

function mutate(value: unknown, pick: number, hostile: unknown, how: 'replace' | 'drop' | 'extra' | 'proto'): unknown {
  const containers: Array<Record<string, unknown> | unknown[]> = []
  const walk = (v: unknown) => {
    if (v && typeof v === 'object') {
      containers.push(v as Record<string, unknown>)
      for (const child of Object.values(v)) walk(child)
    }
  }
  walk(value)
  if (!containers.length) return hostile
  const target = containers[pick % containers.length]!
  const keys = Object.keys(target)
  if (Array.isArray(target)) {
    if (how === 'drop' && target.length) target.splice(pick % target.length, 1)
    else if (target.length) target[pick % target.length] = hostile
    else target.push(hostile)
    return value
  }
  const key = keys.length ? keys[pick % keys.length]! : 'x'
  if (how === 'replace') target[key] = hostile
  else if (how === 'drop') delete target[key]
  else if (how === 'extra') target[`extra_${pick % 7}`] = hostile
  else Object.defineProperty(target, '__proto__', { value: { isAdmin: true }, enumerable: true, configurable: true, writable: true })
  return value
}

/** A valid body, sometimes at the edges of an object schema: nothing at all, or only what is required. */
export function edgesArb(schema: JsonSchema, pool: IdPool): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 8, arbitrary: validArb(schema, pool) },
    { weight: 1, arbitrary: fc.constant({}) },
    { weight: 1, arbitrary: validArb({ ...schema, properties: requiredOnly(schema) }, pool) },
  )
}

/** A body for a schema: valid, valid but broken in one place, or something else entirely. */
export function bodyArb(schema: JsonSchema, pool: IdPool): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 5, arbitrary: edgesArb(schema, pool) },
    { weight: 4, arbitrary: mutatedArb(schema, pool) },
    { weight: 1, arbitrary: hostileValueArb },
  )
}

function requiredOnly(schema: JsonSchema): Record<string, JsonSchema> | undefined {
  if (!schema.properties) return undefined
  const required = new Set(schema.required ?? [])
  return Object.fromEntries(Object.entries(schema.properties).filter(([k]) => required.has(k)))
}

/** A query or path value, as text, valid for the schema (an array as comma-separated values). */
export function validTextArb(schema: JsonSchema, pool: IdPool, name: string): fc.Arbitrary<string> {
  return validArb(schema, pool, name).map((v) =>
    v === null || v === undefined ? '' : Array.isArray(v) ? v.join(',') : typeof v === 'object' ? JSON.stringify(v) : String(v),
  )
}

/** A query or path value no schema should accept as is. */
export const hostileTextArb: fc.Arbitrary<string> = fc.constantFrom(
  ...HOSTILE_STRINGS.filter((s) => s.length < 5000),
  'x'.repeat(5000),
  '[]',
  '{}',
)
