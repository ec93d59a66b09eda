import { describe, expect, it } from 'vitest'
import {
  endMark,
  interactionWindows,
  mainThreadTasks,
  readInteractionTrace,
  rendererMainThread,
  startMark,
  taskParts,
  type TraceEvent,
} from './interaction-trace-events'

// A small trace as Chromium writes one: a browser process, an unrelated renderer (about:blank) and the
// page's renderer, whose main thread holds the marks. Times in microseconds.
const PAGE = { pid: 20, tid: 1 }
const OTHER = { pid: 30, tid: 1 }

const meta = (pid: number, tid: number, name: string): TraceEvent => ({
  name: 'thread_name',
  ph: 'M',
  ts: 0,
  pid,
  tid,
  args: { name },
})
const mark = (name: string, ts: number): TraceEvent => ({
  name,
  cat: 'blink.user_timing',
  ph: 'R',
  ts,
  ...PAGE,
})
/** A task as both layers write it: ThreadControllerImpl::RunTask around RunTask. */
const task = (ts: number, durMs: number, thread = PAGE): TraceEvent[] => [
  { name: 'ThreadControllerImpl::RunTask', cat: 'toplevel', ph: 'X', ts, dur: durMs * 1000, ...thread },
  {
    name: 'RunTask',
    cat: 'disabled-by-default-devtools.timeline',
    ph: 'X',
    ts: ts + 1,
    dur: durMs * 1000 - 2,
    ...thread,
  },
]
const work = (name: string, ts: number, durMs: number, data: Record<string, unknown> = {}): TraceEvent => ({
  name,
  cat: 'devtools.timeline',
  ph: 'X',
  ts,
  dur: durMs * 1000,
  ...PAGE,
  args: { data },
})

function trace(longTaskMs: number) {
  return {
    traceEvents: [
      meta(10, 1, 'CrBrowserMain'),
      meta(OTHER.pid, OTHER.tid, 'CrRendererMain'),
      meta(PAGE.pid, PAGE.tid, 'CrRendererMain'),
      // The other renderer is busier, but has no marks.
      ...task(0, 5, OTHER),
      ...task(10_000, 5, OTHER),
      ...task(20_000, 5, OTHER),
      ...task(30_000, 5, OTHER),
      ...task(40_000, 500, OTHER),
      // Before the first window: not counted.
      ...task(0, 200),
      mark(startMark('type "x"'), 1_000_000),
      ...task(1_000_100, 12),
      ...task(1_100_000, longTaskMs),
      work('FunctionCall', 1_100_010, longTaskMs * 0.7, {
        url: 'http://127.0.0.1:8200/assets/index-abc.js',
        functionName: 'render',
        lineNumber: 3,
      }),
      // Forced by the call: part of it, not a part of its own.
      work('Layout', 1_100_020, longTaskMs * 0.2),
      work('UpdateLayoutTree', 1_100_010 + longTaskMs * 700, longTaskMs * 0.1),
      mark(endMark('type "x"'), 1_500_000),
      mark(startMark('next page'), 2_000_000),
      // Starts before the window, ends inside it: counted.
      ...task(1_990_000, 20),
      ...task(2_100_000, 49.9),
      mark(endMark('next page'), 2_400_000),
    ],
  }
}

describe('the interaction trace reader', () => {
  it('takes the renderer main thread with the marks, not the busiest one', () => {
    expect(rendererMainThread(trace(60).traceEvents)).toEqual(PAGE)
  })

  it('counts a task once although two layers record it', () => {
    const tasks = mainThreadTasks(trace(60).traceEvents, PAGE)
    expect(tasks.map((t) => t.dur / 1000)).toEqual([200, 12, 60, 20, 49.9])
  })

  it('reads the windows in order from the marks', () => {
    expect(interactionWindows(trace(60).traceEvents, PAGE)).toEqual([
      { name: 'type "x"', start: 1_000_000, end: 1_500_000 },
      { name: 'next page', start: 2_000_000, end: 2_400_000 },
    ])
  })

  it('reports per interaction the tasks, the longest and those of 50 ms or more', () => {
    const { interactions } = readInteractionTrace(trace(60))
    expect(
      interactions.map(({ name, count, longestMs, over }) => ({ name, count, longestMs, over })),
    ).toEqual([
      { name: 'type "x"', count: 2, longestMs: 60, over: 1 },
      { name: 'next page', count: 2, longestMs: 49.9, over: 0 },
    ])
  })

  it('finds no long task when every task is under 50 ms', () => {
    const { interactions } = readInteractionTrace(trace(49))
    expect(interactions.every((i) => i.over === 0)).toBe(true)
  })

  it('names what a long task spent its time on, longest first, forced work inside its caller', () => {
    const { events, thread, interactions } = readInteractionTrace(trace(60))
    const long = interactions[0]!.tasks.find((t) => t.dur >= 50_000)!
    const parts = taskParts(events, thread, long)
    expect(parts.map((p) => [p.name, p.detail, Number(p.ms.toFixed(1))])).toEqual([
      ['FunctionCall', 'render /assets/index-abc.js:3', 42],
      ['UpdateLayoutTree', '', 6],
    ])
  })

  it('refuses a trace without marks or without a renderer', () => {
    expect(() => readInteractionTrace({ traceEvents: [meta(1, 1, 'CrRendererMain')] })).toThrow(
      /no interaction/,
    )
    expect(() => readInteractionTrace([])).toThrow(/no CrRendererMain/)
    expect(() => readInteractionTrace({})).toThrow(/not a Chromium trace/)
  })
})
