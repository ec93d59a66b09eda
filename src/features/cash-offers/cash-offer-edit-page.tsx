import { PageFrame } from '../../components/page-frame'

export function CashOfferEditPage() {
  return <PageFrame title="Edit cash offer" description="Change a Pending cash offer's price, quantity and package requirements." />
}
