import { describe, expect, it } from 'vitest'
import { rowOffsets, rowsOnScreen } from './row-window'

// Which rows of a long page are near the screen: rows of their measured heights, the least height for
// those not drawn yet.

describe('rowsOnScreen', () => {
  const view = (scrollY: number, height = 800) => ({ scrollY, height })
  const even = rowOffsets(100, () => 50)

  it('draws from the body’s first row to the window’s foot when the body starts on screen', () => {
    // Body at 300 px, rows of 50 px: 500 px of window show rows 0 to 9.
    expect(rowsOnScreen(even, 300, 0, view(0))).toEqual({ start: 0, end: 10, before: 0, after: 4500 })
  })

  it('follows the scroll, widened by the overscan on both sides and held within the page', () => {
    expect(rowsOnScreen(even, 300, 0, view(1300))).toMatchObject({ start: 20, end: 36 })
    expect(rowsOnScreen(even, 300, 4, view(1300))).toEqual({ start: 16, end: 40, before: 800, after: 3000 })
    expect(rowsOnScreen(even, 300, 4, view(0))).toMatchObject({ start: 0, end: 14 })
    expect(rowsOnScreen(even, 300, 4, view(5000))).toMatchObject({ start: 90, end: 100, after: 0 })
  })

  it('draws nothing when the body is wholly above or below the window', () => {
    expect(rowsOnScreen(even, 300, 0, view(9000))).toMatchObject({ start: 100, end: 100 })
    expect(rowsOnScreen(even, 3000, 0, view(0))).toMatchObject({ start: 0, end: 0, after: 5000 })
  })

  it('places rows by their own heights: a tall row above the screen moves the rest down', () => {
    // Row 0 is 500 px tall (its words wrapped), the others 50: rows 11 to 14 fill 1,000 to 1,200 px.
    const offsets = rowOffsets(100, (index) => (index === 0 ? 500 : 50))
    expect(offsets.slice(0, 3)).toEqual([0, 500, 550])
    expect(rowsOnScreen(offsets, 0, 0, view(1000, 200))).toEqual({
      start: 11,
      end: 15,
      before: 1000,
      after: 4250,
    })
  })
})
