import { config } from 'zod/mini'
import { en } from 'zod/locales'

// zod/mini leaves its messages to a locale the caller chooses (classic zod sets English on first use).
// Importing this module sets English for the whole program. The Node programs import it once, at their
// start (server/app.ts, cli/), so every message the server and the command line write is English. The
// dashboard imports it only when a response first fails its contract (api/api-transport.ts): that is
// where it shows zod's words ("price: Invalid input: expected number, received string"), and its forms
// write their own messages (contract *Problems), so its first screens carry no locale data (0.8 KiB
// gzipped on each: bench/performance-log.md, section "2026-11-28: back under the budgets, with room").
config(en())
