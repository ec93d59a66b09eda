/** @vitest-environment jsdom */
import { describe, expect, it } from 'vitest'
import type { Update } from './blocking-history'
import { createBrowserHistory } from './browser-history'

// The browser's history as the app's: push and replace heard at once with the entry's state, back and
// forward heard from popstate with how far they went, and an entry the app did not make (a link to a
// fragment) given an index so that the next moves know their distance again. One history for the whole
// file, as in the app: each test goes on from where the last one left.

window.history.replaceState(null, '', '/drafts')
const history = createBrowserHistory()
const updates: Update[] = []
history.listen((update) => updates.push(update))

/** Moves the browser by `delta` and waits for its popstate. */
async function go(delta: number) {
  const popped = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }))
  history.go(delta)
  await popped
}

const last = () => updates.at(-1)

describe('createBrowserHistory', () => {
  it('opens at the address, as entry 0', () => {
    expect(history.location).toEqual({ pathname: '/drafts', search: '', hash: '', state: null })
    expect(window.history.state).toEqual({ usr: null, idx: 0 })
  })

  it('push and replace are heard at once, with the state of the entry', () => {
    history.push('/listings?status=Pending')
    expect(last()).toEqual({
      action: 'PUSH',
      delta: 1,
      location: { pathname: '/listings', search: '?status=Pending', hash: '', state: null },
    })
    expect(window.location.pathname).toBe('/listings')
    history.push('/listings/7', { createdFromDraft: 'd1' })
    expect(history.location.state).toEqual({ createdFromDraft: 'd1' })
    history.replace('?tab=price')
    expect(last()).toMatchObject({ action: 'REPLACE', delta: 0, location: { pathname: '/listings/7' } })
    expect(history.location).toMatchObject({ search: '?tab=price', state: null })
    expect(window.history.state).toEqual({ usr: null, idx: 2 })
  })

  it('back and forward are heard with how far they went, and the state of the entry they reach', async () => {
    await go(-2)
    expect(last()).toMatchObject({ action: 'POP', delta: -2, location: { pathname: '/drafts' } })
    await go(1)
    expect(last()).toMatchObject({ action: 'POP', delta: 1, location: { pathname: '/listings' } })
    await go(1)
    expect(last()).toMatchObject({ action: 'POP', delta: 1, location: { search: '?tab=price' } })
  })

  it('an entry the app did not make is heard without a distance, then counted as the next one', async () => {
    // What a click on a link to a fragment does: a new entry without the app's state, then popstate.
    window.history.pushState(null, '', '#main-content')
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }))
    expect(last()).toMatchObject({ action: 'POP', delta: null, location: { hash: '#main-content' } })
    expect(window.history.state).toEqual({ usr: null, idx: 3 })
    await go(-1)
    expect(last()).toMatchObject({
      action: 'POP',
      delta: -1,
      location: { pathname: '/listings/7', hash: '' },
    })
  })
})
