import { QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { useForm } from 'react-hook-form'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { connect } from './connection-store'
import { applyToForm } from './error-display'
import { useUpdateListing } from './queries/listings'
import { createQueryClient } from './query-client'
import { QUANTITY_BODY_ITEM, fieldValidationBody } from '../test-support/field-validation-fixture'

// A real react-hook-form form, a real mutation hook, the service mocked at the network (msw): the
// service's field errors land on the right inputs and nothing the user typed is lost.

const BASE = 'http://service.test'
const LISTING_ID = '40000000-0000-4000-8000-000000000001'
const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  cleanup()
  server.resetHandlers()
})
afterAll(() => server.close())
beforeEach(() =>
  connect({ baseUrl: BASE, apiKey: 'k', pharmacyNpi: 1234567893, groupName: null, pharmacyName: null }),
)

interface Values {
  lotNumber: string
  price: string
  quantity: string
}

function ListingForm() {
  const form = useForm<Values>({ defaultValues: { lotNumber: 'LOT-1', price: '12.50', quantity: '1' } })
  const update = useUpdateListing()
  const { errors } = form.formState
  const onSubmit = (values: Values) =>
    update.mutate(
      {
        id: LISTING_ID,
        body: {
          pharmacyNPI: 1234567893,
          expirationDate: '2030-01-01T00:00:00Z',
          lotNumber: values.lotNumber,
          price: Number(values.price),
          quantity: Number(values.quantity),
          fullPackage: false,
          sealedPackage: true,
          originalPackage: true,
        },
      },
      { onError: (error) => applyToForm(error, form) },
    )
  const field = (name: keyof Values, label: string) => (
    <p>
      <label>
        {label}
        <input
          {...form.register(name)}
          aria-invalid={errors[name] ? 'true' : 'false'}
          aria-describedby={`${name}-error`}
        />
      </label>
      <span id={`${name}-error`}>{errors[name]?.message}</span>
    </p>
  )
  return (
    <form onSubmit={(event) => void form.handleSubmit(onSubmit)(event)}>
      {field('lotNumber', 'Lot number')}
      {field('price', 'Price')}
      {field('quantity', 'Quantity')}
      <p role="alert">{errors.root?.server?.message}</p>
      <button type="submit">Save</button>
    </form>
  )
}

function renderForm() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ListingForm />
    </QueryClientProvider>,
  )
}

describe('service errors on a react-hook-form form', () => {
  it('puts a request-shape error on the field named by its key, keeping what was typed', async () => {
    server.use(
      http.put(`${BASE}/api/v1/marketplace-listings/:id`, () =>
        HttpResponse.json(
          {
            type: 'https://tools.ietf.org/html/rfc9110#section-15.5.1',
            title: 'One or more validation errors occurred.',
            status: 400,
            errors: { '$.price': ['The JSON value could not be converted to System.Decimal. Path: $.price'] },
            traceId: '00-1-2-00',
          },
          { status: 400 },
        ),
      ),
    )
    renderForm()
    const user = userEvent.setup()
    await user.clear(screen.getByLabelText('Lot number'))
    await user.type(screen.getByLabelText('Lot number'), 'LOT-typed')
    await user.click(screen.getByRole('button', { name: 'Save' }))

    expect(
      await screen.findByText('The JSON value could not be converted to System.Decimal. Path: $.price'),
    ).toBeTruthy()
    expect(screen.getByLabelText('Price').getAttribute('aria-invalid')).toBe('true')
    expect(screen.getByLabelText('Lot number').getAttribute('aria-invalid')).toBe('false')
    expect(screen.getByLabelText<HTMLInputElement>('Lot number').value).toBe('LOT-typed')
    expect(screen.getByRole('alert').textContent).toBe('')
  })

  it('puts field-validation items on their properties and an unplaced one on the form root', async () => {
    server.use(
      http.put(`${BASE}/api/v1/marketplace-listings/:id`, () =>
        HttpResponse.json(
          fieldValidationBody(
            QUANTITY_BODY_ITEM,
            {
              propertyName: 'LotNumber',
              errorCode: 'NotEmptyValidator',
              errorMessage: 'Lot number must not be blank.',
            },
            {
              propertyName: 'ExpirationDate',
              errorCode: 'PredicateValidator',
              errorMessage: 'Expiration date must be in the future.',
            },
          ),
          { status: 400 },
        ),
      ),
    )
    renderForm()
    const user = userEvent.setup()
    await user.clear(screen.getByLabelText('Quantity'))
    await user.type(screen.getByLabelText('Quantity'), '31')
    await user.click(screen.getByRole('button', { name: 'Save' }))

    expect(await screen.findByText('Quantity must be between 0.01 and 30.')).toBeTruthy()
    expect(screen.getByLabelText('Quantity').getAttribute('aria-invalid')).toBe('true')
    expect(document.getElementById('lotNumber-error')?.textContent).toBe('Lot number must not be blank.')
    expect(document.getElementById('price-error')?.textContent).toBe('')
    // The form has no expiration field here: its message goes to the root, above the button.
    expect(screen.getByRole('alert').textContent).toBe('Expiration date must be in the future.')
    expect(screen.getByLabelText<HTMLInputElement>('Quantity').value).toBe('31')
    expect(screen.getByLabelText<HTMLInputElement>('Price').value).toBe('12.50')
  })
})
