/** At most this many drafts per export: 10 requests of the largest page, well inside the rate limit. */
export const CSV_EXPORT_CAP = 1000
