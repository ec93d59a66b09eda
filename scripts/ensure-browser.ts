// Runs before the browser tests: finds a Chromium, installs one where this machine allows it, and
// otherwise stops with one line that says what to install (instead of 98 tests failing in 5 ms each).
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { chromium } from 'playwright-core'
import { systemChromium } from './chromium'

const INSTALL_HINT =
  'No Chromium for the browser tests: install one with `apt-get install -y chromium` (Debian, as root) or `npx playwright install chromium`, then run npm test again.'

function playwrightChromium(): string | undefined {
  try {
    const path = chromium.executablePath()
    return existsSync(path) ? path : undefined
  } catch {
    return undefined
  }
}

function found(): string | undefined {
  return systemChromium() ?? playwrightChromium()
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): boolean {
  console.log(`browser: ${command} ${args.join(' ')}`)
  const result = spawnSync(command, args, { stdio: 'inherit', env, timeout: 10 * 60_000 })
  return result.status === 0
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
const hasApt = existsSync('/usr/bin/apt-get') && existsSync('/etc/debian_version')

function install(): void {
  // Debian's package brings the libraries the browser needs with it; Playwright's download does not.
  if (isRoot && hasApt) {
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
    if (run('apt-get', ['update', '-qq'], env) && run('apt-get', ['install', '-y', '-qq', 'chromium'], env))
      return
  }
  if (!found()) run('npx', ['playwright', 'install', 'chromium'])
}

let browser = found()
if (!browser) {
  console.log('browser: no Chromium found; trying to install one')
  install()
  browser = found()
}
if (!browser) {
  console.error(INSTALL_HINT)
  process.exit(1)
}
console.log(`browser: ${browser}`)
