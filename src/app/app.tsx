import { useState } from 'react'
import { createBrowserRouter, RouterProvider } from 'react-router'
import { Providers } from './providers'
import { AppRoutes } from './router'

// A data router, because edit forms ask before leaving with unsaved changes (useBlocker works only
// under one). The route tree itself stays in router.tsx, rendered below a single catch-all route.
function createAppRouter() {
  return createBrowserRouter([{ path: '*', element: <AppRoutes /> }])
}

export function App() {
  const [router] = useState(createAppRouter)
  return (
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  )
}
