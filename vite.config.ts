import { defineConfig } from 'vitest/config'
import react from '@vitejs/plugin-react'

// The sandbox serves the API on 8080 in development; the dashboard's dev server proxies to it
// so the app always talks to its own origin, as it does in production.
const sandbox = process.env.SANDBOX_URL ?? 'http://127.0.0.1:8080'

export default defineConfig({
  plugins: [react()],
  server: { proxy: { '/api': sandbox } },
  // The manifest lists each entry's static imports: bench/bundle-size.ts reads it to measure the first screen.
  build: { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 600, manifest: true },
  test: {
    // Component tests render MUI in jsdom; on a busy 2-core machine the 5 s default is too tight.
    testTimeout: 30_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          include: ['src/**/*.test.ts', 'server/**/*.test.ts', 'bench/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          include: ['src/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['src/dom-test-setup.ts'],
        },
      },
    ],
  },
})
