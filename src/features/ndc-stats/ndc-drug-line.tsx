import Typography from '@mui/material/Typography'
import { ErrorAlert } from '../../components/feedback/error-alert'
import type { NdcDrug } from './use-ndc-drug'

/** The line under the statistics' heading: the drug's name, or in words why it is not named (yet). */
export function NdcDrugLine({ drug, formatted }: { drug: NdcDrug; formatted: string }) {
  const unnamed = (words: string, role?: 'status') => (
    <Typography variant="body1" color="text.secondary" role={role}>
      {words}
    </Typography>
  )
  switch (drug.state) {
    case 'named':
      return <Typography variant="body1">{drug.title}</Typography>
    case 'looking':
      return unnamed(`Looking up the drug of NDC ${formatted}…`, 'status')
    case 'not-in-catalogue':
      return unnamed(
        `The service's drug catalogue has no package with NDC ${formatted}, so the drug is not named here.`,
      )
    case 'no-catalogue':
      return unnamed(
        `The service does not name the drug of an NDC, and no draft, listing or cash offer read so far names NDC ${formatted}, so the drug is not named here.`,
      )
    case 'failed':
      return (
        <ErrorAlert
          error={drug.error}
          title={`The drug of NDC ${formatted} could not be looked up`}
          onRetry={drug.retry}
          retryAnyError
          retrying={drug.retrying}
        />
      )
  }
}
