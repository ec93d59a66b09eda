import { signInSlots } from '../../api/sign-in-mode'
import { formatMoment } from '../../components/format/format-moment'
import type { Job } from '../../contract/jobs'

// Who and what a job is for, by the names a person knows: the pharmacy by its name (from the session's
// pharmacies: asking the service would spend the group's calls), who started it, and when, with the zone.

/** The pharmacy's name as the session has it, or null. */
export const pharmacyName = (npi: number): string | null =>
  signInSlots.pharmacies?.()?.find((pharmacy) => pharmacy.npi === npi)?.name ?? null

/** "Riverside Pharmacy (NPI 1234567893)", or "pharmacy NPI 1234567893" when the session has no name for it. */
export function pharmacyText(npi: number): string {
  const name = pharmacyName(npi)
  return name ? `${name} (NPI ${npi})` : `pharmacy NPI ${npi}`
}

/** "Sam Seller (seller@riverside.example)", or the e-mail address alone when the team has no name. */
export const starterText = (job: Pick<Job, 'user'>): string =>
  job.user.name ? `${job.user.name} (${job.user.email})` : job.user.email

/** When the job started, with the zone: "Nov 28, 2026, 8:46:25 PM EST". */
export const startedText = (job: Pick<Job, 'createdAt'>): string => formatMoment(job.createdAt)

/** An admin sees every job of the team (docs/team-server.md, "Bulk jobs"): their list says who started each. */
export const seesTeamJobs = (): boolean => signInSlots.person?.()?.role === 'admin'
