// Groups: API keys, member pharmacies and pending invitations.
// spec: Authentication: a caller acts only for pharmacies whose NPI belongs to its group; a pharmacy added by
// NPI stays a pending invitation until it registers and is not yet a member.
import type { PharmacyRow } from './pharmacies-repository'

export type GroupRow = { key: number; id: string; name: string }
export type Invitation = { npi: number; invitedDate: string }
export type NpiUpdateOutcome = {
  added: number[]
  invited: number[]
  alreadyMembers: number[]
  alreadyInvited: number[]
}
export type ActingCaller = { group: GroupRow; pharmacy: PharmacyRow | undefined }
export type DemoConnection = { apiKey: string; pharmacyNpi: number; groupName: string }

export interface GroupsRepository {
  findByApiKey(apiKey: string): Promise<GroupRow | undefined>
  /**
   * The group of an API key and, when the pharmacy with this NPI is registered and a member of that group,
   * the pharmacy (undefined otherwise); undefined when no group has the key. One read for what every request
   * acting for a pharmacy checks first (spec: Authentication).
   */
  callerActingFor(apiKey: string, npi: number): Promise<ActingCaller | undefined>
  /** The group's member pharmacies, by name, then NPI. */
  members(groupKey: number): Promise<PharmacyRow[]>
  /** The group's pending invitations, oldest first, then by NPI. */
  invitations(groupKey: number): Promise<Invitation[]>
  /**
   * spec: Endpoints > 6: known NPIs join the group (an invitation of theirs goes), unknown ones become
   * pending invitations dated `now`; nobody is removed. All of it or nothing. Each outcome lists its NPIs
   * in the order of the request, a repeated NPI once.
   */
  updateNpis(groupKey: number, npis: readonly number[], now: Date): Promise<NpiUpdateOutcome>
  /** The scenario's one-click connection, or null when it has none. */
  demoConnection(): Promise<DemoConnection | null>
}
