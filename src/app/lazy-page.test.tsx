import { Suspense } from 'react'
import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, test } from 'vitest'
import { lazyPage } from './lazy-page'

function deferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

const Hello = () => <p>Hello page</p>

afterEach(cleanup)

describe('lazyPage', () => {
  test('preloaded, it renders in the first paint without the fallback', async () => {
    let loads = 0
    const Page = lazyPage(() => {
      loads++
      return Promise.resolve(Hello)
    })
    await Page.preload()
    render(
      <Suspense fallback={<p>Loading page</p>}>
        <Page />
      </Suspense>,
    )
    // Synchronously there, not after a commit of the fallback.
    expect(screen.getByText('Hello page')).toBeTruthy()
    expect(screen.queryByText('Loading page')).toBeNull()
    await Page.preload()
    expect(loads).toBe(1)
  })

  test('not preloaded, it suspends like React.lazy and shows once the chunk is there', async () => {
    const chunk = deferred<typeof Hello>()
    const Page = lazyPage(() => chunk.promise)
    render(
      <Suspense fallback={<p>Loading page</p>}>
        <Page />
      </Suspense>,
    )
    expect(screen.getByText('Loading page')).toBeTruthy()
    // React retries the suspended page on a later task: let one pass inside act.
    await act(async () => {
      chunk.resolve(Hello)
      await new Promise((resolve) => setTimeout(resolve, 50))
    })
    expect(screen.getByText('Hello page')).toBeTruthy()
  })

  test('a failed download is tried again on the next preload', async () => {
    let attempt = 0
    const Page = lazyPage(() => {
      attempt++
      return attempt === 1
        ? Promise.reject(new TypeError('Failed to fetch dynamically imported module'))
        : Promise.resolve(Hello)
    })
    await expect(Page.preload()).rejects.toThrow('dynamically imported module')
    await expect(Page.preload()).resolves.toBeUndefined()
    expect(attempt).toBe(2)
  })
})
