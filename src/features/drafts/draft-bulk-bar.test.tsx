import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { enterSignInMode, leaveSignInMode } from '../../api/sign-in-mode'
import type { DraftSearchItem } from '../../contract/drafts'
import { createRowSelection } from '../../components/tables/row-selection'
import { DraftBulkBar } from './draft-bulk-bar'

// The bulk actions' bar: a disabled action says why (its description): with a key typed in the browser
// there is no server to run a job; signed in, nothing is chosen yet. A choice enables them; an action the
// role may not do is not offered.

const page = [1, 2, 3].map((n) => ({ id: `d${n}`, nationalDrugCode: '00002-7597-01' }) as DraftSearchItem)

function showBar() {
  const selection = createRowSelection((item: DraftSearchItem) => item.id)
  selection.setPage(page)
  render(
    <DraftBulkBar selection={selection} npi={1234567893} search={{ pharmacyNpi: 1234567893 }} matched={40} />,
  )
  return selection
}

afterEach(() => {
  cleanup()
  leaveSignInMode()
})

describe('the bulk actions bar', () => {
  it('without sign-in: the actions are disabled, and a line says they need the server', async () => {
    const selection = showBar()
    selection.toggle('d1', false)
    expect(await screen.findByText('1 draft chosen.')).toBeTruthy()
    const why = 'Acting on many drafts at once needs the server: sign in to the dashboard on its server.'
    for (const name of ['List on marketplace…', 'Delete…']) {
      const button = screen.getByRole('button', { name, description: why })
      expect(button).toHaveProperty('disabled', true)
    }
  })

  it('signed in: a choice enables them; the whole page offers every row of the search, with its cap', async () => {
    enterSignInMode(() => undefined, ['createMarketplaceListing', 'deleteDraftListing'])
    const selection = showBar()
    const why = 'Choose drafts in the table to list or delete them.'
    expect(screen.getByRole('button', { name: 'Delete…', description: why })).toHaveProperty('disabled', true)
    expect(screen.getByRole('button', { name: 'Clear the choice', description: why })).toHaveProperty(
      'disabled',
      true,
    )
    selection.togglePage()
    expect(await screen.findByText('3 drafts chosen.')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Delete…', description: '' })).toHaveProperty('disabled', false)
    expect(screen.queryByText(why)).toBeNull()
    expect(screen.queryByText(/needs the server/)).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Select every row of this search, up to 1000' }))
    expect(await screen.findByText('All 40 drafts of this search are chosen.')).toBeTruthy()
  })

  it('signed in as a role that may not delete: delete is not offered', async () => {
    enterSignInMode(() => undefined, ['createMarketplaceListing'])
    const selection = showBar()
    selection.toggle('d2', false)
    expect(await screen.findByText('1 draft chosen.')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'List on marketplace…' })).toHaveProperty('disabled', false)
    expect(screen.queryByRole('button', { name: 'Delete…' })).toBeNull()
  })
})
