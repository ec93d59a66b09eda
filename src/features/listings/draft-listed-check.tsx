import { useEffect, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { listedDraft, listedDraftQueries } from '../../api/queries/drafts'
import type { ListedDraft } from '../../contract/listed-drafts'
import { DraftListedNotice } from './draft-listed-notice'

// Whether the draft a create starts from was listed already through this server (sign-in on; docs/
// team-server.md, "Bulk jobs": a draft is listed once), by a job, another tab or a colleague. Loaded by the
// create form only when signed in with a draft, so a typed key's page carries none of it.

export interface DraftListedCheckProps {
  pharmacyNpi: number
  draftId: string
  /** Raised after the server refused the create as listed already (409): the record is read again. */
  recheck: number
  /** Told of the record (undefined: not listed), and whether it was read again after a refusal. */
  onRecord: (record: ListedDraft | undefined, afterRefusal: boolean) => void
}

/** Reads the draft's record, tells the form (which sends nothing from a listed draft) and says why. */
export function DraftListedCheck({ pharmacyNpi, draftId, recheck, onRecord }: DraftListedCheckProps) {
  const { data, refetch } = useQuery(listedDraftQueries.of(pharmacyNpi, [draftId]))
  const record = listedDraft(data, draftId)
  const [refused, setRefused] = useState(false)
  useEffect(() => onRecord(record, false), [record, onRecord])
  useEffect(() => {
    if (recheck === 0) return
    void refetch().then((read) => {
      const found = listedDraft(read.data, draftId)
      setRefused(found !== undefined)
      onRecord(found, true)
    })
  }, [recheck, refetch, draftId, onRecord])
  return record ? <DraftListedNotice record={record} focus={refused} /> : null
}
