import { describe, expect, test, vi } from 'vitest'
import type { DraftSearchItem } from '../../contract/drafts'
import { createRowSelection } from './row-selection'

const item = (n: number) => ({ id: `d${n}`, nationalDrugCode: `0000${n}-0000-00` }) as DraftSearchItem
const page = [1, 2, 3, 4, 5].map(item)

function selectionWithPage() {
  const selection = createRowSelection((row: DraftSearchItem) => row.id)
  selection.setPage(page)
  return selection
}

describe('a list table’s selection', () => {
  test('a click chooses one draft and tells only that draft’s box', () => {
    const selection = selectionWithPage()
    const two = vi.fn()
    const three = vi.fn()
    const any = vi.fn()
    selection.subscribeRow('d2', two)
    selection.subscribeRow('d3', three)
    selection.subscribe(any)
    selection.toggle('d2', false)
    expect(selection.isSelected('d2')).toBe(true)
    expect(selection.isSelected('d3')).toBe(false)
    expect(two).toHaveBeenCalledTimes(1)
    expect(three).not.toHaveBeenCalled()
    expect(any).toHaveBeenCalledTimes(1)
    selection.toggle('d2', false)
    expect(selection.count()).toBe(0)
  })

  test('Shift chooses every row from the last one clicked, either way, and tells those boxes only', () => {
    const selection = selectionWithPage()
    const five = vi.fn()
    selection.subscribeRow('d5', five)
    selection.toggle('d4', false)
    selection.toggle('d2', true)
    expect(selection.chosen().map((d) => d.id)).toEqual(['d4', 'd2', 'd3'])
    expect(five).not.toHaveBeenCalled()
    // From the last one clicked (d2) down to d1: the range takes the state of the clicked row's change.
    selection.toggle('d1', true)
    expect(selection.count()).toBe(4)
    expect(selection.isSelected('d5')).toBe(false)
  })

  test('the page box chooses every row of the page, then none', () => {
    const selection = selectionWithPage()
    selection.toggle('d1', false)
    selection.togglePage()
    expect(selection.count()).toBe(5)
    selection.togglePage()
    expect(selection.count()).toBe(0)
  })

  test('every row of the search counts up to the cap; a click on one row goes back to the page’s rows', () => {
    const selection = selectionWithPage()
    selection.togglePage()
    selection.selectAll(2400, 1000)
    expect(selection.mode()).toBe('all')
    expect(selection.count()).toBe(1000)
    expect(selection.isSelected('d9')).toBe(true)
    selection.toggle('d3', false)
    expect(selection.mode()).toBe('rows')
    expect(selection.chosen().map((d) => d.id)).toEqual(['d1', 'd2', 'd4', 'd5'])
  })

  test('choices are kept across pages, with each draft as it was seen', () => {
    const selection = selectionWithPage()
    selection.toggle('d1', false)
    selection.setPage([6, 7].map(item))
    selection.toggle('d7', false)
    expect(selection.chosen().map((d) => d.nationalDrugCode)).toEqual(['00001-0000-00', '00007-0000-00'])
    selection.clear()
    expect(selection.count()).toBe(0)
  })
})

describe('rows the page does not allow', () => {
  type Listing = { id: string; status: number }
  const listings: Listing[] = [
    { id: 'l1', status: 0 },
    { id: 'l2', status: 3 },
    { id: 'l3', status: 0 },
  ]

  test('have no box: the page, its box and a Shift range leave them out', () => {
    const selection = createRowSelection((row: Listing) => (row.status === 0 ? row.id : undefined))
    selection.setPage(listings)
    expect(selection.idOf(listings[1]!)).toBeUndefined()
    expect(selection.page().map((row) => row.id)).toEqual(['l1', 'l3'])
    selection.toggle('l2', false)
    expect(selection.count()).toBe(0)
    selection.toggle('l1', false)
    selection.toggle('l3', true)
    expect(selection.chosen().map((row) => row.id)).toEqual(['l1', 'l3'])
    selection.togglePage()
    expect(selection.count()).toBe(0)
    selection.togglePage()
    expect(selection.chosen().map((row) => row.id)).toEqual(['l1', 'l3'])
  })
})
