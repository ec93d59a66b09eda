import { useSyncExternalStore } from 'react'
import { parseNdc } from '../../contract/ndc'

// NDCs whose statistics were viewed, newest first, for one click back. Kept in localStorage: an NDC is a
// public product code, not a secret, and the list is useful across sessions.

const STORAGE_KEY = 'marketplace.recent-ndcs'
export const RECENT_NDCS_MAX = 8

/** Puts `ndc` (5-4-2 form) first, drops an older copy of it, and keeps at most `max` entries. */
export function withRecent(list: readonly string[], ndc: string, max = RECENT_NDCS_MAX): string[] {
  return [ndc, ...list.filter((item) => item !== ndc)].slice(0, max)
}

/** Reads the stored list, keeping only valid NDCs (in 5-4-2 form, once each): storage can hold anything. */
export function parseStoredRecent(text: string | null | undefined): string[] {
  if (!text) return []
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return []
  }
  if (!Array.isArray(value)) return []
  const result: string[] = []
  for (const item of value) {
    if (typeof item !== 'string') continue
    const parsed = parseNdc(item)
    if (parsed.ok && !result.includes(parsed.formatted)) result.push(parsed.formatted)
  }
  return result.slice(0, RECENT_NDCS_MAX)
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage
  } catch {
    return null // storage disabled by the browser's privacy settings: the list lives for this page only
  }
}

const listeners = new Set<() => void>()
let recent: readonly string[] = parseStoredRecent(storage()?.getItem(STORAGE_KEY))

function emit(next: readonly string[]): void {
  recent = next
  try {
    storage()?.setItem(STORAGE_KEY, JSON.stringify(next))
  } catch {
    // Quota exceeded or storage disabled: the list still works until the page closes.
  }
  for (const listener of listeners) listener()
}

export function rememberNdc(ndc: string): void {
  const parsed = parseNdc(ndc)
  if (!parsed.ok || recent[0] === parsed.formatted) return
  emit(withRecent(recent, parsed.formatted))
}

export function clearRecentNdcs(): void {
  emit([])
}

/** Re-reads localStorage (another tab changed it, or a test prepared it). */
export function reloadRecentNdcs(): void {
  recent = parseStoredRecent(storage()?.getItem(STORAGE_KEY))
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY || event.key === null) reloadRecentNdcs()
  }
  window.addEventListener('storage', onStorage)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', onStorage)
  }
}

function getRecent(): readonly string[] {
  return recent
}

export function useRecentNdcs(): readonly string[] {
  return useSyncExternalStore(subscribe, getRecent, getRecent)
}
