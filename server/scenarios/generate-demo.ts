import { writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { ScenarioSchema, scenarioJsonSchema } from './scenario'
import { scenarioReferenceProblems } from './scenario-references'
import { buildDemoScenario, toFileText } from './demo-scenario'

// Regenerates demo.json and scenario.schema.json: `npx tsx server/scenarios/generate-demo.ts`.
// Both files are committed; the output is deterministic, so an unchanged generator gives no diff.

const here = (file: string) => fileURLToPath(new URL(file, import.meta.url))

const scenario = ScenarioSchema.parse(buildDemoScenario())
const problems = scenarioReferenceProblems(scenario)
if (problems.length > 0) {
  console.error(`demo scenario is inconsistent:\n${problems.join('\n')}`)
  process.exit(1)
}

writeFileSync(here('./demo.json'), toFileText(scenario))
writeFileSync(here('./scenario.schema.json'), toFileText(scenarioJsonSchema()))
console.log(
  `wrote demo.json: ${scenario.pharmacies.length} pharmacies, ${scenario.drugs.length} drugs, ` +
    `${scenario.drafts.length} drafts, ${scenario.listings.length} listings, ` +
    `${scenario.cashOffers.length} cash offers, ${scenario.transactions.length} transactions`,
)
