import { z } from 'zod/mini'
import { ROLES, type PharmacyScope, type Role } from '../../contract/roles'
import type { CreateUserBody, UpdateUserBody } from '../../contract/team'
import {
  PASSWORD_MAX,
  PASSWORD_MIN,
  PASSWORD_RULE,
  passwordLength,
  type TeamUser,
} from '../../contract/team-user'

// The user dialog's values and their rules: the contract's password rule (src/contract/team-user.ts),
// plus the form's own two: a password is optional (without one the user signs in through OpenID Connect
// only), and a user who does not act for every pharmacy acts for at least one. The e-mail address and the
// name are checked by the server, by the contract's bodies (team.ts), and its words come back to their
// fields (shape 3): zod's e-mail and length checks would be code on every form page's first screen.

export const ROLE_LABELS: Readonly<Record<Role, string>> = {
  admin: 'Admin: everything, and the team’s users and audit log',
  seller: 'Seller: drafts and listings',
  buyer: 'Buyer: cash offers',
  viewer: 'Viewer: reads only',
}
export const ROLE_NAMES: readonly Role[] = ROLES

export const NO_PHARMACY = 'Choose at least one pharmacy, or every pharmacy of the group.'

const OptionalPasswordSchema = z
  .string()
  .check(
    z.refine(
      (value) =>
        value === '' || (passwordLength(value) >= PASSWORD_MIN && passwordLength(value) <= PASSWORD_MAX),
      { message: PASSWORD_RULE },
    ),
  )

type Scope = { allPharmacies: boolean; npis: number[] }
const scopeRule = z.refine<Scope>((values) => values.allPharmacies || values.npis.length > 0, {
  message: NO_PHARMACY,
  path: ['npis'],
})

export const EditUserValuesSchema = z
  .object({
    name: z.string(),
    role: z.enum(ROLES),
    allPharmacies: z.boolean(),
    npis: z.array(z.int()),
  })
  .check(scopeRule)
export type EditUserValues = z.input<typeof EditUserValuesSchema>

export const AddUserValuesSchema = z
  .object({
    email: z.string(),
    name: z.string(),
    role: z.enum(ROLES),
    allPharmacies: z.boolean(),
    npis: z.array(z.int()),
    password: OptionalPasswordSchema,
  })
  .check(scopeRule)
export type AddUserValues = z.input<typeof AddUserValuesSchema>

export const EMPTY_USER: AddUserValues = {
  email: '',
  name: '',
  role: 'viewer',
  allPharmacies: false,
  npis: [],
  password: '',
}

export function editValuesOf(user: TeamUser): EditUserValues {
  return {
    name: user.name,
    role: user.role,
    allPharmacies: user.npis === 'all',
    npis: user.npis === 'all' ? [] : [...user.npis],
  }
}

const scopeOf = (values: { allPharmacies: boolean; npis: number[] }): PharmacyScope =>
  values.allPharmacies ? 'all' : [...values.npis].sort((a, b) => a - b)

export function createBodyOf(values: z.output<typeof AddUserValuesSchema>): CreateUserBody {
  return {
    email: values.email,
    name: values.name,
    role: values.role,
    npis: scopeOf(values),
    ...(values.password === '' ? {} : { password: values.password }),
  }
}

export function updateBodyOf(values: z.output<typeof EditUserValuesSchema>): UpdateUserBody {
  return { name: values.name, role: values.role, npis: scopeOf(values) }
}

/** "All pharmacies", or the NPIs with their names where the group lists them. */
export function scopeText(scope: PharmacyScope, names: ReadonlyMap<number, string>): string {
  if (scope === 'all') return 'All pharmacies'
  if (scope.length === 0) return 'None'
  return scope.map((npi) => (names.has(npi) ? `${names.get(npi)} (${npi})` : String(npi))).join(', ')
}
