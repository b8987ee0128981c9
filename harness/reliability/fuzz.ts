/**
 * Generated malformed requests (fast-check) across every endpoint of the shop. GraphQL operations are generated
 * from the shop's own schema (server/accounts/schema.ts, server/orders/schema.ts), so a new field is fuzzed
 * without anyone listing it. Each case is sent over real HTTP; the verdict is in `judge`.
 */
import { request as httpRequest, Agent, type OutgoingHttpHeaders } from 'node:http'
import fc from 'fast-check'
import {
  buildSchema,
  getNamedType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLOutputType,
  type GraphQLSchema,
} from 'graphql'
import { accountsTypeDefs } from '@/server/accounts/schema'
import { ordersTypeDefs } from '@/server/orders/schema'
import type { CatalogueProduct } from './shop-client'

export interface FuzzCase {
  kind: string
  method: string
  path: string
  headers: OutgoingHttpHeaders
  body?: Buffer
}

export interface FuzzAnswer {
  status: number
  contentType: string
  body: string
  ms: number
  error?: string
}

/** Built with this module's own `graphql` (yoga's copy may be another realm under vitest). */
export function shopSchema(): GraphQLSchema {
  return buildSchema(`${accountsTypeDefs}\n${ordersTypeDefs}`)
}

// — values —————————————————————————————————————————————————————————————————————————

const nasty = fc.constantFrom(
  '',
  ' ',
  '\u0000',
  '\uFFFF',
  '\uD800',
  '😀'.repeat(50),
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '../../etc/passwd',
  '%00',
  '{{7*7}}',
  '$where',
  'a'.repeat(5_000),
  '__proto__',
  'constructor',
  'NaN',
  '-0',
  '1e309',
)
const text = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  nasty,
)
const number = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(2 ** 31, -(2 ** 31) - 1, Number.MAX_SAFE_INTEGER + 2, 1e308, -1, 0),
)
/** Any JSON value, with the awkward ones over-represented. */
const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  { depthSize: 'small' },
  fc.jsonValue({ maxDepth: 4 }),
  text,
  number,
  fc.constantFrom(null, true, false, [], {}, { __proto__: { admin: true } }, { constructor: { prototype: {} } }),
)

/** A value for a GraphQL input type: mostly the right shape with odd content, sometimes the wrong shape. */
function inputValue(type: GraphQLInputType, depth = 0): fc.Arbitrary<unknown> {
  const wrong = anyJson
  if (isNonNullType(type))
    return fc.oneof(
      { weight: 6, arbitrary: inputValue(type.ofType, depth) },
      { weight: 1, arbitrary: fc.constant(null) },
    )
  if (isListType(type))
    return fc.oneof(
      { weight: 4, arbitrary: fc.array(inputValue(type.ofType, depth + 1), { maxLength: 4 }) },
      { weight: 1, arbitrary: wrong },
    )
  if (isInputObjectType(type)) {
    if (depth > 3) return fc.constant({})
    const fields = type.getFields()
    const record = fc.record(
      Object.fromEntries(Object.values(fields).map((f) => [f.name, inputValue(f.type, depth + 1)])),
      { requiredKeys: [] },
    )
    const extra = fc.dictionary(fc.string({ maxLength: 10 }), anyJson, { maxKeys: 2 })
    return fc.oneof(
      { weight: 5, arbitrary: record },
      { weight: 1, arbitrary: fc.tuple(record, extra).map(([a, b]) => ({ ...b, ...a })) },
      { weight: 1, arbitrary: wrong },
    )
  }
  if (isScalarType(type)) {
    const right =
      type.name === 'Int' ? number : type.name === 'Boolean' ? fc.boolean() : type.name === 'Float' ? number : text
    return fc.oneof({ weight: 5, arbitrary: right }, { weight: 1, arbitrary: wrong })
  }
  return wrong
}

/** GraphQL literal syntax for a JSON-ish value. */
function literal(value: unknown): string {
  if (value === null || value === undefined) return 'null'
  if (typeof value === 'string') return JSON.stringify(value)
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '0'
  if (typeof value === 'boolean') return String(value)
  if (Array.isArray(value)) return `[${value.map(literal).join(', ')}]`
  const entries = Object.entries(value as Record<string, unknown>).filter(([k]) => /^[_A-Za-z][_0-9A-Za-z]*$/.test(k))
  return `{${entries.map(([k, v]) => `${k}: ${literal(v)}`).join(', ')}}`
}

