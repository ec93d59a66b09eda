import { DemoConnectionSchema, type DemoConnection } from '../../contract/sandbox-extensions'
import {
  FaultRuleListSchema,
  FaultRuleSchema,
  SandboxResetSchema,
  type FaultRule,
  type FaultRuleBody,
  type FaultRuleList,
  type SandboxReset,
} from '../../contract/sandbox-faults'
import type { ApiTransport } from '../api-transport'

// Sandbox extensions: the demo connection (no key needed), faults on demand and reset (docs/sandbox.md).

export const demoConnection = (
  t: ApiTransport,
  baseUrl: string,
  signal?: AbortSignal,
): Promise<DemoConnection> =>
  t.request(
    {
      operation: 'sandbox demo connection',
      method: 'GET',
      path: '/api/v1/sandbox/demo-connection',
      signal,
      target: { baseUrl, apiKey: null },
    },
    DemoConnectionSchema,
  )

export const listFaultRules = (t: ApiTransport, signal?: AbortSignal): Promise<FaultRuleList> =>
  t.request(
    { operation: 'list fault rules', method: 'GET', path: '/api/v1/sandbox/faults', signal },
    FaultRuleListSchema,
  )

export const addFaultRule = (t: ApiTransport, body: FaultRuleBody): Promise<FaultRule> =>
  t.request(
    { operation: 'add fault rule', method: 'POST', path: '/api/v1/sandbox/faults', body },
    FaultRuleSchema,
  )

/** One rule by id, or every rule of the key. */
export const removeFaultRules = (t: ApiTransport, id?: string): Promise<void> =>
  t.send({
    operation: id ? 'remove fault rule' : 'clear fault rules',
    method: 'DELETE',
    path: id ? `/api/v1/sandbox/faults/${encodeURIComponent(id)}` : '/api/v1/sandbox/faults',
  })

export const resetSandbox = (t: ApiTransport): Promise<SandboxReset> =>
  t.request({ operation: 'reset sandbox', method: 'POST', path: '/api/v1/sandbox/reset' }, SandboxResetSchema)
