// The twelve price points of an NDC, from transactions, cash offers and listings.

export type PricePoint = { price: number; quantity: number }
export type SourceFigures = { high: PricePoint; low: PricePoint; average: PricePoint; mostRecent: PricePoint }
export type NdcFigures = { transacted: SourceFigures; offered: SourceFigures; listed: SourceFigures }

export interface NdcStatisticsRepository {
  /** Figures for a drug; undefined drugKey (an NDC nobody trades) gives zeros everywhere. */
  forDrug(drugKey: number | undefined): Promise<NdcFigures>
}
