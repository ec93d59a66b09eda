import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { apiError, type ApiError } from '../../api/api-error'
import type { JobBody } from '../../contract/jobs'
import { listingFixture } from '../../test-support/listing-fixture'
import { RepriceDialog } from './reprice-dialog'

// The reprice dialog: the change typed, each row's old and new price for its quantity and unit, the rows a rule refuses left out
// with the reason, and the job's body as Start sends it; nothing is sent while the change is wrong.

const NPI = 1234567893
const A = '10000000-0000-4000-8000-00000000000a'
const B = '10000000-0000-4000-8000-00000000000b'
const C = '10000000-0000-4000-8000-00000000000c'
const listings = [
  listingFixture({ id: A, price: 19.99, lotNumber: 'LOT-A' }),
  listingFixture({ id: B, price: 0.01, lotNumber: 'LOT-B' }),
  listingFixture({ id: C, price: 10.1, lotNumber: 'LOT-C' }),
]

function show(error: ApiError | null = null) {
  const onStart = vi.fn<(body: JobBody) => void>()
  const onCancel = vi.fn()
  render(
    <RepriceDialog
      open
      listings={listings}
      npi={NPI}
      busy={false}
      error={error}
      onCancel={onCancel}
      onStart={onStart}
    />,
  )
  return { onStart, onCancel, dialog: screen.getByRole('dialog', { name: 'Reprice 3 listings' }) }
}

const rowsOf = (dialog: HTMLElement) =>
  within(within(dialog).getByRole('list', { name: 'New prices' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent)

afterEach(cleanup)

describe('the reprice dialog', () => {
  test('a percentage shows each new price to the cent and leaves out a row whose price would be 0', async () => {
    const user = userEvent.setup()
    const { dialog, onStart } = show()
    expect(within(dialog).getByRole<HTMLInputElement>('radio', { name: 'By a percentage' }).checked).toBe(
      true,
    )
    expect(within(dialog).getByRole('status').textContent).toBe(
      'Each listing’s new price shows here once the change is typed.',
    )
    await user.type(within(dialog).getByRole('textbox', { name: 'Change (%)' }), '-10')
    expect(rowsOf(dialog)).toEqual([
      'Zyprexa (olanzapine), lot LOT-A$19.99 to $17.99 for 12 EA',
      'Zyprexa (olanzapine), lot LOT-B$0.01 to $0.01 for 12 EA',
      'Zyprexa (olanzapine), lot LOT-C$10.10 to $9.09 for 12 EA',
    ])
    await user.clear(within(dialog).getByRole('textbox', { name: 'Change (%)' }))
    await user.type(within(dialog).getByRole('textbox', { name: 'Change (%)' }), '-60 %')
    expect(rowsOf(dialog)[1]).toBe(
      'Zyprexa (olanzapine), lot LOT-B$0.01 to $0.00 for 12 EALeft out: Price must be greater than 0.',
    )
    expect(within(dialog).getByRole('status').textContent).toBe(
      '2 listings of 3 will be repriced; 1 left out, each says why.',
    )
    await user.click(within(dialog).getByRole('button', { name: 'Start repricing 2 listings' }))
    expect(onStart).toHaveBeenCalledOnce()
    expect(onStart.mock.calls[0]![0]).toMatchObject({
      kind: 'repriceListings',
      pharmacyNpi: NPI,
      rows: [
        { listingId: A, percent: -60 },
        { listingId: C, percent: -60 },
      ],
    })
  })

  test('a new price for all is sent as a price; a wrong one is said at the field and nothing is sent', async () => {
    const user = userEvent.setup()
    const { dialog, onStart } = show()
    await user.click(within(dialog).getByRole('radio', { name: 'A new price for all' }))
    const price = within(dialog).getByRole('textbox', { name: 'New price ($)' })
    await user.type(price, '0')
    expect(within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Start repricing' }).disabled).toBe(
      false,
    )
    await user.click(within(dialog).getByRole('button', { name: 'Start repricing' }))
    await within(dialog).findByText('Price must be greater than 0.')
    expect(price.getAttribute('aria-invalid')).toBe('true')
    expect(onStart).not.toHaveBeenCalled()

    await user.clear(price)
    await user.type(price, '12.5')
    expect(rowsOf(dialog)[0]).toBe('Zyprexa (olanzapine), lot LOT-A$19.99 to $12.50 for 12 EA')
    await user.click(within(dialog).getByRole('button', { name: 'Start repricing 3 listings' }))
    expect(onStart.mock.calls[0]![0]).toMatchObject({
      kind: 'repriceListings',
      pharmacyNpi: NPI,
      rows: [A, B, C].map((listingId) => ({ listingId, price: 12.5 })),
    })
  })

  test('when every row is refused, Start is disabled and says why', async () => {
    const user = userEvent.setup()
    const { dialog } = show()
    await user.type(within(dialog).getByRole('textbox', { name: 'Change (%)' }), '-99.99')
    within(dialog).getByText('No listing can be repriced this way: each row says why.')
    expect(
      within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Start repricing 0 listings' }).disabled,
    ).toBe(true)
  })

  test('the server’s refusal is shown, and Cancel closes', async () => {
    const user = userEvent.setup()
    const { dialog, onCancel } = show(
      apiError({ kind: 'forbidden', status: 403, message: 'Your role (viewer) cannot change listings.' }),
    )
    within(dialog).getByText('The job was not started')
    within(dialog).getByText('Not allowed: Your role (viewer) cannot change listings.')
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(onCancel).toHaveBeenCalledOnce()
  })
})
