import { configDefaults, defineConfig } from 'vitest/config'
import { readFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import react from '@vitejs/plugin-react'
import { minifySync, transformWithOxc, type Plugin } from 'vite'
import { devSandboxUrl, loadDotEnv, readSettings } from './server/config.ts'
import { compileHints } from './scripts/compile-hints.ts'

// In development the dashboard's dev server forwards /api to the sandbox, so the app always talks to its
// own origin, as it does in production. The sandbox's address comes from the same settings it starts with
// (PORT, HOST), so `PORT=8090 npm run dev` forwards to 8090; SANDBOX_URL overrides both.
loadDotEnv()
const sandbox = process.env.SANDBOX_URL ?? devSandboxUrl(readSettings(process.env))

/**
 * Writes .vite/module-sizes.json beside the manifest: per chunk file, the modules in it and their rendered
 * (minified) bytes, so bench/bundle-size.ts can name the modules that make a page's first screen heavy.
 */
function moduleSizes(): Plugin {
  return {
    name: 'module-sizes',
    apply: 'build',
    generateBundle(_options, bundle) {
      const sizes: Record<string, { id: string; bytes: number }[]> = {}
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue
        sizes[output.fileName] = Object.entries(output.modules)
          .map(([id, module]) => ({
            id: id.replace(/^.*\/node_modules\//, '').replace(`${import.meta.dirname}/`, ''),
            bytes: module.renderedLength,
          }))
          .filter((module) => module.bytes > 0)
      }
      this.emitFile({ type: 'asset', fileName: '.vite/module-sizes.json', source: JSON.stringify(sizes) })
    },
  }
}

// The script that starts the page's first request while the app's code loads (docs/decisions/0008): an
// entry of its own, so it never waits for the app's entry, named in index.html before it.
const FIRST_REQUEST_ENTRY = 'src/app/first-request-entry.ts'
/**
 * Every module the first-request script imports, at any depth, read from the module graph once it is
 * built (before chunks are made): they go into one small chunk of their own, never into the app's shell.
 */
const firstRequestModules = new Set<string>()

function firstRequestScript(): Plugin {
  return {
    name: 'first-request-script',
    buildEnd() {
      firstRequestModules.clear()
      const visit = (id: string) => {
        if (firstRequestModules.has(id)) return
        firstRequestModules.add(id)
        for (const imported of this.getModuleInfo(id)?.importedIds ?? []) visit(imported)
      }
      const entry = [...this.getModuleIds()].find((id) => id.endsWith(FIRST_REQUEST_ENTRY))
      if (entry) visit(entry)
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        // The app's page only: the sign-in pages have no first request of the app's to start.
        if (!ctx.filename.endsWith('/index.html')) return []
        const script = (src: string) => ({
          tag: 'script',
          attrs: { type: 'module', crossorigin: true, src },
          injectTo: 'head-prepend' as const,
        })
        if (!ctx.bundle) return [script(`/${FIRST_REQUEST_ENTRY}`)]
        const chunk = Object.values(ctx.bundle).find(
          (output) =>
            output.type === 'chunk' && output.isEntry && output.facadeModuleId?.endsWith(FIRST_REQUEST_ENTRY),
        )
        if (!chunk || chunk.type !== 'chunk')
          throw new Error(`the build has no chunk for ${FIRST_REQUEST_ENTRY}`)
        return [
          script(`/${chunk.fileName}`),
          ...chunk.imports.map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
            injectTo: 'head-prepend' as const,
          })),
        ]
      },
    },
  }
}

// The sign-in pages' modules (and the dependency-free names they share with the app): never in the shell.
const SIGN_IN_MODULES =
  /\/(?:sign-in\.html|signed-in\.html|src\/app\/sign-in\/|src\/api\/page-session\.ts|src\/contract\/page-session-element\.ts|src\/contract\/sign-in-wait\.ts)/

// The chosen colour mode, put on the document before the first paint (the script's own comment says why).
// A classic blocking script in <head>, as a file from our origin: the Content-Security-Policy allows no
// inline script, and a module script would run only after the first paint. Built from TypeScript into a
// hashed asset, which browsers keep (server/http/dashboard.ts), so it costs no round trip after the first.
const COLOR_SCHEME_SCRIPT = 'src/app/color-scheme-script.ts'
const COLOR_SCHEME_ASSET = 'color-scheme.js'

function colorSchemeScript(): Plugin {
  return {
    name: 'color-scheme-script',
    async buildStart() {
      if (this.environment.config.command !== 'build') return
      const source = readFileSync(COLOR_SCHEME_SCRIPT, 'utf8')
      const { code } = await transformWithOxc(source, COLOR_SCHEME_SCRIPT, { lang: 'ts' })
      const minified = minifySync(COLOR_SCHEME_ASSET, code, { compress: true, mangle: true })
      this.emitFile({ type: 'asset', name: COLOR_SCHEME_ASSET, source: minified.code })
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        // In development the dev server serves the TypeScript file itself, as JavaScript.
        let src = `/${COLOR_SCHEME_SCRIPT}`
        if (ctx.bundle) {
          const asset = Object.values(ctx.bundle).find(
            (output) => output.type === 'asset' && output.names.includes(COLOR_SCHEME_ASSET),
          )
          if (!asset) throw new Error(`the build has no ${COLOR_SCHEME_ASSET}`)
          src = `/${asset.fileName}`
        }
        return [{ tag: 'script', attrs: { src }, injectTo: 'head-prepend' }]
      },
    },
  }
}

