import { useState } from 'react'
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { FilterSwitch } from './filter-switch'

afterEach(cleanup)

function Harness({ onChange }: { onChange: (checked: boolean) => void }) {
  const [checked, setChecked] = useState(false)
  return (
    <FilterSwitch
      label="Hide generic"
      checked={checked}
      onChange={(next) => {
        setChecked(next)
        onChange(next)
      }}
    />
  )
}

describe('FilterSwitch', () => {
  test('is a switch named by its visible label, toggled by a click on the label and by Space', async () => {
    const onChange = vi.fn()
    const user = userEvent.setup()
    render(<Harness onChange={onChange} />)
    const control = screen.getByRole<HTMLInputElement>('switch', { name: 'Hide generic' })
    expect(control.checked).toBe(false)

    await user.click(screen.getByText('Hide generic'))
    expect(control.checked).toBe(true)
    expect(onChange).toHaveBeenLastCalledWith(true)

    control.blur()
    await user.tab()
    expect(document.activeElement).toBe(control)
    await user.keyboard(' ')
    expect(control.checked).toBe(false)
    expect(onChange).toHaveBeenLastCalledWith(false)
  })
})
