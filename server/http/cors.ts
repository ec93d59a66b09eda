// Cross-origin calls from browser apps of other teams (CORS_ORIGINS). A maintained plugin answers the
// preflight; it is registered before the rate limit so that every answer, a 429 included, carries the
// allow-origin header (a browser hides an answer without it, Retry-After and all), and so that a
// preflight, which the browser sends on its own, does not spend the caller's 300 requests.
import fastifyCors from '@fastify/cors'
import type { FastifyInstance } from 'fastify'

/**
 * What a browser app may send and read: the key and the JSON body type in, the 429's wait out; and the
 * long poll of the fault rules (docs/sandbox.md): If-None-Match and Prefer in, ETag and Preference-Applied
 * out (a browser hides from scripts any response header not listed here).
 */
export const CORS_ALLOWED_HEADERS = ['X-SERVICE-AUTH', 'Content-Type', 'If-None-Match', 'Prefer']
export const CORS_EXPOSED_HEADERS = ['Retry-After', 'ETag', 'Preference-Applied']

export function registerCors(app: FastifyInstance, origins: string[] | '*'): void {
  if (origins !== '*' && origins.length === 0) return
  void app.register(fastifyCors, {
    origin: origins === '*' ? '*' : origins,
    methods: ['GET', 'POST', 'PUT', 'DELETE'],
    allowedHeaders: CORS_ALLOWED_HEADERS,
    exposedHeaders: CORS_EXPOSED_HEADERS,
    maxAge: 600,
  })
}
