// spec: Endpoints: "Request bodies of JSON type are accepted with content types application/json,
// application/json-patch+json, text/json and application/*+json". Anything else is refused by Fastify with
// 415 (shape 4, see error-handler.ts). Malformed JSON is a request-shape error (shape 3), as the service's
// framework reports it, and an empty body reaches the route as undefined so it can say which body is missing.
import type { FastifyInstance } from 'fastify'
import { requestShapeProblem } from './problems'

// Matched against Fastify's normalised content type ("type/subtype" then "; key=value" parameters).
export const JSON_CONTENT_TYPE = /^(?:application\/json|application\/json-patch\+json|text\/json|application\/[\w!#$&^.-]+\+json)(?:;|$)/i

export function parseJsonBody(text: string): unknown {
  if (text.trim() === '') return undefined
  try {
    return JSON.parse(text) as unknown
  } catch (error) {
    const detail = error instanceof Error ? error.message : 'invalid JSON'
    throw requestShapeProblem({ $: [`The request body is not valid JSON: ${detail}. Path: $`] })
  }
}

export function registerContentTypes(app: FastifyInstance): void {
  app.removeAllContentTypeParsers()
  app.addContentTypeParser(JSON_CONTENT_TYPE, { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, parseJsonBody(body as string))
    } catch (error) {
      done(error as Error, undefined)
    }
  })
}
