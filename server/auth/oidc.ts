// OpenID Connect sign-in by openid-client (authorization code flow with PKCE, state and nonce). The
// provider is discovered on first use, not at start, so the server starts while the provider is down.
// Only a provider on this machine's loopback may be reached over plain HTTP (for tests and a local
// provider); any other issuer must be HTTPS.
import * as client from 'openid-client'
import type { OidcTransaction } from '../store/team-store'
import type { OidcSettings } from './team-settings'

export const OIDC_CALLBACK_PATH = '/auth/oidc/callback'
export const OIDC_START_PATH = '/auth/oidc/start'

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]'])

export type OidcIdentity = { email: string | null; emailVerified: boolean; subject: string }

export class OidcSignIn {
  private config: Promise<client.Configuration> | undefined

  constructor(
    readonly settings: OidcSettings,
    /** PUBLIC_URL's origin: the redirect address is made from it. */
    private readonly publicUrl: string,
  ) {}

  get name(): string {
    return this.settings.name
  }

  get redirectUri(): string {
    return `${this.publicUrl}${OIDC_CALLBACK_PATH}`
  }

  private configuration(): Promise<client.Configuration> {
    if (!this.config) {
      const issuer = new URL(this.settings.issuer)
      const insecure = issuer.protocol === 'http:' && LOOPBACK.has(issuer.hostname)
      this.config = client
        .discovery(
          issuer,
          this.settings.clientId,
          this.settings.clientSecret,
          undefined,
          insecure ? { execute: [client.allowInsecureRequests] } : undefined,
        )
        .catch((error: unknown) => {
          // Ask again next time: the provider may be back.
          this.config = undefined
          throw error
        })
    }
    return this.config
  }

  /** The provider's address to send the browser to, and what the callback must find again. */
  async start(returnTo: string, now: Date): Promise<{ url: URL; transaction: OidcTransaction }> {
    const config = await this.configuration()
    const codeVerifier = client.randomPKCECodeVerifier()
    const transaction: OidcTransaction = {
      state: client.randomState(),
      nonce: client.randomNonce(),
      codeVerifier,
      returnTo,
      createdAt: now.toISOString(),
    }
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: this.redirectUri,
      scope: 'openid email profile',
      code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state: transaction.state,
      nonce: transaction.nonce,
    })
    return { url, transaction }
  }

  /** Exchanges the code of the callback address for the ID token's identity (state, nonce, PKCE checked). */
  async finish(callbackUrl: URL, transaction: OidcTransaction): Promise<OidcIdentity> {
    const config = await this.configuration()
    const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
      pkceCodeVerifier: transaction.codeVerifier,
      expectedState: transaction.state,
      expectedNonce: transaction.nonce,
      idTokenExpected: true,
    })
    const claims = tokens.claims()
    if (!claims) throw new Error('the provider sent no ID token')
    // Many providers put the e-mail claims in the ID token; others (conforming to the scope rules) only
    // in the userinfo answer, which is then asked for the same subject.
    const source =
      typeof claims.email === 'string'
        ? claims
        : await client.fetchUserInfo(config, tokens.access_token, claims.sub)
    return {
      email: typeof source.email === 'string' ? source.email.trim().toLowerCase() : null,
      emailVerified: source.email_verified === true,
      subject: claims.sub,
    }
  }
}
