import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { styled } from '@mui/material/styles'
import type { ReactNode } from 'react'
import type { PendingInvitation, PharmacyMember } from '../../contract/groups'

// A time is read with its zone ("Jan 10, 2026, 9:30 AM UTC"): the team may work across zones.
const dateTime = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
})

/** The invitation's date and time in the browser's zone, the zone named. */
export function formatInvitedDate(iso: string): string {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? iso : dateTime.format(date)
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Stack component="section" spacing={1} aria-labelledby={id}>
      <Typography id={id} variant="h5" component="h2">
        {title}
      </Typography>
      {children}
    </Stack>
  )
}

/**
 * Between a phone's width (where the rows are cards) and the table's, a table scrolls sideways. It holds
 * nothing focusable, so the container itself takes the focus (named by the section's heading) for the
 * arrow keys to scroll it (WCAG 2.1.1 Keyboard).
 */
const ScrollingBox = styled('div')(({ theme }) => ({
  width: '100%',
  overflowX: 'auto',
  '&:focus-visible': { outline: `2px solid ${(theme.vars ?? theme).palette.primary.main}`, outlineOffset: 2 },
}))

function ScrollingTable({ labelledBy, children }: { labelledBy: string; children: ReactNode }) {
  return (
    <ScrollingBox tabIndex={0} role="group" aria-labelledby={labelledBy}>
      {children}
    </ScrollingBox>
  )
}

/**
 * A small table as MUI's Table size="small" draws it, from one styled element: the lists are short and
 * read-only, and a component per cell only added code to the page's first screen.
 */
const Table = styled('table')(({ theme }) => ({
  width: '100%',
  borderCollapse: 'collapse',
  borderSpacing: 0,
  '& th, & td': {
    ...theme.typography.body2,
    padding: '6px 16px',
    textAlign: 'left',
    verticalAlign: 'inherit',
    color: (theme.vars ?? theme).palette.text.primary,
    borderBottom: `1px solid ${theme.vars ? theme.vars.palette.TableCell.border : theme.palette.divider}`,
  },
  '& thead th': { lineHeight: theme.typography.pxToRem(24), fontWeight: theme.typography.fontWeightMedium },
  '& tbody th': { fontVariantNumeric: 'tabular-nums' },
  // A phone: each row a card, the NPI first and each value under its column's name (data-label),
  // as the list tables show theirs, so nothing scrolls sideways.
  [theme.breakpoints.down('sm')]: {
    '& thead': { display: 'none' },
    '&, & tbody, & tr, & th, & td': { display: 'block' },
    '& tbody tr': {
      margin: '8px 0',
      padding: '8px 12px',
      border: `1px solid ${(theme.vars ?? theme).palette.divider}`,
      borderRadius: 4,
    },
    '& tbody th, & tbody td': { padding: '2px 0', border: 0 },
    '& tbody td:empty': { display: 'none' },
    '& tbody th': { fontWeight: theme.typography.fontWeightMedium },
    '& tbody [data-label]::before': {
      content: 'attr(data-label)',
      display: 'block',
      fontWeight: theme.typography.fontWeightRegular,
      fontSize: theme.typography.pxToRem(12),
      color: (theme.vars ?? theme).palette.text.secondary,
    },
  },
}))

/** "New", as an outlined small chip in the primary colour. */
const NewMark = styled('span')(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  boxSizing: 'border-box',
  height: 24,
  marginLeft: theme.spacing(1),
  padding: '0 7px',
  borderRadius: 12,
  border: `1px solid ${theme.alpha((theme.vars ?? theme).palette.primary.main, 0.7)}`,
  color: (theme.vars ?? theme).palette.primary.main,
  fontSize: theme.typography.pxToRem(13),
  lineHeight: 1.5,
  verticalAlign: 'middle',
  whiteSpace: 'nowrap',
}))

export interface MembersTableProps {
  members: readonly PharmacyMember[]
  actingNpi: number | null
  /** NPIs that joined with the last update, marked "New". */
  fresh: ReadonlySet<number>
}

export function MembersTable({ members, actingNpi, fresh }: MembersTableProps) {
  return (
    <Section id="members-heading" title={`Members (${members.length})`}>
      {members.length === 0 ? (
        <Typography color="text.secondary">The group has no members.</Typography>
      ) : (
        <ScrollingTable labelledBy="members-heading">
          <Table aria-labelledby="members-heading">
            <thead>
              <tr>
                <th scope="col">NPI</th>
                <th scope="col">Name</th>
                <th scope="col">Doing business as</th>
                <th scope="col">City</th>
                <th scope="col">State</th>
              </tr>
            </thead>
            <tbody>
              {members.map((m) => (
                <tr key={m.id}>
                  <th scope="row" data-label="NPI">
                    {m.npi}
                    {fresh.has(m.npi) ? <NewMark>New</NewMark> : null}
                  </th>
                  <td data-label="Name">
                    {m.name}
                    {m.npi === actingNpi ? (
                      <Typography component="span" variant="body2" color="text.secondary">
                        {' '}
                        (acting pharmacy)
                      </Typography>
                    ) : null}
                  </td>
                  <td data-label="Doing business as">{m.dba ?? ''}</td>
                  <td data-label="City">{m.city ?? ''}</td>
                  <td data-label="State">{m.stateAcronym ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </ScrollingTable>
      )}
    </Section>
  )
}

export interface InvitationsTableProps {
  invitations: readonly PendingInvitation[]
  fresh: ReadonlySet<number>
}

export function InvitationsTable({ invitations, fresh }: InvitationsTableProps) {
  return (
    <Section id="invitations-heading" title={`Pending invitations (${invitations.length})`}>
      <Typography variant="body2" color="text.secondary">
        NPIs added to the group that are not members yet. A pending pharmacy cannot be acted for until it
        registers and joins.
      </Typography>
      {invitations.length === 0 ? (
        <Typography color="text.secondary">No pending invitations.</Typography>
      ) : (
        <ScrollingTable labelledBy="invitations-heading">
          <Table aria-labelledby="invitations-heading">
            <thead>
              <tr>
                <th scope="col">NPI</th>
                <th scope="col">Invited</th>
              </tr>
            </thead>
            <tbody>
              {invitations.map((inv) => (
                <tr key={inv.npi}>
                  <th scope="row" data-label="NPI">
                    {inv.npi}
                    {fresh.has(inv.npi) ? <NewMark>New</NewMark> : null}
                  </th>
                  <td data-label="Invited">{formatInvitedDate(inv.invitedDate)}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </ScrollingTable>
      )}
    </Section>
  )
}
