import { useCallback, useMemo } from 'react'
import { useQuery } from '@tanstack/react-query'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { auditCsvUrl } from '../../api/operations/team'
import { signInSlots } from '../../api/sign-in-mode'
import { teamQueries } from '../../api/queries/team'
import type { AuditRecord } from '../../contract/team-audit'
import { PageFrame } from '../../components/pages/page-frame'
import { RefusedNotice } from '../../components/pages/refused-notice'
import { ListView, type HistoryMode, type ListPage } from '../../components/tables/list-view'
import { useListUrl } from '../../components/tables/use-list-url'
import { auditColumns } from './audit-columns'
import type { Names } from './audit-sentence'
import { AuditFiltersForm } from './audit-filters'
import {
  NO_FILTERS,
  auditQueryOf,
  isFiltered,
  parseAuditState,
  writeAuditState,
  type AuditFilters,
  type AuditState,
} from './audit-state'
import './audit-table.css'

const DESCRIPTION =
  'What was done through this server and what was refused: who did what, to which drug and lot, for which pharmacy, and what came of it. Open a listing or offer to see all its changes.'

const NO_PHARMACIES: readonly { npi: number; name: string | null }[] = []

/** /audit: the team's audit log for admins, filtered and paged in the URL, exported as the server's CSV. */
export function AuditPage() {
  const { state, setState } = useListUrl(parseAuditState, writeAuditState)
  const filterQuery = useMemo(() => auditQueryOf(state), [state])
  const query = useQuery(teamQueries.audit({ ...filterQuery, start: state.start, take: state.take }))
  const refused = query.error?.kind === 'forbidden'
  const users = useQuery({ ...teamQueries.users(), enabled: !refused })
  const pharmacies = signInSlots.pharmacies?.() ?? NO_PHARMACIES
  const people = users.data
  const columns = useMemo(() => {
    const names: Names = {
      pharmacy: (npi) => pharmacies.find((p) => p.npi === npi)?.name ?? null,
      user: (id) => people?.find((u) => u.id === id)?.name ?? null,
    }
    return auditColumns(names)
  }, [pharmacies, people])
  const apply = useCallback(
    (filters: AuditFilters) => setState({ ...state, ...filters, start: 0 }, 'push'),
    [state, setState],
  )
  const data = query.data
  const page = useMemo(
    (): ListPage<AuditRecord> | undefined =>
      data && {
        rows: data.data,
        recordsFiltered: data.recordsFiltered,
        recordsTotal: data.recordsFiltered,
        start: state.start,
      },
    [data, state.start],
  )
  const filtered = isFiltered(state)
  const empty = useMemo(
    () => (
      <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
        <Typography>{filtered ? 'No record matches these filters.' : 'The audit log is empty.'}</Typography>
        {filtered ? (
          <Button variant="outlined" onClick={() => apply(NO_FILTERS)}>
            Clear filters
          </Button>
        ) : null}
      </Stack>
    ),
    [filtered, apply],
  )
  const { refetch } = query
  const retry = useCallback(() => void refetch(), [refetch])
  const setListState = useCallback((next: AuditState, mode: HistoryMode) => setState(next, mode), [setState])

  if (query.error && refused) {
    return (
      <PageFrame title="Audit log">
        <RefusedNotice message={query.error.message} />
      </PageFrame>
    )
  }
  return (
    <PageFrame
      title="Audit log"
      description={DESCRIPTION}
      actions={
        <Button variant="outlined" component="a" href={auditCsvUrl(filterQuery)} download="audit.csv">
          Export CSV
        </Button>
      }
    >
      <AuditFiltersForm filters={state} users={users.data ?? []} pharmacies={pharmacies} onApply={apply} />
      <ListView
        label="Audit log"
        many="records"
        columns={columns}
        rowHeight={72}
        className="audit-table"
        state={state}
        setState={setListState}
        defaultOrder="Newest first"
        page={page}
        stale={query.isPlaceholderData}
        fetching={query.isFetching}
        error={query.isError ? query.error : null}
        onRetry={retry}
        filtered={filtered}
        empty={empty}
      />
    </PageFrame>
  )
}
