import { PageFrame } from '../../components/page-frame'

export function ListingsPage() {
  return <PageFrame title="Marketplace listings" description="The acting pharmacy's listings on the marketplace. Pending listings can be edited." />
}
