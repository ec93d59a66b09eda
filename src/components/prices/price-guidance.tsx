import { useQuery } from '@tanstack/react-query'
import Button from '@mui/material/Button'
import { nadacQueries } from '../../api/queries/nadac'
import { ndcStatsQueries } from '../../api/queries/ndc-stats'
import { nadacFigure } from '../../contract/nadac'
import { parseNdc } from '../../contract/ndc'
import { NDC_STAT_SOURCES } from '../../contract/ndc-stats'
import {
  marketReadings,
  positionSentence,
  suggestPrice,
  type PricingSide,
} from '../../contract/price-guidance'
import { unitPrice, unitsCovered } from '../../contract/unit-price'
import { ErrorAlert } from '../feedback/error-alert'
import { LoadingBar } from '../feedback/loading-bar'
import { formatUnitMoney } from '../format/money'
import { marketLine, nadacText, suggestionReason, suggestionText } from '../format/price-guidance-text'
import { perUnitLabel } from '../format/price-text'
import { NdcStatsLink } from '../routing/ndc-stats-link'
import './price-guidance.css'

// The market and NADAC beside a price as it is typed (docs/price-per-unit.md). The figures are read
// once per NDC and page (keyed by the NDC alone, never by the price), so typing asks for nothing; every
// sentence is worked out again from them as the price changes. Loaded with the form or dialog that
// shows it (price-guidance-slot.tsx), never with a first screen.

export interface PriceGuidanceProps {
  /** As typed or stored; nothing is shown (or asked) while it is not a valid NDC. */
  ndc: string
  side: PricingSide
  /** The price field's text, for the whole quantity. */
  price: string
  quantity: string
  fullPackage: boolean | null
  packageSize: number | null
  unit: string | null
  /** The service's own NADAC for the drug (a drug package's or a cash offer's nadacPrice), when given. */
  serviceNadac?: { nadacPrice: number | null; date?: string | null } | null
  /** Puts the suggested price in the field; without it no button is offered. */
  onSuggest?: (price: string) => void
  /** Names the section (e.g. a bulk row's drug); "Market and NADAC" otherwise. */
  label?: string
}

const asNumber = (typed: string) => (typed.trim() === '' ? Number.NaN : Number(typed.trim()))

export function PriceGuidance(props: PriceGuidanceProps) {
  const { ndc, side, packageSize, unit, serviceNadac, onSuggest, label } = props
  const parsed = parseNdc(ndc)
  const normalized = parsed.ok ? parsed.normalized : ''
  // Once per NDC and page: the statistics are not asked again while the page is open.
  const stats = useQuery({ ...ndcStatsQueries.byNdc(normalized), enabled: parsed.ok, staleTime: Infinity })
  const table = useQuery(nadacQueries.byNdc(normalized))
  if (!parsed.ok) return null

  const readings = stats.data ? marketReadings(stats.data, packageSize) : null
  const nadac = nadacFigure(serviceNadac ? { ...serviceNadac, unit } : null, table.data ?? null)
  const facts = {
    price: asNumber(props.price),
    quantity: asNumber(props.quantity),
    fullPackage: props.fullPackage,
    packageSize,
  }
  const perUnit = unitPrice(facts)
  const units = unitsCovered(facts)
  const position = perUnit === null ? null : positionSentence(readings, nadac?.perUnit ?? null, perUnit)
  const suggestion =
    stats.isPending && !stats.error ? null : suggestPrice(side, readings, nadac?.perUnit ?? null, units)
  const suggested = suggestion?.price ?? null
  const per = perUnitLabel(unit)
  const name = label ?? 'Market and NADAC'

  let yours: string
  if (perUnit !== null) {
    yours = `Your price: ${formatUnitMoney(perUnit)} ${per}${position ? `: ${position}` : ''}.`
  } else if (
    Number.isFinite(facts.price) &&
    facts.price > 0 &&
    props.fullPackage === true &&
    packageSize === null
  ) {
    yours = `Your price ${per} cannot be worked out: the package size is not reported.`
  } else {
    yours = `Type a price and a quantity to see where it falls.`
  }

  return (
    <section className="price-guidance" aria-label={name}>
      <p className="price-guidance-title">{`${name}, NDC ${parsed.formatted}`}</p>
      {stats.error ? (
        <ErrorAlert
          error={stats.error}
          title="Market prices could not be loaded"
          onRetry={() => void stats.refetch()}
        />
      ) : stats.isPending ? (
        <LoadingBar aria-label={`Loading market prices for NDC ${parsed.formatted}`} />
      ) : (
        <ul className="price-guidance-market">
          {NDC_STAT_SOURCES.map((source) => (
            <li key={source}>{readings ? marketLine(readings, source, unit) : null}</li>
          ))}
        </ul>
      )}
      <p>
        {nadac
          ? nadacText(nadac, unit)
          : table.isPending && table.fetchStatus !== 'idle'
            ? 'NADAC: loading…'
            : 'NADAC: none recorded for this NDC.'}
      </p>
      <p aria-live="polite" className="price-guidance-position">
        {yours}
      </p>
      {suggestion ? (
        <div className="price-guidance-suggestion">
          <p>
            {`Suggested price: ${suggestionText(suggestion, unit)}: ${suggestionReason(suggestion, unit)}.`}
          </p>
          {onSuggest && suggested !== null ? (
            <Button
              size="small"
              variant="outlined"
              onClick={() => onSuggest(suggested.toFixed(2))}
              aria-label={`Use suggested price, ${suggestionText(suggestion, unit)}${label ? `, for ${label}` : ''}`}
            >
              Use suggested price
            </Button>
          ) : null}
        </div>
      ) : null}
      <p>
        <NdcStatsLink ndc={parsed.formatted} aria-label={`Price statistics for NDC ${parsed.formatted}`}>
          Open price statistics
        </NdcStatsLink>
      </p>
    </section>
  )
}
