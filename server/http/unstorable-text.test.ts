// The refusals of unstorable-text.ts on their own: where each is found and how it is named.
import { expect, test } from 'vitest'
import { parseJsonBody } from './content-types'
import { ApiProblem } from './problems'
import { MAX_JSON_DEPTH, parameterProblem } from './unstorable-text'

/** The shape-3 errors parseJsonBody throws for a body, or 'read' when it reads it. */
function errorsOf(text: string): unknown {
  try {
    parseJsonBody(text)
    return 'read'
  } catch (error) {
    if (!(error instanceof ApiProblem)) throw error
    expect(error.statusCode).toBe(400)
    return error.body.errors
  }
}

test('paired surrogates (an emoji) and every other character are read', () => {
  expect(errorsOf('{"name":"Pill \\ud83d\\udc8a","note":"\\u0001\\uffff"}')).toBe('read')
})

test('each unstorable value is named by its JSON path, the first one in reading order', () => {
  expect(Object.keys(errorsOf('{"items":[{"a":"ok"},{"lot":"x\\u0000"}],"z":"\\ud800"}') as object)).toEqual([
    '$.items[1].lot',
  ])
  expect(Object.keys(errorsOf('{"my name":"\\udc00"}') as object)).toEqual(['$["my name"]'])
  expect(Object.keys(errorsOf('{"a\\u0000b":1}') as object)).toEqual(['$["a\uFFFDb"]'])
  expect(errorsOf('{"price":1e400}')).toEqual({
    '$.price': ['The number at $.price is too large to be read as a number.'],
  })
})

test(`JSON nested ${MAX_JSON_DEPTH} deep is read, one level more is refused, far more before it is parsed`, () => {
  const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth)
  expect(errorsOf(nested(MAX_JSON_DEPTH))).toBe('read')
  const refused = {
    $: [`The JSON nests deeper than ${MAX_JSON_DEPTH} levels, the most this service reads.`],
  }
  expect(errorsOf(nested(MAX_JSON_DEPTH + 1))).toEqual(refused)
  expect(errorsOf(`{"a":"${'['.repeat(100)}","b":${nested(MAX_JSON_DEPTH - 1)}}`)).toBe('read')
  // A quote escaped inside a string does not end it: the brackets after it are text.
  expect(errorsOf(String.raw`{"a":"\"[[[","b":` + `${nested(MAX_JSON_DEPTH - 1)}}`)).toBe('read')
  const started = performance.now()
  expect(errorsOf(nested(200_000))).toEqual(refused)
  expect(performance.now() - started).toBeLessThan(100)
})

test('a query or path parameter is named by its name; a repeated one by each value', () => {
  expect(parameterProblem({ status: ['1', 'x\u0000'] })?.body.errors).toEqual({
    status: ['The value of status holds U+0000 (a NUL character), which this service does not accept.'],
  })
  expect(parameterProblem({ ok: 'fine', '*': 'a\u0000' })).toBeNull()
})
