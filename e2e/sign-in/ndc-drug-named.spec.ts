import { expect, test } from '@playwright/test'
import { METER_HEADERS } from '../../src/contract/meter'
import { PROXY_HEADER } from '../../src/contract/proxy-header'
import { demoUser, signIn } from './sign-in-support'

// Signed in, the NDC statistics page opened from a bookmark names the drug and counts its quantities in
// the drug's unit (decision 0030): the server answers from its own catalogue, so the read goes through no
// meter and spends nothing of the group's budget of calls, while the statistics themselves do; and a
// viewer, who may only read, is answered like everyone.

const LEVOTHYROXINE = { ndc: '00527-1342-90', title: 'Levothyroxine Sodium, 50 mcg, TABLET' }

for (const role of ['viewer', 'seller'] as const) {
  test(`as a ${role}: a bookmarked NDC names its drug, in its unit, from the server's catalogue, not the meter`, async ({
    page,
  }) => {
    const user = demoUser(role)
    const answers = new Map<string, Record<string, string>>()
    page.on('response', (response) => {
      const path = new URL(response.url()).pathname
      if (path.startsWith('/api/v1/')) answers.set(path, response.headers())
    })
    await signIn(page, user.email, user.password, `/ndc-stats?ndc=${LEVOTHYROXINE.ndc}`)
    await expect(page.getByText(LEVOTHYROXINE.title, { exact: true })).toBeVisible()
    const table = page.getByRole('table', { name: `Price points for NDC ${LEVOTHYROXINE.ndc}` })
    await expect(table.getByRole('cell').first()).toContainText(/for [\d.,]+ EA$/)
    await expect(page.getByText(/Quantities without a unit/)).toHaveCount(0)

    const catalogue = answers.get('/api/v1/drug-packages')
    const statistic = answers.get('/api/v1/ndc-transaction-statistic')
    expect(catalogue, 'the catalogue was read').toBeDefined()
    expect(statistic, 'the statistics were read').toBeDefined()
    // The statistics went to the service through the meter, or, when another person read the same NDC
    // within the minute before (the other role's test), came from the statistics the team shares, with
    // their age (decision 0031); the catalogue was answered here either way.
    if (statistic?.age === undefined) {
      expect(statistic?.[METER_HEADERS.remaining]).toMatch(/^\d+$/)
      expect(statistic?.[PROXY_HEADER]).toBe('forwarded')
    } else {
      expect(statistic.age).toMatch(/^\d+$/)
    }
    expect(catalogue?.[METER_HEADERS.remaining]).toBeUndefined()
    expect(catalogue?.[PROXY_HEADER]).toBeUndefined()
  })
}
