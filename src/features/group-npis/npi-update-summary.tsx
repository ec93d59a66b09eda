import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import type { CheckedEntry, NpiUpdatePlan } from './npi-entries'

const npis = (list: readonly number[]) => list.join(', ')
const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`

/** "3 entered: 1 valid, 1 invalid, 1 duplicate." */
export function entryCounts(entries: readonly CheckedEntry[], plan: NpiUpdatePlan): string {
  return `${count(entries.length, 'NPI', 'NPIs')} entered: ${plan.send.length} valid, ${plan.invalid} invalid, ${count(plan.duplicates, 'duplicate', 'duplicates')}.`
}

export interface NpiUpdateSummaryProps {
  entries: readonly CheckedEntry[]
  plan: NpiUpdatePlan
  /** Whether the group's lists were available to compare with (they are a sandbox extension). */
  groupKnown: boolean
}

/**
 * What a submit will do, said before it is sent. Whether an NPI belongs to a registered pharmacy is
 * known only to the service (the group list shows members and invitations, not the registry), so the
 * outcome of a new NPI is stated as the rule. spec: Endpoints > 6
 */
export function NpiUpdateSummary({ entries, plan, groupKnown }: NpiUpdateSummaryProps) {
  if (entries.length === 0) return null
  const lines: string[] = []
  if (plan.fresh.length > 0) {
    lines.push(
      `${count(plan.fresh.length, 'NPI', 'NPIs')} will be added (${npis(plan.fresh)}): registered pharmacies become members, others become pending invitations until the pharmacy registers.`,
    )
  }
  if (plan.alreadyMembers.length > 0) {
    lines.push(
      `Already ${plan.alreadyMembers.length === 1 ? 'a member' : 'members'}, no change: ${npis(plan.alreadyMembers)}.`,
    )
  }
  if (plan.alreadyInvited.length > 0) {
    lines.push(
      `Already invited: ${npis(plan.alreadyInvited)}. ${plan.alreadyInvited.length === 1 ? 'It stays' : 'They stay'} pending unless the pharmacy has registered since, in which case it becomes a member.`,
    )
  }
  if (plan.invalid + plan.duplicates > 0) {
    lines.push('Invalid entries are not sent; a duplicate is sent once.')
  }
  if (plan.send.length === 0) lines.push('Nothing will be sent until at least one valid NPI is entered.')
  if (!groupKnown && plan.send.length > 0) {
    lines.push(
      'The current members are not known here, so NPIs already in the group are sent too; the service reports them.',
    )
  }
  return (
    <Box
      component="section"
      aria-labelledby="npi-summary-heading"
      sx={{ p: 2, borderRadius: 1, border: 1, borderColor: 'divider' }}
    >
      <Typography id="npi-summary-heading" variant="subtitle1" component="h3">
        What will happen
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: 500 }}>
        {entryCounts(entries, plan)}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 3 }}>
        {lines.map((line) => (
          <Typography component="li" variant="body2" key={line}>
            {line}
          </Typography>
        ))}
      </Box>
    </Box>
  )
}
