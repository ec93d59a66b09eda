import { expect, test } from '@playwright/test'
import { demoUser, signIn } from './sign-in-support'

// NADAC from the server's table (docs/price-per-unit.md): the demo ships CMS's file for its drugs, two
// weeks each (server/scenarios/demo-nadac.csv), loaded at start. Zyprexa's NDC is priced $29.77730 on
// 11/12/2026 and $28.91000 on 11/19/2026: the NDC statistics page shows the later, named as CMS's, and
// the read is the server's own (GET /team/nadac), not a call of the group's budget (no meter headers).

test('the NDC statistics page shows the latest NADAC of the CMS file the server loaded', async ({ page }) => {
  const viewer = demoUser('viewer')
  const read = page.waitForResponse((response) => response.url().includes('/team/nadac?'))
  await signIn(page, viewer.email, viewer.password, '/ndc-stats?ndc=00002-7597-01')
  const answer = await read
  expect(answer.status()).toBe(200)
  expect(answer.headers()['x-meter-limit']).toBeUndefined()
  const nadac = page.getByRole('region', { name: 'NADAC and prices per unit' })
  await expect(nadac).toContainText(
    /NADAC \$28\.91 per EA, effective [^()]*19[^()]*2026 \(CMS's NADAC file\)/,
  )
  await expect(nadac).not.toContainText('$29.78')
})