function selection(type: GraphQLOutputType, depth = 0): fc.Arbitrary<string> {
  const named = getNamedType(type)
  if (!isObjectType(named))
    return fc.oneof({ weight: 5, arbitrary: fc.constant('') }, { weight: 1, arbitrary: fc.constant('{ bogus }') })
  const fields = Object.values(named.getFields())
  const sub = fields.map((f) =>
    depth > 4 ? fc.constant(f.name) : selection(f.type, depth + 1).map((s) => `${f.name} ${s}`),
  )
  return fc
    .tuple(
      fc.subarray(
        sub.map((_, i) => i),
        { minLength: 0 },
      ),
      fc.tuple(...sub),
      fc.constantFrom('', '__typename', 'notAField', 'a: __typename b: __typename'),
    )
    .map(([picked, rendered, extra]) => `{ ${[...picked.map((i) => rendered[i]), extra].join(' ')} }`)
}

/** One operation on one root field of the schema, arguments inline or as variables, well- or ill-typed. */
export function graphqlOperation(
  schema: GraphQLSchema,
): fc.Arbitrary<{ query: string; variables?: unknown; operationName?: unknown }> {
  const roots = (['query', 'mutation'] as const).flatMap((op) => {
    const type = op === 'query' ? schema.getQueryType() : schema.getMutationType()
    return type ? Object.values(type.getFields()).map((field) => ({ op, field })) : []
  })
  const one = ({ op, field }: { op: string; field: GraphQLField<unknown, unknown> }) => {
    const args = field.args
    const values = fc.tuple(...args.map((a) => inputValue(a.type)))
    return fc
      .tuple(values, fc.boolean(), selection(field.type), fc.option(anyJson, { nil: undefined }))
      .map(([vals, asVariables, sel, operationName]) => {
        if (asVariables && args.length) {
          const decl = args.map((a) => `$${a.name}: ${String(a.type)}`).join(', ')
          const call = args.map((a) => `${a.name}: $${a.name}`).join(', ')
          return {
            query: `${op} Fuzz(${decl}) { ${field.name}(${call}) ${sel} }`,
            variables: Object.fromEntries(args.map((a, i) => [a.name, vals[i]])),
            operationName: operationName ?? 'Fuzz',
          }
        }
        const call = args.length ? `(${args.map((a, i) => `${a.name}: ${literal(vals[i])}`).join(', ')})` : ''
        return { query: `${op} { ${field.name}${call} ${sel} }`, operationName }
      })
  }
  return fc.oneof(...roots.map(one))
}

/** A document made worse: cut short, spliced with garbage, nested absurdly deep, or aliased many times. */
function mangled(schema: GraphQLSchema): fc.Arbitrary<unknown> {
  const op = graphqlOperation(schema)
  return fc.oneof(
    fc.tuple(op, fc.nat()).map(([o, n]) => ({ ...o, query: o.query.slice(0, n % (o.query.length + 1)) })),
    fc.tuple(op, fc.nat(), text).map(([o, n, junk]) => {
      const at = n % (o.query.length + 1)
      return { ...o, query: o.query.slice(0, at) + junk + o.query.slice(at) }
    }),
    fc.integer({ min: 10, max: 400 }).map((n) => ({ query: `query { me ${'{ me '.repeat(n)}${'}'.repeat(n)} }` })),
    fc
      .integer({ min: 10, max: 2_000 })
      .map((n) => ({ query: `query { ${Array.from({ length: n }, (_, i) => `a${i}: __typename`).join(' ')} }` })),
    fc
      .constantFrom(
        '{ __schema { types { name } } }',
        'subscription { me { _id } }',
        'query A { me { _id } } query A { me { _id } }',
        'fragment F on User { ...F } query { me { ...F } }',
      )
      .map((query) => ({ query })),
    fc.record({ query: anyJson, variables: anyJson }, { requiredKeys: [] }),
  )
}

// — requests ————————————————————————————————————————————————————————————————————————

const ip = fc
  .tuple(fc.integer({ min: 1, max: 254 }), fc.integer({ min: 1, max: 254 }))
  .map(([a, b]) => `10.9.${a}.${b}`)

