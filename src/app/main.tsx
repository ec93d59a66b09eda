import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { PAGE_SESSION_ELEMENT_ID } from '../contract/page-session-element'
import { App } from './app'
import { preloadPage } from './router'
// The theme's colours, type and shadows as CSS variables (theme-css.ts); the theme provider no longer
// builds them (providers.tsx).
import themeVariables from './theme-variables.css?inline'
// Every control's least size (target-size.css), added the same way.
import targetSize from './target-size.css?inline'

/** Longest wait for the page's chunk before the shell shows with a spinner in the page's place. */
const PAGE_WAIT_MS = 1000

// Added by the entry rather than linked from index.html: a linked stylesheet would hold the first paint
// (the page's heading and sentence, drawn from the HTML) until it has arrived. The browser reads the
// rules itself, with no JavaScript parsing them.
const variables = document.createElement('style')
variables.dataset.themeVariables = ''
variables.textContent = `${themeVariables}\n${targetSize}`
document.head.append(variables)

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')
const container = root

// Shell and page in one paint: the page's chunk is usually there already (index.html preloads it).
// A chunk that fails or is slow does not hold the app back; the page then loads (or fails) in place.
const pageReady = preloadPage(window.location.pathname).catch(() => undefined)
const waited = new Promise<void>((resolve) => setTimeout(resolve, PAGE_WAIT_MS))
// Sign-in mode (the server put the session into the page): its code before the first render, so the
// app starts signed in, with no key; a typed-key page never downloads it.
const signedIn = document.getElementById(PAGE_SESSION_ELEMENT_ID)
  ? import('./signed-in-start')
  : Promise.resolve()
void Promise.all([signedIn, Promise.race([pageReady, waited])])
  // A task of its own for the first render: evaluating the page's chunk (its schemas above all) is one
  // task already, and a phone would otherwise run both as one long task.
  .then(() => new Promise((resolve) => setTimeout(resolve, 0)))
  .then(() => {
    const reactRoot = createRoot(container)
    // Rendered as a transition: React builds the first screen in slices and the browser stays responsive
    // (input, the page's own requests) instead of one long task.
    startTransition(() => {
      reactRoot.render(
        <StrictMode>
          <App />
        </StrictMode>,
      )
    })
  })

// The end of the entry's evaluation, for traces: the page's first request starts before it
// (src/app/first-request-entry.ts, docs/decisions/0008).
performance.mark('marketplace:entry-evaluated')
