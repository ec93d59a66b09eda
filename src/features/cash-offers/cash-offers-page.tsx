import { PageFrame } from '../../components/page-frame'

export function CashOffersPage() {
  return <PageFrame title="Cash offers" description="The acting pharmacy's cash offers. Pending offers can be edited." />
}
