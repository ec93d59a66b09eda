// The early colour-scheme script (color-scheme-script.ts) puts on <html> the scheme the app would: the
// mode the app bar's menu stored, through MUI, under the key the script reads; or the system's.
import { act, render } from '@testing-library/react'
import { useColorScheme } from '@mui/material/styles'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { Providers } from './providers'

const SCRIPT = './color-scheme-script.ts'

/** Runs the script as the browser does on a cold load: once, from the top. */
async function runScript() {
  vi.resetModules()
  await import(/* @vite-ignore */ SCRIPT)
  return document.documentElement.getAttribute('data-color-scheme')
}

function systemPrefers(scheme: 'light' | 'dark') {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === '(prefers-color-scheme: dark)' && scheme === 'dark',
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
  }))
}

beforeEach(() => {
  localStorage.clear()
  document.documentElement.removeAttribute('data-color-scheme')
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('the mode chosen in the app', () => {
  let setMode: ((mode: 'light' | 'dark' | 'system') => void) | undefined
  function ModeSetter() {
    setMode = useColorScheme().setMode
    return null
  }

  for (const [mode, system, expected] of [
    ['dark', 'light', 'dark'],
    ['light', 'dark', 'light'],
    ['system', 'dark', 'dark'],
    ['system', 'light', 'light'],
  ] as const) {
    test(`${mode} on a ${system} system: the script puts ${expected} on <html>`, async () => {
      systemPrefers(system)
      const { unmount } = render(
        <Providers>
          <ModeSetter />
        </Providers>,
      )
      act(() => setMode?.(mode))
      unmount()
      document.documentElement.removeAttribute('data-color-scheme')

      expect(await runScript()).toBe(expected)
    })
  }
})

describe('without a stored mode', () => {
  test("the system's scheme", async () => {
    systemPrefers('dark')
    expect(await runScript()).toBe('dark')
    systemPrefers('light')
    expect(await runScript()).toBe('light')
  })

  test("a value the app never writes counts as none: the system's scheme", async () => {
    systemPrefers('dark')
    localStorage.setItem('mui-mode', 'sepia')
    expect(await runScript()).toBe('dark')
  })

  test("storage refused (privacy settings): the system's scheme, no error", async () => {
    systemPrefers('dark')
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError')
    })
    expect(await runScript()).toBe('dark')
  })
})
