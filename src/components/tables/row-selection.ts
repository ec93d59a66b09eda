import { useSyncExternalStore } from 'react'

// A list table's selection (the drafts', the listings'), outside React's state: a row's checkbox
// subscribes to its own row, so checking one re-renders that checkbox and the bar that counts them, never
// the table or its other rows (a 100-row page stays one short task per click). Either some rows chosen one
// by one (kept across pages, with the row as it was seen, for a review before a bulk job), or "every row
// of the list" (a search's), up to a cap. Only a row with an id (as the page's `idOf` gives it) has a box.

export type RowSelectionMode = 'rows' | 'all'

export interface RowSelection<T> {
  /** Whether the row's box shows checked: chosen, or the whole list is. */
  isSelected: (id: string) => boolean
  mode: () => RowSelectionMode
  /** The rows chosen one by one, in the order they were chosen. */
  chosen: () => readonly T[]
  /** How many rows: the rows chosen, or the list's (its matches up to the cap). */
  count: () => number
  /** The page's rows that can be chosen, in their order: where a Shift range runs. */
  setPage: (rows: readonly T[]) => void
  page: () => readonly T[]
  /** The id of a row that can be chosen; undefined for a row without a box (e.g. a listing sold). */
  idOf: (row: T) => string | undefined
  /** A click (or Space) on a row's box; with Shift, every row from the last one clicked to this one. */
  toggle: (id: string, range: boolean) => void
  /** Every row of the page, or none of them when all are chosen already. */
  togglePage: () => void
  /** Every row of the list, up to `cap` (the list matched `matched`). */
  selectAll: (matched: number, cap: number) => void
  clear: () => void
  /** A change of one row's box: its listeners only. */
  subscribeRow: (id: string, listener: () => void) => () => void
  /** Any change: the counting bar and the page's box. */
  subscribe: (listener: () => void) => () => void
  /** Changes with every change: useSyncExternalStore's snapshot of the whole selection. */
  version: () => number
}

export function createRowSelection<T>(idOf: (row: T) => string | undefined): RowSelection<T> {
  let mode: RowSelectionMode = 'rows'
  let allCount = 0
  const chosen = new Map<string, T>()
  let page: readonly T[] = []
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
  /** A row of the page: it has an id. */
  const id = (row: T) => idOf(row)!
  /** Leaves "the whole list": the page's rows stay chosen, as they were shown. */
  const toRows = () => {
    if (mode === 'rows') return
    mode = 'rows'
    chosen.clear()
    for (const row of page) chosen.set(id(row), row)
  }
  const set = (rows: readonly T[], on: boolean) => {
    for (const row of rows) {
      if (on) chosen.set(id(row), row)
      else chosen.delete(id(row))
    }
  }

  return {
    isSelected: (id) => mode === 'all' || chosen.has(id),
    mode: () => mode,
    chosen: () => [...chosen.values()],
    count: () => (mode === 'all' ? allCount : chosen.size),
    setPage: (rows) => {
      page = rows.filter((row) => idOf(row) !== undefined)
    },
    page: () => page,
    idOf,
    toggle: (key, range) => {
      const wasAll = mode === 'all'
      toRows()
      const at = page.findIndex((row) => id(row) === key)
      if (at < 0) return
      const on = !chosen.has(key)
      const from = range && anchor !== null ? page.findIndex((row) => id(row) === anchor) : -1
      const rows = from < 0 ? [page[at]!] : page.slice(Math.min(from, at), Math.max(from, at) + 1)
      set(rows, on)
      anchor = key
      changed(wasAll ? 'all' : rows.map(id))
    },
    togglePage: () => {
      // From the whole list, the page's box unchecks everything it showed checked.
      if (mode === 'all') {
        mode = 'rows'
        chosen.clear()
        anchor = null
        changed('all')
        return
      }
      const all = page.length > 0 && page.every((row) => chosen.has(id(row)))
      set(page, !all)
      changed(page.map(id))
    },
    selectAll: (matched, cap) => {
      mode = 'all'
      allCount = Math.min(matched, cap)
      chosen.clear()
      anchor = null
      changed('all')
    },
    clear: () => {
      const ids = mode === 'all' ? 'all' : [...chosen.keys()]
      mode = 'rows'
      chosen.clear()
      anchor = null
      changed(ids)
    },
    subscribeRow: (id, listener) => {
      // A row's set is kept once made: an empty set per row seen weighs less than code to remove it.
      const set = rowListeners.get(id) ?? new Set()
      rowListeners.set(id, set.add(listener))
      return () => set.delete(listener)
    },
    subscribe: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    version: () => version,
  }
}

/** Whether one row's box is checked: re-renders only when that row's choice changes. */
export function useRowSelected<T>(selection: RowSelection<T>, id: string): boolean {
  return useSyncExternalStore(
    (listener) => selection.subscribeRow(id, listener),
    () => selection.isSelected(id),
  )
}

/** The selection's version: re-renders on every change (the bar that counts, the page's box). */
export function useSelectionVersion<T>(selection: RowSelection<T>): number {
  return useSyncExternalStore(selection.subscribe, selection.version)
}
