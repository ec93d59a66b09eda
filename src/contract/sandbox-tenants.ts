import { z } from 'zod/mini'
import { DemoConnectionSchema } from './sandbox-extensions'

// POST /api/v1/sandbox/tenants (a sandbox extension, docs/sandbox.md "Tenants"): a copy of the loaded
// scenario of a team's own, reached with keys of its own. Its data, fault rules and reset are seen by
// nobody else; it is removed after `idleMinutes` without a request.

/** One group of the tenant's copy: the scenario's group, with keys of the tenant. */
export const SandboxTenantGroupSchema = z.object({
  groupId: z.string(),
  groupName: z.string(),
  apiKeys: z.array(z.string()),
})

export const SandboxTenantSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  /** Minutes without a request after which the tenant and its data are removed. */
  idleMinutes: z.int(),
  groups: z.array(SandboxTenantGroupSchema),
  /** The scenario's demo connection, with the tenant's key; null when the scenario has none. */
  demoConnection: z.nullable(DemoConnectionSchema),
})
export type SandboxTenant = z.infer<typeof SandboxTenantSchema>
