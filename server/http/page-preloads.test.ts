// Preload hints for the page a deep link opens: the route copy matches the dashboard's router, the
// assets come from Vite's manifest without what the entry loads anyway, and the real server puts them in
// index.html for page paths only.
import type { FastifyInstance } from 'fastify'
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import {
  PAGE_MODULES,
  pageAssets,
  pageFor,
  withFirstPaint,
  withPreloads,
  type Manifest,
} from './page-preloads'
import { dashboardDist, sandboxServing } from './test-dashboard-dist'

const pageModuleFor = (path: string) => pageFor(path)?.module ?? null

const MANIFEST: Manifest = {
  'index.html': {
    file: 'assets/index-1.js',
    isEntry: true,
    imports: ['_runtime-1.js', '_mui-1.js'],
  },
  '_runtime-1.js': { file: 'assets/runtime-1.js' },
  '_mui-1.js': { file: 'assets/mui-1.js', imports: ['_runtime-1.js'] },
  '_TextField-1.js': { file: 'assets/TextField-1.js', imports: ['_mui-1.js', 'index.html'] },
  'src/features/drafts/drafts-page.tsx': {
    file: 'assets/drafts-page-1.js',
    imports: ['_runtime-1.js', '_TextField-1.js', 'index.html'],
    css: ['assets/drafts-page-1.css'],
  },
  'src/features/group-npis/group-npis-page.tsx': {
    file: 'assets/group-npis-page-1.js',
    imports: ['_TextField-1.js'],
  },
}

describe('the route copy', () => {
  // src/app/router.tsx: `const X = lazyPage(... import('../features/a/b') ...)` and `{ path: 'p', Page: X }`.
  // With sign-in mode's own pages (team-routes.tsx), which its start adds to the router.
  const router = ['router.tsx', 'team-routes.tsx']
    .map((file) => readFileSync(new URL(`../../src/app/${file}`, import.meta.url), 'utf8'))
    .join('\n')
  const modules = new Map(
    [...router.matchAll(/const (\w+) = lazyPage\([\s\S]*?import\('\.\.\/([^']+)'\)/g)].map((m) => [
      m[1]!,
      `src/${m[2]!}.tsx`,
    ]),
  )
  const routes = [...router.matchAll(/\{\s*path: '([^']+)',\s*Page: (\w+)\b/g)]
    .filter((m) => modules.has(m[2]!))
    .map((m) => ({ path: m[1]!, module: modules.get(m[2]!)! }))

  test('names every lazy page of the router, and nothing else', () => {
    expect(modules.size).toBeGreaterThanOrEqual(7)
    expect(new Set(PAGE_MODULES.map((page) => page.module))).toEqual(new Set(modules.values()))
  })

  test('opens the same page for each of the router paths, and drafts for the index', () => {
    expect(routes.length).toBe(modules.size)
    for (const route of routes) {
      const path = route.path.replace(/:\w+/g, '9979ac03-1763-44d3-8c5e-65d6d20e0e8d')
      expect(pageModuleFor(path), path).toBe(route.module)
      expect(pageModuleFor(`${path}/`), `${path}/`).toBe(route.module)
    }
    expect(router).toMatch(/<Route path="\/">\s*<Redirect to=\{paths\.drafts\} replace \/>\s*<\/Route>/)
    expect(pageModuleFor('/')).toBe('src/features/drafts/drafts-page.tsx')
    expect(pageModuleFor('/no-such-page')).toBeNull()
    expect(pageModuleFor('/drafts/extra')).toBeNull()
  })
})

describe('page assets', () => {
  test("a page's chunk, its static imports and stylesheet, without what the entry loads", () => {
    expect(pageAssets(MANIFEST, 'src/features/drafts/drafts-page.tsx')).toEqual({
      scripts: ['assets/drafts-page-1.js', 'assets/TextField-1.js'],
      styles: ['assets/drafts-page-1.css'],
    })
  })

  test('nothing for a module the manifest does not know, or a manifest of another shape', () => {
    expect(pageAssets(MANIFEST, 'src/features/listings/listings-page.tsx')).toEqual({
      scripts: [],
      styles: [],
    })
    expect(
      pageAssets({ secret: true } as unknown as Manifest, 'src/features/drafts/drafts-page.tsx'),
    ).toEqual({
      scripts: [],
      styles: [],
    })
  })

  test('the links go at the end of <head>; a page without assets is unchanged', () => {
    const html = '<!doctype html><html><head><title>M</title></head><body></body></html>'
    const out = withPreloads(html, { scripts: ['assets/a.js'], styles: ['assets/a.css'] })
    expect(out).toContain('<link rel="modulepreload" crossorigin href="/assets/a.js">')
    expect(out).toContain('<link rel="preload" as="style" href="/assets/a.css">')
    expect(out.indexOf('modulepreload')).toBeLessThan(out.indexOf('</head>'))
    expect(withPreloads(html, { scripts: [], styles: [] })).toBe(html)
  })
})

describe('served by the sandbox', () => {
  const site = dashboardDist('sandbox-preloads-')
  const { dist } = site
  const INDEX =
    '<!doctype html><html><head><title>Marketplace</title>' +
    '<script type="module" crossorigin src="/assets/index-1.js"></script></head>' +
    '<body><div id="root"></div></body></html>'
  let app: FastifyInstance

  beforeAll(async () => {
    site.write({
      'index.html': INDEX,
      '.vite/manifest.json': JSON.stringify(MANIFEST),
      ...Object.fromEntries(Object.values(MANIFEST).map((chunk) => [String(chunk.file), 'export {}'])),
    })
    app = await sandboxServing(dist)
  })
  afterAll(async () => {
    await app.close()
    site.remove()
  })
  const get = (url: string) => app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } })

  test('a page path gets its preloads in index.html', async () => {
    for (const url of ['/drafts', '/drafts?term=tab&start=20', '/']) {
      const response = await get(url)
      expect(response.statusCode, url).toBe(200)
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8')
      expect(response.body).toContain(
        '<link rel="modulepreload" crossorigin href="/assets/drafts-page-1.js">',
      )
      expect(response.body).toContain('<link rel="modulepreload" crossorigin href="/assets/TextField-1.js">')
      expect(response.body).toContain('<link rel="preload" as="style" href="/assets/drafts-page-1.css">')
      expect(response.body).not.toContain('href="/assets/mui-1.js"')
    }
  })

  test('each page its own, revalidated separately; an unknown path gets the plain app', async () => {
    const drafts = await get('/drafts')
    const npis = await get('/group-npis')
    expect(npis.body).toContain('href="/assets/group-npis-page-1.js"')
    expect(npis.body).not.toContain('drafts-page-1')
    expect(npis.headers.etag).not.toBe(drafts.headers.etag)
    const unknown = await get('/no-such-page')
    expect(unknown.statusCode).toBe(200)
    expect(unknown.body).toBe(INDEX)
    const revalidated = await app.inject({
      method: 'GET',
      url: '/drafts',
      headers: { 'accept-encoding': 'identity', 'if-none-match': String(drafts.headers.etag) },
    })
    expect(revalidated.statusCode).toBe(304)
  })

  test('a rebuild (new index.html and manifest) is picked up', async () => {
    const next = { ...MANIFEST, 'src/features/drafts/drafts-page.tsx': { file: 'assets/drafts-page-2.js' } }
    writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(next))
    writeFileSync(join(dist, 'index.html'), INDEX.replace('Marketplace', 'Marketplace 2'))
    const response = await get('/drafts')
    expect(response.body).toContain('Marketplace 2')
    expect(response.body).toContain('href="/assets/drafts-page-2.js"')
    expect(response.body).not.toContain('drafts-page-1')
  })
})

