import { describe, expect, it, vi } from 'vitest'
import { createBlockingHistory, type BlockerFunction, type History, type Update } from './blocking-history'
import { createMemoryHistory } from '../../test-support/memory-history'

// The blocking history over a memory history: push, replace and back/forward held while the blocker says
// so, then proceeded with or dropped; and a browser-like history whose POPs arrive later (popstate).

const LIST = '/listings'
const EDIT = '/listings/7'

/** History at EDIT with LIST before it; `updates` are what the router hears; blocks leaving EDIT. */
function setUp(inner: History = createMemoryHistory([LIST, EDIT])) {
  const history = createBlockingHistory(inner)
  const updates: string[] = []
  history.listen((update: Update) => updates.push(`${update.action} ${update.location.pathname}`))
  const shouldBlock = vi.fn<BlockerFunction>(
    ({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname,
  )
  const unblock = history.block(shouldBlock)
  const changes = vi.fn()
  history.subscribe(changes)
  return { history, updates, shouldBlock, unblock, changes }
}

describe('push and replace', () => {
  it('pass when the blocker lets them (a change of hash only here)', () => {
    const { history, updates } = setUp()
    history.push(`${EDIT}#price`)
    expect(history.location.hash).toBe('#price')
    expect(updates).toEqual([`PUSH ${EDIT}`])
    expect(history.blocker.state).toBe('unblocked')
  })

  it('are held while blocked; reset() drops the navigation', () => {
    const { history, updates, shouldBlock, changes } = setUp()
    history.push(`${LIST}?status=Pending`)
    expect(history.location.pathname).toBe(EDIT)
    expect(updates).toEqual([])
    expect(shouldBlock.mock.calls[0]?.[0]).toMatchObject({
      currentLocation: { pathname: EDIT },
      nextLocation: { pathname: LIST, search: '?status=Pending' },
      historyAction: 'PUSH',
    })
    expect(history.blocker).toMatchObject({ state: 'blocked', location: { pathname: LIST } })
    expect(changes).toHaveBeenCalledTimes(1)
    history.blocker.reset!()
    expect(history.blocker.state).toBe('unblocked')
    expect(history.location.pathname).toBe(EDIT)
    expect(updates).toEqual([])
  })

  it('happen on proceed(), without asking the blocker again', () => {
    const { history, updates, shouldBlock } = setUp()
    history.replace('/drafts', { from: 'test' })
    expect(history.location.pathname).toBe(EDIT)
    shouldBlock.mockClear()
    history.blocker.proceed!()
    expect(shouldBlock).not.toHaveBeenCalled()
    expect(history.location).toMatchObject({ pathname: '/drafts', state: { from: 'test' } })
    expect(updates).toEqual(['REPLACE /drafts'])
    expect(history.blocker.state).toBe('unblocked')
  })

  it('pass once the blocker is removed, which also drops a held one', () => {
    const { history, unblock } = setUp()
    history.push(LIST)
    expect(history.blocker.state).toBe('blocked')
    unblock()
    expect(history.blocker.state).toBe('unblocked')
    history.push(LIST)
    expect(history.location.pathname).toBe(LIST)
  })
})

describe('back and forward (POP)', () => {
  it('a held one is undone at once: the router hears nothing, the history stays where it was', () => {
    const { history, updates, shouldBlock } = setUp()
    history.go(-1)
    expect(history.location.pathname).toBe(EDIT)
    expect(updates).toEqual([])
    expect(shouldBlock.mock.calls[0]?.[0]).toMatchObject({ historyAction: 'POP' })
    expect(history.blocker).toMatchObject({ state: 'blocked', location: { pathname: LIST } })
    history.blocker.reset!()
    expect(history.location.pathname).toBe(EDIT)
    expect(updates).toEqual([])
    // Asked again next time.
    history.go(-1)
    expect(history.blocker.state).toBe('blocked')
  })

  it('proceed() makes the same move again, and the router hears it once', () => {
    const { history, updates } = setUp()
    history.go(-1)
    history.blocker.proceed!()
    expect(history.location.pathname).toBe(LIST)
    expect(updates).toEqual([`POP ${LIST}`])
    expect(history.blocker.state).toBe('unblocked')
  })

  it('in the browser, where POPs arrive later: proceed() before the undo arrives waits for it', () => {
    // A memory history whose listener hears each move only when `arrive` is called, like popstate.
    const memory = createMemoryHistory([LIST, EDIT])
    const queue: (() => void)[] = []
    const inner: History = Object.create(memory) as History
    inner.listen = (fn) => memory.listen((update) => queue.push(() => fn(update)))
    const arrive = () => queue.splice(0).forEach((deliver) => deliver())
    const { history, updates } = setUp(inner)

    history.go(-1)
    arrive()
    expect(history.blocker.state).toBe('blocked')
    history.blocker.proceed!()
    expect(history.blocker.state).toBe('proceeding')
    arrive() // the undo: swallowed, then the move again
    expect(updates).toEqual([])
    arrive()
    expect(updates).toEqual([`POP ${LIST}`])
    expect(history.location.pathname).toBe(LIST)
    expect(history.blocker.state).toBe('unblocked')
  })
})
