import { z } from 'zod/mini'
import { PharmacyScopeSchema, RoleSchema } from './roles'

// Sign-in and the session (docs/team-server.md): what the dashboard's re-sign-in dialog sends and reads.
// Apart from team.ts (users, passwords, e-mail rules) so the dashboard's first screen carries only these.

/** POST /auth/sign-in (JSON, or a form post with the same two fields). */
export const SignInBodySchema = z.object({
  email: z.string().check(z.refine((value) => value !== '', { message: 'Enter your e-mail address.' })),
  password: z.string().check(z.refine((value) => value !== '', { message: 'Enter your password.' })),
})
export type SignInBody = z.infer<typeof SignInBodySchema>

/** GET /auth/session: who is signed in, what they act for, and when the session ends. */
export const SessionAnswerSchema = z.object({
  user: z.object({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    role: RoleSchema,
    npis: PharmacyScopeSchema,
  }),
  /** The group's pharmacies this user acts for; null when the service could not be asked. */
  pharmacies: z.nullable(z.array(z.object({ npi: z.int(), name: z.nullable(z.string()) }))),
  /**
   * The pharmacy this person acts for, as the server remembers it across sign-ins (PUT
   * /auth/acting-pharmacy), named when it is one of the group's; null when none can be told yet. It may
   * be one the person no longer acts for (their pharmacies changed): the dashboard says so and asks.
   */
  acting: z.nullable(z.object({ npi: z.int(), name: z.nullable(z.string()) })),
  /** The session ends at the earlier of the two: idle (moves with each request) and absolute. */
  idleExpiresAt: z.string(),
  absoluteExpiresAt: z.string(),
})
export type SessionAnswer = z.infer<typeof SessionAnswerSchema>

/** PUT /auth/acting-pharmacy: the pharmacy to act for from now on, in this tab and at the next sign-in. */
export const ActingPharmacyBodySchema = z.object({ npi: z.int() })
export type ActingPharmacyBody = z.infer<typeof ActingPharmacyBodySchema>
