import { describe, expect, test } from 'vitest'
import {
  ACCESS,
  API_ACCESS,
  API_OPERATIONS,
  ROLES,
  actsFor,
  npiRefusal,
  operationsOf,
  roleMayCall,
  roleRefusal,
  type Operation,
} from './access'
import { buildOpenApiDocument } from './openapi'

/** The bulk jobs' writes, in the access table's order. */
const JOB_WRITES: readonly Operation[] = ['startJob', 'pauseJob', 'resumeJob', 'cancelJob', 'retryJob']

describe('the access table', () => {
  test('names every operation of the OpenAPI document, with its method and path, and nothing else', () => {
    const documented = Object.entries(buildOpenApiDocument().paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({
        id: (operation as { operationId: string }).operationId,
        method: method.toUpperCase(),
        path,
      })),
    )
    expect(documented.map((o) => o.id).sort()).toEqual([...API_OPERATIONS].sort())
    for (const { id, method, path } of documented) {
      const rule = API_ACCESS[id as keyof typeof API_ACCESS]
      expect({ id, method: rule.method, path: rule.path }).toEqual({ id, method, path })
    }
  })

  test('a write that acts for a pharmacy names where its NPI is', () => {
    const writes = (Object.keys(ACCESS) as Operation[]).filter((op) => ACCESS[op].write)
    expect(writes.filter((op) => ACCESS[op].npi.in !== 'none')).toEqual([
      'createMarketplaceListing',
      'updateMarketplaceListing',
      'deleteDraftListing',
      'updateCashOffer',
      'chooseActingPharmacy',
      ...JOB_WRITES,
    ])
  })

  test('the admin may call everything signed-in users may call; the viewer changes nothing', () => {
    // Signing out and choosing which of one's own pharmacies to act for change nothing of the group's.
    const ownSession: readonly Operation[] = ['signOut', 'chooseActingPharmacy']
    for (const operation of Object.keys(ACCESS) as Operation[]) {
      if (ACCESS[operation].roles.length > 0) expect(roleMayCall('admin', operation)).toBe(true)
      if (ACCESS[operation].write && !ownSession.includes(operation))
        expect(roleMayCall('viewer', operation)).toBe(false)
    }
    expect(ROLES.every((role) => !roleMayCall(role, 'getDemoConnection'))).toBe(true)
  })

  test('sellers change listings and drafts, buyers cash offers, only admins the group and the team', () => {
    expect(operationsOf('seller').filter((op) => ACCESS[op].write)).toEqual([
      'createMarketplaceListing',
      'updateMarketplaceListing',
      'deleteDraftListing',
      'signOut',
      'chooseActingPharmacy',
      ...JOB_WRITES,
    ])
    expect(operationsOf('buyer').filter((op) => ACCESS[op].write)).toEqual([
      'updateCashOffer',
      'signOut',
      'chooseActingPharmacy',
    ])
    expect(operationsOf('viewer').filter((op) => ACCESS[op].write)).toEqual([
      'signOut',
      'chooseActingPharmacy',
    ])
  })

  test('refusals are sentences a pharmacist understands', () => {
    expect(roleRefusal('viewer', 'updateMarketplaceListing')).toBe(
      'Your role (viewer) cannot change listings.',
    )
    expect(roleRefusal('buyer', 'deleteDraftListing')).toBe('Your role (buyer) cannot delete draft listings.')
    expect(npiRefusal(1643820958)).toBe('You do not act for pharmacy NPI 1643820958.')
    expect(roleRefusal('admin', 'getDemoConnection')).toMatch(/^You are signed in: this server holds/)
  })

  test('a scope of every pharmacy acts for any NPI; a list only for its own', () => {
    expect(actsFor('all', 1643820958)).toBe(true)
    expect(actsFor([1234567893], 1234567893)).toBe(true)
    expect(actsFor([1234567893], 1643820958)).toBe(false)
  })
})
