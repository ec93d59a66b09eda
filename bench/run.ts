import { existsSync } from 'node:fs'
import { bundleBudgetProblems, formatBundleReport, measureBundle } from './bundle-size'
import { formatSearchFigures, runDraftSearchBench } from './draft-search'
import { formatInteractionFigures, machineSpeed, runInteractionBench } from './interaction-trace'
import { runLighthouseBench } from './lighthouse'
import { formatLighthouseFigures } from './lighthouse-targets'
import { formatRateLimitFigures, runRateLimitRun } from './rate-limit-run'

// `npm run bench`: every benchmark in sequence, then the figures. Results are printed as PASS/FAIL against
// their targets; a miss is information for the reader, so the run itself always completes.

const started = performance.now()
const sections: string[] = []

try {
  const figures = await runDraftSearchBench()
  const failed = figures.filter((f) => !f.pass).length
  sections.push(
    `Draft search, 100k drafts\n${formatSearchFigures(figures)}\n` +
      `draft search: ${failed === 0 ? 'PASS' : `FAIL (${failed} of ${figures.length} cases missed their target)`}`,
  )
} catch (error) {
  sections.push(`Draft search: not run (${error instanceof Error ? error.message : String(error)})`)
}

if (existsSync('dist/index.html')) {
  const report = measureBundle('dist')
  const problems = bundleBudgetProblems(report)
  sections.push(
    `Bundle size (dist/)\n${formatBundleReport(report)}\n` +
      `bundle budget: ${problems.length === 0 ? 'PASS' : `FAIL\n  ${problems.join('\n  ')}`}`,
  )
} else {
  sections.push('Bundle size: not measured (dist/index.html missing; run `npm run build` first)')
}

// The rate limit at its default against the real server: waits for the next one-minute window.
try {
  sections.push(formatRateLimitFigures(await runRateLimitRun()))
} catch (error) {
  sections.push(`Rate limit: not run (${error instanceof Error ? error.message : String(error)})`)
}

// Interaction and Lighthouse last: they need the build, and the machine to itself as far as possible.
try {
  const { figures, samples } = await runInteractionBench()
  sections.push(`${formatInteractionFigures(figures)}\n${machineSpeed(samples)}`)
} catch (error) {
  sections.push(`Interaction: not run (${error instanceof Error ? error.message : String(error)})`)
}

try {
  const figures = await runLighthouseBench()
  sections.push(formatLighthouseFigures(figures))
} catch (error) {
  sections.push(`Lighthouse: not run (${error instanceof Error ? error.message : String(error)})`)
}

console.log(
  `\n${sections.join('\n\n')}\n\nbench finished in ${((performance.now() - started) / 1000).toFixed(0)} s`,
)
