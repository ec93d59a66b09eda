// The bulk jobs' URLs (sign-in on): apart from paths.ts, which every page's first screen carries, since
// only the jobs' own page and the bulk actions' dialogs link to them.

export const jobPaths = {
  /** My jobs, newest first. */
  jobs: '/jobs',
  job: (jobId: string) => `/jobs/${encodeURIComponent(jobId)}`,
} as const
