import type { Fault } from './faults'

/** "draft search · 500 ×4": the operation and the fault, as a scenario's title. */
export function scenarioTitle(operation: string, fault: Fault): string {
  const times = fault.times !== undefined && fault.times > 1 ? ` ×${fault.times}` : ''
  return `${operation} · ${fault.kind}${times}`
}
