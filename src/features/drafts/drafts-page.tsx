import { PageFrame } from '../../components/page-frame'

export function DraftsPage() {
  return <PageFrame title="Draft listings" description="Search the draft listings of the acting pharmacy and delete the ones that are no longer needed." />
}
