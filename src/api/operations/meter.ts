import { MeterStatusSchema, type MeterStatus } from '../../contract/meter'
import type { ApiTransport } from '../api-transport'

// This server's meter (docs/team-server.md, "The meter"), with sign-in on only: the group's budget of calls
// this minute, and this person's calls it holds until the next.

/** GET /team/meter: neither metered nor counted (the server asks its own store, not the service). */
export const readMeter = (t: ApiTransport, signal?: AbortSignal): Promise<MeterStatus> =>
  t.request({ operation: 'read meter', method: 'GET', path: '/team/meter', signal }, MeterStatusSchema)
