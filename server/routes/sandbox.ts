// Sandbox extensions that are not resources: the OpenAPI document and the demo connection.
// Neither needs an API key (the first describes the API, the second is how a newcomer gets one);
// both are counted by the rate limit like every /api request. A demo connection whose key sign-in has
// retired (sandbox/team-key.ts) is not offered: the key would reach nothing.
import type { FastifyInstance } from 'fastify'
import type { DemoConnection } from '../../src/contract/sandbox-extensions'
import { openApiDocument } from '../http/openapi-document'
import { genericProblem } from '../http/problems'
import type { RouteContext } from './context'

export const heldDemoMessage = (groupName: string) =>
  `This server's sign-in holds ${groupName}: its staff sign in to the dashboard, and its key is not given out. Other groups' keys reach this sandbox as ever, and any of them can make a tenant of your own, with a demo connection (POST /api/v1/sandbox/tenants).`

/** `retiredKey`: the key sign-in's team key stands for, which no request may use. */
export function sandboxRoutes(app: FastifyInstance, ctx: RouteContext, retiredKey?: string): void {
  let openApi: object | undefined
  app.get('/api/v1/openapi.json', () => (openApi ??= openApiDocument()))

  app.get('/api/v1/sandbox/demo-connection', async (): Promise<DemoConnection> => {
    const demo = await ctx.repos.groups.demoConnection()
    if (!demo)
      throw genericProblem(404, 'This sandbox was started with a scenario that has no demo connection.')
    if (demo.apiKey === retiredKey) throw genericProblem(404, heldDemoMessage(demo.groupName))
    return demo
  })
}
