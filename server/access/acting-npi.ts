// The pharmacy a call acts for, read from where the access table says it is (src/contract/access.ts),
// as the service will read it: body fields and query parameters are matched without regard to case (the
// service's binder does), every value found counts (a repeated parameter, a field in two spellings), and
// text is read as the sandbox binds it (npiFromText: spaces, a sign and leading zeros all name the same
// number). The user must act for every NPI found. A query value that binds to no number is refused
// before anything is sent, so no service reads a pharmacy out of text this check could not; a call with
// no NPI is passed on: the service refuses it for the missing NPI before acting for anyone.
import type { NpiSource } from '../../src/contract/access'
import { npiFromText } from '../../src/contract/npi'

function npiOf(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isSafeInteger(value) ? value : undefined
  return typeof value === 'string' ? npiFromText(value) : undefined
}

function valuesNamed(record: unknown, name: string): unknown[] {
  if (record === null || typeof record !== 'object' || Array.isArray(record)) return []
  const wanted = name.toLowerCase()
  return Object.entries(record as Record<string, unknown>)
    .filter(([key]) => key.toLowerCase() === wanted)
    .flatMap(([, value]) => (Array.isArray(value) ? (value as unknown[]) : [value]))
}

export type NamedNpis = {
  /** Every NPI the request names where its rule says, once each. */
  npis: number[]
  /** A query value in the NPI's place that binds to no number (the first), with the parameter's name. */
  unbound: { name: string; value: string } | null
}

/** Every NPI the request names where `source` says (none for `none` and `target`). */
export function npisNamed(source: NpiSource, body: unknown, query: unknown): NamedNpis {
  if (source.in === 'body') {
    const npis = valuesNamed(body, source.field).map(npiOf)
    return { npis: [...new Set(npis.filter((npi) => npi !== undefined))], unbound: null }
  }
  if (source.in !== 'query') return { npis: [], unbound: null }
  const npis = new Set<number>()
  let unbound: NamedNpis['unbound'] = null
  for (const value of valuesNamed(query, source.name)) {
    // An empty value names nothing: the service answers the missing NPI (spec: Errors > Shape 4).
    if (typeof value !== 'string' || value.trim() === '') continue
    const npi = npiFromText(value)
    if (npi !== undefined) npis.add(npi)
    else unbound ??= { name: source.name, value }
  }
  return { npis: [...npis], unbound }
}
