import Chip from '@mui/material/Chip'
import Stack from '@mui/material/Stack'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'
import type { PendingInvitation, PharmacyMember } from '../../contract/groups'

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' })

function formatInvitedDate(iso: string): string {
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
 * On a narrow screen a table scrolls sideways. It holds nothing focusable, so the container itself takes
 * the focus (named by the section's heading) for the arrow keys to scroll it (WCAG 2.1.1 Keyboard).
 */
function ScrollingTable({ labelledBy, children }: { labelledBy: string; children: ReactNode }) {
  return (
    <TableContainer
      tabIndex={0}
      role="group"
      aria-labelledby={labelledBy}
      sx={{ '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 } }}
    >
      {children}
    </TableContainer>
  )
}

function NewMark() {
  return <Chip size="small" label="New" color="primary" variant="outlined" sx={{ ml: 1 }} />
}

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
          <Table size="small" aria-labelledby="members-heading">
            <TableHead>
              <TableRow>
                <TableCell>NPI</TableCell>
                <TableCell>Name</TableCell>
                <TableCell>Doing business as</TableCell>
                <TableCell>City</TableCell>
                <TableCell>State</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {members.map((m) => (
                <TableRow key={m.id}>
                  <TableCell component="th" scope="row" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                    {m.npi}
                    {fresh.has(m.npi) ? <NewMark /> : null}
                  </TableCell>
                  <TableCell>
                    {m.name}
                    {m.npi === actingNpi ? (
                      <Typography component="span" variant="body2" color="text.secondary">
                        {' '}
                        (acting pharmacy)
                      </Typography>
                    ) : null}
                  </TableCell>
                  <TableCell>{m.dba ?? ''}</TableCell>
                  <TableCell>{m.city ?? ''}</TableCell>
                  <TableCell>{m.stateAcronym ?? ''}</TableCell>
                </TableRow>
              ))}
            </TableBody>
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
          <Table size="small" aria-labelledby="invitations-heading">
            <TableHead>
              <TableRow>
                <TableCell>NPI</TableCell>
                <TableCell>Invited</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {invitations.map((inv) => (
                <TableRow key={inv.npi}>
                  <TableCell component="th" scope="row" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                    {inv.npi}
                    {fresh.has(inv.npi) ? <NewMark /> : null}
                  </TableCell>
                  <TableCell>{formatInvitedDate(inv.invitedDate)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </ScrollingTable>
      )}
    </Section>
  )
}
