// What the sandbox refuses to read, before anything else looks at a request (docs/sandbox.md, "Text and
// numbers it refuses"): a NUL character (PostgreSQL cannot store one in text, SQLite can: refused on both,
// so both engines answer alike), half of a UTF-16 surrogate pair without its other half (no UTF-8 text
// holds one, and the audit log's canonical JSON, RFC 8785, cannot write one), a number too large to be a
// number at all (1e400 reads as Infinity) and JSON nested deeper than 64 levels (the service's
// framework, System.Text.Json, stops at 64 too). Each is a request-shape refusal (shape 3) that names
// the field: a JSON path for a body, the parameter's name for a query or a path.
import type { FastifyInstance } from 'fastify'
import { requestShapeProblem, type ApiProblem } from './problems'

export const MAX_JSON_DEPTH = 64

/** The first character a stored text may not hold, with its description; null when there is none. */
function unstorableCharacter(text: string): string | null {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    if (code === 0) return 'U+0000 (a NUL character)'
    if (code >= 0xd800 && code <= 0xdbff) {
      const next = text.charCodeAt(i + 1)
      if (next >= 0xdc00 && next <= 0xdfff) {
        i++
        continue
      }
    }
    if (code >= 0xd800 && code <= 0xdfff)
      return `U+${code.toString(16).toUpperCase()} (half of a surrogate pair, without its other half)`
  }
  return null
}

/** A field's name as it may be shown: what cannot be shown is replaced by U+FFFD. */
function shown(name: string): string {
  let out = ''
  for (const char of name) {
    // Iterating by code point: a lone surrogate comes alone, a pair comes together.
    const code = char.codePointAt(0)!
    out += code === 0 || (code >= 0xd800 && code <= 0xdfff) ? '\ufffd' : char
  }
  return out
}

const memberPath = (path: string, key: string) =>
  /^[A-Za-z_$][\w$]*$/.test(key) ? `${path}.${key}` : `${path}[${JSON.stringify(shown(key))}]`

/**
 * The refusal of JSON text nested deeper than MAX_JSON_DEPTH, found before it is parsed: a scan of the
 * brackets outside strings, so a body nested a hundred thousand deep costs a pass over its bytes, not a
 * parse (V8 takes a fifth of a second for one) or a stack overflow further on.
 */
export function nestingProblem(text: string): ApiProblem | null {
  let depth = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    if (inString) {
      if (code === 0x5c) i++
      else if (code === 0x22) inString = false
    } else if (code === 0x22) inString = true
    else if (code === 0x5b || code === 0x7b) {
      if (++depth > MAX_JSON_DEPTH)
        return textProblem(
          '$',
          `The JSON nests deeper than ${MAX_JSON_DEPTH} levels, the most this service reads.`,
        )
    } else if (code === 0x5d || code === 0x7d) depth--
  }
  return null
}

/** The refusal of a parsed body (JSON, or a form's values), or null when it may be read. */
export function jsonBodyProblem(root: unknown): ApiProblem | null {
  const stack: { value: unknown; path: string }[] = [{ value: root, path: '$' }]
  while (stack.length > 0) {
    const { value, path } = stack.pop()!
    if (typeof value === 'string') {
      const found = unstorableCharacter(value)
      if (found)
        return textProblem(path, `The text at ${path} holds ${found}, which this service does not accept.`)
    } else if (typeof value === 'number') {
      if (!Number.isFinite(value))
        return textProblem(path, `The number at ${path} is too large to be read as a number.`)
    } else if (value !== null && typeof value === 'object') {
      const entries = Array.isArray(value)
        ? value.map((item, i) => [`${path}[${i}]`, item, null] as const)
        : Object.entries(value as Record<string, unknown>).map(
            ([key, item]) => [memberPath(path, key), item, key] as const,
          )
      for (let i = entries.length - 1; i >= 0; i--) {
        const [itemPath, item, key] = entries[i]!
        const found = key === null ? null : unstorableCharacter(key)
        if (found)
          return textProblem(
            itemPath,
            `The name at ${itemPath} holds ${found}, which this service does not accept.`,
          )
        stack.push({ value: item, path: itemPath })
      }
    }
  }
  return null
}

function textProblem(field: string, message: string): ApiProblem {
  return requestShapeProblem({ [field]: [message] })
}

/** The refusal of a query's or a path's parameters (name to value, a repeated name to its values). */
export function parameterProblem(parameters: unknown): ApiProblem | null {
  if (parameters === null || typeof parameters !== 'object') return null
  for (const [name, value] of Object.entries(parameters as Record<string, unknown>)) {
    // The rest of a path under a wildcard route names no field: such a route answers 404 for what it
    // does not know, and stores nothing.
    if (name === '*') continue
    const field = shown(name)
    for (const text of [name, ...[value].flat()]) {
      const found = typeof text === 'string' ? unstorableCharacter(text) : null
      if (found)
        return textProblem(field, `The value of ${field} holds ${found}, which this service does not accept.`)
    }
  }
  return null
}

/**
 * Refuses, before any route's own checks, a query or path parameter or a body (a JSON body is refused
 * when read, content-types.ts; a form's values here) that holds what is refused above.
 */
export function registerTextChecks(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    const body = request.body
    const problem =
      parameterProblem(request.params) ??
      parameterProblem(request.query) ??
      (body !== null && typeof body === 'object' ? jsonBodyProblem(body) : null)
    done(problem ?? undefined)
  })
}
