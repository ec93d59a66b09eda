// GET /api/v1/drug-packages (decision 0030): the drug package an NDC names, from the scenario's
// catalogue, for a client that brings a key; checked in the order of every request (decision 0001).
import { describe, expect, test } from 'vitest'
import { DrugPackageListSchema } from '../../src/contract/drug-catalogue'
import { createTestApp, expectShape, fieldErrors } from '../test-app'
import * as F from '../test-fixture'

const catalogue = (ndc: string) =>
  ({ method: 'GET', url: `/api/v1/drug-packages?nationalDrugCode=${encodeURIComponent(ndc)}` }) as const

describe('GET /api/v1/drug-packages', () => {
  test("names the NDC's drug, strength, form, unit and package size, whichever way the NDC is written", async () => {
    const { call } = createTestApp()
    const response = await call(catalogue(F.NDC_TRADED))
    expect(response.statusCode).toBe(200)
    const { data } = DrugPackageListSchema.parse(response.json())
    expect(data).toHaveLength(1)
    expect(data[0]).toMatchObject({
      nationalDrugCode: '00002-7597-01',
      nationalDrugCodeNormalized: '00002759701',
      packageName: 'Humalog',
      drugPackageStrength: '100 unit/mL',
      drugPackageForm: 'Injection',
      quantityUnitQualifier: 'EA',
      packageSize: 30,
      labelerName: 'Test Labs',
    })
    for (const written of ['0002-7597-01', '00002759701'])
      expect((await call(catalogue(written))).json()).toEqual(response.json())
  })

  test('a valid NDC the catalogue does not hold answers an empty list, not a refusal', async () => {
    const { call } = createTestApp()
    const response = await call(catalogue('99999-9999-99'))
    expect({ status: response.statusCode, body: response.json<unknown>() }).toEqual({
      status: 200,
      body: { data: [] },
    })
  })

  test('an invalid NDC is shape 2 and a missing one shape 3, both before the key; then a wrong key is 401', async () => {
    const { app } = createTestApp()
    const invalid = expectShape(await app.inject(catalogue('12-34-56')), 400, 2)
    expect(fieldErrors(invalid)).toEqual([
      expect.objectContaining({ propertyName: 'NationalDrugCode', errorCode: 'PredicateValidator' }),
    ])
    const missing = expectShape(await app.inject({ method: 'GET', url: '/api/v1/drug-packages' }), 400, 3)
    expect(missing.errors).toEqual({ nationalDrugCode: ['The nationalDrugCode field is required.'] })
    expectShape(await app.inject(catalogue(F.NDC_TRADED)), 401, 4)
    expectShape(
      await app.inject({ ...catalogue(F.NDC_TRADED), headers: { 'x-service-auth': 'not-a-key' } }),
      401,
      4,
    )
  })
})
