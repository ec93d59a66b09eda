// One connection per open store that LISTENs to a channel (the fault rules'), outside the pool: a pooled
// connection may be handed to a query at any time, a listening one must stay idle. When the connection is
// lost it says so at once (the store then stops trusting what it heard) and connects again, with growing
// pauses, until it is closed; once listening again it says so too (the store then reads afresh what it may
// have missed).
import pg from 'pg'
import { clientConfig } from './connection'

export type ListenerEvents = {
  notify: (payload: string) => void
  /** The connection is gone: notifications may be missed from now on. */
  lost: () => void
  /** Listening again after `lost` (not called for the first connection). */
  back: () => void
}

export type NotificationListener = { close: () => Promise<void> }

/** Resolves once listening; rejects when the first connection fails. */
export async function listenTo(
  url: string,
  channel: string,
  events: ListenerEvents,
): Promise<NotificationListener> {
  let client: pg.Client | undefined
  let closed = false
  let pause = 100
  let timer: NodeJS.Timeout | undefined

  const connect = async (): Promise<pg.Client> => {
    const next = new pg.Client(clientConfig(url))
    next.on('notification', (message) => {
      if (message.channel === channel) events.notify(message.payload ?? '')
    })
    try {
      await next.connect()
      await next.query(`LISTEN "${channel.replaceAll('"', '""')}"`)
    } catch (error) {
      next.removeAllListeners('notification')
      await next.end().catch(() => undefined)
      throw error
    }
    // Errors and the end of the connection both mean: lost. The error listener also keeps an error from
    // ending the process.
    let gone = false
    const lost = () => {
      if (gone || closed) return
      gone = true
      events.lost()
      retry()
    }
    next.on('error', lost)
    next.on('end', lost)
    return next
  }

  const retry = () => {
    if (closed) return
    timer = setTimeout(() => {
      connect().then(
        (next) => {
          if (closed) return void next.end().catch(() => undefined)
          client = next
          pause = 100
          events.back()
        },
        () => {
          pause = Math.min(pause * 2, 5000)
          retry()
        },
      )
    }, pause)
    timer.unref()
  }

  client = await connect()
  return {
    async close() {
      closed = true
      clearTimeout(timer)
      await client?.end().catch(() => undefined)
    },
  }
}
