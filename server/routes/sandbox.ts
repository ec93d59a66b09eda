// Sandbox extensions that are not resources: the OpenAPI document and the demo connection.
// Neither needs an API key (the first describes the API, the second is how a newcomer gets one);
// both are counted by the rate limit like every /api request.
import type { FastifyInstance } from 'fastify'
import type { DemoConnection } from '../../src/contract/sandbox-extensions'
import { openApiDocument } from '../http/openapi-document'
import { genericProblem } from '../http/problems'
import type { RouteContext } from './context'

export function sandboxRoutes(app: FastifyInstance, ctx: RouteContext): void {
  let openApi: object | undefined
  app.get('/api/v1/openapi.json', () => (openApi ??= openApiDocument()))

  app.get('/api/v1/sandbox/demo-connection', async (): Promise<DemoConnection> => {
    const demo = await ctx.repos.groups.demoConnection()
    if (!demo)
      throw genericProblem(404, 'This sandbox was started with a scenario that has no demo connection.')
    return demo
  })
}
