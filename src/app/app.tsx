import { useState } from 'react'
import { UNSAFE_createBrowserHistory as createBrowserHistory } from 'react-router'
import { createBlockingHistory } from '../components/blocking-history'
import { BlockingRouter } from '../components/blocking-router'
import { Providers } from './providers'
import { AppRoutes } from './router'

// The declarative router (about half the bytes of the data router), over a browser history that can hold
// a navigation: edit forms ask before leaving with unsaved changes (components/unsaved-changes-guard.tsx).
function createAppHistory() {
  return createBlockingHistory(createBrowserHistory({ v5Compat: true }))
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
