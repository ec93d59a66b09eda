import { createHash } from 'node:crypto'
import { npiCheckDigit } from '../../src/contract/npi'

// Deterministic building blocks for the demo generator: the same seed always writes the same demo.json,
// so a regenerated file only differs where the generator changed.

export interface Random {
  /** Uniform in [0, 1). */
  next(): number
  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number
  chance(probability: number): boolean
  pick<T>(items: readonly T[]): T
  shuffle<T>(items: readonly T[]): T[]
}

/** mulberry32: small, fast and good enough for synthetic data; never Math.random. */
export function createRandom(seed: number): Random {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1))
  const pick = <T>(items: readonly T[]): T => {
    const item = items[int(0, items.length - 1)]
    if (item === undefined) throw new Error('pick from an empty list')
    return item
  }
  const shuffle = <T>(items: readonly T[]): T[] => {
    const copy = [...items]
    for (let i = copy.length - 1; i > 0; i--) {
      const j = int(0, i)
      ;[copy[i], copy[j]] = [copy[j] as T, copy[i] as T]
    }
    return copy
  }
  return { next, int, chance: (p) => next() < p, pick, shuffle }
}

/**
 * A version-4-shaped GUID derived from a readable key ("listing:riverside:pending:1"), so an object's id
 * stays the same when records are added elsewhere in the generator.
 */
export function guidFor(key: string): string {
  const hex = createHash('sha256').update(`demo:${key}`).digest('hex').slice(0, 32).split('')
  hex[12] = '4'
  hex[16] = '89ab'[parseInt(hex[16] ?? '0', 16) % 4] ?? '8'
  const h = hex.join('')
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20, 32)}`
}

/** Completes a 9-digit NPI stem: the check digit is Luhn over the card-issuer prefix 80840 + the stem. */
export function npiFromStem(stem: string): number {
  if (!/^[12]\d{8}$/.test(stem)) throw new Error(`NPI stem must be 9 digits starting with 1 or 2: ${stem}`)
  return Number(`${stem}${npiCheckDigit(stem)}`)
}

/** Completes a 12-digit GLN stem with its GS1 mod-10 check digit (weights 3,1 from the right). */
export function glnFromStem(stem: string): string {
  if (!/^\d{12}$/.test(stem)) throw new Error(`GLN stem must be 12 digits: ${stem}`)
  let sum = 0
  for (let i = stem.length - 1, weight = 3; i >= 0; i--, weight = weight === 3 ? 1 : 3) {
    sum += Number(stem[i]) * weight
  }
  return `${stem}${(10 - (sum % 10)) % 10}`
}

export const cents = (amount: number): number => Math.round(amount * 100) / 100

/** Relative scenario date, days from load time. */
export const daysFromNow = (days: number): string => (days < 0 ? `${days}d` : `+${days}d`)
