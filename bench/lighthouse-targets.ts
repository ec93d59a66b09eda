import type { FormFactor, PageFigures } from './lighthouse-run'
import { formatTable } from './table'

// The Lighthouse targets and how a run is judged and printed (kept apart from the runner so the rules
// can be tested without a browser).

export const TARGETS = {
  mobilePerformance: 92,
  desktopPerformance: 100,
  accessibility: 100,
  cls: 0.02,
  /** On the simulated phone: the largest paint and the main thread's blocking time. */
  mobileLcpMs: 2200,
  mobileTbtMs: 200,
}

export type LighthouseFigure = PageFigures & {
  page: string
  formFactor: FormFactor
  runs: number
  connectedRuns: number
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}

/** Each target as "PASS"/"FAIL" lines; a page measured without its data (not connected) fails outright. */
export function lighthouseVerdicts(figures: readonly LighthouseFigure[]): { line: string; pass: boolean }[] {
  return figures.flatMap((f) => {
    const where = `${f.page} ${f.formFactor}`
    const performanceTarget =
      f.formFactor === 'mobile' ? TARGETS.mobilePerformance : TARGETS.desktopPerformance
    const checks: [string, boolean][] = [
      [
        `measured connected (its data request answered 200) in ${f.connectedRuns}/${f.runs} runs`,
        f.connectedRuns === f.runs,
      ],
      [`performance ${f.performance} >= ${performanceTarget}`, f.performance >= performanceTarget],
      [
        `accessibility ${f.accessibility} = ${TARGETS.accessibility}`,
        f.accessibility >= TARGETS.accessibility,
      ],
      [`CLS ${f.cls.toFixed(3)} <= ${TARGETS.cls}`, f.cls <= TARGETS.cls],
    ]
    if (f.formFactor === 'mobile') {
      checks.push(
        [`LCP ${Math.round(f.lcpMs)} ms <= ${TARGETS.mobileLcpMs}`, f.lcpMs <= TARGETS.mobileLcpMs],
        [`TBT ${Math.round(f.tbtMs)} ms <= ${TARGETS.mobileTbtMs}`, f.tbtMs <= TARGETS.mobileTbtMs],
      )
    }
    return checks.map(([text, pass]) => ({ line: `${pass ? 'PASS' : 'FAIL'}  ${where}: ${text}`, pass }))
  })
}

export function formatLighthouseFigures(figures: readonly LighthouseFigure[]): string {
  const table = formatTable(
    ['page', 'form factor', 'performance', 'accessibility', 'LCP ms', 'TBT ms', 'CLS', 'CPU benchmark'],
    figures.map((f) => [
      f.page,
      f.formFactor,
      f.performance,
      f.accessibility,
      Math.round(f.lcpMs),
      Math.round(f.tbtMs),
      f.cls.toFixed(3),
      Math.round(f.benchmarkIndex),
    ]),
  )
  const verdicts = lighthouseVerdicts(figures)
  const failed = verdicts.filter((v) => !v.pass).length
  return [
    `Lighthouse 12 (median of ${figures[0]?.runs ?? 0} runs per metric; mobile: default simulated throttling)`,
    table,
    ...verdicts.map((v) => v.line),
    `lighthouse: ${failed === 0 ? 'PASS' : `FAIL (${failed} of ${verdicts.length} targets missed)`}`,
  ].join('\n')
}
