import { z } from 'zod/mini'

// The roles of sign-in mode and the pharmacies a user acts for (docs/team-server.md), apart from the
// access table (access.ts) so that the session's shape (session.ts) can be read by the dashboard's first
// screen without the whole table.

export const ROLES = ['admin', 'seller', 'buyer', 'viewer'] as const
export const RoleSchema = z.enum(ROLES)
export type Role = z.infer<typeof RoleSchema>

/** The pharmacies a user acts for: every pharmacy of the group (now and later), or these NPIs. */
export const PharmacyScopeSchema = z.union([z.literal('all'), z.array(z.int())])
export type PharmacyScope = z.infer<typeof PharmacyScopeSchema>
