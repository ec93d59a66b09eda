import { config } from 'zod/mini'
import { en } from 'zod/locales'

// zod/mini leaves its messages to a locale the caller chooses (classic zod sets English on first use).
// The dashboard shows a response's first issue in decode errors ("price: Invalid input: expected number,
// received string"), so the contract sets English once, wherever its schemas are loaded.
config(en())
