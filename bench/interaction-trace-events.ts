// Reading a Chromium trace (the JSON that Tracing / browser.stopTracing returns) for the interaction bench:
// the renderer's main thread, the top-level tasks it ran inside each interaction's window (marked by the
// bench with performance.mark), and what the long ones spent their time on. Pure: no browser here.

/** One event of the Trace Event Format, as far as this reader needs it. Times in microseconds. */
export interface TraceEvent {
  name: string
  cat?: string
  ph: string
  ts: number
  dur?: number
  pid: number
  tid: number
  args?: { name?: string; data?: Record<string, unknown> } & Record<string, unknown>
}

/** A task (or any event) longer than this blocks input noticeably (the "long task" of the RAIL model). */
export const LONG_TASK_MS = 50

/** What the bench writes with performance.mark around an interaction: `interaction:start:<name>`, `…:end:<name>`. */
export const MARK_PREFIX = 'interaction:'
export const startMark = (name: string) => `${MARK_PREFIX}start:${name}`
export const endMark = (name: string) => `${MARK_PREFIX}end:${name}`

const TASK_NAMES = new Set(['RunTask', 'ThreadControllerImpl::RunTask'])

export interface Thread {
  pid: number
  tid: number
}

export interface Task {
  ts: number
  /** Microseconds. */
  dur: number
}

export interface InteractionWindow {
  name: string
  start: number
  end: number
}

export interface InteractionTasks {
  name: string
  /** Length of the window, milliseconds. */
  windowMs: number
  tasks: Task[]
  count: number
  longestMs: number
  over: number
}

/** Accepts either a bare array of events or the `{ traceEvents: [...] }` object Chromium writes. */
export function traceEventsOf(trace: unknown): TraceEvent[] {
  if (Array.isArray(trace)) return trace as TraceEvent[]
  const events = (trace as { traceEvents?: unknown } | null)?.traceEvents
  if (Array.isArray(events)) return events as TraceEvent[]
  throw new Error('not a Chromium trace: no traceEvents array')
}

const sameThread = (event: TraceEvent, thread: Thread) => event.pid === thread.pid && event.tid === thread.tid

/**
 * The renderer main thread (thread_name "CrRendererMain") that holds the interaction marks; with no marks,
 * the one that ran the most tasks.
 */
export function rendererMainThread(events: readonly TraceEvent[]): Thread {
  const mains = events
    .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
    .map((e) => ({ pid: e.pid, tid: e.tid }))
  if (mains.length === 0) throw new Error('no CrRendererMain thread in the trace')
  const marked = mains.find((t) => events.some((e) => sameThread(e, t) && e.name.startsWith(MARK_PREFIX)))
  if (marked) return marked
  const taskCount = (t: Thread) => events.filter((e) => sameThread(e, t) && TASK_NAMES.has(e.name)).length
  return mains.reduce((best, t) => (taskCount(t) > taskCount(best) ? t : best))
}

/**
 * The thread's top-level tasks, oldest first. RunTask and ThreadControllerImpl::RunTask describe the same
 * task from two layers (nested, nearly the same extent): a task inside another is not counted again.
 */
export function mainThreadTasks(events: readonly TraceEvent[], thread: Thread): Task[] {
  const candidates = events
    .filter((e) => e.ph === 'X' && TASK_NAMES.has(e.name) && sameThread(e, thread) && e.dur !== undefined)
    .map((e) => ({ ts: e.ts, dur: e.dur ?? 0 }))
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur)
  const tasks: Task[] = []
  let end = -Infinity
  for (const task of candidates) {
    if (task.ts < end) continue
    tasks.push(task)
    end = task.ts + task.dur
  }
  return tasks
}

/** Each interaction's window from its start and end marks, in the order the interactions started. */
export function interactionWindows(events: readonly TraceEvent[], thread: Thread): InteractionWindow[] {
  const starts = new Map<string, number>()
  const ends = new Map<string, number>()
  for (const e of events) {
    if (!sameThread(e, thread) || !e.name.startsWith(MARK_PREFIX)) continue
    const [, edge, ...rest] = e.name.split(':')
    const name = rest.join(':')
    if (edge === 'start') starts.set(name, e.ts)
    if (edge === 'end') ends.set(name, e.ts)
  }
  const windows: InteractionWindow[] = []
  for (const [name, start] of starts) {
    const end = ends.get(name)
    if (end === undefined) throw new Error(`interaction "${name}" has a start mark and no end mark`)
    windows.push({ name, start, end })
  }
  return windows.sort((a, b) => a.start - b.start)
}

