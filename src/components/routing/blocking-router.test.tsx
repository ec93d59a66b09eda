import { act, cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Link, Redirect, Route, Switch, useParams } from 'wouter'
import { afterEach, describe, expect, it } from 'vitest'
import { BlockingRouter, useHistoryLocation, useSearchParams } from './blocking-router'
import { memoryHistory } from '../../test-support/memory-history'

// wouter's routes and links over the blocking history: matching with a parameter and a catch-all, a
// redirect that replaces its entry, a link to the address shown that adds none, and the search and the
// entry's state read from the history as they are.

afterEach(cleanup)

function Listing() {
  const { listingId } = useParams<{ listingId: string }>()
  const [params, setParams] = useSearchParams()
  const location = useHistoryLocation()
  return (
    <>
      <h1>{`Listing ${listingId}`}</h1>
      <output aria-label="Search term">{params.get('q') ?? ''}</output>
      <output aria-label="State">{JSON.stringify(location.state)}</output>
      <button
        type="button"
        onClick={() =>
          setParams((current) => {
            current.set('page', '2')
            return current
          })
        }
      >
        Next page
      </button>
      <Link to={`/listings/${listingId}`}>This listing</Link>
    </>
  )
}

function open(entries: string[]) {
  const history = memoryHistory(entries)
  render(
    <BlockingRouter history={history}>
      <Switch>
        <Route path="/">
          <Redirect to="/listings" replace />
        </Route>
        <Route path="/listings">
          <h1>Listings</h1>
        </Route>
        <Route path="/listings/:listingId">
          <Listing />
        </Route>
        <Route>
          <h1>Not found</h1>
        </Route>
      </Switch>
    </BlockingRouter>,
  )
  return { history, user: userEvent.setup() }
}

describe('BlockingRouter', () => {
  it('shows the route of the address, with its parameter, and the catch-all for any other', () => {
    open(['/listings/7'])
    expect(screen.getByRole('heading', { name: 'Listing 7' })).toBeTruthy()
    cleanup()
    open(['/listings/7/extra'])
    expect(screen.getByRole('heading', { name: 'Not found' })).toBeTruthy()
  })

  it('redirects the index in place of its entry', () => {
    const { history } = open(['/listings/7', '/'])
    expect(screen.getByRole('heading', { name: 'Listings' })).toBeTruthy()
    act(() => history.go(-1))
    expect(screen.getByRole('heading', { name: 'Listing 7' })).toBeTruthy()
  })

  it('a link to the address shown replaces its entry instead of adding one', async () => {
    const { history, user } = open(['/listings', '/listings/7'])
    await user.click(screen.getByRole('link', { name: 'This listing' }))
    act(() => history.go(-1))
    expect(screen.getByRole('heading', { name: 'Listings' })).toBeTruthy()
  })

  it('reads the search as it is, sets it keeping the path, and reads the entry state', async () => {
    const { history, user } = open(['/listings/7?q=%2541'])
    expect(screen.getByRole('status', { name: 'Search term' }).textContent).toBe('%41')
    await user.click(screen.getByRole('button', { name: 'Next page' }))
    expect(history.location).toMatchObject({ pathname: '/listings/7', search: '?q=%2541&page=2' })
    act(() => history.replace('/listings/7', { createdFromDraft: 'd1' }))
    expect(screen.getByRole('status', { name: 'State' }).textContent).toBe('{"createdFromDraft":"d1"}')
  })
})
