// Reads and checks a scenario before anything is written, against the one definition of the format
// (server/scenarios/scenario.ts and its cross-record rules). Every refusal is one line that starts with the
// JSON path of the first problem ("$.drafts[12].ndc: ..."), so a broken file is fixed in one look.
import { readFileSync } from 'node:fs'
import type { z } from 'zod'
import { ScenarioSchema, type Scenario } from '../scenarios/scenario'
import { scenarioReferenceProblems } from '../scenarios/scenario-references'

export class ScenarioError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'ScenarioError'
  }
}

export function jsonPathOf(path: readonly PropertyKey[]): string {
  return path.reduce<string>(
    (acc, part) => (typeof part === 'number' ? `${acc}[${part}]` : `${acc}.${String(part)}`),
    '$',
  )
}

function describeIssue(issue: z.core.$ZodIssue): string {
  if (issue.code === 'unrecognized_keys')
    return `${jsonPathOf([...issue.path, issue.keys[0] ?? ''])}: unknown key`
  return `${jsonPathOf(issue.path)}: ${issue.message}`
}

/** Validates parsed JSON as a scenario; throws ScenarioError naming the first problem's JSON path. */
export function parseScenario(json: unknown): Scenario {
  const result = ScenarioSchema.safeParse(json)
  if (!result.success) {
    const first = result.error.issues[0]
    throw new ScenarioError(first ? describeIssue(first) : '$: not a scenario')
  }
  const [problem] = scenarioReferenceProblems(result.data)
  if (problem) throw new ScenarioError(problem)
  return result.data
}

export function readScenarioFile(file: string): Scenario {
  let text: string
  try {
    text = readFileSync(file, 'utf8')
  } catch (error) {
    throw new ScenarioError(
      `cannot read ${file}: ${(error as NodeJS.ErrnoException).code ?? 'unknown error'}`,
    )
  }
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch (error) {
    throw new ScenarioError(`$: not valid JSON (${(error as Error).message})`)
  }
  return parseScenario(json)
}
