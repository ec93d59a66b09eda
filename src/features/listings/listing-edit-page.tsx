import { PageFrame } from '../../components/page-frame'

export function ListingEditPage() {
  return <PageFrame title="Edit listing" description="Change a Pending listing's lot, expiration, price, quantity and package details." />
}
