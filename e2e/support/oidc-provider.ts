import Provider from 'oidc-provider'

// A real OpenID provider (oidc-provider) on the loopback for the sign-in journeys, with no network: its
// own login page takes any name and password, and "<name>" is <name>@riverside.example with a verified
// address, so "seller" is the demo scenario's seller. Usage: tsx e2e/support/oidc-provider.ts <port> <app origin>

const OIDC_CLIENT_ID = 'dashboard'
const OIDC_CLIENT_SECRET = 'a-client-secret-for-browser-tests-only'

const [port = '', appOrigin = ''] = process.argv.slice(2)
if (!/^\d+$/.test(port) || !appOrigin.startsWith('http')) {
  console.error('usage: tsx e2e/support/oidc-provider.ts <port> <app origin>')
  process.exit(2)
}
const issuer = `http://127.0.0.1:${port}`
const provider = new Provider(issuer, {
  clients: [
    {
      client_id: OIDC_CLIENT_ID,
      client_secret: OIDC_CLIENT_SECRET,
      redirect_uris: [`${appOrigin}/auth/oidc/callback`],
      token_endpoint_auth_method: 'client_secret_post',
    },
  ],
  claims: { openid: ['sub'], email: ['email', 'email_verified'] },
  findAccount: (_ctx, id) => ({
    accountId: id,
    claims: () => ({ sub: id, email: `${id}@riverside.example`, email_verified: true }),
  }),
  cookies: { keys: ['a-cookie-key-for-browser-tests-only'] },
})
provider.listen(Number(port), () => console.log(`OpenID provider for the browser tests at ${issuer}`))
