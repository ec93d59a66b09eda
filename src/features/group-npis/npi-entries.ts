import { npiProblem } from '../../contract/npi'

// Typed or pasted NPIs, each checked with the contract's NPI rule and against what the group already
// has, and the plan of what a submit will send. spec: Endpoints > 6 (body: array of long, valid NPIs)

/** Commas, semicolons and any white space (spaces, tabs, new lines) separate NPIs. */
const SEPARATORS = /[\s,;]+/

export function splitNpiText(text: string): string[] {
  return text.split(SEPARATORS).filter((token) => token !== '')
}

/** Splits typed text into finished tokens and the token still being typed (after the last separator). */
export function splitTyping(text: string): { done: string[]; rest: string } {
  const match = /[\s,;]+(?=[^\s,;]*$)/.exec(text)
  if (!match) return { done: [], rest: text }
  return { done: splitNpiText(text.slice(0, match.index)), rest: text.slice(match.index + match[0].length) }
}

/** What the group already has, from GET /pharmacies/search; null when the service does not list it. */
export interface GroupNpis {
  members: ReadonlySet<number>
  invited: ReadonlySet<number>
}

export type NpiCheck =
  /** A valid NPI seen for the first time; `already` says what the group has for it. */
  | { kind: 'valid'; npi: number; already: 'member' | 'invited' | null }
  | { kind: 'invalid'; reason: string }
  /** The same NPI as an earlier entry; only the first is sent. */
  | { kind: 'duplicate' }

export interface CheckedEntry {
  text: string
  check: NpiCheck
}

export function checkEntries(texts: readonly string[], group: GroupNpis | null): CheckedEntry[] {
  const seen = new Set<string>()
  return texts.map((text) => {
    const digits = text.trim()
    if (seen.has(digits)) return { text: digits, check: { kind: 'duplicate' } }
    seen.add(digits)
    const reason = npiProblem(digits)
    if (reason !== null) return { text: digits, check: { kind: 'invalid', reason } }
    const npi = Number(digits)
    const already = group?.members.has(npi) ? 'member' : group?.invited.has(npi) ? 'invited' : null
    return { text: digits, check: { kind: 'valid', npi, already } }
  })
}

export interface NpiUpdatePlan {
  /** Every valid NPI once, in the order entered: the POST body. */
  send: number[]
  /** Valid NPIs the group has neither as member nor as invitation. */
  fresh: number[]
  alreadyMembers: number[]
  alreadyInvited: number[]
  invalid: number
  duplicates: number
}

/**
 * Already-known NPIs are sent too: the service, not a list loaded a while ago, has the last word (an
 * invited pharmacy that has registered since becomes a member), and its answer reports them.
 */
export function planUpdate(entries: readonly CheckedEntry[]): NpiUpdatePlan {
  const plan: NpiUpdatePlan = {
    send: [],
    fresh: [],
    alreadyMembers: [],
    alreadyInvited: [],
    invalid: 0,
    duplicates: 0,
  }
  for (const { check } of entries) {
    if (check.kind === 'invalid') plan.invalid += 1
    else if (check.kind === 'duplicate') plan.duplicates += 1
    else {
      plan.send.push(check.npi)
      if (check.already === 'member') plan.alreadyMembers.push(check.npi)
      else if (check.already === 'invited') plan.alreadyInvited.push(check.npi)
      else plan.fresh.push(check.npi)
    }
  }
  return plan
}
