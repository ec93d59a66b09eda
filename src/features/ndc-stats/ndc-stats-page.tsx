import { PageFrame } from '../../components/page-frame'

export function NdcStatsPage() {
  return <PageFrame title="NDC price statistics" description="Transacted, offered and listed prices for one National Drug Code." />
}
