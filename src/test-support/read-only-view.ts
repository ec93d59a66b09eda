import { screen } from '@testing-library/react'
import { expect } from 'vitest'

// What the tests of a read-only object page (a listing or cash offer no longer Pending) look at: the value
// shown beside a term, and that nothing on the page can change it.

/** The text of the description beside the term `term` (a dt). */
export const valueOf = (term: string) =>
  screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent

/** No form, no field of any kind, no Save and no Discard changes. */
export function expectNothingToChange() {
  expect(screen.queryByRole('form')).toBeNull()
  expect(screen.queryAllByRole('textbox')).toHaveLength(0)
  expect(screen.queryAllByRole('checkbox')).toHaveLength(0)
  expect(screen.queryAllByRole('combobox')).toHaveLength(0)
  expect(screen.queryByRole('button', { name: /^Save/ })).toBeNull()
  expect(screen.queryByRole('button', { name: 'Discard changes' })).toBeNull()
}
