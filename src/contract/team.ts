import { z } from 'zod/mini'
import { PharmacyScopeSchema, RoleSchema } from './roles'
import { SessionAnswerSchema } from './session'
import { PasswordSchema } from './team-user'

export {
  PASSWORD_MAX,
  PASSWORD_MIN,
  PASSWORD_RULE,
  PasswordSchema,
  ResetPasswordBodySchema,
  TeamUserListSchema,
  TeamUserSchema,
  passwordLength,
  type ResetPasswordBody,
  type TeamUser,
} from './team-user'

// The bodies and answers of this server's own endpoints with sign-in on (/auth/*, /team/*;
// docs/team-server.md). Refusals use the API's shape 4 ({error, statusCode, message}) and, for a body
// that breaks these rules, shape 3 ({title, status, errors: {field: [message]}}), so the dashboard's fetch
// layer reads them as it reads the service's.

/** An e-mail address, compared without regard to case and surrounding spaces. */
export const EmailSchema = z.pipe(
  z.string().check(z.trim(), z.toLowerCase(), z.maxLength(254)),
  z.email({ message: 'Enter an e-mail address such as name@pharmacy.example.' }),
)

export const NameSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, { message: 'Enter a name.' }),
    z.maxLength(100, { message: 'Use at most 100 characters.' }),
  )

/** POST /team/users: an admin adds a user. Without a password the user signs in through OpenID Connect only. */
export const CreateUserBodySchema = z.object({
  email: EmailSchema,
  name: NameSchema,
  role: RoleSchema,
  npis: PharmacyScopeSchema,
  password: z.optional(PasswordSchema),
})
export type CreateUserBody = z.infer<typeof CreateUserBodySchema>

/** PATCH /team/users/:id: any of these; `active: false` ends the user's sessions at once. */
export const UpdateUserBodySchema = z.object({
  name: z.optional(NameSchema),
  role: z.optional(RoleSchema),
  npis: z.optional(PharmacyScopeSchema),
  active: z.optional(z.boolean()),
})
export type UpdateUserBody = z.infer<typeof UpdateUserBodySchema>

/** GET /auth/config: what the sign-in page offers. */
export const AuthConfigSchema = z.object({
  signIn: z.boolean(),
  /** The OpenID provider's button label, or null without one. */
  oidc: z.nullable(z.object({ name: z.string() })),
  /** The demo scenario's users and passwords (the built-in sandbox with the demo data only); else empty. */
  demoUsers: z.array(
    z.object({ email: z.string(), name: z.string(), role: RoleSchema, password: z.string() }),
  ),
})
export type AuthConfig = z.infer<typeof AuthConfigSchema>

/**
 * What the server puts into the dashboard's page with sign-in on, so the app knows its mode and user
 * before its first request (docs/decisions/0019): the session as GET /auth/session answers it, and the
 * OpenID provider the re-sign-in dialog offers. A `<script type="application/json">` element (data, never
 * run: the CSP's script-src does not apply to it) with the id PAGE_SESSION_ELEMENT_ID
 * (page-session-element.ts); typed-key pages have none.
 */
export const PageSessionSchema = z.object({
  session: SessionAnswerSchema,
  oidc: z.nullable(z.object({ name: z.string() })),
  /** What the person's role may do beyond reading (operation names of access.ts): the app hides the rest. */
  may: z.array(z.string()),
})
export type PageSession = z.infer<typeof PageSessionSchema>
