// spec: Endpoints > 5: figures computed from the database, not stored answers.
import { describe, expect, test } from 'vitest'
import { NdcStatisticSchema } from '../../src/contract/ndc-stats'
import { listingBody } from '../test-bodies'
import { createTestApp, expectShape, fieldErrors } from '../test-app'
import * as F from '../test-fixture'

const stats = (ndc: string) =>
  ({
    method: 'GET',
    url: `/api/v1/ndc-transaction-statistic?nationalDrugCode=${encodeURIComponent(ndc)}`,
  }) as const
const ZERO = { price: 0, quantity: 0 }

describe('GET /api/v1/ndc-transaction-statistic', () => {
  test('computes the twelve figures; 4-4-2, 5-4-2 and 11-digit forms give the same answer', async () => {
    const { call } = createTestApp()
    const response = await call(stats('0002-7597-01'))
    expect(response.statusCode).toBe(200)
    // Transactions 95x1 (-20d), 85x2 (-2d), 105x1 (-9d). Offers not Cancelled: 60, 70, 65, 55, 58 (qty 10;
    // the most recently changed is offer 1, listed -1d). Listings not Cancelled: 100 (-9d), 90 (-8d), 110 (-7d).
    expect(NdcStatisticSchema.parse(response.json())).toEqual({
      highTransacted: { price: 105, quantity: 1 },
      lowTransacted: { price: 85, quantity: 2 },
      averageTransacted: { price: 95, quantity: 4 / 3 },
      mostRecentTransacted: { price: 85, quantity: 2 },
      highPriceOffered: { price: 70, quantity: 10 },
      lowPriceOffered: { price: 55, quantity: 10 },
      averagePriceOffered: { price: 61.6, quantity: 10 },
      mostRecentPriceOffered: { price: 60, quantity: 10 },
      highListed: { price: 110, quantity: 1 },
      lowListed: { price: 90, quantity: 1 },
      averageListed: { price: 100, quantity: 1 },
      mostRecentListed: { price: 110, quantity: 1 },
    })
    expect((await call(stats('00002-7597-01'))).json()).toEqual(response.json())
    expect((await call(stats('00002759701'))).json()).toEqual(response.json())
  })

  test("editing a listing's price changes the listed figures and makes it the most recent", async () => {
    const { call, clock } = createTestApp()
    clock.now = new Date(clock.now.getTime() + 1000)
    const put = await call({
      method: 'PUT',
      url: `/api/v1/marketplace-listings/${F.LISTING_PENDING}`,
      payload: listingBody({ price: 200, fullPackage: true, quantity: 1 }),
    })
    expect(put.statusCode).toBe(200)
    const figures = NdcStatisticSchema.parse((await call(stats(F.NDC_TRADED))).json())
    expect(figures.highListed).toEqual({ price: 200, quantity: 1 })
    expect(figures.averageListed).toEqual({ price: 400 / 3, quantity: 1 })
    expect(figures.mostRecentListed).toEqual({ price: 200, quantity: 1 })
    expect(figures.lowListed).toEqual({ price: 90, quantity: 1 })
  })

  test('a valid NDC without any trade answers zeros', async () => {
    const { call } = createTestApp()
    for (const ndc of [F.NDC_QUIET, '99999-9999-99']) {
      const figures = NdcStatisticSchema.parse((await call(stats(ndc))).json())
      expect(Object.values(figures).every((point) => JSON.stringify(point) === JSON.stringify(ZERO))).toBe(
        true,
      )
    }
  })

  test('a source without rows answers zeros for its four members only', async () => {
    const { call } = createTestApp()
    const figures = NdcStatisticSchema.parse((await call(stats(F.NDC_GENERIC))).json())
    expect(figures.highTransacted).toEqual(ZERO)
    expect(figures.mostRecentPriceOffered).toEqual(ZERO)
    expect(figures.highListed).toEqual({ price: 20, quantity: 1 })
  })

  test('an invalid NDC is shape 2 and a missing one shape 3, both before authentication', async () => {
    const { app } = createTestApp()
    for (const ndc of ['0002759701', '12-34-56', 'abc']) {
      const body = expectShape(await app.inject(stats(ndc)), 400, 2)
      expect(fieldErrors(body)).toEqual([
        expect.objectContaining({
          propertyName: 'NationalDrugCode',
          errorCode: 'PredicateValidator',
          attemptedValue: ndc,
        }),
      ])
    }
    const missing = expectShape(
      await app.inject({ method: 'GET', url: '/api/v1/ndc-transaction-statistic' }),
      400,
      3,
    )
    expect(missing.errors).toEqual({ nationalDrugCode: ['The nationalDrugCode field is required.'] })
  })
})
