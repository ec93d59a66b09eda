import { describe, expect, it } from 'vitest'
import { rowsOnScreen } from './row-window'

// Which rows of a long page are near the screen: arithmetic on one row height.

describe('rowsOnScreen', () => {
  const view = (scrollY: number, height = 800) => ({ scrollY, height })

  it('draws from the body’s first row to the window’s foot when the body starts on screen', () => {
    // Body at 300 px, rows of 50 px: 500 px of window show rows 0 to 9.
    expect(rowsOnScreen(100, 50, 300, 0, view(0))).toEqual({ start: 0, end: 10 })
  })

  it('follows the scroll, widened by the overscan on both sides and held within the page', () => {
    expect(rowsOnScreen(100, 50, 300, 0, view(1300))).toEqual({ start: 20, end: 36 })
    expect(rowsOnScreen(100, 50, 300, 4, view(1300))).toEqual({ start: 16, end: 40 })
    expect(rowsOnScreen(100, 50, 300, 4, view(0))).toEqual({ start: 0, end: 14 })
    expect(rowsOnScreen(100, 50, 300, 4, view(5000))).toEqual({ start: 90, end: 100 })
  })

  it('draws nothing when the body is wholly above or below the window', () => {
    expect(rowsOnScreen(100, 50, 300, 0, view(9000))).toEqual({ start: 100, end: 100 })
    expect(rowsOnScreen(100, 50, 3000, 0, view(0))).toEqual({ start: 0, end: 0 })
  })
})
