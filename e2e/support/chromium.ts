// The browser the tests and the Lighthouse bench drive: Debian's Chromium where it is installed
// (Playwright cannot download its own browser on every machine), with the flags it needs on this closed
// network (no background connections, no sandbox as root, no GPU).
export const SYSTEM_CHROMIUM = '/usr/bin/chromium'

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
] as const
