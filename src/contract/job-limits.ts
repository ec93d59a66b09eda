// The bounds of a bulk job (./jobs.ts), without zod: the drafts page's first screen says the cap of "every
// row of this search" before any of the jobs' code is loaded.

/** The most rows one job holds, given as a list or collected from a search (the cap's upper bound). */
export const JOB_ROWS_MAX = 1000
