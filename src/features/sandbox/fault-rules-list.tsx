import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import { useRemoveFaultRules } from '../../api/queries/sandbox-controls'
import type { FaultRule } from '../../contract/sandbox-faults'
import { ErrorAlert } from '../../components/feedback/error-alert'
import { showToast } from '../../components/feedback/toast-store'
import { VisuallyHidden } from '../../components/pages/visually-hidden'
import { OPERATION_LABELS, describeFault } from './fault-choices'

/** The caller's active fault rules, with the calls each has left, and removing them. */
export function FaultRulesList({ rules }: { rules: readonly FaultRule[] }) {
  const remove = useRemoveFaultRules()
  const removed = (what: string) => () => showToast({ message: what, severity: 'success' })
  return (
    <Stack component="section" spacing={1} aria-labelledby="fault-rules-title">
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography id="fault-rules-title" variant="h6" component="h2">
          Active faults
        </Typography>
        {rules.length > 0 ? (
          <Button
            onClick={() => remove.mutate(undefined, { onSuccess: removed('All faults cleared.') })}
            disabled={remove.isPending}
          >
            Clear all faults
          </Button>
        ) : null}
      </Stack>
      {remove.error ? <ErrorAlert error={remove.error} title="The fault was not removed" /> : null}
      {rules.length === 0 ? (
        <Typography color="text.secondary">
          No fault is active: every call with your key is answered normally.
        </Typography>
      ) : (
        <TableContainer>
          <Table size="small" aria-labelledby="fault-rules-title">
            <TableHead>
              <TableRow>
                <TableCell>Operation</TableCell>
                <TableCell>Answer</TableCell>
                <TableCell align="right">Calls left</TableCell>
                <TableCell>
                  <VisuallyHidden>Actions</VisuallyHidden>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rules.map((rule) => (
                <TableRow key={rule.id}>
                  <TableCell>{OPERATION_LABELS[rule.operation]}</TableCell>
                  <TableCell>{describeFault(rule.response)}</TableCell>
                  <TableCell align="right">{`${rule.remaining} of ${rule.times}`}</TableCell>
                  <TableCell align="right">
                    <Button
                      size="small"
                      aria-label={`Remove the fault on ${OPERATION_LABELS[rule.operation]}`}
                      disabled={remove.isPending}
                      onClick={() => remove.mutate(rule.id, { onSuccess: removed('Fault removed.') })}
                    >
                      Remove
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Stack>
  )
}