describe('withFirstPaint', () => {
  const html = '<html><head><title>x</title></head><body><div id="root"></div></body></html>'

  test("paints the app bar and the page's heading and sentence inside #root, escaped, styled in <head>", () => {
    const out = withFirstPaint(html, { title: 'Edit <listing>', description: "A & B's" })
    expect(out).toContain(
      '<div id="root"><div class="first-paint"><header>Pharmacy Marketplace</header>' +
        "<main><h1>Edit &lt;listing&gt;</h1><p>A &amp; B's</p></main></div></div>",
    )
    expect(out.indexOf('.first-paint')).toBeLessThan(out.indexOf('</head>'))
    // Dark when dark is chosen (the early script's attribute), not when the system is (docs/decisions/0016).
    expect(out).toContain('[data-color-scheme=dark] .first-paint{background:#121212;color:#fff}')
    expect(out).not.toContain('prefers-color-scheme')
    expect(withFirstPaint('<html><body></body></html>', { title: 't', description: 'd' })).toBe(
      '<html><body></body></html>',
    )
  })

  test("uses each page's own heading and sentence: the sentence is written in the page's source", () => {
    for (const page of PAGE_MODULES) {
      const source = readFileSync(new URL(`../../${page.module}`, import.meta.url), 'utf8')
      expect(source, page.module).toContain(page.description)
      const edit = /^Edit (listing|cash offer)$/.exec(page.title)
      // The edit pages are titled by EditPage from their kind ("Edit listing", "Edit cash offer").
      expect(edit ? source.includes('<EditPage') : source.includes(`title="${page.title}"`), page.title).toBe(
        true,
      )
    }
  })
})
