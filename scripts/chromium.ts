import { existsSync } from 'node:fs'

// The browser the tests and the Lighthouse bench drive: Debian's Chromium where it is installed
// (Playwright cannot download its own browser on every machine), with the flags it needs on this closed
// network (no background connections, no sandbox as root, no GPU).
export const SYSTEM_CHROMIUM = '/usr/bin/chromium'

/** Where a system Chromium may live; CHROMIUM_PATH, when set, is tried first. */
export function chromiumCandidates(env: NodeJS.ProcessEnv = process.env): string[] {
  return [env.CHROMIUM_PATH, SYSTEM_CHROMIUM, '/usr/bin/chromium-browser', '/usr/bin/google-chrome'].filter(
    (path): path is string => Boolean(path),
  )
}

/** The first system Chromium that exists, or undefined: then Playwright's own browser is used, if installed. */
export function systemChromium(exists: (path: string) => boolean = existsSync): string | undefined {
  return chromiumCandidates().find((path) => exists(path))
}

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
] as const
