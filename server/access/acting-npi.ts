// The pharmacy a call acts for, read from where the access table says it is (src/contract/access.ts),
// as the service will read it: body fields and query parameters are matched without regard to case (the
// service's binder does), every value found counts (a repeated parameter, a field in two spellings), and
// a number written as a string counts as that number. The user must act for every NPI found. A call
// with none is passed on: the service refuses it for the missing NPI before acting for anyone.
import type { NpiSource } from '../../src/contract/access'

function npiOf(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isSafeInteger(value)) return value
  if (typeof value === 'string' && /^\s*\+?\d{1,16}\s*$/.test(value)) return Number(value)
  return undefined
}

function valuesNamed(record: unknown, name: string): unknown[] {
  if (record === null || typeof record !== 'object' || Array.isArray(record)) return []
  const wanted = name.toLowerCase()
  return Object.entries(record as Record<string, unknown>)
    .filter(([key]) => key.toLowerCase() === wanted)
    .flatMap(([, value]) => (Array.isArray(value) ? (value as unknown[]) : [value]))
}

/** Every NPI the request names where `source` says (none for `none` and `target`). */
export function npisNamed(source: NpiSource, body: unknown, query: unknown): number[] {
  const values =
    source.in === 'body'
      ? valuesNamed(body, source.field)
      : source.in === 'query'
        ? valuesNamed(query, source.name)
        : []
  const npis = values.map(npiOf).filter((npi): npi is number => npi !== undefined)
  return [...new Set(npis)]
}
