// The NDC statistics' cache key on its own: a write that changes prices refetches them by this key
// without bringing the statistics' schema and request into the writing page's first screen.
export const NDC_STATS_KEY = ['ndc-stats'] as const
