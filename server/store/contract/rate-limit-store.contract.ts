// RateLimitStore (server/store/rate-limit-store.ts; spec: Limits): a fixed-window counter per caller. Every hit
// answers the count so far, callers and windows are counted apart, and hits that arrive together are
// each counted once (a shared counter must increment atomically, or two instances admit request 301).
import { describe, expect, test } from 'vitest'
import type { StoreEngine } from '../store-engine'
import { openContractStore } from './harness'

const WINDOW = Math.floor(Date.UTC(2026, 2, 2, 12) / 60_000)

export function rateLimitStoreContract(engine: StoreEngine): void {
  describe('RateLimitStore', () => {
    const open = async () => (await openContractStore(engine)).store.rateLimitStore

    test('each hit answers the count of its caller in its window so far, from 1', async () => {
      const counter = await open()
      const hits = []
      for (let i = 0; i < 5; i++) hits.push(await counter.hit('10.0.0.1', WINDOW))
      expect(hits).toEqual([1, 2, 3, 4, 5])
    })

    test('callers are counted apart, by their exact address', async () => {
      const counter = await open()
      expect(await counter.hit('10.0.0.1', WINDOW)).toBe(1)
      expect(await counter.hit('10.0.0.1', WINDOW)).toBe(2)
      expect(await counter.hit('10.0.0.10', WINDOW)).toBe(1)
      expect(await counter.hit('2001:db8::1', WINDOW)).toBe(1)
      expect(await counter.hit('10.0.0.1', WINDOW)).toBe(3)
    })

    test('the next window counts from 1 again, and keeps counting', async () => {
      const counter = await open()
      for (let i = 0; i < 3; i++) await counter.hit('10.0.0.1', WINDOW)
      expect(await counter.hit('10.0.0.1', WINDOW + 1)).toBe(1)
      expect(await counter.hit('10.0.0.2', WINDOW + 1)).toBe(1)
      expect(await counter.hit('10.0.0.1', WINDOW + 1)).toBe(2)
      expect(await counter.hit('10.0.0.1', WINDOW + 5)).toBe(1)
    })

    test('hits sent together are each counted once: the answers are 1 to n', async () => {
      const counter = await open()
      const answers = await Promise.all(
        Array.from({ length: 50 }, () => Promise.resolve(counter.hit('10.0.0.3', WINDOW))),
      )
      expect([...answers].sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1))
      expect(await counter.hit('10.0.0.3', WINDOW)).toBe(51)
    })
  })
}
