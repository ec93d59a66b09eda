// Preload hints for the page a deep link opens. Each dashboard page is a lazy chunk (src/app/router.tsx),
// which the browser would otherwise discover only after the entry script has downloaded, run and rendered
// the shell: on a phone network that is one more round trip plus the shell's run time before the page's
// code even starts to download. index.html served for /drafts therefore names the drafts page's chunk,
// its static imports and its stylesheet, so they download alongside the entry.
//
// Which page a path opens is the dashboard's route table; the sandbox keeps this copy of it (it may not
// import the dashboard), and page-preloads.test.ts checks it against src/app/router.tsx.

/** Page module (as Vite's manifest names it) of each dashboard path, the index redirecting to drafts. */
export const PAGE_MODULES: ReadonlyArray<{ path: RegExp; module: string }> = [
  { path: /^\/(?:drafts)?\/?$/, module: 'src/features/drafts/drafts-page.tsx' },
  { path: /^\/listings\/?$/, module: 'src/features/listings/listings-page.tsx' },
  // Before the edit page's path, as in the router: "new" is not a listing id.
  { path: /^\/listings\/new\/?$/, module: 'src/features/listings/listing-create-page.tsx' },
  { path: /^\/listings\/[^/]+\/?$/, module: 'src/features/listings/listing-edit-page.tsx' },
  { path: /^\/cash-offers\/?$/, module: 'src/features/cash-offers/cash-offers-page.tsx' },
  { path: /^\/cash-offers\/[^/]+\/?$/, module: 'src/features/cash-offers/cash-offer-edit-page.tsx' },
  { path: /^\/ndc-stats\/?$/, module: 'src/features/ndc-stats/ndc-stats-page.tsx' },
  { path: /^\/group-npis\/?$/, module: 'src/features/group-npis/group-npis-page.tsx' },
  { path: /^\/sandbox\/?$/, module: 'src/features/sandbox/sandbox-page.tsx' },
]

type ManifestChunk = { file?: unknown; imports?: unknown; css?: unknown; isEntry?: unknown }
export type Manifest = Record<string, ManifestChunk>

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []

/** The page module a URL path opens, or null (an unknown path shows the app's own "not found"). */
export function pageModuleFor(urlPath: string): string | null {
  return PAGE_MODULES.find((page) => page.path.test(urlPath))?.module ?? null
}

/**
 * The files to preload for a page module: its chunk and the chunks it imports statically, except what
 * the entry (index.html) loads anyway, and its stylesheets. Empty when the manifest does not know it.
 */
export function pageAssets(manifest: Manifest, module: string): { scripts: string[]; styles: string[] } {
  const entryFiles = new Set<string>()
  const collect = (key: string, into: Set<string>, seen: Set<string>) => {
    if (seen.has(key)) return
    seen.add(key)
    const chunk = manifest[key]
    if (!chunk) return
    if (typeof chunk.file === 'string') into.add(chunk.file)
    for (const imported of strings(chunk.imports)) collect(imported, into, seen)
  }
  for (const [key, chunk] of Object.entries(manifest)) {
    if (chunk && chunk.isEntry === true) collect(key, entryFiles, new Set())
  }
  if (!manifest[module]) return { scripts: [], styles: [] }
  const files = new Set<string>()
  const seen = new Set<string>()
  collect(module, files, seen)
  const styles = new Set<string>()
  for (const key of seen) for (const css of strings(manifest[key]?.css)) styles.add(css)
  return {
    scripts: [...files].filter((file) => file.endsWith('.js') && !entryFiles.has(file)),
    styles: [...styles],
  }
}

const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;')

/** index.html with the page's preload links at the end of <head> (unchanged when there are none). */
export function withPreloads(html: string, assets: { scripts: string[]; styles: string[] }): string {
  const links = [
    ...assets.scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${attribute(file)}">`),
    ...assets.styles.map((file) => `<link rel="preload" as="style" href="/${attribute(file)}">`),
  ]
  if (links.length === 0 || !html.includes('</head>')) return html
  return html.replace('</head>', `  ${links.join('\n    ')}\n  </head>`)
}