const jsonPost = (kind: string, path: string, body: fc.Arbitrary<unknown>) =>
  fc.tuple(body, ip).map(([b, from]): FuzzCase => ({
    kind,
    method: 'POST',
    path,
    headers: { 'content-type': 'application/json', 'x-forwarded-for': from },
    body: Buffer.from(JSON.stringify(b) ?? 'null'),
  }))

/** Bodies no JSON parser should accept: invalid UTF-8, truncated JSON, oversize, the wrong content type. */
function rawBodies(kind: string, path: string, limitBytes: number): fc.Arbitrary<FuzzCase> {
  const bodies = fc.oneof(
    fc.constantFrom(
      Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc3, 0x28, 0x22, 0x7d]),
      Buffer.from([0xff, 0xfe, 0xfd]),
      Buffer.from([0xed, 0xa0, 0x80]),
      Buffer.from('{"lines": [{"price_id": "'),
      Buffer.from('{"a":1}{"b":2}'),
    ),
    fc.uint8Array({ maxLength: 200 }).map((a) => Buffer.from(a)),
    fc.integer({ min: 1, max: 4 }).map((n) => Buffer.from(JSON.stringify({ pad: 'x'.repeat(limitBytes * n) }))),
  )
  const types = fc.constantFrom(
    'application/json',
    'application/json; charset=latin1',
    'text/plain',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=x',
    'application/graphql-response+json',
  )
  return fc.tuple(bodies, types, ip).map(([body, type, from]) => ({
    kind,
    method: 'POST',
    path,
    headers: { 'content-type': type, 'x-forwarded-for': from },
    body,
  }))
}

/** A path segment: readable junk, percent-encoded bytes (some not UTF-8), traversal, very long. */
const segment = fc.oneof(
  fc.string({ maxLength: 30 }).map(encodeURIComponent),
  fc
    .uint8Array({ minLength: 1, maxLength: 12 })
    .map((a) => [...a].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('')),
  fc.constantFrom('%', '%zz', '%C0%AF', '..%2F..%2Fetc%2Fpasswd', '%00', 'a'.repeat(3_000), '%E2%82', '.', '..', '~'),
)
const queryValue = fc.oneof(segment, fc.string({ maxLength: 20 }).map(encodeURIComponent))
const queryString = fc
  .array(
    fc.tuple(
      fc.constantFrom('q', 'page', 'price_id', 'session_id', 'w', 'sort', 'size', 'a[b]', 'a[__proto__][x]', '$slug'),
      queryValue,
    ),
    { maxLength: 4 },
  )
  .map((pairs) => (pairs.length ? `?${pairs.map(([k, v]) => `${k}=${v}`).join('&')}` : ''))

function pages(products: CatalogueProduct[]): fc.Arbitrary<FuzzCase> {
  const templates = [
    '/product/',
    '/category/',
    '/verify/',
    '/reset-password/',
    '/account/orders/',
    '/pay/',
    '/',
    '/assets/',
    '/content/images/',
  ]
  const known = products.length
    ? fc.constantFrom(...products.map((p) => `/product/${p.slug}`))
    : fc.constant('/product/x')
  const paths = fc.oneof(
    fc.tuple(fc.constantFrom(...templates), segment).map(([t, s]) => t + s),
    fc
      .tuple(
        fc.constantFrom(
          '/products',
          '/search',
          '/cart',
          '/',
          '/sitemap.xml',
          '/stripe/success',
          '/stripe/error',
          '/api/stock',
          '/api/search/suggestions',
        ),
        queryString,
      )
      .map(([p, q]) => p + q),
    fc.tuple(known, queryString).map(([p, q]) => p + q),
    fc.array(segment, { minLength: 1, maxLength: 5 }).map((s) => `/${s.join('/')}`),
  )
  return fc
    .tuple(paths, fc.constantFrom('GET', 'GET', 'GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH'), ip)
    .map(([path, method, from]) => ({
      kind: 'page',
      method,
      path,
      headers: { 'x-forwarded-for': from },
    }))
}

