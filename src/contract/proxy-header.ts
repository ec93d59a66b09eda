/** Proxy mode (UPSTREAM_URL) sets this header on every answer it forwards from the vendor's service. */
export const PROXY_HEADER = 'x-marketplace-proxy'
