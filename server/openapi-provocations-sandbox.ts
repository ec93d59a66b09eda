// The sandbox's own operations in the table of openapi-provocations.ts: the document, the demo
// connection and the controls (faults on demand, reset, tenants), whose 404 is also the controls being off.
import * as F from './test-fixture'
import { UNKNOWN, withBody, withUrl, type OperationCase, type Provocation } from './openapi-provocations'
import { OPERATIONS } from './test-bodies'
const controlsOff: Provocation = {
  name: 'controls off',
  status: 404,
  testApp: { app: { sandboxControls: false } },
}

export const SANDBOX_CASES: Record<string, OperationCase> = {
  getOpenApiDocument: { valid: OPERATIONS['openapi document']!, own: [] },
  getDemoConnection: {
    valid: OPERATIONS['demo connection']!,
    own: [
      { name: 'no demo', status: 404, testApp: { scenario: { ...F.testScenario(), demoConnection: null } } },
    ],
  },
  createFaultRule: {
    valid: {
      method: 'POST',
      url: '/api/v1/sandbox/faults',
      payload: { operation: 'searchPharmacies', response: { kind: 'drop' } },
    },
    own: [{ name: 'bad rule', status: 400, request: withBody({ operation: 'nothing' }) }, controlsOff],
  },
  listFaultRules: {
    valid: { method: 'GET', url: '/api/v1/sandbox/faults' },
    own: [
      {
        name: 'not modified',
        status: 304,
        request: async (valid, t) => ({
          ...valid,
          headers: { 'if-none-match': String((await t.call(valid)).headers.etag) },
        }),
      },
      controlsOff,
    ],
  },
  clearFaultRules: { valid: { method: 'DELETE', url: '/api/v1/sandbox/faults' }, own: [controlsOff] },
  deleteFaultRule: {
    valid: async (t) => {
      const rule = await t.call({
        method: 'POST',
        url: '/api/v1/sandbox/faults',
        payload: { operation: 'searchPharmacies', response: { kind: 'drop' } },
      })
      return { method: 'DELETE', url: `/api/v1/sandbox/faults/${rule.json<{ id: string }>().id}` }
    },
    own: [{ name: 'unknown', status: 404, request: withUrl(`/api/v1/sandbox/faults/${UNKNOWN}`) }],
  },
  resetSandbox: { valid: { method: 'POST', url: '/api/v1/sandbox/reset' }, own: [controlsOff] },
  createSandboxTenant: {
    valid: { method: 'POST', url: '/api/v1/sandbox/tenants' },
    own: [
      controlsOff,
      {
        name: 'at the limit',
        status: 409,
        testApp: { app: { tenantSettings: { idleMinutes: 60, limit: 0 } } },
      },
    ],
  },
}
