import { ACCESS } from '../../contract/access'
import type { AuditAbout, AuditRecord } from '../../contract/team-audit'
import { fieldChangeText, listText, valueText } from '../../components/pages/history-text'
import { paths } from '../../components/routing/paths'

// An audit record in words: who did what to which thing, as a pharmacist reads it ("Sam Seller changed
// the price of Prednisone 20 mg, lot 81WPR480, from $2.50 to $2.25"), what came of it, and where the
// thing is (its page, with its history). Pure, so each sentence is tested as it reads.

const NO_STATUSES = {}

/** A sentence in parts: the thing it is about is a link to its page when it has one. */
export type Sentence = { before: string; thing: string | null; href: string | null; after: string }

const LISTING_OPERATIONS = new Set(['createMarketplaceListing', 'updateMarketplaceListing'])

const refused = (record: AuditRecord) => (record.answer?.status ?? 0) >= 400
const unknown = (record: AuditRecord) => record.state === 'sent, answer unknown'

/** "Prednisone 20 mg, lot 81WPR480"; null when the record does not know the drug. */
export function aboutText(about: AuditAbout | null | undefined): string | null {
  if (!about?.packageName) return null
  const drug = [about.packageName, about.drugPackageStrength].filter(Boolean).join(' ')
  return about.lotNumber ? `${drug}, lot ${about.lotNumber}` : drug
}

export function whoText(record: AuditRecord): string {
  // Nobody signed in: a request refused for it, or what the server did itself (the demo users at start).
  if (!record.user) return refused(record) ? 'Someone not signed in' : 'This server'
  if (record.user.id === null) return `Someone signing in as ${record.user.email}`
  return record.user.name ?? record.user.email
}

/** The thing's page (a listing's or cash offer's shows its history), or null when it has none. */
export function thingHref(record: AuditRecord): string | null {
  const id = record.targetId
  if (record.operation === 'updateGroupNpis') return paths.groupNpis
  if (['createUser', 'updateUser', 'resetUserPassword'].includes(record.operation)) return '/users'
  if (!id) return null
  if (LISTING_OPERATIONS.has(record.operation)) return paths.listing(id)
  if (record.operation === 'updateCashOffer') return paths.cashOffer(id)
  if (/Job$/.test(record.operation)) return `/jobs/${encodeURIComponent(id)}`
  return null
}

/** What a write of a listing or a cash offer did, as the history says it. */
function objectSentence(record: AuditRecord, what: string): Sentence {
  const who = whoText(record)
  const named = aboutText(record.about)
  // "the listing of Prednisone 20 mg, lot 81WPR480", or "a listing" when the drug is not known.
  const of = named ? `the ${what} of ` : ''
  const thing = named ?? `a ${what}`
  const href = thingHref(record)
  const link = (before: string, after: string): Sentence => ({ before, thing, href, after })
  const unit = record.about?.quantityUnitQualifier ?? null
  if (unknown(record)) return link(`${who} sent a change of ${of}`, ', but its answer never came.')
  if (refused(record)) return link(`${who} tried to change ${of}`, '.')
  // A write changes only a Pending object, which stays Pending: a status is never what it changed (the
  // object's own page names statuses). Leaving them out keeps the status names, and the module they are
  // in, off this page (bench/bundle-size.ts: shared with it, the module would split off the first screens).
  const changes = (record.changes ?? []).filter((c) => c.field !== 'status')
  if (record.operation === 'createMarketplaceListing') {
    const set = changes.filter((c) => c.field === 'price' || c.field === 'quantity')
    const values = set.map((c) => `${c.field} ${valueText(c.field, c.to, NO_STATUSES, unit)}`)
    return link(`${who} listed `, values.length > 0 ? ` on the marketplace (${listText(values)}).` : '.')
  }
  if (changes.length === 0) return link(`${who} saved ${of}`, ' unchanged.')
  const [only] = changes
  if (changes.length === 1 && only) {
    const text = fieldChangeText(only, NO_STATUSES, unit)
    const [name, ...rest] = text.split(/ (?=from |to )/)
    const verb = only.from === null || only.from === undefined ? 'set' : 'changed'
    return link(`${who} ${verb} ${name} of `, `${named ? ',' : ''} ${rest.join(' ')}.`)
  }
  const list = listText(changes.map((c) => fieldChangeText(c, NO_STATUSES, unit)))
  return link(`${who} changed ${of}`, `: ${list}.`)
}

const sentence = (before: string, thing: string | null = null, href: string | null = null, after = '.') =>
  thing === null ? { before, thing, href: null, after: '' } : { before, thing, href, after }

