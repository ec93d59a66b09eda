import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import TableCell from '@mui/material/TableCell'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline'
import type { DraftSearchItem } from '../../contract/drafts'
import { formatDay } from '../../components/format-day'
import { formatMoney } from '../../components/money'
import { NdcStatsLink } from '../../components/ndc-stats-link'
import { VisuallyHidden } from '../../components/visually-hidden'
import { ExpiryChip, PackageConditionChips } from './draft-chips'
import { draftName, expiryStatus, formatQuantity } from './draft-format'

/** Every row, skeleton or real, is at least this tall, so the first load reserves the table's height. */
export const ROW_HEIGHT = 69

export type DeletableDraft = DraftSearchItem & { id: string }

const missing = (
  <>
    <span aria-hidden>—</span>
    <VisuallyHidden>not given</VisuallyHidden>
  </>
)

/** One draft: the values a pharmacist decides on, a link to its NDC's prices, and delete when it has an id. */
export function DraftRow({
  item,
  now,
  onDelete,
}: {
  item: DraftSearchItem
  now: Date
  onDelete: (d: DeletableDraft) => void
}) {
  const quantity = formatQuantity(item)
  const id = item.id
  return (
    <TableRow hover sx={{ height: ROW_HEIGHT }}>
      <TableCell sx={{ minWidth: 150, maxWidth: 200 }}>
        <Typography variant="body2" noWrap sx={{ fontWeight: 500 }} title={item.packageName ?? undefined}>
          {item.packageName ?? missing}
        </Typography>
        <Typography
          variant="caption"
          component="div"
          color="text.secondary"
          noWrap
          title={item.packageDescription ?? undefined}
        >
          {item.packageDescription}
        </Typography>
      </TableCell>
      <TableCell sx={{ minWidth: 130, maxWidth: 160 }}>
        <NdcStatsLink ndc={item.nationalDrugCode}>
          {item.nationalDrugCode}
          <VisuallyHidden> price statistics</VisuallyHidden>
        </NdcStatsLink>
        <Typography
          variant="caption"
          component="div"
          color="text.secondary"
          noWrap
          title={item.labelerName ?? undefined}
        >
          {item.labelerName ?? missing}
        </Typography>
      </TableCell>
      <TableCell sx={{ minWidth: 110, maxWidth: 150 }}>
        <Typography variant="body2">{item.drugPackageStrength ?? missing}</Typography>
        <Typography
          variant="caption"
          component="div"
          color="text.secondary"
          noWrap
          title={item.drugPackageForm ?? undefined}
        >
          {item.drugPackageForm}
        </Typography>
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{item.lotNumber ?? missing}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        {item.expirationDate ? (
          <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start' }}>
            <span>{formatDay(item.expirationDate)}</span>
            <ExpiryChip status={expiryStatus(item.expirationDate, now)} />
          </Box>
        ) : (
          missing
        )}
      </TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        <Typography variant="body2">{item.price === null ? missing : formatMoney(item.price)}</Typography>
        <Typography variant="caption" component="div" color="text.secondary">
          {quantity ?? missing}
        </Typography>
      </TableCell>
      <TableCell>
        <PackageConditionChips item={item} />
      </TableCell>
      <TableCell>
        {/* The spec's item has no id; without the sandbox's id there is nothing to delete by (design.md, Gaps). */}
        {id !== undefined ? (
          <IconButton
            aria-label={`Delete draft ${draftName(item)}`}
            title="Delete draft"
            onClick={() => onDelete({ ...item, id })}
          >
            <DeleteOutlineIcon />
          </IconButton>
        ) : null}
      </TableCell>
    </TableRow>
  )
}
