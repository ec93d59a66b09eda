// npm run users -- <command>: the team's users from the command line, for the first admin and for when
// nobody can sign in. Changes are written to the audit log as made from the command line.
//
//   add --email E --role admin|seller|buyer|viewer [--name N] [--npis all|NPI,NPI] [--no-password]
//   password --email E        set a new password (the user's sessions end)
//   deactivate --email E      and activate --email E
//   list
//
// A password is read from USER_PASSWORD, else from standard input (typed twice, not shown, at a terminal;
// the first line when piped), never from the command line, where other users of the machine could see it.
import { createInterface } from 'node:readline'
import { Writable } from 'node:stream'
import { parseArgs } from 'node:util'
// zod's English messages for what the command line prints (the contract leaves the locale to programs).
import '../src/contract/zod-locale'
import { PharmacyScopeSchema, RoleSchema, type PharmacyScope } from '../src/contract/access'
import { isValidNpi } from '../src/contract/npi'
import { EmailSchema, NameSchema, PASSWORD_RULE, PasswordSchema } from '../src/contract/team'
import { AuditLog } from '../server/audit/audit-log'
import { hashPassword } from '../server/auth/passwords'
import { DuplicateEmailError, type TeamStore, type UserRow } from '../server/store/team-store'
import { environment, runAsProgram, withTeamStoreFile } from './team-store-file'

export const HELP = `Usage: npm run users -- <command> [options]

  add --email E --role R [--name N] [--npis all|NPI,NPI,...] [--no-password]
      adds a user (role admin, seller, buyer or viewer; pharmacies: all by default for an admin)
  password --email E     sets a new password and ends the user's sessions
  deactivate --email E   the user can no longer sign in; their sessions end
  activate --email E
  list

The password comes from USER_PASSWORD, else from standard input. It is ${PASSWORD_RULE.toLowerCase()}
The team store is TEAM_DATABASE (default: team.db beside DATABASE).`

class UsageError extends Error {}

export type Io = {
  out: (line: string) => void
  /** The password, asked for when needed. */
  password: () => Promise<string>
}

function scopeOf(value: string | undefined, role: string): PharmacyScope {
  if (value === undefined) {
    if (role === 'admin') return 'all'
    throw new UsageError(
      '--npis is required for this role: all, or the NPIs the user acts for (comma-separated).',
    )
  }
  if (value.trim() === 'all') return 'all'
  const npis = value.split(',').map((npi) => Number(npi.trim()))
  const bad = npis.find((npi) => !isValidNpi(npi))
  if (bad !== undefined) throw new UsageError(`--npis: ${String(bad)} is not a valid NPI.`)
  return PharmacyScopeSchema.parse(npis)
}

const describeUser = (u: UserRow) =>
  `${u.email}  ${u.role}  ${u.npis === 'all' ? 'all pharmacies' : u.npis.join(',')}  ${u.active ? 'active' : 'deactivated'}${u.passwordHash ? '' : '  (no password: OpenID Connect only)'}`

async function newPasswordHash(io: Io): Promise<string> {
  const parsed = PasswordSchema.safeParse(await io.password())
  if (!parsed.success) throw new UsageError(PASSWORD_RULE)
  return hashPassword(parsed.data)
}

