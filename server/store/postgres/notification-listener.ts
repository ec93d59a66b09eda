// LISTEN/NOTIFY for the stores of this process: one connection per database URL, outside the pools (a
// pooled connection may be handed to a query at any time, a listening one must stay idle), shared by every
// store open on that URL (each schema has its own channel), and closed when the last store lets go. When
// the connection is lost every subscriber hears so at once (its store then stops trusting what it heard)
// and it connects again, with growing pauses, until no store is left; once listening again every
// subscriber hears so too (its store then reads afresh what it may have missed).
import pg from 'pg'
import { clientConfig } from './connection'

export type ListenerEvents = {
  notify: (payload: string) => void
  /** The connection is gone: notifications may be missed from now on. */
  lost: () => void
  /** Listening again after `lost`. */
  back: () => void
}

export type Subscription = { close: () => Promise<void> }

type Shared = {
  client: pg.Client | null
  connecting: Promise<pg.Client> | null
  channels: Map<string, Set<ListenerEvents>>
  pause: number
  timer?: NodeJS.Timeout
}

const byUrl = new Map<string, Shared>()
const quoted = (channel: string) => `"${channel.replaceAll('"', '""')}"`

function connect(url: string, shared: Shared): Promise<pg.Client> {
  const client = new pg.Client(clientConfig(url))
  client.on('notification', (message) => {
    for (const events of [...(shared.channels.get(message.channel) ?? [])])
      events.notify(message.payload ?? '')
  })
  let gone = false
  // Errors and the end of the connection both mean: lost. The error listener also keeps an error from
  // ending the process.
  const lost = () => {
    if (gone) return
    gone = true
    if (shared.client === client) shared.client = null
    if (byUrl.get(url) !== shared) return
    for (const set of shared.channels.values()) for (const events of [...set]) events.lost()
    retry(url, shared)
  }
  client.on('error', lost)
  client.on('end', lost)
  const connecting = (async () => {
    await client.connect()
    for (const channel of shared.channels.keys()) await client.query(`LISTEN ${quoted(channel)}`)
    shared.client = client
    shared.connecting = null
    shared.pause = 100
    return client
  })()
  shared.connecting = connecting
  connecting.catch(() => {
    shared.connecting = null
    client.removeAllListeners('end')
    void client.end().catch(() => undefined)
  })
  return connecting
}

function retry(url: string, shared: Shared): void {
  shared.timer = setTimeout(() => {
    if (byUrl.get(url) !== shared) return
    connect(url, shared).then(
      () => {
        for (const set of shared.channels.values()) for (const events of [...set]) events.back()
      },
      () => {
        shared.pause = Math.min(shared.pause * 2, 5000)
        retry(url, shared)
      },
    )
  }, shared.pause)
  shared.timer.unref()
}

/** Resolves once the channel is listened to; rejects when the connection cannot be made. */
export async function listenTo(url: string, channel: string, events: ListenerEvents): Promise<Subscription> {
  const own: Shared = byUrl.get(url) ?? { client: null, connecting: null, channels: new Map(), pause: 100 }
  byUrl.set(url, own)
  const set = own.channels.get(channel) ?? new Set()
  const first = set.size === 0
  set.add(events)
  own.channels.set(channel, set)
  const unsubscribe = async () => {
    set.delete(events)
    if (set.size > 0) return
    own.channels.delete(channel)
    if (own.channels.size === 0) {
      byUrl.delete(url)
      clearTimeout(own.timer)
      const client = own.client ?? (await own.connecting?.catch(() => null))
      own.client = null
      await client?.end().catch(() => undefined)
    } else {
      await own.client?.query(`UNLISTEN ${quoted(channel)}`).catch(() => undefined)
    }
  }
  try {
    // A connection being made listens to every channel subscribed by the time it is ready.
    const client = own.client ?? (await (own.connecting ?? connect(url, own)))
    // LISTEN twice is harmless: a connection made meanwhile may already listen to the channel.
    if (first) await client.query(`LISTEN ${quoted(channel)}`)
  } catch (error) {
    await unsubscribe()
    throw error
  }
  let closing: Promise<void> | undefined
  return { close: () => (closing ??= unsubscribe()) }
}