/** The tasks that ran (wholly or partly) inside each window, with their count, longest and count ≥ the limit. */
export function tasksByInteraction(
  tasks: readonly Task[],
  windows: readonly InteractionWindow[],
  limitMs = LONG_TASK_MS,
): InteractionTasks[] {
  return windows.map((w) => {
    const inside = tasks.filter((t) => t.ts < w.end && t.ts + t.dur > w.start)
    const longest = Math.max(0, ...inside.map((t) => t.dur))
    return {
      name: w.name,
      windowMs: (w.end - w.start) / 1000,
      tasks: inside,
      count: inside.length,
      longestMs: longest / 1000,
      over: inside.filter((t) => t.dur / 1000 >= limitMs).length,
    }
  })
}

/** The whole reading: main thread, windows, tasks per interaction. */
export function readInteractionTrace(trace: unknown, limitMs = LONG_TASK_MS) {
  const events = traceEventsOf(trace)
  const thread = rendererMainThread(events)
  const windows = interactionWindows(events, thread)
  if (windows.length === 0) throw new Error('no interaction marks in the trace')
  return {
    events,
    thread,
    interactions: tasksByInteraction(mainThreadTasks(events, thread), windows, limitMs),
  }
}

/** Work inside a task worth naming when it is long: script, style, layout, paint, garbage collection. */
const WORK = new Set([
  'FunctionCall',
  'EvaluateScript',
  'TimerFire',
  'EventDispatch',
  'FireAnimationFrame',
  'RunMicrotasks',
  'v8.callFunction',
  'UpdateLayoutTree',
  'RecalculateStyles',
  'Layout',
  'PrePaint',
  'Paint',
  'Layerize',
  'UpdateLayerTree',
  'ParseHTML',
  'ParseAuthorStyleSheet',
  'MinorGC',
  'MajorGC',
  'V8.GC_SCAVENGER',
  'V8.GC_MARK_COMPACTOR',
  'HitTest',
  'XHRReadyStateChange',
])

export interface TaskPart {
  name: string
  /** The part's own detail: the script's url and function, the event type, the layout's node count. */
  detail: string
  ms: number
}

function detailOf(event: TraceEvent): string {
  const data = (event.args?.data ?? event.args?.beginData ?? {}) as Record<string, unknown>
  const words: string[] = []
  if (typeof data.functionName === 'string' && data.functionName) words.push(data.functionName)
  if (typeof data.url === 'string' && data.url) {
    const line = typeof data.lineNumber === 'number' ? `:${data.lineNumber}` : ''
    const column = typeof data.columnNumber === 'number' ? `:${data.columnNumber}` : ''
    words.push(`${data.url.replace(/^https?:\/\/[^/]+/, '')}${line}${column}`)
  }
  if (typeof data.type === 'string') words.push(data.type)
  if (typeof data.elementCount === 'number') words.push(`${data.elementCount} elements`)
  if (typeof data.dirtyObjects === 'number')
    words.push(`${data.dirtyObjects} of ${String(data.totalObjects)} objects`)
  return words.join(' ')
}

/** The work events on the task's thread that lie wholly inside the task, at any depth. */
function workInside(events: readonly TraceEvent[], thread: Thread, task: Task): TraceEvent[] {
  const end = task.ts + task.dur
  return events.filter(
    (e) =>
      e.ph === 'X' &&
      WORK.has(e.name) &&
      sameThread(e, thread) &&
      e.ts >= task.ts &&
      e.ts + (e.dur ?? 0) <= end,
  )
}

/**
 * What a task spent its time on: the work events on the same thread inside it that are not inside another
 * work event (a Layout forced by a FunctionCall stays part of that call), longest first.
 */
export function taskParts(events: readonly TraceEvent[], thread: Thread, task: Task): TaskPart[] {
  const inside = workInside(events, thread, task).sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0))
  const parts: TaskPart[] = []
  let partEnd = -Infinity
  for (const e of inside) {
    if (e.ts < partEnd) continue
    partEnd = e.ts + (e.dur ?? 0)
    parts.push({ name: e.name, detail: detailOf(e), ms: (e.dur ?? 0) / 1000 })
  }
  return parts.sort((a, b) => b.ms - a.ms)
}

/** The work inside a task at every depth (a FunctionCall and the Layout it forced both listed), longest first. */
export function taskWork(events: readonly TraceEvent[], thread: Thread, task: Task): TaskPart[] {
  return workInside(events, thread, task)
    .map((e) => ({ name: e.name, detail: detailOf(e), ms: (e.dur ?? 0) / 1000 }))
    .sort((a, b) => b.ms - a.ms)
}
