import Box from '@mui/material/Box'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import { NDC_STAT_MEASURES, NDC_STAT_SOURCES, type NdcStatistic } from '../../contract/ndc-stats'
import { formatMoney } from '../format/money'
import { STAT_NO_UNIT, statQuantityText } from '../format/price-text'
import { MEASURE_LABELS, SOURCE_LABELS, pricePointOf } from '../format/price-points'

export interface PricePointsTableProps {
  statistic: NdcStatistic
  /** Names the table for screen readers and shows above it, e.g. "Prices for NDC 00002-7597-01". */
  caption: string
  /** Smaller type and padding, for a summary inside a form. */
  compact?: boolean
  /** The unit the drug's quantities count in, when the dashboard knows the drug (the answer has none). */
  unit: string | null
}

/** Said once under the caption: what each price is for (spec: Resources > NDC transaction statistic). */
export const STAT_PRICE_NOTE =
  'Each price is for the quantity under it, as the service reports it; a full package counts as quantity 1.'

/**
 * The twelve price points as a table: one row per measure (high, low, average, most recent), one column
 * per source (transacted, offered, listed), each cell the price and its quantity. A point without a
 * record reads "No data", never $0.00. spec: Resources > NDC transaction statistic
 */
export function PricePointsTable({ statistic, caption, compact = false, unit }: PricePointsTableProps) {
  return (
    <Box>
      <TableContainer>
        <Table
          size={compact ? 'small' : 'medium'}
          // The caption names the table above it, as a title (MUI puts captions below by default).
          // On a phone the gap before each price narrows, so "for 11.67 EA" fits on its line.
          sx={{
            '& caption': { captionSide: 'top', px: 0, pt: 0, color: 'text.primary', fontWeight: 500 },
            '& .MuiTableCell-alignRight': { pl: { xs: 1, sm: 2 } },
          }}
        >
          <caption>{caption}</caption>
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">
                Measure
              </TableCell>
              {NDC_STAT_SOURCES.map((source) => (
                <TableCell key={source} component="th" scope="col" align="right">
                  {SOURCE_LABELS[source]}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {NDC_STAT_MEASURES.map((measure) => (
              <TableRow key={measure}>
                <TableCell component="th" scope="row">
                  {MEASURE_LABELS[measure]}
                </TableCell>
                {NDC_STAT_SOURCES.map((source) => {
                  const point = pricePointOf(statistic, source, measure)
                  return (
                    <TableCell key={source} align="right">
                      {point ? (
                        <>
                          <Box component="span" sx={{ display: 'block', fontVariantNumeric: 'tabular-nums' }}>
                            {formatMoney(point.price)}
                          </Box>
                          <Box
                            component="span"
                            sx={{
                              display: 'block',
                              color: 'text.secondary',
                              fontSize: compact ? 12 : 13,
                              // "for 11.67" reads as one: it never breaks after "for".
                              whiteSpace: 'nowrap',
                            }}
                          >
                            for {statQuantityText(point.quantity, unit)}
                          </Box>
                        </>
                      ) : (
                        <Box component="span" sx={{ color: 'text.secondary' }}>
                          No data
                        </Box>
                      )}
                    </TableCell>
                  )
                })}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <Box component="p" sx={{ m: 0, mt: 0.5, color: 'text.secondary', fontSize: compact ? 12 : 13 }}>
        {STAT_PRICE_NOTE}
        {unit ? null : ` ${STAT_NO_UNIT}`}
      </Box>
    </Box>
  )
}