/** Odd headers on ordinary requests. */
function headers(products: CatalogueProduct[]): fc.Arbitrary<FuzzCase> {
  const value = fc.oneof(
    fc.string({ maxLength: 60 }).map((s) => s.replace(/[\r\n]/g, ' ')),
    fc
      .uint8Array({ maxLength: 40 })
      .map((a) => Buffer.from(a.map((b) => (b < 0x20 || b === 0x7f ? 0x41 : b))).toString('latin1')),
    fc.constantFrom(
      'Bearer ',
      'Bearer a.b.c',
      'Bearer ' + 'x'.repeat(4000),
      'bytes=0-1,2-3,4-5',
      'gzip;q=2, br;q=-1',
      '*/*;q=abc',
      'text/html, application/graphql-response+json',
    ),
  )
  const name = fc.constantFrom(
    'authorization',
    'accept',
    'accept-encoding',
    'accept-language',
    'cookie',
    'range',
    'if-none-match',
    'if-modified-since',
    'x-request-id',
    'x-forwarded-for',
    'content-type',
    'origin',
    'referer',
    'stripe-signature',
    'sanity-webhook-signature',
  )
  const path = fc.constantFrom(
    '/',
    '/products',
    '/graphql',
    '/api/stock?price_id=price_x',
    '/healthz',
    '/sitemap.xml',
    products[0] ? `/product/${products[0].slug}` : '/product/x',
  )
  return fc.tuple(path, fc.array(fc.tuple(name, value), { minLength: 1, maxLength: 4 })).map(([p, hs]) => ({
    kind: 'headers',
    method: 'GET',
    path: p,
    headers: Object.fromEntries(hs),
  }))
}

function contentApi(): fc.Arbitrary<FuzzCase> {
  const groq = fc.oneof(
    fc.string({ maxLength: 80 }),
    fc.constantFrom(
      '*',
      '*[_type == "product"]',
      '*[',
      '*[_type == $t]',
      'count(*)',
      '*[_id in path("drafts.**")]',
      '*[_type=="product"]{...,"x": *[]}',
      'coalesce('.repeat(50),
      '*|order(_createdAt desc)[0...100000]',
      '*[_type == "product"]{"a": @->, "b": ^.^.^}',
    ),
  )
  const versions = fc.constantFrom('v2022-03-07', 'v1', 'vX', 'v2025-02-19', 'v')
  return fc.oneof(
    fc
      .tuple(versions, groq, fc.constantFrom('production', 'nope', '..', '%00'), queryString)
      .map(([v, q, d, extra]) => ({
        kind: 'content-query',
        method: 'GET',
        path: `/content/${v}/data/query/${d}?query=${encodeURIComponent(q)}${extra.replace('?', '&')}`,
        headers: {},
      })),
    fc.tuple(groq, anyJson).map(([q, params]) => ({
      kind: 'content-query-post',
      method: 'POST',
      path: '/content/v2022-03-07/data/query/production',
      headers: { 'content-type': 'application/json' },
      body: Buffer.from(JSON.stringify({ query: q, params }) ?? ''),
    })),
    fc.tuple(fc.array(segment, { minLength: 1, maxLength: 3 })).map(([ids]) => ({
      kind: 'content-doc',
      method: 'GET',
      path: `/content/v2022-03-07/data/doc/production/${ids.join(',')}`,
      headers: {},
    })),
    anyJson.map((mutations) => ({
      kind: 'content-mutate',
      method: 'POST',
      path: '/content/v2022-03-07/data/mutate/production',
      headers: { 'content-type': 'application/json', authorization: 'Bearer not-the-token' },
      body: Buffer.from(JSON.stringify({ mutations }) ?? ''),
    })),
  )
}

function images(products: CatalogueProduct[]): fc.Arbitrary<FuzzCase> {
  const image = products.find((p) => p.imagePath)?.imagePath?.split('?')[0] ?? '/content/images/x/production/none.png'
  const param = fc.tuple(
    fc.constantFrom(
      'w',
      'h',
      'q',
      'fit',
      'fm',
      'auto',
      'rect',
      'dpr',
      'crop',
      'blur',
      'bg',
      'fp-x',
      'max-w',
      'dl',
      'sat',
      'or',
    ),
    fc.oneof(
      fc.integer({ min: -10, max: 100_000 }).map(String),
      queryValue,
      fc.constantFrom('0,0,99999,99999', 'NaN', 'Infinity', 'format', 'webp', 'avif', 'max', 'crop', '1e9'),
    ),
  )
  return fc
    .tuple(
      fc.oneof(
        { weight: 4, arbitrary: fc.constant(image) },
        { weight: 1, arbitrary: segment.map((s) => `/content/images/local/production/${s}`) },
      ),
      fc.array(param, { maxLength: 5 }),
    )
    .map(([p, params]) => ({
      kind: 'image',
      method: 'GET',
      path: `${p}?${params.map(([k, v]) => `${k}=${v}`).join('&')}`,
      headers: {},
    }))
}