export async function run(argv: string[], store: TeamStore, io: Io, now: Date = new Date()): Promise<void> {
  const [command, ...rest] = argv
  const { values } = parseArgs({
    args: rest,
    options: {
      email: { type: 'string' },
      role: { type: 'string' },
      name: { type: 'string' },
      npis: { type: 'string' },
      'no-password': { type: 'boolean', default: false },
    },
  })
  // Each change and its audit entry in one transaction: kept together or not at all.
  const record = (on: TeamStore, operation: string, target: UserRow, status: number, message: string) =>
    new AuditLog(on, () => now).event(
      null,
      { operation, actor: null, targetId: target.id },
      { status, shape: null, message },
      undefined,
      'command line',
    )
  const find = async () => {
    const email = EmailSchema.safeParse(values.email ?? '')
    if (!email.success) throw new UsageError('--email must be an e-mail address.')
    const user = await store.users.findByEmail(email.data)
    if (!user) throw new UsageError(`There is no user ${email.data}.`)
    return user
  }

  switch (command) {
    case 'list': {
      const users = await store.users.list()
      if (users.length === 0) io.out('No users yet.')
      for (const user of users) io.out(describeUser(user))
      return
    }
    case 'add': {
      const email = EmailSchema.safeParse(values.email ?? '')
      if (!email.success) throw new UsageError('--email must be an e-mail address.')
      const role = RoleSchema.safeParse(values.role)
      if (!role.success) throw new UsageError('--role must be admin, seller, buyer or viewer.')
      const name = NameSchema.safeParse(values.name ?? email.data.split('@')[0])
      if (!name.success) throw new UsageError('--name must be 1 to 100 characters.')
      const npis = scopeOf(values.npis, role.data)
      const passwordHash = values['no-password'] ? null : await newPasswordHash(io)
      try {
        const user = await store.transaction(async (on) => {
          const added = await on.users.create(
            { email: email.data, name: name.data, role: role.data, npis, passwordHash },
            now,
          )
          await record(
            on,
            'createUser',
            added,
            201,
            `Added ${added.email} (${added.role}) from the command line.`,
          )
          return added
        })
        io.out(`Added ${describeUser(user)}`)
      } catch (error) {
        if (error instanceof DuplicateEmailError) throw new UsageError(error.message)
        throw error
      }
      return
    }
    case 'password': {
      const user = await find()
      const passwordHash = await newPasswordHash(io)
      await store.transaction(async (on) => {
        await on.users.setPassword(user.id, passwordHash, now)
        await on.sessions.deleteForUser(user.id)
        await record(
          on,
          'resetUserPassword',
          user,
          200,
          `New password for ${user.email} from the command line.`,
        )
      })
      io.out(`New password set for ${user.email}; their sessions have ended.`)
      return
    }
    case 'deactivate':
    case 'activate': {
      const user = await find()
      const active = command === 'activate'
      await store.transaction(async (on) => {
        await on.users.update(user.id, { active }, now)
        if (!active) await on.sessions.deleteForUser(user.id)
        const message = `${user.email} ${active ? 'activated' : 'deactivated'} from the command line.`
        await record(on, 'updateUser', user, 200, message)
      })
      io.out(`${user.email} is ${active ? 'active' : 'deactivated'}.`)
      return
    }
    default:
      throw new UsageError(HELP)
  }
}

/** Reads a password from the terminal without showing it, twice; or the first line of piped input. */
async function readPassword(env: Record<string, string | undefined>): Promise<string> {
  if (env.USER_PASSWORD !== undefined) return env.USER_PASSWORD
  if (!process.stdin.isTTY) {
    let text = ''
    for await (const chunk of process.stdin) text += String(chunk)
    return text.split(/\r?\n/)[0] ?? ''
  }
  const silent = new Writable({ write: (_chunk, _encoding, done) => done() })
  const ask = (question: string) =>
    new Promise<string>((resolve) => {
      process.stdout.write(question)
      const rl = createInterface({ input: process.stdin, output: silent, terminal: true })
      rl.once('line', (line) => {
        rl.close()
        process.stdout.write('\n')
        resolve(line)
      })
    })
  const first = await ask('Password: ')
  if ((await ask('Again: ')) !== first) throw new UsageError('The two passwords differ.')
  return first
}

export async function main(argv: string[], env: Record<string, string | undefined>): Promise<number> {
  if (argv.length === 0 || argv.includes('--help')) {
    console.log(HELP)
    return argv.length === 0 ? 2 : 0
  }
  return withTeamStoreFile(env, async ({ store }) => {
    try {
      await run(argv, store, { out: (line) => console.log(line), password: () => readPassword(env) })
      return 0
    } catch (error) {
      if (error instanceof UsageError) {
        console.error(error.message)
        return 2
      }
      throw error
    }
  })
}

runAsProgram(import.meta.url, () => main(process.argv.slice(2), environment()), 1)
