// The calls waiting at the meter (meter.ts), in this process: a person's click before any bulk job's row
// (priority classes), and within a class one call of each user in turn (round-robin), each user's calls
// in the order they came. Only the order lives here; the count they wait for is the team store's.
import { METER_PRIORITIES, type MeterPriority } from '../../src/contract/meter'

export type Queued = { priority: MeterPriority; userId: string }

export class FairQueue<T extends Queued> {
  // A Map keeps insertion order: the first key is the user whose turn it is.
  private readonly classes = new Map<MeterPriority, Map<string, T[]>>(
    METER_PRIORITIES.map((priority) => [priority, new Map<string, T[]>()]),
  )

  get size(): number {
    let n = 0
    for (const users of this.classes.values()) for (const calls of users.values()) n += calls.length
    return n
  }

  /** At the back of the user's own line; `first` puts it at the front (a call sent again after a 429). */
  add(item: T, first = false): void {
    const users = this.classes.get(item.priority)!
    const calls = users.get(item.userId)
    if (calls) {
      if (first) calls.unshift(item)
      else calls.push(item)
    } else users.set(item.userId, [item])
  }

  /** The call that goes next, without taking it. */
  peek(): T | undefined {
    for (const users of this.classes.values()) {
      const first = users.values().next()
      if (!first.done) return first.value[0]
    }
    return undefined
  }

  /** Takes the call that goes next; its user goes to the back of the turn. */
  take(): T | undefined {
    for (const users of this.classes.values()) {
      const first = users.entries().next()
      if (first.done) continue
      const [userId, calls] = first.value
      const item = calls.shift()
      users.delete(userId)
      if (calls.length > 0) users.set(userId, calls)
      return item
    }
    return undefined
  }

  /** Takes this very call out (it waited too long, or was withdrawn); false when it was not waiting. */
  remove(item: T): boolean {
    const users = this.classes.get(item.priority)!
    const calls = users.get(item.userId)
    const index = calls?.indexOf(item) ?? -1
    if (!calls || index < 0) return false
    calls.splice(index, 1)
    if (calls.length === 0) users.delete(item.userId)
    return true
  }

  /** Every waiting call of a user, oldest first. */
  of(userId: string): T[] {
    return [...this.classes.values()].flatMap((users) => users.get(userId) ?? [])
  }

  /** Every waiting call, in no particular order. */
  all(): T[] {
    return [...this.classes.values()].flatMap((users) => [...users.values()].flat())
  }

  /** True when a call of this class waits. */
  has(priority: MeterPriority): boolean {
    return this.classes.get(priority)!.size > 0
  }
}
