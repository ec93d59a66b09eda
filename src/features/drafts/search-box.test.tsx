import { Profiler } from 'react'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { LIMITS } from '../../contract/strings'
import { SearchBox, SEARCH_DEBOUNCE_MS } from './search-box'

afterEach(cleanup)

const box = () => screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search drafts' })
const pause = () => new Promise((resolve) => setTimeout(resolve, SEARCH_DEBOUNCE_MS + 150))

// The URL (the `value` prop) is updated by the router later than the commit: the test lands it by hand.
describe('SearchBox', () => {
  test('typing goes on while the URL has not caught up with the last commit: nothing typed is lost', async () => {
    const onCommit = vi.fn()
    const user = userEvent.setup()
    const { rerender } = render(<SearchBox value="" onCommit={onCommit} />)
    await user.type(box(), 'meto')
    await waitFor(() => expect(onCommit).toHaveBeenLastCalledWith('meto'))
    // The URL still says '' while the user types on.
    await user.type(box(), 'prolol')
    expect(box().value).toBe('metoprolol')
    rerender(<SearchBox value="meto" onCommit={onCommit} />)
    expect(box().value).toBe('metoprolol')
    await waitFor(() => expect(onCommit).toHaveBeenLastCalledWith('metoprolol'))
    rerender(<SearchBox value="metoprolol" onCommit={onCommit} />)
    expect(box().value).toBe('metoprolol')
    await pause()
    expect(onCommit).toHaveBeenCalledTimes(2)
  })

  test('the URL may skip a commit on its way to a later one', async () => {
    const onCommit = vi.fn()
    const user = userEvent.setup()
    const { rerender } = render(<SearchBox value="" onCommit={onCommit} />)
    await user.type(box(), 'ab')
    await waitFor(() => expect(onCommit).toHaveBeenLastCalledWith('ab'))
    await user.type(box(), 'c')
    await waitFor(() => expect(onCommit).toHaveBeenLastCalledWith('abc'))
    await user.type(box(), 'd')
    rerender(<SearchBox value="abc" onCommit={onCommit} />)
    expect(box().value).toBe('abcd')
  })

  test('a term from elsewhere (back, clear filters) replaces the text and is not sent back', async () => {
    const onCommit = vi.fn()
    const user = userEvent.setup()
    const { rerender } = render(<SearchBox value="" onCommit={onCommit} />)
    await user.type(box(), 'tablet')
    await waitFor(() => expect(onCommit).toHaveBeenLastCalledWith('tablet'))
    rerender(<SearchBox value="tablet" onCommit={onCommit} />)
    rerender(<SearchBox value="capsule" onCommit={onCommit} />)
    expect(box().value).toBe('capsule')
    rerender(<SearchBox value="" onCommit={onCommit} />)
    expect(box().value).toBe('')
    await pause()
    expect(onCommit).toHaveBeenCalledTimes(1)
  })

  test('Enter sends at once; the same term is not sent twice', async () => {
    const onCommit = vi.fn()
    const user = userEvent.setup()
    render(<SearchBox value="" onCommit={onCommit} />)
    await user.type(box(), 'insulin{Enter}')
    expect(onCommit).toHaveBeenCalledWith('insulin')
    await pause()
    expect(onCommit).toHaveBeenCalledTimes(1)
  })

  test('a key renders nothing: the browser keeps the text, and the field floats its label itself', async () => {
    const onCommit = vi.fn()
    const onRender = vi.fn()
    const user = userEvent.setup()
    const profiled = (value: string) => (
      <Profiler id="search" onRender={onRender}>
        <SearchBox value={value} onCommit={onCommit} />
      </Profiler>
    )
    const { rerender } = render(profiled(''))
    const frame = () => box().parentElement!.parentElement!
    onRender.mockClear()
    expect(frame().hasAttribute('data-typed')).toBe(false)
    await user.type(box(), 'tablet')
    expect(onRender).not.toHaveBeenCalled()
    expect(box().value).toBe('tablet')
    expect(frame().hasAttribute('data-typed')).toBe(true)
    await waitFor(() => expect(onCommit).toHaveBeenLastCalledWith('tablet'))
    expect(onCommit).toHaveBeenCalledTimes(1)
    // A term from elsewhere (clear filters) empties the box: the label sinks back.
    rerender(profiled(''))
    rerender(profiled('capsule'))
    expect(frame().hasAttribute('data-typed')).toBe(true)
    rerender(profiled(''))
    expect(box().value).toBe('')
    expect(frame().hasAttribute('data-typed')).toBe(false)
  })

  test('near the limit the helper text counts the characters; back below it, it says what to type', () => {
    const max = LIMITS.draftSearch.searchTerm
    render(<SearchBox value="" onCommit={vi.fn()} />)
    fireEvent.change(box(), { target: { value: 'x'.repeat(max) } })
    expect(screen.getByText(`${max} of ${max} characters`)).toBeTruthy()
    fireEvent.change(box(), { target: { value: 'x' } })
    expect(screen.getByText('Drug name, form or strength')).toBeTruthy()
  })
})
