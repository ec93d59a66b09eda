import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Link, Route, Switch } from 'wouter'
import { afterEach, describe, expect, it } from 'vitest'
import { BlockingRouter } from './blocking-router'
import { memoryHistory } from '../../test-support/memory-history'
import { UnsavedChangesGuard } from './unsaved-changes-guard'

// The guard on its own, in a router over a memory history: a link and the back button held by the
// question, "Cancel" staying, a save while the question is open letting the navigation go on, and a
// change of the hash alone never asked about.

afterEach(cleanup)

function open(unsaved: boolean) {
  const history = memoryHistory(['/listings', '/listings/7'])
  const page = (when: boolean) => (
    <BlockingRouter history={history}>
      <Switch>
        <Route path="/listings">
          <h1>Listings</h1>
        </Route>
        <Route path="/listings/7">
          <h1>Listing 7</h1>
          <Link to="/drafts">Drafts</Link>
          <Link to="#price">Price</Link>
          <UnsavedChangesGuard when={when} what="this listing" />
        </Route>
        <Route path="/drafts">
          <h1>Drafts</h1>
        </Route>
      </Switch>
    </BlockingRouter>
  )
  const { rerender } = render(page(unsaved))
  return { history, user: userEvent.setup(), save: () => rerender(page(false)) }
}

const question = () => screen.findByRole('dialog', { name: 'Leave without saving?' })

describe('UnsavedChangesGuard', () => {
  it('lets a link go without asking when nothing is unsaved', async () => {
    const { user } = open(false)
    await user.click(screen.getByRole('link', { name: 'Drafts' }))
    await screen.findByRole('heading', { name: 'Drafts' })
  })

  it('asks before a link; "Cancel" stays, "Leave without saving" goes', async () => {
    const { history, user } = open(true)
    await user.click(screen.getByRole('link', { name: 'Drafts' }))
    const dialog = await question()
    expect(within(dialog).getByText(/Your changes to this listing have not been saved/)).toBeTruthy()
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(history.location.pathname).toBe('/listings/7')
    await user.click(screen.getByRole('link', { name: 'Drafts' }))
    await user.click(within(await question()).getByRole('button', { name: 'Leave without saving' }))
    await screen.findByRole('heading', { name: 'Drafts' })
  })

  it('asks before the back button, and stays on "Cancel"', async () => {
    const { history, user } = open(true)
    act(() => history.go(-1))
    await user.click(within(await question()).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(history.location.pathname).toBe('/listings/7')
    expect(screen.getByRole('heading', { name: 'Listing 7' })).toBeTruthy()
  })

  it('saved while the question is open: the navigation goes on', async () => {
    const { user, save } = open(true)
    await user.click(screen.getByRole('link', { name: 'Drafts' }))
    await question()
    save()
    await screen.findByRole('heading', { name: 'Drafts' })
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('does not ask about a change of the hash alone', async () => {
    const { history, user } = open(true)
    await user.click(screen.getByRole('link', { name: 'Price' }))
    expect(history.location.hash).toBe('#price')
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})
