import { useState } from 'react'
import { createBlockingHistory } from '../components/routing/blocking-history'
import { BlockingRouter } from '../components/routing/blocking-router'
import { createBrowserHistory } from '../components/routing/browser-history'
import { Providers } from './providers'
import { AppRoutes } from './router'

// wouter's router over the browser's history, through a layer that can hold a navigation: edit forms ask
// before leaving with unsaved changes (components/routing/unsaved-changes-guard.tsx).
function createAppHistory() {
  return createBlockingHistory(createBrowserHistory())
}

export function App() {
  const [history] = useState(createAppHistory)
  return (
    <Providers>
      <BlockingRouter history={history}>
        <AppRoutes />
      </BlockingRouter>
    </Providers>
  )
}
