// The hostile requests of server/hostile-suite.ts for one route, as the app registered it (its method and
// path template): the route's valid request, found in the tables of known bodies and queries, with each
// field, query parameter and path parameter in turn holding a hostile value (a NUL, half a surrogate
// pair, 17 digits and more, a number that overflows, `__proto__`), and bodies nested deep, keyed by
// `__proto__` and `constructor`, or no object at all. A route nobody wrote a line for still gets every
// hostile query, path and generic body.
import type { InjectOptions } from 'fastify'
import { OPERATIONS } from './test-bodies'
import * as F from './test-fixture'

export type HostileRequest = { name: string; request: InjectOptions }

const UNKNOWN = '99999999-0000-4000-8000-000000000000'
/** As text in JSON (escaped: half a surrogate pair cannot be written as UTF-8) and in a URL. */
const TEXTS = [
  { name: 'NUL', json: '"A\\u0000B"', url: 'A%00B' },
  { name: 'high surrogate alone', json: '"\\ud800"', url: '%ED%A0%80' },
  { name: 'low surrogate alone', json: '"x\\udfffy"', url: 'x%ED%BF%BFy' },
]
const NUMBERS = ['12345678901234567890', '1e400', '-0.12345678901234567890123']
const NESTED = (depth: number) => '['.repeat(depth) + '"x"' + ']'.repeat(depth)

/** Valid bodies of the routes the API tables (test-bodies.ts) do not cover, by "METHOD template". */
const MORE_BODIES: Record<string, unknown> = {
  'POST /auth/sign-in': { email: 'nobody@group-one.test', password: 'not the password' },
  'POST /team/users': {
    email: 'new@group-one.test',
    name: 'New Person',
    role: 'viewer',
    npis: [F.NPI_MEMBER],
    password: 'a long enough password',
  },
  'PATCH /team/users/:id': { name: 'Vera Viewer', role: 'viewer', npis: [F.NPI_MEMBER], active: true },
  'POST /team/users/:id/password': { password: 'another long password' },
  'POST /team/jobs': { kind: 'deleteDrafts', pharmacyNpi: F.NPI_MEMBER, draftIds: [F.DRAFT(2)] },
  'POST /api/v1/sandbox/faults': { operation: 'searchPharmacies', times: 1, response: { kind: 'drop' } },
}

/** A path template with each parameter naming the object `ids` gives for the segment before it. */
function concrete(template: string, ids: Record<string, string>): string {
  const segments = template.split('/')
  return segments
    .map((s, i) => (s.startsWith(':') ? (ids[segments[i - 1] ?? ''] ?? UNKNOWN) : s === '*' ? 'x' : s))
    .join('/')
}

/** The valid request of the API's tables whose URL this template matches, if any. */
function knownRequest(method: string, template: string): InjectOptions | undefined {
  const pattern = new RegExp(`^${template.replace(/:\w+/g, '[^/?]+').replace(/\*$/, '.*')}(\\?|$)`)
  return Object.values(OPERATIONS).find(
    (op) => op.method === method && typeof op.url === 'string' && pattern.test(op.url),
  )
}

/** JSON text of `body` with `key` (a member, or an index of an array) holding the raw JSON `raw`. */
function withRaw(body: unknown, key: string | number, raw: string): string {
  const mark = '"\u2603hostile\u2603"'
  const copy: unknown = Array.isArray(body) ? [...(body as unknown[])] : { ...(body as object) }
  ;(copy as Record<string | number, unknown>)[key] = JSON.parse(mark)
  return JSON.stringify(copy).replace(mark, raw)
}

