import { PageFrame } from '../../components/page-frame'

export function GroupNpisPage() {
  return <PageFrame title="Group NPIs" description="The pharmacies of your group, pending invitations, and adding pharmacies by NPI." />
}
