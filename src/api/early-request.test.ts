import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  EARLY_REQUEST_CLAIM_MS,
  clearEarlyRequest,
  requestIdentity,
  startEarlyRequest,
  takeEarlyRequest,
  withEarlyRequest,
} from './early-request'
import { requestShape } from './request-shape'

const URL_ = 'http://service.test/api/v1/draft-listings/search'
const shape = () => requestShape('POST', 'secret-key', { pharmacyNpi: 1234567893, start: 0, take: 10 })
const init = (over: RequestInit = {}): RequestInit => ({ ...shape(), ...over })
const answering = () => vi.fn<typeof fetch>(() => Promise.resolve(new Response('{}', { status: 200 })))

afterEach(() => clearEarlyRequest())

describe('early request', () => {
  it('hands the started response to the same request, once', async () => {
    const send = answering()
    startEarlyRequest(URL_, shape(), send, 1000)
    expect(send).toHaveBeenCalledTimes(1)
    const taken = takeEarlyRequest(URL_, init(), 1001)
    expect(taken).not.toBeNull()
    expect((await taken!).status).toBe(200)
    expect(takeEarlyRequest(URL_, init(), 1002)).toBeNull()
  })

  it('gives nothing to another request and keeps it for the same one', () => {
    startEarlyRequest(URL_, shape(), answering(), 1000)
    // Another key (another group), another pharmacy or page, another service.
    expect(
      takeEarlyRequest(URL_, init({ headers: { ...shape().headers, 'X-SERVICE-AUTH': 'other' } }), 1001),
    ).toBeNull()
    expect(
      takeEarlyRequest(
        URL_,
        init({ body: JSON.stringify({ pharmacyNpi: 1234567893, start: 10, take: 10 }) }),
        1001,
      ),
    ).toBeNull()
    expect(takeEarlyRequest('http://other.test/api/v1/draft-listings/search', init(), 1001)).toBeNull()
    expect(takeEarlyRequest(URL_, init({ method: 'GET' }), 1001)).toBeNull()
    expect(takeEarlyRequest(URL_, init(), 1001)).not.toBeNull()
  })

  it('does not depend on the order of the headers', () => {
    const { Accept = '', ...rest } = shape().headers
    expect(requestIdentity(URL_, { ...shape(), headers: { ...rest, Accept } })).toBe(
      requestIdentity(URL_, shape()),
    )
  })

  it('drops a response nobody claimed in time', () => {
    startEarlyRequest(URL_, shape(), answering(), 1000)
    expect(takeEarlyRequest(URL_, init(), 1000 + EARLY_REQUEST_CLAIM_MS + 1)).toBeNull()
    expect(takeEarlyRequest(URL_, init(), 1000)).toBeNull()
  })

  it('cancels the started request when the taker cancels', async () => {
    let seen: AbortSignal | undefined
    startEarlyRequest(URL_, shape(), (_input, requestInit) => {
      seen = requestInit?.signal ?? undefined
      return new Promise<Response>((_resolve, reject) =>
        seen?.addEventListener('abort', () => reject(seen?.reason as Error)),
      )
    })
    const controller = new AbortController()
    const taken = takeEarlyRequest(URL_, init({ signal: controller.signal }))
    controller.abort(new Error('left the page'))
    expect(seen?.aborted).toBe(true)
    await expect(taken).rejects.toThrow('left the page')
  })

  it('leaves an unclaimed failure unreported', async () => {
    const unhandled = vi.fn()
    process.on('unhandledRejection', unhandled)
    startEarlyRequest(URL_, shape(), () => Promise.reject(new TypeError('Failed to fetch')))
    await new Promise((resolve) => setTimeout(resolve, 10))
    process.off('unhandledRejection', unhandled)
    expect(unhandled).not.toHaveBeenCalled()
  })

  it('sends everything else through the wrapped fetch', async () => {
    const send = answering()
    const early = answering()
    startEarlyRequest(URL_, shape(), early)
    const wrapped = withEarlyRequest(send)
    await wrapped(URL_, init())
    expect(send).not.toHaveBeenCalled()
    await wrapped(URL_, init())
    expect(send).toHaveBeenCalledTimes(1)
    expect(early).toHaveBeenCalledTimes(1)
  })
})