// Tests that need a PostgreSQL server run in a project of their own, whose globalSetup starts a throwaway
// cluster only when one of them is in the run. TEST_STORE=postgres runs every server test on PostgreSQL
// (createTestApp's default engine; server/test-app.ts), with the cluster for the node project too.
const POSTGRES_TESTS = ['server/store/postgres/**/*.test.ts', 'server/**/*.postgres.test.ts']
const POSTGRES_SETUP = 'server/store/postgres/global-setup.ts'
const everyServerTestOnPostgres = process.env.TEST_STORE === 'postgres'
// Tests that take minutes (a rolling restart of three instances behind HAProxy) are in no project of
// `npm test`: `npm run test:restart` (TEST_SLOW=1) runs them alone, and .ci/run runs that too.
const SLOW_TESTS = ['server/**/*.slow.test.ts']
const slowTests = process.env.TEST_SLOW === '1'

export default defineConfig(() => ({
  plugins: [react(), moduleSizes(), firstRequestScript(), colorSchemeScript(), compileHints()],
  // wouter reads the location through use-sync-external-store's shim, which only hands over to React's own
  // useSyncExternalStore (React 18 and later have it): the app takes React's directly.
  resolve: { alias: [{ find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'react' }] },
  server: { proxy: { '/api': sandbox } },
  // The manifest lists each chunk's static imports: bench/bundle-size.ts reads it to measure first screens.
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    manifest: true,
    // Every browser the dashboard supports knows modulepreload: no polyfill in the entry.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // @emotion/react imports hoist-non-react-statics for its effects alone (`import '…'`), and that
      // package does not say it has none, so it and its own copy of react-is (an older major than MUI's)
      // were on every first screen, unused: nothing the app calls (withTheme) hoists statics. Said here,
      // a module that really calls it still keeps it.
      treeshake: {
        moduleSideEffects: [
          { test: /[\\/]node_modules[\\/]hoist-non-react-statics[\\/]/, sideEffects: false },
        ],
      },
      // The sign-in pages are entries of their own, which share nothing with the app's (sign-in.html).
      input: {
        index: 'index.html',
        'first-request': FIRST_REQUEST_ENTRY,
        'sign-in': 'sign-in.html',
        'signed-in': 'signed-in.html',
      },
      // Everything the app's entry imports statically in one chunk (one file compresses better than many
      // small ones), except what the first-request script imports: it stays small and never waits for it.
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'first-request-shared',
              test: (id) => firstRequestModules.has(id) && !id.endsWith(FIRST_REQUEST_ENTRY),
              priority: 1,
            },
            // zod's core in one chunk, whichever page or dialog uses which part: split by who imports
            // it, it fell into pieces (each with its own overhead) as soon as a lazy dialog used it too.
            // Not its locales: the English messages load when an answer first breaks the contract
            // (src/contract/zod-locale.ts).
            {
              name: 'zod-core',
              test: (id) => /[\\/]node_modules[\\/]zod[\\/]/.test(id) && !/[\\/]locales[\\/]/.test(id),
            },
            {
              name: 'shell',
              tags: ['$initial'],
              test: (id) => !firstRequestModules.has(id) && !SIGN_IN_MODULES.test(id),
            },
          ],
        },
      },
    },
  },
  test: {
    // Component tests render MUI in jsdom; on a busy 2-core machine the 5 s default is too tight.
    testTimeout: 30_000,
    // Vitest's own default is one worker fewer than the cores: one on a 2-core machine, where most server
    // test files wait on a child process or a socket. Two there took the suite from 395 s to 237 s
    // (2026-11-27). At most four, the most tried: four there passed every file too, no faster (244 s).
    maxWorkers: Math.min(Math.max(availableParallelism(), 2), 4),
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          include: [
            'src/**/*.test.ts',
            'server/**/*.test.ts',
            'bench/**/*.test.ts',
            'cli/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          exclude: [...configDefaults.exclude, ...POSTGRES_TESTS, ...SLOW_TESTS],
          environment: 'node',
          globalSetup: everyServerTestOnPostgres ? [POSTGRES_SETUP] : [],
        },
      },
      {
        extends: true,
        test: {
          name: 'postgres',
          include: POSTGRES_TESTS,
          environment: 'node',
          globalSetup: [POSTGRES_SETUP],
        },
      },
      ...(slowTests
        ? [
            {
              extends: true as const,
              test: { name: 'slow', include: SLOW_TESTS, environment: 'node', globalSetup: [POSTGRES_SETUP] },
            },
          ]
        : []),
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
}))
