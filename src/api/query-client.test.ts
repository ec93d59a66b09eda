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
})
