import { cleanup, render } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { DraftSearchItem } from '../../contract/drafts'
import { draftColumns } from './draft-columns'

afterEach(() => cleanup())

const price = draftColumns(new Date('2026-01-01T00:00:00Z'), () => undefined).find((c) => c.id === 'price')!
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
    expect(price.title?.(draft({}))).toBe('$442.12 for 1 package (size not reported)')
    expect(price.title?.(draft({ price: 1.43, quantity: 39, fullPackage: false }))).toBe('$1.43 for 39 EA')
    expect(price.title?.(draft({ price: null }))).toBeUndefined()
  })
})
