import { createElement, type ComponentType, type ReactNode } from 'react'

// What the app bar shows on its right instead of the typed-key connection summary: sign-in mode's menu,
// set before the first render by the code that starts sign-in mode (signed-in-start.ts), which the
// typed-key app never downloads.

let slot: ComponentType | null = null

export function setAppBarSlot(component: ComponentType): void {
  slot = component
}

/** Whether sign-in mode filled the slot (then the connection dialog is never offered). */
export function hasAppBarSlot(): boolean {
  return slot !== null
}

/** The slot's component, else `children` (the typed-key connection summary). */
export function AppBarSlot({ children }: { children: ReactNode }) {
  return slot ? createElement(slot) : children
}
