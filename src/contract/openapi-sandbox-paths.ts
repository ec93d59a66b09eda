import { headerParam, operation, pathParam, type OpenApiPaths } from './openapi-operations'
import { STANDARD } from './openapi-responses'
import { FAULT_LIST_MAX_WAIT_SECONDS as MAX_WAIT } from './sandbox-faults'

// The sandbox's own paths in the OpenAPI document (docs/sandbox.md): the document itself, the demo
// connection and the controls (faults on demand, reset). All are sandbox extensions.

/** The creation's 409 is no object's state but the cap on tenants (TENANT_LIMIT). */
function tenantsFull(op: ReturnType<typeof operation>): ReturnType<typeof operation> {
  const responses = op.responses as Record<string, object>
  responses[409] = {
    ...STANDARD[409],
    description:
      'The sandbox holds as many tenants as it may (TENANT_LIMIT); one goes once unused long enough.',
  }
  return op
}

export function buildSandboxPaths(): OpenApiPaths {
  return {
    '/api/v1/openapi.json': {
      get: operation('get', {
        operationId: 'getOpenApiDocument',
        summary: 'This document',
        ok: [200, 'The OpenAPI 3.1 document.', { type: 'object', required: ['openapi', 'paths'] }],
        statuses: [],
        extension: true,
        public: true,
        storeless: true,
      }),
    },
    '/api/v1/sandbox/faults': {
      post: operation('post', {
        operationId: 'createFaultRule',
        summary:
          'Answer the next call(s) of an operation, made with this key, with a fault (404 when SANDBOX_CONTROLS=false)',
        body: 'FaultRuleBody',
        ok: [201, 'The rule, with its id and what is left of it.', 'FaultRule'],
        badRequest: ['RequestShapeError'],
        statuses: [404],
        extension: true,
      }),
      get: operation('get', {
        operationId: 'listFaultRules',
        summary:
          "This key's active fault rules, with the calls each has left; a long poll with If-None-Match and Prefer: wait",
        parameters: [
          headerParam(
            'If-None-Match',
            'The ETag of the list the client holds: 304 while it is still current (after the wait, if one is preferred).',
          ),
          headerParam(
            'Prefer',
            `RFC 7240 "wait=N": with If-None-Match naming the current version, answer when the rules change (a rule added, removed, cleared or used, a reset) or after N seconds (at most ${MAX_WAIT}).`,
          ),
        ],
        ok: [200, 'The rules, and the version they are at.', 'FaultRuleList'],
        okHeaders: {
          ETag: {
            required: true,
            description: "The version of this key's rules (a strong validator).",
            schema: { type: 'string' },
          },
          'Preference-Applied': {
            description: `"wait=N" when the wait was honoured: the seconds it was allowed (at most ${MAX_WAIT}).`,
            schema: { type: 'string' },
          },
        },
        notModified: 'The rules did not change (within the wait, when one was preferred). Empty body.',
        statuses: [404],
        extension: true,
      }),
      delete: operation('delete', {
        operationId: 'clearFaultRules',
        summary: "Remove all of this key's fault rules",
        ok: [204, 'Removed.'],
        statuses: [404],
        extension: true,
      }),
    },
    '/api/v1/sandbox/faults/{id}': {
      delete: operation('delete', {
        operationId: 'deleteFaultRule',
        summary: 'Remove one fault rule of this key',
        parameters: [pathParam('id')],
        ok: [204, 'Removed.'],
        statuses: [404],
        extension: true,
      }),
    },
    '/api/v1/sandbox/reset': {
      post: operation('post', {
        operationId: 'resetSandbox',
        summary: 'Put every group back to the loaded scenario, atomically, and clear all fault rules',
        ok: [200, 'When it was reset, and how many fault rules went.', 'SandboxReset'],
        statuses: [404],
        extension: true,
      }),
    },
    '/api/v1/sandbox/tenants': {
      post: tenantsFull(
        operation('post', {
          operationId: 'createSandboxTenant',
          summary:
            'A tenant: a copy of the loaded scenario with keys of its own, whose data, fault rules and reset no other key sees; removed after idleMinutes unused (404 when SANDBOX_CONTROLS=false)',
          ok: [
            201,
            "The tenant's id, its groups with their new keys, and its demo connection.",
            'SandboxTenant',
          ],
          statuses: [404, 409],
          extension: true,
        }),
      ),
    },
    '/api/v1/sandbox/demo-connection': {
      get: operation('get', {
        operationId: 'getDemoConnection',
        summary:
          "The demo scenario's connection, for one-click setup (404 when the scenario has none, or while sign-in holds its group)",
        ok: [200, 'Key, NPI and group name of the demo.', 'DemoConnection'],
        statuses: [404],
        extension: true,
        public: true,
      }),
    },
  }
}
