import { queryOptions } from '@tanstack/react-query'
import { dashboardTransport } from '../http-client'
import { readMeter } from '../operations/meter'

// The meter's status (operations/meter.ts), read once a second while a page says what it is waiting for.

export const meterQueries = {
  all: () => ['meter'] as const,
  status: () =>
    queryOptions({
      queryKey: meterQueries.all(),
      queryFn: ({ signal }) => readMeter(dashboardTransport, signal),
    }),
}
