import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { DraftSearchItem } from '../../contract/drafts'
import type { ListedDraft } from '../../contract/listed-drafts'
import { draftColumns } from './draft-columns'

afterEach(() => cleanup())

const columns = draftColumns(new Date('2026-01-01T00:00:00Z'), () => undefined)
const price = columns.find((c) => c.id === 'price')!
const actions = columns.find((c) => c.id === 'actions')!
const draft = (overrides: Partial<DraftSearchItem>) =>
  ({
    price: 442.12,
    quantity: 1,
    fullPackage: true,
    quantityUnitQualifier: 'EA',
    ...overrides,
  }) as DraftSearchItem

describe("the drafts table's price", () => {
  it('says it is for the whole quantity, in the one quantity format, the size not reported said', () => {
    const { container } = render(<>{price.cell(draft({}))}</>)
    expect(container.textContent).toBe('$442.12for 1 package (size not reported)')
    cleanup()
    const partial = render(<>{price.cell(draft({ price: 1.43, quantity: 39, fullPackage: false }))}</>)
    expect(partial.container.textContent).toBe('$1.43for 39 EA')
    // Whole in the cell, which wraps: no title repeats it.
    expect(price.title).toBeUndefined()
  })
})

describe("the drafts table's row actions", () => {
  it('say what they do in words, their names adding which draft', () => {
    const item = draft({ id: 'd1', packageName: 'Januvia', lotNumber: '7A2776' })
    render(<>{actions.cell(item)}</>)
    const list = screen.getByRole('link', { name: /^List on marketplace: Januvia/ })
    expect(list.textContent).toBe('List on marketplace')
    expect(list.getAttribute('href')).toBe('/listings/new?draft=d1')
    expect(screen.getByRole('button', { name: /^Delete draft Januvia/ }).textContent).toBe('Delete')
  })
})

describe('a draft this server listed already', () => {
  const item = draft({ id: 'd1', packageName: 'Januvia', lotNumber: '7A2776' })
  const record: ListedDraft = {
    draftId: 'D1',
    state: 'listed',
    listingId: 'l9',
    listedAt: '2026-01-01T10:00:00.000Z',
    jobId: 'j4',
  }
  const actionsWith = (listed: Map<string, ListedDraft>) =>
    draftColumns(new Date('2026-01-01T00:00:00Z'), () => undefined, listed).find((c) => c.id === 'actions')!

  it('links to its listing in place of "List on marketplace", whether a job or a person listed it', () => {
    for (const jobId of ['j4', null]) {
      render(<>{actionsWith(new Map([['d1', { ...record, jobId }]])).cell(item)}</>)
      const link = screen.getByRole('link', { name: /^Listed: view the listing of Januvia/ })
      expect(link.textContent).toBe('Listed: view listing')
      expect(link.getAttribute('href')).toBe('/listings/l9')
      expect(screen.queryByRole('link', { name: /^List on marketplace/ })).toBeNull()
      cleanup()
    }
  })

  it('being listed (a job under way, or an answer lost) says so in words, and offers no listing', () => {
    for (const jobId of ['j4', null]) {
      const listing: ListedDraft = { ...record, state: 'listing', listingId: null, listedAt: null, jobId }
      const { container } = render(<>{actionsWith(new Map([['d1', listing]])).cell(item)}</>)
      expect(container.querySelector('.row-note')?.textContent).toBe('Being listed')
      expect(screen.queryByRole('link')).toBeNull()
      cleanup()
    }
  })
})
