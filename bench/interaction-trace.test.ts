import { describe, expect, it } from 'vitest'
import { machineSpeed, type InteractionRun } from './interaction-trace'

const run = (...benchmarkIndexes: number[]): InteractionRun => ({
  interactions: [],
  benchmarkIndexes,
  longTasks: [],
})

describe('machineSpeed', () => {
  it('gives the median of every measure, its range and what the slowdown leaves', () => {
    expect(machineSpeed([run(2710, 2480), run(2790, 2650)], 4)).toBe(
      'machine: Lighthouse benchmark index 2,680 at 1x (median of 4, 2,480 to 2,790); about 670 at 4x',
    )
  })

  it('says when nothing was measured', () => {
    expect(machineSpeed([run()], 4)).toBe('machine: not measured')
  })
})
