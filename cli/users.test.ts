// npm run users: the first admin from the command line (password from the environment or standard
// input), then list, deactivate, activate and a new password; each change is in the audit log.
import { loadAuditKey } from '../server/auth/audit-key'
import { defaultAuditKeyFile } from '../server/auth/team-settings'
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, test } from 'vitest'
import { verifyPassword } from '../server/auth/passwords'
import { sqliteTeamStore } from '../server/store/sqlite/team-store'
import { openTeamDatabase } from '../server/store/sqlite/team-database'

const dir = mkdtempSync(join(tmpdir(), 'users-cli-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

// Each run of the command starts tsx afresh: seconds on a busy machine, bounded here so a hang fails.
const SPAWN_TIMEOUT_MS = 30_000

function users(file: string, args: string[], options: { password?: string; input?: string } = {}) {
  const env: NodeJS.ProcessEnv = { ...process.env, TEAM_DATABASE: file }
  delete env.USER_PASSWORD
  if (options.password !== undefined) env.USER_PASSWORD = options.password
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'cli/users.ts', ...args], {
    env,
    input: options.input ?? '',
    encoding: 'utf8',
    timeout: SPAWN_TIMEOUT_MS,
  })
  return { status: result.status, stdout: result.stdout.trim(), stderr: result.stderr.trim() }
}

describe('npm run users', () => {
  test(
    'adds the first admin, lists, deactivates and sets a new password, all audited',
    async () => {
      const file = join(dir, 'team.db')
      const added = users(
        file,
        ['add', '--email', 'Boss@Pharmacy.example', '--role', 'admin', '--name', 'The Boss'],
        {
          password: 'a password of twelve',
        },
      )
      expect(added).toMatchObject({
        status: 0,
        stdout: 'Added boss@pharmacy.example  admin  all pharmacies  active',
      })
      const piped = users(
        file,
        ['add', '--email', 'sam@pharmacy.example', '--role', 'seller', '--npis', '1234567893,1188293744'],
        {
          input: 'piped password here\n',
        },
      )
      expect(piped.status).toBe(0)
      expect(users(file, ['list']).stdout.split('\n')).toEqual([
        'boss@pharmacy.example  admin  all pharmacies  active',
        'sam@pharmacy.example  seller  1234567893,1188293744  active',
      ])
      expect(users(file, ['deactivate', '--email', 'sam@pharmacy.example']).stdout).toBe(
        'sam@pharmacy.example is deactivated.',
      )
      expect(
        users(file, ['password', '--email', 'sam@pharmacy.example'], { password: 'another new password' })
          .status,
      ).toBe(0)

      const { seal } = loadAuditKey(defaultAuditKeyFile(file), { create: false })
      const store = await sqliteTeamStore(await openTeamDatabase(file), { seal, anchorExisting: false })
      const sam = await store.users.findByEmail('sam@pharmacy.example')
      expect(sam).toMatchObject({ active: false, npis: [1234567893, 1188293744] })
      expect(await verifyPassword(sam!.passwordHash!, 'another new password')).toBe(true)
      const { data } = await store.audit.actions({}, { start: 0, take: 10 })
      expect(data.map((a) => [a.entry.operation, a.entry.address])).toEqual([
        ['resetUserPassword', 'command line'],
        ['updateUser', 'command line'],
        ['createUser', 'command line'],
        ['createUser', 'command line'],
      ])
      await store.close()
    },
    5 * SPAWN_TIMEOUT_MS,
  )

  test(
    'refuses a short password, a duplicate address, an unknown role and a missing scope',
    () => {
      const file = join(dir, 'refusals.db')
      expect(
        users(file, ['add', '--email', 'a@p.example', '--role', 'admin'], { password: 'short' }),
      ).toMatchObject({
        status: 2,
        stderr: 'Use 12 to 128 characters.',
      })
      expect(
        users(file, ['add', '--email', 'a@p.example', '--role', 'owner'], { password: 'long enough pass' })
          .stderr,
      ).toBe('--role must be admin, seller, buyer or viewer.')
      expect(
        users(file, ['add', '--email', 'a@p.example', '--role', 'viewer'], { password: 'long enough pass' })
          .stderr,
      ).toMatch(/^--npis is required/)
      expect(
        users(file, ['add', '--email', 'a@p.example', '--role', 'admin'], { password: 'long enough pass' })
          .status,
      ).toBe(0)
      expect(
        users(file, ['add', '--email', 'A@p.example', '--role', 'admin'], { password: 'long enough pass' }),
      ).toMatchObject({
        status: 2,
        stderr: 'A user with the e-mail address a@p.example already exists.',
      })
    },
    5 * SPAWN_TIMEOUT_MS,
  )
})
