import { Readable } from 'node:stream'
import Fastify, { type FastifyInstance } from 'fastify'
import { afterEach, describe, expect, it } from 'vitest'
import { callInProcess, InProcessConnectionClosed } from './in-process-call'

// The in-process call (in-process-call.ts) against a real Fastify app: what the routes and hooks see of
// the request, what comes back, and a connection a route closes.

let app: FastifyInstance

afterEach(async () => {
  await app.close()
})

async function appWith(register: (app: FastifyInstance) => void): Promise<FastifyInstance> {
  app = Fastify()
  register(app)
  await app.ready()
  return app
}

describe('callInProcess', () => {
  it('gives the route the method, path, query, headers, address and JSON body, and answers its status, headers and body', async () => {
    await appWith((a) =>
      a.post('/echo/:id', async (request, reply) => {
        void reply.code(201).header('x-seen', request.ip).header('set-cookie', ['a=1', 'b=2'])
        return {
          id: (request.params as { id: string }).id,
          query: request.query,
          body: request.body,
          auth: request.headers['x-service-auth'],
          protocol: request.protocol,
        }
      }),
    )
    const answer = await callInProcess(app, {
      method: 'POST',
      url: '/echo/7?take=10',
      headers: { 'content-type': 'application/json', 'x-service-auth': 'k' },
      body: JSON.stringify({ price: 12.5, name: 'Ibuprofen é' }),
    })
    expect(answer.status).toBe(201)
    expect(answer.headers['x-seen']).toBe('127.0.0.1')
    expect(answer.headers['set-cookie']).toEqual(['a=1', 'b=2'])
    expect(String(answer.headers['content-type'])).toMatch(/^application\/json/)
    expect(JSON.parse(answer.body.toString('utf8'))).toEqual({
      id: '7',
      query: { take: '10' },
      body: { price: 12.5, name: 'Ibuprofen é' },
      auth: 'k',
      protocol: 'http',
    })
  })

  it('answers as app.inject does, hooks included (a refusal from a hook, a 404, a streamed body)', async () => {
    await appWith((a) => {
      a.addHook('onRequest', async (request, reply) => {
        if (request.headers['x-refuse'] === '1')
          return reply.code(429).header('retry-after', '3').send({ title: 'slow down' })
      })
      a.get('/stream', (_request, reply) =>
        reply.type('text/plain').send(Readable.from(['one ', 'two ', 'three'])),
      )
    })
    const calls: { method: string; url: string; headers: Record<string, string> }[] = [
      { method: 'GET', url: '/stream', headers: {} },
      { method: 'GET', url: '/stream', headers: { 'x-refuse': '1' } },
      { method: 'DELETE', url: '/nothing', headers: {} },
    ]
    for (const call of calls) {
      const ours = await callInProcess(app, call)
      const injected = await app.inject({
        method: call.method as 'GET',
        url: call.url,
        headers: call.headers,
      })
      expect(ours.status).toBe(injected.statusCode)
      expect(ours.body.toString('utf8')).toBe(injected.payload)
      expect(ours.headers['content-type']).toBe(injected.headers['content-type'])
      expect(ours.headers['retry-after']).toBe(injected.headers['retry-after'])
    }
  })

  it('runs the onResponse hooks, as after an answer on a socket', async () => {
    const finished: string[] = []
    await appWith((a) => {
      a.addHook('onResponse', async (request, reply) => {
        finished.push(`${request.url} ${reply.statusCode}`)
      })
      a.get('/ok', (_request, reply) => reply.send({ ok: true }))
    })
    await callInProcess(app, { method: 'GET', url: '/ok', headers: {} })
    expect(finished).toEqual(['/ok 200'])
  })

  it('rejects when a route closes the connection instead of answering', async () => {
    await appWith((a) =>
      a.post('/drop', (_request, reply) => {
        reply.hijack()
        reply.raw.destroy()
      }),
    )
    await expect(
      callInProcess(app, {
        method: 'POST',
        url: '/drop',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      }),
    ).rejects.toBeInstanceOf(InProcessConnectionClosed)
  })
})
