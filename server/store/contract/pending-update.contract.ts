// What listings and cash offers have in common (spec: States and transitions): only a Pending row takes
// an update; one in any other status, or an unknown id, answers false and the row stays as it was.
import { expect, test } from 'vitest'
import type { Repositories } from '../repositories'
import type { StoreEngine } from '../store-engine'
import { LATER, openContractStore } from './harness'

type PendingUpdates<Fields> = {
  findById(id: string): Promise<{ status: number } | undefined>
  updatePending(id: string, fields: Fields, now: Date): Promise<boolean>
}

export function pendingUpdateContract<Fields>(
  engine: StoreEngine,
  subject: {
    repository: (repos: Repositories) => PendingUpdates<Fields>
    /** Ids of the test scenario's rows in a status other than Pending. */
    notPending: string[]
    fields: Fields
  },
): void {
  test.each(subject.notPending)(
    'updatePending of %s (not Pending) answers false and changes nothing',
    async (id) => {
      const repository = subject.repository((await openContractStore(engine)).repos)
      const before = await repository.findById(id)
      expect(before?.status).not.toBe(0)
      expect(await repository.updatePending(id, subject.fields, LATER)).toBe(false)
      expect(await repository.findById(id)).toEqual(before)
    },
  )

  test('updatePending of an unknown id answers false', async () => {
    const repository = subject.repository((await openContractStore(engine)).repos)
    expect(
      await repository.updatePending('99999999-0000-4000-8000-000000000000', subject.fields, LATER),
    ).toBe(false)
  })
}
