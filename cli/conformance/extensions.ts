// What the service offers beyond the spec: reported as extensions, never as failures (the dashboard
// feature-detects each one and explains what is missing without it).
import type { Check, RunContext, Verdict } from './checks'

const EXTENSIONS: { id: string; name: string; path: (ctx: RunContext) => string; key: boolean }[] = [
  { id: 'ext-openapi', name: 'OpenAPI document', path: () => '/api/v1/openapi.json', key: false },
  { id: 'ext-demo', name: 'Demo connection', path: () => '/api/v1/sandbox/demo-connection', key: false },
  {
    id: 'ext-listings',
    name: 'List and read of listings',
    path: (ctx) => `/api/v1/marketplace-listings?pharmacyNpi=${ctx.npi}`,
    key: true,
  },
  {
    id: 'ext-pharmacies',
    name: "The group's pharmacies",
    path: () => '/api/v1/pharmacies/search',
    key: true,
  },
  { id: 'ext-faults', name: 'Faults on demand and reset', path: () => '/api/v1/sandbox/faults', key: true },
]

export const EXTENSION_CHECKS: readonly Check[] = [
  ...EXTENSIONS.map((extension): Check => ({
    id: extension.id,
    name: `Extension: ${extension.name}`,
    section: '(beyond the spec)',
    requests: 1,
    run: async (ctx): Promise<Verdict> => {
      const [path, search] = extension.path(ctx).split('?')
      const response = await ctx.probe.send({
        method: 'GET',
        path: path!,
        query: Object.fromEntries(new URLSearchParams(search ?? '')),
        key: extension.key ? undefined : null,
      })
      return response.status >= 200 && response.status < 300
        ? { outcome: 'EXTENSION', evidence: `${response.sent}: ${response.status}` }
        : { outcome: 'SKIP', evidence: `not offered (${response.sent}: ${response.status})` }
    },
  })),
  {
    id: 'ext-draft-id',
    name: 'Extension: an id on each draft search item',
    section: '(beyond the spec)',
    requests: 1,
    run: async (ctx) => {
      const response = await ctx.probe.send({
        method: 'POST',
        path: '/api/v1/draft-listings/search',
        body: { pharmacyNpi: ctx.npi, take: 1 },
      })
      const body = response.status === 200 ? (JSON.parse(response.text) as { data?: { id?: unknown }[] }) : {}
      return typeof body.data?.[0]?.id === 'string'
        ? { outcome: 'EXTENSION', evidence: 'items carry id' }
        : { outcome: 'SKIP', evidence: 'items have no id' }
    },
  },
]