function forms(): fc.Arbitrary<FuzzCase> {
  const field = fc.constantFrom(
    'email',
    'cardName',
    'cardNumber',
    'expiry',
    'cvc',
    'line1',
    'city',
    'country',
    'postalCode',
    'state',
    'shipLine1',
    'shipState',
    'shipPostalCode',
    'x[y]',
    '__proto__[a]',
  )
  return fc
    .tuple(
      fc.array(fc.tuple(field, queryValue), { maxLength: 8 }),
      fc.oneof(segment, fc.constant('cs_test_aaaaaaaaaaaaaaaaaaaaaaaa')),
    )
    .map(([pairs, id]) => ({
      kind: 'form',
      method: 'POST',
      path: `/pay/${id}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: Buffer.from(pairs.map(([k, v]) => `${encodeURIComponent(k)}=${v}`).join('&')),
    }))
}

/** Every kind of malformed request, weighted roughly by how much surface each endpoint has. */
export function fuzzCases(products: CatalogueProduct[], schema = shopSchema()): fc.Arbitrary<FuzzCase> {
  const gql = (kind: string, doc: fc.Arbitrary<unknown>) => jsonPost(kind, '/graphql', doc)
  const checkoutBody = fc.oneof(
    anyJson,
    fc.record(
      {
        lines: fc.array(
          fc.record(
            {
              price_id: fc.oneof(text, fc.constantFrom(...products.map((p) => p.priceId), 'price_x')),
              quantity: fc.oneof(number, anyJson),
            },
            { requiredKeys: [] },
          ),
          { maxLength: 60 },
        ),
        idempotency_key: fc.oneof(text, anyJson),
      },
      { requiredKeys: [] },
    ),
  )
  const contactBody = fc.oneof(
    anyJson,
    fc.record(
      {
        fullName: fc.oneof(text, anyJson),
        email: fc.oneof(text, fc.emailAddress(), anyJson),
        subject: fc.oneof(text, anyJson),
        message: fc.oneof(text, anyJson),
      },
      { requiredKeys: [] },
    ),
  )
  return fc.oneof(
    { weight: 6, arbitrary: gql('graphql', graphqlOperation(schema)) },
    { weight: 3, arbitrary: gql('graphql-mangled', mangled(schema)) },
    {
      weight: 1,
      arbitrary: graphqlOperation(schema).map((op): FuzzCase => ({
        kind: 'graphql-get',
        method: 'GET',
        path: `/graphql?query=${encodeURIComponent(op.query)}&variables=${encodeURIComponent(JSON.stringify(op.variables ?? {}))}`,
        headers: { accept: 'application/json' },
      })),
    },
    { weight: 1, arbitrary: rawBodies('graphql-raw', '/graphql', 100_000) },
    { weight: 3, arbitrary: jsonPost('checkout', '/api/checkout', checkoutBody) },
    { weight: 1, arbitrary: rawBodies('checkout-raw', '/api/checkout', 32_000) },
    { weight: 2, arbitrary: jsonPost('contact', '/api/contact', contactBody) },
    { weight: 1, arbitrary: rawBodies('contact-raw', '/api/contact', 16_000) },
    { weight: 1, arbitrary: rawBodies('webhook', '/api/stripe/webhook', 1_000_000) },
    { weight: 1, arbitrary: rawBodies('revalidate', '/api/revalidate', 100_000) },
    { weight: 4, arbitrary: pages(products) },
    { weight: 2, arbitrary: headers(products) },
    { weight: 3, arbitrary: contentApi() },
    { weight: 2, arbitrary: images(products) },
    { weight: 1, arbitrary: forms() },
  )
}

// — sending and judging ——————————————————————————————————————————————————————————————————

const agent = new Agent({ keepAlive: true, maxSockets: 16 })

export function send(origin: string, c: FuzzCase, timeoutMs = 20_000): Promise<FuzzAnswer> {
  const url = new URL(origin)
  const started = performance.now()
  return new Promise((resolve) => {
    const req = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        method: c.method,
        path: c.path,
        headers: { ...c.headers, ...(c.body ? { 'content-length': c.body.length } : {}) },
        agent,
        timeout: timeoutMs,
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => {
          if (chunks.length < 64) chunks.push(chunk)
        })
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            contentType: String(res.headers['content-type'] ?? ''),
            body: Buffer.concat(chunks).toString('utf8'),
            ms: performance.now() - started,
          }),
        )
        res.on('error', (error) =>
          resolve({ status: 0, contentType: '', body: '', ms: performance.now() - started, error: error.message }),
        )
      },
    )
    req.on('timeout', () => req.destroy(new Error(`no answer within ${timeoutMs} ms`)))
    req.on('error', (error) =>
      resolve({ status: 0, contentType: '', body: '', ms: performance.now() - started, error: error.message }),
    )
    req.end(c.body)
  })
}

const STACK = /\n\s+at [^\n]+:\d+:\d+|node_modules\/|\/work\/|webpack:|\(file:\/\//

/** Whether a JSON error names what went wrong: a message (or Sanity's description) of a few characters, at any depth. */
function hasMessage(value: unknown, depth = 0): boolean {
  if (!value || typeof value !== 'object' || depth > 4) return false
  return Object.entries(value).some(
    ([key, v]) =>
      (/^(message|description|error)$/.test(key) && typeof v === 'string' && v.trim().length >= 3) ||
      hasMessage(v, depth + 1),
  )
}

/** Why an answer is unacceptable, or undefined when it is fine. */
export function judge(c: FuzzCase, a: FuzzAnswer): string | undefined {
  if (a.status === 0) return `no answer: ${a.error}`
  if (a.status >= 500) return `${a.status} answer`
  if (STACK.test(a.body)) return 'stack trace or server path in the answer'
  if (a.status >= 400 && c.method !== 'HEAD') {
    if (/json/.test(a.contentType)) {
      let parsed: unknown
      try {
        parsed = JSON.parse(a.body)
      } catch {
        return `${a.status} with a JSON content type that does not parse`
      }
      if (!hasMessage(parsed)) return `${a.status} JSON without a message: ${a.body.slice(0, 120)}`
    } else if (/html/.test(a.contentType)) {
      if (a.body.trim().length < 10) return `${a.status} HTML without a message`
    } else if (!(a.status === 404 || a.status === 405) || a.body.trim() === '') {
      return `${a.status} answered ${a.contentType || 'without a content type'}`
    }
  }
  return undefined
}

export interface FuzzResult {
  cases: number
  byStatus: Record<string, number>
  byKind: Record<string, number>
  failures: Array<{ case: FuzzCase; answer: FuzzAnswer; why: string }>
  slowestMs: number
  seconds: number
}

export async function runFuzz(
  origin: string,
  products: CatalogueProduct[],
  opts: { cases: number; seed: number; concurrency?: number; onProgress?: (done: number) => void },
): Promise<FuzzResult> {
  const started = performance.now()
  const samples = fc.sample(fuzzCases(products), { numRuns: opts.cases, seed: opts.seed })
  const result: FuzzResult = { cases: samples.length, byStatus: {}, byKind: {}, failures: [], slowestMs: 0, seconds: 0 }
  let next = 0
  let done = 0
  await Promise.all(
    Array.from({ length: opts.concurrency ?? 8 }, async () => {
      while (next < samples.length) {
        const c = samples[next++]!
        const answer = await send(origin, c)
        result.byStatus[answer.status] = (result.byStatus[answer.status] ?? 0) + 1
        result.byKind[c.kind] = (result.byKind[c.kind] ?? 0) + 1
        result.slowestMs = Math.max(result.slowestMs, answer.ms)
        const why = judge(c, answer)
        if (why) result.failures.push({ case: c, answer, why })
        if (++done % 1000 === 0) opts.onProgress?.(done)
      }
    }),
  )
  result.seconds = (performance.now() - started) / 1000
  return result
}
