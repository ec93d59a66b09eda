import { useQuery } from '@tanstack/react-query'
import Typography from '@mui/material/Typography'
import { nadacQueries } from '../../api/queries/nadac'
import { nadacFigure } from '../../contract/nadac'
import { NDC_STAT_SOURCES, type NdcStatistic } from '../../contract/ndc-stats'
import { marketReadings } from '../../contract/price-guidance'
import { marketLine, nadacText } from '../../components/format/price-guidance-text'

export interface NdcNadacProps {
  normalized: string
  statistic: NdcStatistic | undefined
  unit: string | null
  packageSize: number | null
  /** The drug's name as the dashboard's reads give it; else CMS's description names it. */
  title: string | null
}

/**
 * NADAC beside the twelve points, and the points per unit where the figures allow it (docs/
 * price-per-unit.md). Loaded after the figures, like the chart.
 */
export function NdcNadac({ normalized, statistic, unit, packageSize, title }: NdcNadacProps) {
  const { data: entry, isPending } = useQuery(nadacQueries.byNdc(normalized))
  const nadac = nadacFigure(null, entry ?? null)
  const readings = statistic ? marketReadings(statistic, packageSize) : null
  return (
    <section aria-label="NADAC and prices per unit">
      {!title && entry?.description ? (
        <Typography variant="body1">{`${entry.description} (CMS's NADAC file)`}</Typography>
      ) : null}
      <Typography variant="body1">
        {nadac
          ? nadacText(nadac, unit)
          : isPending
            ? 'NADAC: loading…'
            : 'NADAC: none recorded for this NDC.'}
      </Typography>
      {readings ? (
        <ul style={{ margin: '4px 0 0', paddingLeft: 20 }}>
          {NDC_STAT_SOURCES.map((source) => (
            <li key={source}>
              <Typography variant="body2" component="span">
                {marketLine(readings, source, unit ?? nadac?.unit ?? null)}
              </Typography>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  )
}
