// What the audit log records of an answer: its status, which of the spec's four error bodies it is
// (spec: Errors > Telling the shapes apart, in the order the spec lists them) and the message a person
// read, taken from the body of that shape.
import type { AuditAnswer } from '../../src/contract/team-audit'

type Body = Record<string, unknown>

export function errorShapeOf(body: unknown): AuditAnswer['shape'] {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return null
  const b = body as Body
  if (typeof b.errorCode === 'number') return 1
  if ('isValid' in b && b.errors !== null && typeof b.errors === 'object' && '$values' in b.errors) return 2
  if ('title' in b && 'status' in b && 'errors' in b) return 3
  if ('error' in b && 'statusCode' in b && 'message' in b) return 4
  return null
}

function messageOf(body: Body, shape: AuditAnswer['shape']): string | null {
  switch (shape) {
    case 1:
    case 4:
      return typeof body.message === 'string' ? body.message : null
    case 2: {
      const values = (body.errors as { $values?: unknown }).$values
      if (!Array.isArray(values)) return null
      const messages = values
        .map((item) => (item as { errorMessage?: unknown }).errorMessage)
        .filter((message): message is string => typeof message === 'string')
      return messages.length > 0 ? messages.join(' ') : null
    }
    case 3: {
      const errors = Object.values(body.errors as Record<string, unknown>).flat()
      const messages = errors.filter((message): message is string => typeof message === 'string')
      return messages.length > 0 ? messages.join(' ') : typeof body.title === 'string' ? body.title : null
    }
    case null:
      return null
  }
}

/** The JSON of an answer's body, or undefined when it is empty or not JSON. */
export function jsonOf(body: Buffer | string, contentType: string | undefined): unknown {
  if (body.length === 0 || !/json/i.test(contentType ?? '')) return undefined
  try {
    return JSON.parse(body.toString()) as unknown
  } catch {
    return undefined
  }
}

export function auditAnswer(status: number, json: unknown): AuditAnswer {
  const shape = errorShapeOf(json)
  return { status, shape, message: shape === null ? null : messageOf(json as Body, shape) }
}