const bodyOf = (record: AuditRecord): Record<string, unknown> => {
  const body = (record.sent as { body?: unknown } | null)?.body
  return body !== null && typeof body === 'object' && !Array.isArray(body)
    ? (body as Record<string, unknown>)
    : {}
}

const JOB_VERBS = {
  pauseJob: 'paused',
  resumeJob: 'resumed',
  cancelJob: 'cancelled',
  retryJob: 'retried the refused rows of',
} as const

/**
 * How the sentences name what the record names by number: a pharmacy by its name (its NPI when the group
 * does not name it), a user by their name (null when unknown).
 */
export type Names = { pharmacy: (npi: number) => string | null; user: (id: string) => string | null }

/** A change of a user, from what was sent: "the role to seller", "deactivated". */
function userChange(body: Record<string, unknown>): string {
  if (body.active === false) return 'deactivated'
  if (body.active === true) return 'activated'
  const parts: string[] = []
  if (typeof body.role === 'string') parts.push(`the role to ${body.role}`)
  if (body.npis !== undefined) parts.push('the pharmacies')
  if (typeof body.name === 'string') parts.push(`the name to ${body.name}`)
  return `changed ${listText(parts) || 'nothing of'}`
}

/** The record as a sentence. */
export function auditSentence(record: AuditRecord, names: Names): Sentence {
  const who = whoText(record)
  const op = record.operation
  if (LISTING_OPERATIONS.has(op)) return objectSentence(record, 'listing')
  if (op === 'updateCashOffer') return objectSentence(record, 'cash offer')
  const action = (ACCESS as Record<string, { action: string } | undefined>)[op]?.action
  if (op === 'signIn') return sentence(refused(record) ? `${who} could not sign in.` : `${who} signed in.`)
  if (refused(record))
    return sentence(`${who} tried to ${action ?? 'call something this server does not pass on'}.`)
  const body = bodyOf(record)
  const user = record.targetId ? (names.user(record.targetId) ?? 'a user') : 'a user'
  switch (op) {
    case 'signOut':
      return sentence(`${who} signed out.`)
    case 'chooseActingPharmacy':
      return sentence(
        `${who} chose to act for ${record.npi === null ? 'a pharmacy' : (names.pharmacy(record.npi) ?? `the pharmacy of NPI ${record.npi}`)}.`,
      )
    case 'deleteDraftListing':
      return sentence(`${who} deleted a draft listing.`)
    case 'updateGroupNpis':
      return sentence(`${who} changed `, "the group's pharmacies", paths.groupNpis)
    case 'createUser':
      // The server's own (a demo user from the scenario) says so in its message.
      if (!record.user && record.answer?.message) return sentence(`${who}: ${record.answer.message}`)
      return sentence(
        `${who} added `,
        typeof body.name === 'string' ? body.name : (names.user(record.targetId ?? '') ?? 'a user'),
        '/users',
        typeof body.role === 'string' ? ` as ${body.role}.` : '.',
      )
    case 'updateUser': {
      const change = userChange(body)
      return change.startsWith('changed ')
        ? sentence(`${who} changed `, user, '/users', `: ${change.slice('changed '.length)}.`)
        : sentence(`${who} ${change} `, user, '/users')
    }
    case 'resetUserPassword':
      return sentence(`${who} reset the password of `, user, '/users')
    case 'startJob':
      return sentence(`${who} started `, 'a bulk job', thingHref(record))
    case 'pauseJob':
    case 'resumeJob':
    case 'cancelJob':
    case 'retryJob':
      return sentence(`${who} ${JOB_VERBS[op]} `, 'a bulk job', thingHref(record))
    case 'createFaultRule':
      return sentence(`${who} set a sandbox fault.`)
    case 'clearFaultRules':
    case 'deleteFaultRule':
      return sentence(`${who} cleared sandbox faults.`)
    case 'resetSandbox':
      return sentence(`${who} reset the sandbox's data.`)
    default:
      return sentence(`${who}: ${action ?? op}.`)
  }
}

/** What came of it, in words: done, refused (by whom, and why), or not known. */
export function outcomeText(record: AuditRecord): string {
  if (unknown(record)) return 'The answer never came: it may have happened. Check before doing it again.'
  const answer = record.answer
  if (!answer || answer.status === null || answer.status < 400) return 'Done'
  const by = record.state === 'not sent' ? 'Refused by this server' : 'Refused by the service'
  return answer.message ? `${by}: ${answer.message}` : `${by} (status ${answer.status})`
}
