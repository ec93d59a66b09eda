import type { Page } from '@playwright/test'

// The variants docs/glossary.md rules out, as a page shows them: each with the glossary's word for its
// idea, so a failure says what to write instead. Kept in step with the glossary's "Not" column.

export const BANNED_VARIANTS: readonly { variant: RegExp; use: string }[] = [
  { variant: /\bOriginal packaging\b/i, use: 'Original package' },
  { variant: /\btorn package label\b/i, use: 'Torn label' },
  { variant: /\bExpiry\b/i, use: 'Expiration' },
  // "Expires in 12 days" is a warning's sentence; "Expires" alone is a column's header.
  { variant: /(^|\n)\s*Expires\s*($|\n)/, use: 'Expiration' },
  { variant: /\bChange listing prices\b/i, use: 'Reprice' },
  { variant: /\bBulk jobs?\b/i, use: 'Jobs' },
  { variant: /\bMy jobs\b/i, use: 'Jobs' },
  { variant: /\bstate group\b/i, use: 'Show only in my state' },
  { variant: /\bGUID\b|\bUUID\b/, use: 'reference' },
  { variant: /\b(Listing|Cash offer|Draft) id\b/, use: 'reference' },
  { variant: /\bmade through this server\b/i, use: 'made in the dashboard' },
  { variant: /\bHover over\b/i, use: 'Point at or tap' },
  { variant: /\b(?:\d{1,3}\.){3}\d{1,3}:\d{2,5}\b/, use: "the service's name, not its address" },
  { variant: /\b(Done|Answered|Refused) [1-5]\d\d\b/, use: 'the outcome in words' },
  {
    variant: /\b(updateMarketplaceListing|listFaultRules|createMarketplaceListing|deleteDraftListing)\b/,
    use: 'what was done, in words',
  },
]

/** The banned variants the page's text shows now (dialogs and menus included), with the word to use. */
export async function wordsOutsideGlossary(page: Page): Promise<string[]> {
  const text = await page.evaluate(() => document.body.innerText)
  const found: string[] = []
  for (const { variant, use } of BANNED_VARIANTS) {
    const match = variant.exec(text)
    if (match) found.push(`"${match[0].trim()}" (the glossary says: ${use})`)
  }
  return found
}
