import { z } from 'zod/mini'
import { PharmacyScopeSchema, RoleSchema } from './roles'

// A user of the team as GET /team/users answers it, and the password rule (docs/team-server.md), apart
// from the bodies that add and change users (team.ts): the dashboard parses answers and resets passwords
// with these, and the e-mail and name checks of those bodies are code (zod's) every form page's first
// screen would otherwise carry. The server checks every body by team.ts.

/** OWASP ASVS 6.2: at least 12 characters, at most 128, any character (spaces included), counted as typed. */
export const PASSWORD_MIN = 12
export const PASSWORD_MAX = 128
export const passwordLength = (password: string) => [...password].length
export const PASSWORD_RULE = `Use ${PASSWORD_MIN} to ${PASSWORD_MAX} characters.`
export const PasswordSchema = z.string().check(
  z.refine((value) => passwordLength(value) >= PASSWORD_MIN && passwordLength(value) <= PASSWORD_MAX, {
    message: PASSWORD_RULE,
  }),
)

/** POST /team/users/:id/password: an admin sets a new password; the user's sessions end. */
export const ResetPasswordBodySchema = z.object({ password: PasswordSchema })
export type ResetPasswordBody = z.infer<typeof ResetPasswordBodySchema>

export const TeamUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: RoleSchema,
  npis: PharmacyScopeSchema,
  active: z.boolean(),
  /** False: the user signs in through OpenID Connect only. */
  hasPassword: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  lastSignInAt: z.nullable(z.string()),
})
export type TeamUser = z.infer<typeof TeamUserSchema>
export const TeamUserListSchema = z.object({ data: z.array(TeamUserSchema) })
