import { useSyncExternalStore } from 'react'

// Short messages that belong to no form ("Connected", "Draft deleted", a failed delete from a list).
// One is shown at a time, in order; pass `toToast(error)` from api/error-display for an ApiError.

export type ToastSeverity = 'success' | 'info' | 'warning' | 'error'

export interface Toast {
  id: number
  message: string
  severity: ToastSeverity
}

const listeners = new Set<() => void>()
let queue: readonly Toast[] = []
let nextId = 1

function emit(next: readonly Toast[]): void {
  queue = next
  for (const listener of listeners) listener()
}

export function showToast({
  message,
  severity = 'info',
}: {
  message: string
  severity?: ToastSeverity
}): void {
  emit([...queue, { id: nextId++, message, severity }])
}

export function dismissToast(id: number): void {
  emit(queue.filter((toast) => toast.id !== id))
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

function getQueue(): readonly Toast[] {
  return queue
}

export function useToastQueue(): readonly Toast[] {
  return useSyncExternalStore(subscribe, getQueue, getQueue)
}
