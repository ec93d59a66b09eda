import { QueryObserver } from '@tanstack/react-query'
import { afterEach, describe, expect, it } from 'vitest'
import { connect, disconnect } from './connection-store'
import { clearCacheOnConnectionChange, createQueryClient } from './query-client'

let stop: (() => void) | null = null
afterEach(() => stop?.())

const riverside = {
  baseUrl: 'http://a.test',
  apiKey: 'key-a',
  pharmacyNpi: 1234567893,
  groupName: null,
  pharmacyName: null,
}

describe('clearCacheOnConnectionChange', () => {
  it('empties the cache when the key or the service changes, not when only the pharmacy does', () => {
    connect(riverside)
    const client = createQueryClient()
    stop = clearCacheOnConnectionChange(client)
    client.setQueryData(['listings'], 'data of key-a')

    connect({ ...riverside, pharmacyNpi: 1497758544 })
    expect(client.getQueryData(['listings'])).toBe('data of key-a')

    connect({ ...riverside, apiKey: 'key-b' })
    expect(client.getQueryData(['listings'])).toBeUndefined()

    client.setQueryData(['listings'], 'data of key-b')
    disconnect()
    expect(client.getQueryData(['listings'])).toBeUndefined()
  })

  it('a connection made again reads again what failed, with the same key or a new one', async () => {
    connect(riverside)
    const client = createQueryClient({ retryReads: false })
    stop = clearCacheOnConnectionChange(client)
    let refuse = true
    let asked = 0
    const observer = new QueryObserver(client, {
      queryKey: ['cash-offers'],
      queryFn: () => {
        asked += 1
        if (refuse) throw new Error('401')
        return Promise.resolve(`offers of ${riverside.apiKey}, ask ${asked}`)
      },
      staleTime: Infinity,
    })
    const unsubscribe = observer.subscribe(() => undefined)
    await expect.poll(() => observer.getCurrentResult().status).toBe('error')
    refuse = false

    // The same key again (the Connect prompt after a 401): the failed read is asked again.
    connect(riverside)
    await expect.poll(() => observer.getCurrentResult().data).toBe('offers of key-a, ask 2')
    // A read that did not fail is not asked again by a reconnect.
    connect(riverside)
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(asked).toBe(2)

    // A new key: the old key's answer is dropped at once, and the page's query reads anew.
    connect({ ...riverside, apiKey: 'key-b' })
    expect(observer.getCurrentResult().data).not.toBe('offers of key-a, ask 2')
    await expect.poll(() => asked).toBe(3)
    unsubscribe()
  })
})
