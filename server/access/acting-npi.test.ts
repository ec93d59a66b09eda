// The pharmacy a read names in its query, as sign-in's access check reads it: the same number the sandbox
// binds (src/contract/npi.ts, npiFromText), however the text is written, and text that binds to no number
// is refused before anything is sent. spec: Conventions (NPI), Errors > Shape 3.
import { describe, expect, test } from 'vitest'
import { expectShape } from '../test-app'
import * as F from '../test-fixture'
import { createTeamTestApp } from '../team-test-app'

/** A viewer of group one (acting for NPI_MEMBER only), and how many calls reached the sandbox's routes. */
async function viewerApp() {
  const t = await createTeamTestApp()
  const reached: string[] = []
  // Every call the server makes for a signed-in user carries the group's key; nothing else here does.
  t.app.addHook('onRequest', (request, _reply, done) => {
    if (request.headers['x-service-auth'] === F.KEY_ONE) reached.push(request.url)
    done()
  })
  const viewer = await t.as('viewer')
  // Signing in read the group's pharmacies: only what follows counts.
  reached.length = 0
  return { t, viewer, reached }
}

/** Each read that names its pharmacy in the query, for another pharmacy of the same group. */
const READS = [
  (npi: string) => `/api/v1/cash-offers?buyingPharmacyNpi=${npi}`,
  (npi: string) => `/api/v1/cash-offers/${F.OFFER_RESTRICTED}?buyingPharmacyNpi=${npi}`,
  (npi: string) => `/api/v1/marketplace-listings?pharmacyNpi=${npi}`,
  (npi: string) => `/api/v1/marketplace-listings/${F.LISTING_RESTRICTED}?pharmacyNpi=${npi}`,
  (npi: string) => `/api/v1/draft-listings/${F.DRAFT(9)}?pharmacyNpi=${npi}`,
]

const WRITTEN_OTHERWISE = [
  `0000000${F.NPI_RESTRICTED}`,
  `%2B${F.NPI_RESTRICTED}`,
  `%20%2B000${F.NPI_RESTRICTED}%09`,
  `${'0'.repeat(40)}${F.NPI_RESTRICTED}`,
]

describe("a query's NPI, however it is written", () => {
  test.each(WRITTEN_OTHERWISE)(
    '%s names the pharmacy it binds to: refused for a viewer who does not act for it, nothing sent',
    async (written) => {
      const { t, viewer, reached } = await viewerApp()
      for (const read of READS) {
        const response = await viewer({ method: 'GET', url: read(written) })
        expect({ url: read(written), body: expectShape(response, 403, 4) }).toEqual({
          url: read(written),
          body: {
            error: 'Forbidden',
            statusCode: 403,
            message: `You do not act for pharmacy NPI ${F.NPI_RESTRICTED}.`,
          },
        })
      }
      expect(reached).toEqual([])
      const { data } = await t.team.audit.actions({ npi: F.NPI_RESTRICTED }, { start: 0, take: 10 })
      expect(data).toHaveLength(READS.length)
    },
    20_000,
  )

  test('the same text for the pharmacy the viewer acts for is passed on and answered', async () => {
    const { viewer, reached } = await viewerApp()
    const response = await viewer({
      method: 'GET',
      url: `/api/v1/cash-offers?buyingPharmacyNpi=0000000${F.NPI_MEMBER}`,
    })
    expect(response.statusCode).toBe(200)
    expect(response.json<{ data: { buyingPharmacyNpi: number }[] }>().data).not.toEqual([])
    expect(reached).toHaveLength(1)
  })

  test.each(['1234567901x', '1e9', '%EF%BC%91234567901', '99999999999999999999', '12%2034'])(
    '%s binds to no number: 400 in shape 3 from this server, recorded, nothing sent',
    async (written) => {
      const { t, viewer, reached } = await viewerApp()
      for (const read of READS) {
        const response = await viewer({ method: 'GET', url: read(written) })
        const body = expectShape(response, 400, 3) as { errors: Record<string, string[]> }
        const name = read(written).includes('buyingPharmacyNpi') ? 'buyingPharmacyNpi' : 'pharmacyNpi'
        expect(body.errors).toEqual({ [name]: [`The value '${decodeURIComponent(written)}' is not valid.`] })
      }
      expect(reached).toEqual([])
      const { data } = await t.team.audit.actions({ userId: t.users.viewer.id }, { start: 0, take: 10 })
      const refusals = data.filter((a) => a.entry.operation !== 'signIn')
      expect(refusals.map((a) => a.entry.data.answer)).toEqual(
        READS.map(() => ({
          status: 400,
          shape: 3,
          message: `The value '${decodeURIComponent(written)}' is not valid.`,
        })),
      )
    },
    20_000,
  )

  test('an empty value names nothing: the service refuses the missing NPI (shape 4)', async () => {
    const { viewer, reached } = await viewerApp()
    const response = await viewer({ method: 'GET', url: '/api/v1/cash-offers?buyingPharmacyNpi=' })
    expect(expectShape(response, 400, 4).message).toMatch(/buyingPharmacyNpi is required/)
    expect(reached).toHaveLength(1)
  })
})

describe('the sandbox reads the same text the same way', () => {
  test('a zero-padded NPI binds to that pharmacy; text the check does not read is shape 3', async () => {
    const { t } = await viewerApp()
    const padded = await t.call({
      method: 'GET',
      url: `/api/v1/cash-offers?buyingPharmacyNpi=%20000${F.NPI_MEMBER}`,
    })
    const plain = await t.call({
      method: 'GET',
      url: `/api/v1/cash-offers?buyingPharmacyNpi=${F.NPI_MEMBER}`,
    })
    expect(padded.statusCode).toBe(200)
    expect(padded.json()).toEqual(plain.json())
    // A no-break space is white space to JavaScript's Number, not to the service's binder.
    const spaced = await t.call({
      method: 'GET',
      url: `/api/v1/cash-offers?buyingPharmacyNpi=%C2%A0${F.NPI_MEMBER}`,
    })
    expect((expectShape(spaced, 400, 3) as { errors: unknown }).errors).toEqual({
      buyingPharmacyNpi: [`The value '\u00a0${F.NPI_MEMBER}' is not valid.`],
    })
  })
})