function bodies(valid: unknown): { name: string; payload: string }[] {
  const out: { name: string; payload: string }[] = []
  const raws = [...TEXTS.map((t) => [t.name, t.json] as const), ...NUMBERS.map((n) => [n, n] as const)]
  if (valid !== null && typeof valid === 'object') {
    const keys = Array.isArray(valid) ? valid.map((_, i) => i) : Object.keys(valid)
    for (const key of keys) {
      for (const [name, raw] of raws)
        out.push({ name: `body ${key} ${name}`, payload: withRaw(valid, key, raw) })
      out.push({ name: `body ${key} nested 60`, payload: withRaw(valid, key, NESTED(60)) })
    }
  }
  const rest =
    valid !== null && typeof valid === 'object' && !Array.isArray(valid)
      ? JSON.stringify(valid).slice(1)
      : '}'
  const glue = rest === '}' ? '' : ','
  out.push(
    {
      name: 'body __proto__',
      payload: `{"__proto__":{"role":"admin","pharmacyNPI":${F.NPI_OTHER_GROUP}}${glue}${rest}`,
    },
    {
      name: 'body constructor.prototype',
      payload: `{"constructor":{"prototype":{"role":"admin"}}${glue}${rest}`,
    },
    { name: 'body NUL in a name', payload: `{"a\\u0000b":1${glue}${rest}` },
    { name: 'body nested 100 in a field', payload: `{"deep":${NESTED(100)}${glue}${rest}` },
    { name: 'body nested 100,000', payload: NESTED(100_000) },
    { name: 'body a 20-digit number', payload: NUMBERS[0]! },
    { name: 'body a string', payload: TEXTS[0]!.json },
  )
  return out
}

const QUERY_NAMES = [
  'pharmacyNpi',
  'buyingPharmacyNpi',
  'status',
  'nationalDrugCode',
  'operation',
  'npi',
  'start',
  'take',
]

function queries(valid: URLSearchParams): { name: string; query: string }[] {
  const values = [
    ...TEXTS.map((t) => [t.name, t.url] as const),
    [NUMBERS[0]!, NUMBERS[0]!] as const,
    ['__proto__', '__proto__'] as const,
  ]
  const out: { name: string; query: string }[] = []
  // Each of the route's own parameters in turn; the usual names all at once (a route reads its own).
  const sets = [...[...valid.keys()].map((name) => [name]), QUERY_NAMES]
  for (const names of sets) {
    for (const [what, value] of values) {
      const query = new URLSearchParams(valid)
      for (const name of names) query.set(name, '\u2603')
      out.push({
        name: `query ${names.join(',')} ${what}`,
        query: query.toString().replaceAll('%E2%98%83', value),
      })
    }
  }
  const prefix = valid.size > 0 ? `${valid.toString()}&` : ''
  out.push({
    name: 'query __proto__',
    query: `${prefix}__proto__=1&__proto__[role]=admin&constructor[prototype]=x`,
  })
  return out
}

/** Every hostile request for one route; `ids` names an object by the path segment before its id. */
export function hostileRequests(
  method: string,
  template: string,
  ids: Record<string, string>,
): HostileRequest[] {
  const known = knownRequest(method, template)
  const validUrl = known && typeof known.url === 'string' ? known.url : concrete(template, ids)
  const [path = '', search = ''] = validUrl.split('?')
  const hasBody = !['GET', 'HEAD'].includes(method)
  const validBody = known?.payload ?? MORE_BODIES[`${method} ${template}`] ?? {}
  const json = { 'content-type': 'application/json' }
  const base: InjectOptions = {
    method: method as InjectOptions['method'],
    url: validUrl,
    ...(hasBody ? { headers: json, payload: JSON.stringify(validBody) } : {}),
  }
  const out: HostileRequest[] = []
  for (const { name, query } of queries(new URLSearchParams(search)))
    out.push({ name, request: { ...base, url: `${path}?${query}` } })
  const parameters = [...template.matchAll(/:(\w+)/g)].map((m) => m[1]!)
  const segments = template.split('/')
  for (const parameter of parameters) {
    const at = segments.indexOf(`:${parameter}`)
    for (const value of [...TEXTS.map((t) => t.url), NUMBERS[0]!, '__proto__']) {
      const changed = path.split('/')
      changed[at] = value
      out.push({
        name: `path ${parameter} ${value}`,
        request: { ...base, url: `${changed.join('/')}${search ? `?${search}` : ''}` },
      })
    }
  }
  if (hasBody)
    for (const { name, payload } of bodies(validBody))
      out.push({ name, request: { ...base, headers: json, payload } })
  if (method === 'POST' && template === '/auth/sign-in') {
    const form = { 'content-type': 'application/x-www-form-urlencoded' }
    for (const payload of [
      'email=A%00B%40x.test&password=x',
      'email=a%40x.test&password=x&return=%2F%ED%A0%80',
      'email=a%40x.test&password=%00',
    ])
      out.push({ name: `form ${payload}`, request: { ...base, headers: form, payload } })
  }
  return out
}
