import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll } from 'vitest'

/**
 * The service mocked at the network (msw) for one test file: listening for the file's tests, a request
 * no handler answers fails the test, and the handlers a test adds (`server.use`) end with it.
 */
export function mockServiceForFile() {
  const server = setupServer()
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
  afterEach(() => server.resetHandlers())
  afterAll(() => server.close())
  return server
}
