import { NETWORK_PROBLEM, returnPath, signInFailure } from './sign-in-answer'

// The sign-in page's script (sign-in.html). The page works without it: each form posts to the server,
// which answers with a redirect to the app or back here saying why. With it, a sign-in is sent as JSON
// and its refusal (a wrong address or password: one message that does not say which; too many failures
// and how long to wait; a deactivated account) is shown in place, with everything typed kept. It also
// follows the system's colour scheme while the page is open, as the app does when no mode was chosen.

const message = document.getElementById('sign-in-message')

function show(text: string): void {
  if (message) message.textContent = text
}

async function submit(form: HTMLFormElement): Promise<void> {
  const data = new FormData(form)
  const button = form.querySelector('button[type="submit"]')
  const label = button?.textContent ?? ''
  const password = form.querySelector<HTMLInputElement>('input[name="password"]:not([type="hidden"])')
  const busy = (on: boolean) => {
    form.setAttribute('aria-busy', String(on))
    if (button instanceof HTMLButtonElement) {
      button.disabled = on
      button.textContent = on ? 'Signing in…' : label
    }
  }
  busy(true)
  show('')
  let response: Response
  try {
    response = await fetch('/auth/sign-in', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ email: data.get('email') ?? '', password: data.get('password') ?? '' }),
      credentials: 'same-origin',
    })
  } catch {
    busy(false)
    show(NETWORK_PROBLEM)
    return
  }
  if (response.ok) {
    // Stays busy: the app's page is on its way.
    window.location.assign(returnPath(data.get('return')))
    return
  }
  const body = await response.text().catch(() => '')
  show(signInFailure(response.status, body, response.headers.get('retry-after')))
  busy(false)
  if (password) {
    password.setAttribute('aria-invalid', 'true')
    password.setAttribute('aria-describedby', 'sign-in-message')
    password.focus()
    password.select()
  }
}

for (const form of document.querySelectorAll<HTMLFormElement>('form[data-sign-in]')) {
  form.addEventListener('submit', (event) => {
    event.preventDefault()
    if (form.getAttribute('aria-busy') !== 'true') void submit(form)
  })
}

// The colour-scheme script set the scheme once, before the first paint; "system" follows it from here.
let chosen: string | null = null
try {
  chosen = window.localStorage.getItem('mui-mode')
} catch {
  // Storage refused: the system's scheme.
}
if (chosen !== 'light' && chosen !== 'dark') {
  const dark = window.matchMedia('(prefers-color-scheme: dark)')
  dark.addEventListener('change', () =>
    document.documentElement.setAttribute('data-color-scheme', dark.matches ? 'dark' : 'light'),
  )
}
