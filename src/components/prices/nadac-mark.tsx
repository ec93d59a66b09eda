import { useQuery } from '@tanstack/react-query'
import { nadacQueries } from '../../api/queries/nadac'
import { nadacFigure } from '../../contract/nadac'
import { normalizeNdc } from '../../contract/ndc'
import { compareToNadac } from '../../contract/price-guidance'
import { unitPrice } from '../../contract/unit-price'
import { formatUnitMoney } from '../format/money'
import { nadacText } from '../format/price-guidance-text'
import { perUnitLabel, pricePerUnitText, type PriceFacts } from '../format/price-text'
import './nadac-mark.css'

// A row's price per unit against NADAC, in a table where prices are read (docs/price-per-unit.md): a
// small mark in words ("12 % under NADAC"), with an arrow beside it that adds nothing the words do not
// say, so neither a screen reader nor a person who cannot tell the colours apart misses it.

export interface NadacMarkProps {
  facts: PriceFacts
  /** The row's NDC (as the service writes it); null when the row has none. */
  ndc: string | null
  /** The service's own NADAC on the row (a cash offer's nadacPrice), when given. */
  serviceNadac: number | null
  /** Also write the price per unit (a table whose first screen does not carry it). */
  withPerUnit?: boolean
}

const ARROWS = { under: '▼', over: '▲', at: '=' } as const

export function NadacMark({ facts, ndc, serviceNadac, withPerUnit = false }: NadacMarkProps) {
  const normalized = ndc ? (normalizeNdc(ndc) ?? '') : ''
  const table = useQuery({
    ...nadacQueries.byNdc(normalized),
    enabled: serviceNadac === null && normalized !== '',
  })
  const perUnit = unitPrice(facts)
  const nadac = nadacFigure(serviceNadac === null ? null : { nadacPrice: serviceNadac }, table.data ?? null)
  const comparison = perUnit === null || nadac === null ? null : compareToNadac(perUnit, nadac.perUnit)
  const perUnitText = withPerUnit ? pricePerUnitText(facts) : null
  return (
    <>
      {perUnitText ? <span className="secondary">{perUnitText}</span> : null}
      {comparison && nadac ? (
        <span
          className="nadac-mark secondary"
          data-kind={comparison.kind}
          title={`${formatUnitMoney(perUnit ?? 0)} ${perUnitLabel(facts.unit)} against ${nadacText(nadac, facts.unit)}`}
        >
          <span aria-hidden="true">{ARROWS[comparison.kind]} </span>
          {comparison.text}
        </span>
      ) : null}
    </>
  )
}
