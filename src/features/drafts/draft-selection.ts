import { useSyncExternalStore } from 'react'
import type { DraftSearchItem } from '../../contract/drafts'

// The drafts table's selection, outside React's state: a row's checkbox subscribes to its own draft, so
// checking one re-renders that checkbox and the bar that counts them, never the table or its other rows
// (a 100-row page stays one short task per click). Either some drafts chosen one by one (kept across
// pages, with the draft as it was seen, for the review table), or "every row of this search", up to a cap.

export type DraftSelectionMode = 'rows' | 'search'

export interface DraftSelection {
  /** Whether the draft's box shows checked: chosen, or the whole search is. */
  isSelected: (id: string) => boolean
  mode: () => DraftSelectionMode
  /** The drafts chosen one by one, in the order they were chosen. */
  chosen: () => readonly DraftSearchItem[]
  /** How many rows: the drafts chosen, or the search's (its matches up to the cap). */
  count: () => number
  /** The page's rows with an id, in their order: where a Shift range runs. */
  setPage: (rows: readonly DraftSearchItem[]) => void
  page: () => readonly DraftSearchItem[]
  /** A click (or Space) on a row's box; with Shift, every row from the last one clicked to this one. */
  toggle: (id: string, range: boolean) => void
  /** Every row of the page, or none of them when all are chosen already. */
  togglePage: () => void
  /** Every row of the search, up to `cap` (the search matched `matched`). */
  selectSearch: (matched: number, cap: number) => void
  clear: () => void
  /** A change of one draft's box: its listeners only. */
  subscribeRow: (id: string, listener: () => void) => () => void
  /** Any change: the counting bar and the page's box. */
  subscribe: (listener: () => void) => () => void
  /** Changes with every change: useSyncExternalStore's snapshot of the whole selection. */
  version: () => number
}

export function createDraftSelection(): DraftSelection {
  let mode: DraftSelectionMode = 'rows'
  let searchCount = 0
  const chosen = new Map<string, DraftSearchItem>()
  let page: readonly DraftSearchItem[] = []
  let anchor: string | null = null
  let version = 0
  const rowListeners = new Map<string, Set<() => void>>()
  const listeners = new Set<() => void>()

  const changed = (ids: Iterable<string> | 'all') => {
    version += 1
    const notify = ids === 'all' ? [...rowListeners.values()] : [...ids].map((id) => rowListeners.get(id))
    for (const set of notify) set?.forEach((listener) => listener())
    listeners.forEach((listener) => listener())
  }
  /** Leaves "the whole search": the page's rows stay chosen, as they were shown. */
  const toRows = () => {
    if (mode === 'rows') return
    mode = 'rows'
    chosen.clear()
    for (const item of page) chosen.set(item.id!, item)
  }
  const set = (items: readonly DraftSearchItem[], on: boolean) => {
    for (const item of items) {
      if (on) chosen.set(item.id!, item)
      else chosen.delete(item.id!)
    }
  }

  return {
    isSelected: (id) => mode === 'search' || chosen.has(id),
    mode: () => mode,
    chosen: () => [...chosen.values()],
    count: () => (mode === 'search' ? searchCount : chosen.size),
    setPage: (rows) => {
      page = rows.filter((row) => row.id !== undefined)
    },
    page: () => page,
    toggle: (id, range) => {
      const wasSearch = mode === 'search'
      toRows()
      const at = page.findIndex((item) => item.id === id)
      if (at < 0) return
      const on = !chosen.has(id)
      const from = range && anchor !== null ? page.findIndex((item) => item.id === anchor) : -1
      const items = from < 0 ? [page[at]!] : page.slice(Math.min(from, at), Math.max(from, at) + 1)
      set(items, on)
      anchor = id
      changed(wasSearch ? 'all' : items.map((item) => item.id!))
    },
    togglePage: () => {
      // From the whole search, the page's box unchecks everything it showed checked.
      if (mode === 'search') {
        mode = 'rows'
        chosen.clear()
        anchor = null
        changed('all')
        return
      }
      const all = page.length > 0 && page.every((item) => chosen.has(item.id!))
      set(page, !all)
      changed(page.map((item) => item.id!))
    },
    selectSearch: (matched, cap) => {
      mode = 'search'
      searchCount = Math.min(matched, cap)
      chosen.clear()
      anchor = null
      changed('all')
    },
    clear: () => {
      const ids = mode === 'search' ? 'all' : [...chosen.keys()]
      mode = 'rows'
      chosen.clear()
      anchor = null
      changed(ids)
    },
    subscribeRow: (id, listener) => {
      let set = rowListeners.get(id)
      if (!set) rowListeners.set(id, (set = new Set()))
      set.add(listener)
      return () => {
        set.delete(listener)
        if (set.size === 0) rowListeners.delete(id)
      }
    },
    subscribe: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    version: () => version,
  }
}

/** Whether one draft's box is checked: re-renders only when that draft's choice changes. */
export function useRowSelected(selection: DraftSelection, id: string): boolean {
  return useSyncExternalStore(
    (listener) => selection.subscribeRow(id, listener),
    () => selection.isSelected(id),
  )
}

/** The selection's version: re-renders on every change (the bar that counts, the page's box). */
export function useSelectionVersion(selection: DraftSelection): number {
  return useSyncExternalStore(selection.subscribe, selection.version)
}
