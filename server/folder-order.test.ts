// The server's folders in one order and the fence around test-only modules (eslint.config.js,
// SERVER_FOLDERS and SERVER_TEST_ONLY): ESLint's own Node API lints small files that are not on disk,
// so each rule is shown to fail where it should and to stay quiet where it should.
import { ESLint } from 'eslint'
import tseslint from 'typescript-eslint'
import { describe, expect, it } from 'vitest'

// Only the import rules: the type-checked rules need a file the TypeScript project knows.
const eslint = new ESLint({
  overrideConfig: [
    tseslint.configs.disableTypeChecked,
    { languageOptions: { parserOptions: { projectService: false, project: null } } },
  ],
  ruleFilter: ({ ruleId }) => ruleId === 'no-restricted-imports',
})

async function importErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath })
  return (result?.messages ?? []).map((message) => message.message)
}

describe('server folders import only the folders below them', () => {
  it('refuses a store file that imports a route (a folder above it)', async () => {
    const errors = await importErrors(
      'server/store/probe.ts',
      "import { groupsRoutes } from '../routes/groups'\nexport const probe = groupsRoutes\n",
    )
    expect(errors).toEqual([expect.stringContaining('server/store sits below')])
  })

  it('refuses a folder deep in team/ that imports the top (app.ts)', async () => {
    const errors = await importErrors(
      'server/team/jobs/probe.ts',
      "import { buildApp } from '../../app'\nexport const probe = buildApp\n",
    )
    expect(errors).toEqual([expect.stringContaining('server/team sits below')])
  })

  it('refuses auth importing team, the signed-in server above it', async () => {
    const errors = await importErrors(
      'server/auth/probe.ts',
      "import type { TeamContext } from '../team/team-context'\nexport type Probe = TeamContext\n",
    )
    expect(errors).toEqual([expect.stringContaining('server/auth sits below')])
  })

  it('lets a folder import the folders below it, and the top import any', async () => {
    expect(
      await importErrors(
        'server/team/probe.ts',
        "import type { TeamStore } from '../store/team-store'\nimport { AUTH_HEADER } from '../http/auth'\n" +
          'export type Probe = TeamStore\nexport const header = AUTH_HEADER\n',
      ),
    ).toEqual([])
    expect(
      await importErrors(
        'server/probe.ts',
        "import { teamLayer } from './team/team-layer'\nexport const p = teamLayer\n",
      ),
    ).toEqual([])
  })
})

describe('product code never imports a test-only module', () => {
  it.each([
    ['server/proxy/probe.ts', "import { FIXED_NOW } from '../test-fixture'"],
    ['server/probe.ts', "import { testApp } from './test-app'"],
    ['server/team/jobs/probe.ts', "import { jobsApp } from './jobs-test-kit'"],
    ['server/store/sql/probe.ts', "import { storeContract } from '../contract/store-contract'"],
    ['server/access/probe.ts', "import { usersAuditSuite } from './users-audit-suite'"],
  ])('refuses %s importing a test-only module', async (filePath, line) => {
    const errors = await importErrors(filePath, `${line}\nexport const probe = 1\n`)
    expect(errors).toEqual([expect.stringContaining('test-only module')])
  })

  it('lets a test import it', async () => {
    expect(
      await importErrors('server/proxy/probe.test.ts', "import { FIXED_NOW } from '../test-fixture'\n"),
    ).toEqual([])
  })
})
