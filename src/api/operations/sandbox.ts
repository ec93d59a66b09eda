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
import type { ApiTransport, ConditionalAnswer } from '../api-transport'

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

/**
 * The fault rules again once they differ from the list with this ETag: the sandbox holds the request
 * until one is added, used, removed or cleared, or `waitSeconds` pass (then null: unchanged).
 */
export const watchFaultRules = (
  t: ApiTransport,
  etag: string | null,
  waitSeconds: number,
  signal?: AbortSignal,
): Promise<ConditionalAnswer<FaultRuleList>> =>
  t.conditional(
    {
      operation: 'list fault rules',
      method: 'GET',
      path: '/api/v1/sandbox/faults',
      signal,
      etag,
      waitSeconds,
      // The service may hold the request for waitSeconds before it answers.
      timeoutMs: (waitSeconds + 15) * 1000,
    },
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
