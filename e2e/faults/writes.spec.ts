import { test } from '@playwright/test'
import { DELETABLE_DRAFTS, FRESH_NPIS } from './support/demo'
import type { Fault } from './support/faults'
import { scenarioTitle } from './support/title'
import { runWriteFault, type WriteJourney } from './support/write-scenario'
import { draftDelete, formSave, npiUpdate } from './support/write-journeys'

// Faults injected into each write. v1 has no idempotency: a write is sent again by itself only after
// a 429, exactly once and only when Retry-After is over; after any other fault the typed values stay,
// the mapped message says whether it may have been applied, and sending again by hand works once the
// fault ends. spec: Retries, Errors > Rate-limit rejection

test.describe.configure({ mode: 'parallel' })

const draft = (i: number) => DELETABLE_DRAFTS[i]!
const npi = (i: number) => FRESH_NPIS[10 + i]!
const scenarios: [WriteJourney, Fault][] = [
  [formSave('listing', '3.21'), { kind: '429-seconds' }],
  [formSave('listing', '3.22'), { kind: '429-date' }],
  [formSave('listing', '3.23'), { kind: '500' }],
  [formSave('listing', '3.24'), { kind: '503-html' }],
  [formSave('listing', '3.25'), { kind: 'non-json-200' }],
  [formSave('listing', '3.26'), { kind: 'timeout' }],
  [formSave('listing', '3.27'), { kind: 'reset' }],
  [formSave('listing', '3.28'), { kind: 'offline' }],
  [formSave('listing', '3.29'), { kind: 'slow' }],
  [formSave('cashOffer', '1.21'), { kind: '429-date' }],
  [formSave('cashOffer', '1.22'), { kind: '500' }],
  [formSave('cashOffer', '1.23'), { kind: 'non-json-200' }],
  [formSave('cashOffer', '1.24'), { kind: 'reset' }],
  [draftDelete(draft(0)), { kind: '429-seconds' }],
  [draftDelete(draft(1)), { kind: '503-html' }],
  [draftDelete(draft(2)), { kind: 'reset' }],
  [draftDelete(draft(3)), { kind: 'timeout' }],
  [draftDelete(draft(4)), { kind: 'offline' }],
  [npiUpdate(npi(0)), { kind: '429-seconds' }],
  [npiUpdate(npi(1)), { kind: '503-html' }],
  [npiUpdate(npi(2)), { kind: 'non-json-200' }],
  [npiUpdate(npi(3)), { kind: 'reset' }],
  [npiUpdate(npi(4)), { kind: 'offline' }],
]

for (const [journey, fault] of scenarios) {
  test(scenarioTitle(journey.target.name, fault), async ({ page }) => {
    await runWriteFault(page, journey, fault)
  })
}
