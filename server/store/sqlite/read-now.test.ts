// A read compiled once (`prepared`, ../sql/query-layer.ts) runs at once on SQLite only when no transaction
// holds the connection: one made while another flow's transaction is open waits its turn, and so never
// sees that transaction's writes before they commit, nor after they roll back.
import { expect, test } from 'vitest'
import type { NewUser } from '../team-store'
import { sqliteMemoryTeamEngine } from './team-store'

const NOW = new Date('2026-03-02T12:00:00.000Z')
const USER: NewUser = {
  email: 'a@r.example',
  name: 'A',
  role: 'seller',
  npis: [1234567893],
  passwordHash: null,
}

test('a read made while a transaction is open waits for it, and sees nothing it rolled back', async () => {
  const store = await sqliteMemoryTeamEngine()
  let created: (id: string) => void
  const made = new Promise<string>((resolve) => (created = resolve))
  let finish: () => void
  const finished = new Promise<void>((resolve) => (finish = resolve))
  const writing = store
    .transaction(async (t) => {
      created((await t.users.create(USER, NOW)).id)
      await finished
      throw new Error('rolled back')
    })
    .catch((error: unknown) => error)
  const id = await made
  let answered = false
  const reading = store.users.findById(id).finally(() => (answered = true))
  await new Promise((resolve) => setTimeout(resolve, 20))
  expect(answered).toBe(false)
  finish!()
  expect(await writing).toMatchObject({ message: 'rolled back' })
  expect(await reading).toBeUndefined()
  expect(await store.users.findById(id)).toBeUndefined()
  await store.close()
})
