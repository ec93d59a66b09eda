import type { ReactElement } from 'react'
import { QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse, type RequestHandler } from 'msw'
import { setupServer } from 'msw/node'
import { Route, Switch } from 'wouter'
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest'
import { connect } from '../api/connection-store'
import { createQueryClient } from '../api/query-client'
import { clearRateLimit } from '../api/rate-limit-store'
import { BlockingRouter } from '../components/routing/blocking-router'
import { memoryHistory } from './memory-history'
import { capitalized, type ObjectKind } from '../components/pages/object-kind'
import { ToastHost } from '../components/feedback/toast-host'

// Test support for the component tests of an edit page (listing, cash offer), never imported by the app:
// the service mocked at the network (msw) and the page mounted in a router with a blocking history (the
// unsaved-changes guard needs one), with the list page before it in the history to leave to.

/** The mocked service's address. */
export const SERVICE_BASE = 'http://service.test'
/** The acting pharmacy of every test. */
export const NPI = 1234567893

/** What the mocked service holds and was sent; reset before each test. */
export interface MockEditService<T, TBody> {
  /** What a read answers; null: the service cannot read one (404, as without the read extension). */
  current: T | null
  reads: number
  puts: TBody[]
  /** The answers to the next updates, in order; after them, answerPut. */
  answers: ((body: TBody) => Response)[]
  answerPut: (body: TBody) => Response
}

export interface MockEditServiceOptions<T, TBody> {
  /** The object's address at the service, e.g. /api/v1/cash-offers/884b0fc1-…. */
  path: string
  /** What the service holds when a test starts. */
  initial: T
  /** The answer to an update unless a test says otherwise: the object as saved. */
  saved: (body: TBody, current: T | null) => Response
  /** Other endpoints the page reads, e.g. the NDC statistics beside a price. */
  handlers?: RequestHandler[]
}

/** The mocked service, and `setUp` to call at the top of a test file: it registers the server and resets. */
export function mockEditService<T, TBody>({
  path,
  initial,
  saved,
  handlers = [],
}: MockEditServiceOptions<T, TBody>) {
  const fresh = (): MockEditService<T, TBody> => ({
    current: initial,
    reads: 0,
    puts: [],
    answers: [],
    answerPut: (body) => saved(body, service.current),
  })
  const service = fresh()
  const url = `${SERVICE_BASE}${path}`
  const server = setupServer(
    http.get(url, () => {
      service.reads += 1
      return service.current
        ? HttpResponse.json(service.current)
        : HttpResponse.json({ error: 'Not Found', statusCode: 404, message: 'No route.' }, { status: 404 })
    }),
    http.put(url, async ({ request }) => {
      const body = (await request.json()) as TBody
      service.puts.push(body)
      return (service.answers.shift() ?? service.answerPut)(body)
    }),
    ...handlers,
  )
  const setUp = () => {
    // MUI forms in jsdom are slow on a shared machine: typing a few fields takes seconds.
    vi.setConfig({ testTimeout: 30_000 })
    beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
    beforeEach(() => {
      connect({ baseUrl: SERVICE_BASE, apiKey: 'k', pharmacyNpi: NPI, groupName: null, pharmacyName: null })
      clearRateLimit()
      Object.assign(service, fresh())
    })
    afterEach(() => {
      cleanup()
      server.resetHandlers()
    })
    afterAll(() => server.close())
  }
  return { service, setUp }
}

export interface OpenEditPageOptions {
  kind: ObjectKind
  /** The route of the edit page, with the parameter it reads, e.g. /listings/:listingId. */
  route: string
  page: ReactElement
  id: string
  /** What to wait for once the page is open; the edit form unless told otherwise. */
  until?: () => Promise<unknown>
}

/** Opens the edit page of `id` (with the list page before it in the history) and waits for the form. */
export async function openEditPage({ kind, route, page, id, until }: OpenEditPageOptions) {
  const queryClient = createQueryClient({ retryReads: false })
  const history = memoryHistory([kind.listPath, kind.editPath(id)], 1)
  render(
    <QueryClientProvider client={queryClient}>
      <BlockingRouter history={history}>
        <Switch>
          <Route path={route}>{page}</Route>
          <Route path={kind.listPath}>
            <h1>{`${capitalized(kind.many)} list`}</h1>
          </Route>
        </Switch>
      </BlockingRouter>
      <ToastHost />
    </QueryClientProvider>,
  )
  await (until ? until() : screen.findByRole('form', { name: `Edit ${kind.one}` }))
  return { user: userEvent.setup(), history }
}

/** A text input by the start of its name (a required one's name ends with " *"). */
export const field = (name: string) =>
  screen.getByRole<HTMLInputElement>('textbox', { name: new RegExp(`^${name}`) })

/** The text a screen reader reads after the field: its helper text or its error. */
export const description = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')

/** The submit button, also while it says "Saving…". */
export const saveButton = (kind: ObjectKind) =>
  screen.getByRole<HTMLButtonElement>('button', { name: new RegExp(`^(Save ${kind.one}|Saving…)$`) })

export async function retype(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, text: string) {
  await user.clear(input)
  if (text !== '') await user.type(input, text)
}
