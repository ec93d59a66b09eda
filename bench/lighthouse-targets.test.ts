import { describe, expect, it } from 'vitest'
import {
  formatLighthouseFigures,
  lighthouseVerdicts,
  median,
  type LighthouseFigure,
} from './lighthouse-targets'

// The targets: mobile performance >= 92 with LCP <= 2.2 s and TBT <= 200 ms, desktop performance 100,
// accessibility 100, CLS <= 0.02, and a page counts only when it was measured connected (its data request answered 200 in every run).

const figure = (overrides: Partial<LighthouseFigure>): LighthouseFigure => ({
  page: 'drafts',
  formFactor: 'mobile',
  runs: 3,
  connectedRuns: 3,
  performance: 97,
  accessibility: 100,
  lcpMs: 1800,
  tbtMs: 40,
  cls: 0.01,
  dataStatus: 200,
  benchmarkIndex: 1500,
  ...overrides,
})
const failures = (f: LighthouseFigure) =>
  lighthouseVerdicts([f])
    .filter((v) => !v.pass)
    .map((v) => v.line)

describe('Lighthouse verdicts', () => {
  it('passes a page that meets every target', () => {
    expect(failures(figure({}))).toEqual([])
    expect(failures(figure({ formFactor: 'desktop', performance: 100 }))).toEqual([])
  })

  it('holds mobile to 92 and desktop to 100', () => {
    expect(failures(figure({ performance: 91 }))).toEqual(['FAIL  drafts mobile: performance 91 >= 92'])
    expect(failures(figure({ formFactor: 'desktop', performance: 99 }))).toEqual([
      'FAIL  drafts desktop: performance 99 >= 100',
    ])
  })

  it('fails accessibility below 100, CLS above 0.02, and a page measured without its data', () => {
    expect(failures(figure({ accessibility: 98, cls: 0.021, connectedRuns: 2 }))).toEqual([
      'FAIL  drafts mobile: measured connected (its data request answered 200) in 2/3 runs',
      'FAIL  drafts mobile: accessibility 98 = 100',
      'FAIL  drafts mobile: CLS 0.021 <= 0.02',
    ])
  })

  it('holds the phone to LCP 2.2 s and TBT 200 ms; the desktop only to its score', () => {
    expect(failures(figure({ lcpMs: 2201, tbtMs: 201 }))).toEqual([
      'FAIL  drafts mobile: LCP 2201 ms <= 2200',
      'FAIL  drafts mobile: TBT 201 ms <= 200',
    ])
    expect(failures(figure({ formFactor: 'desktop', performance: 100, lcpMs: 3000, tbtMs: 400 }))).toEqual([])
  })

  it('prints the table and the overall verdict', () => {
    const text = formatLighthouseFigures([figure({}), figure({ formFactor: 'desktop', performance: 90 })])
    expect(text).toContain(
      'drafts  mobile                97            100    1800      40  0.010           1500',
    )
    expect(text).toMatch(/lighthouse: FAIL \(1 of 10 targets missed\)$/)
  })

  it('takes the median of an odd and an even number of runs', () => {
    expect(median([90, 70, 80])).toBe(80)
    expect(median([0.01, 0.03])).toBe(0.02)
  })
})
