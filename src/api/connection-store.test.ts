/** @vitest-environment jsdom */
import { beforeEach, describe, expect, it } from 'vitest'
import {
  connect,
  disconnect,
  getConnection,
  getConnectionDefaults,
  getConnectionDialog,
  normalizeBaseUrl,
  reloadConnectionFromStorage,
  reportUnauthorized,
} from './connection-store'

const demo = {
  baseUrl: 'http://127.0.0.1:4173/',
  apiKey: 'demo-riverside-key',
  pharmacyNpi: 1234567893,
  groupName: 'Riverside Health Group',
  pharmacyName: 'Riverside Pharmacy',
}

beforeEach(() => {
  sessionStorage.clear()
  localStorage.clear()
  reloadConnectionFromStorage()
})

describe('connection store', () => {
  it('asks for a connection when there is none', () => {
    expect(getConnection()).toBeNull()
    expect(getConnectionDialog()).toEqual({ open: true, message: null })
  })

  it('keeps the connection in sessionStorage only, so a reload stays connected', () => {
    connect(demo)
    expect(getConnection()).toEqual({ ...demo, baseUrl: 'http://127.0.0.1:4173' })
    expect(getConnectionDialog()).toEqual({ open: false, message: null })
    expect(sessionStorage.getItem('marketplace.connection')).toContain('demo-riverside-key')
    // Only the address and the pharmacy outlive the tab, never the key.
    expect(JSON.stringify({ ...localStorage })).not.toContain('demo-riverside-key')
    reloadConnectionFromStorage()
    expect(getConnection()?.apiKey).toBe('demo-riverside-key')
    expect(getConnectionDialog().open).toBe(false)
  })

  it('forgets the key on disconnect but remembers the address and pharmacy for next time', () => {
    connect(demo)
    disconnect()
    expect(getConnection()).toBeNull()
    expect(JSON.stringify({ ...sessionStorage })).not.toContain('demo-riverside-key')
    expect(getConnectionDefaults()).toEqual({ baseUrl: 'http://127.0.0.1:4173', pharmacyNpi: 1234567893 })
    expect(getConnectionDialog()).toEqual({ open: true, message: null })
  })

  it('remembers the pharmacy last acted for beyond the tab (a new tab starts from it), never the key', () => {
    connect(demo)
    sessionStorage.clear()
    reloadConnectionFromStorage()
    expect(getConnection()).toBeNull()
    expect(getConnectionDefaults()).toEqual({ baseUrl: 'http://127.0.0.1:4173', pharmacyNpi: 1234567893 })
    expect(JSON.parse(localStorage.getItem('marketplace.connection-defaults') ?? 'null')).toEqual({
      baseUrl: 'http://127.0.0.1:4173',
      pharmacyNpi: 1234567893,
    })
  })

  it('opens the dialog with the reason on a 401', () => {
    connect(demo)
    reportUnauthorized('Unknown API key.')
    expect(getConnectionDialog()).toEqual({ open: true, message: 'Unknown API key.' })
  })

  it('ignores stored values that are not a connection', () => {
    sessionStorage.setItem('marketplace.connection', '{"baseUrl":"","apiKey":""}')
    reloadConnectionFromStorage()
    expect(getConnection()).toBeNull()
    sessionStorage.setItem('marketplace.connection', 'not json')
    reloadConnectionFromStorage()
    expect(getConnection()).toBeNull()
  })

  it('normalises the address: trimmed, without trailing slashes', () => {
    expect(normalizeBaseUrl('  https://svc.example.com/api//  ')).toBe('https://svc.example.com/api')
    expect(normalizeBaseUrl('')).toBe('')
  })
})
