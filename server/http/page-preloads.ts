// Preload hints for the page a deep link opens. Each dashboard page is a lazy chunk (src/app/router.tsx),
// which the browser would otherwise discover only after the entry script has downloaded, run and rendered
// the shell: on a phone network that is one more round trip plus the shell's run time before the page's
// code even starts to download. index.html served for /drafts therefore names the drafts page's chunk,
// its static imports and its stylesheet, so they download alongside the entry.
//
// Which page a path opens is the dashboard's route table; the sandbox keeps this copy of it (it may not
// import the dashboard), and page-preloads.test.ts checks it against src/app/router.tsx.

/**
 * Page module (as Vite's manifest names it) of each dashboard path, the index redirecting to drafts, with
 * the page's heading and the sentence under it (its PageFrame), painted before the app's code runs.
 */
export const PAGE_MODULES: ReadonlyArray<{
  path: RegExp
  module: string
  title: string
  description: string
}> = [
  {
    path: /^\/(?:drafts)?\/?$/,
    module: 'src/features/drafts/drafts-page.tsx',
    title: 'Draft listings',
    description:
      'Pending drafts of the acting pharmacy: search, filter, sort, export, and delete the ones no longer needed.',
  },
  {
    path: /^\/listings\/?$/,
    module: 'src/features/listings/listings-page.tsx',
    title: 'Marketplace listings',
    description:
      "The acting pharmacy's listings on the marketplace. Pending listings can be edited, and repriced many at once.",
  },
  // Before the edit page's path, as in the router: "new" is not a listing id.
  {
    path: /^\/listings\/new\/?$/,
    module: 'src/features/listings/listing-create-page.tsx',
    title: 'New listing',
    description:
      'Put a package on the marketplace: its drug, lot, expiration, price, quantity and condition.',
  },
  {
    path: /^\/listings\/[^/]+\/?$/,
    module: 'src/features/listings/listing-edit-page.tsx',
    title: 'Edit listing',
    description: "Change a Pending listing's lot, expiration, price, quantity and package details.",
  },
  {
    path: /^\/cash-offers\/?$/,
    module: 'src/features/cash-offers/cash-offers-page.tsx',
    title: 'Cash offers',
    description: 'The cash offers the acting pharmacy made. Pending offers can be edited.',
  },
  {
    path: /^\/cash-offers\/[^/]+\/?$/,
    module: 'src/features/cash-offers/cash-offer-edit-page.tsx',
    title: 'Edit cash offer',
    description: "Change a Pending cash offer's price, quantity and package requirements.",
  },
  {
    path: /^\/ndc-stats\/?$/,
    module: 'src/features/ndc-stats/ndc-stats-page.tsx',
    title: 'NDC price statistics',
    description:
      'High, low, average and most recent prices of one National Drug Code: transacted, offered in cash offers and listed on the marketplace.',
  },
  {
    path: /^\/group-npis\/?$/,
    module: 'src/features/group-npis/group-npis-page.tsx',
    title: 'Group NPIs',
    description: 'The pharmacies of your group, pending invitations, and adding pharmacies by NPI.',
  },
  {
    path: /^\/sandbox\/?$/,
    module: 'src/features/sandbox/sandbox-page.tsx',
    title: 'Sandbox',
    description:
      'Make the sandbox answer the next calls made with your key with a fault, then open any page to see how the dashboard handles it.',
  },
  {
    path: /^\/jobs(?:\/[^/]+)?\/?$/,
    module: 'src/features/jobs/job-page.tsx',
    title: 'Jobs',
    description: 'Work on many drafts or listings at once, run by the server, newest first.',
  },
  {
    path: /^\/users\/?$/,
    module: 'src/features/users/users-page.tsx',
    title: 'Users',
    description:
      'The people of your team: add a user, change their role and pharmacies, reset a password, or deactivate them.',
  },
  {
    path: /^\/audit\/?$/,
    module: 'src/features/audit/audit-page.tsx',
    title: 'Audit log',
    description:
      'What was done through this server and what was refused: who did what, to which drug and lot, for which pharmacy, and what came of it. Open a listing or offer to see all its changes.',
  },
]

type ManifestChunk = { file?: unknown; imports?: unknown; css?: unknown; isEntry?: unknown }
export type Manifest = Record<string, ManifestChunk>

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []

export type DashboardPage = (typeof PAGE_MODULES)[number]

/** The page a URL path opens, or null (an unknown path shows the app's own "not found"). */
export function pageFor(urlPath: string): DashboardPage | null {
  return PAGE_MODULES.find((page) => page.path.test(urlPath)) ?? null
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

const text = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

// The first paint, drawn by the browser from the HTML alone: the app bar and the page's heading and
// sentence where the app will draw them, in the theme's type and colours. On a phone the app's code takes
// seconds to arrive and run; until then the page already says what it is. React replaces it in its first
// commit (the new nodes are not moved ones: no layout shift). Light or dark as the person chose in the
// app bar: a blocking script in index.html's <head> (src/app/color-scheme-script.ts) has put the chosen
// scheme on <html> as data-color-scheme before any of this is painted.
const FIRST_PAINT_STYLE = `<style>
body{margin:0}
.first-paint{min-height:100vh;background:#fff;color:rgba(0,0,0,.87);font-family:Roboto,Helvetica,Arial,sans-serif}
.first-paint header{position:fixed;inset:0 0 auto;height:56px;display:flex;align-items:center;padding:0 16px;background:#00695c;color:#fff;font-size:1.25rem;font-weight:500;line-height:1.6;letter-spacing:.0075em}
.first-paint main{padding:72px 16px 16px}
.first-paint h1{margin:0 0 16px;font-size:2.125rem;font-weight:400;line-height:1.235;letter-spacing:.00735em}
.first-paint p{margin:0;font-size:1rem;line-height:1.5;letter-spacing:.00938em;color:rgba(0,0,0,.6)}
@media (min-width:600px){.first-paint header{height:64px;padding:0 24px}.first-paint main{padding-top:80px}}
@media (min-width:900px){.first-paint main{margin-left:261px;padding:88px 24px 24px}}
[data-color-scheme=dark] .first-paint{background:#121212;color:#fff}[data-color-scheme=dark] .first-paint header{background:#272727}[data-color-scheme=dark] .first-paint p{color:rgba(255,255,255,.7)}
</style>`

/** index.html with the page's heading and sentence painted before the app's code runs. */
export function withFirstPaint(html: string, page: { title: string; description: string }): string {
  const root = '<div id="root"></div>'
  if (!html.includes(root) || !html.includes('</head>')) return html
  const shell =
    `<div class="first-paint"><header>Pharmacy Marketplace</header>` +
    `<main><h1>${text(page.title)}</h1><p>${text(page.description)}</p></main></div>`
  return html
    .replace('</head>', `  ${FIRST_PAINT_STYLE}\n  </head>`)
    .replace(root, `<div id="root">${shell}</div>`)
}

/**
 * The app's page with what its first screen needs to know of the signed-in user (sign-in mode): the
 * session, in a data block the app and the first-request script read before anything is asked of the
 * server (docs/decisions/0019). `<` is escaped so no value can end the element.
 */
export function withPageSession(html: string, data: unknown, elementId: string): string {
  if (!html.includes('</head>')) return html
  const json = JSON.stringify(data).replace(/</g, '\\u003c')
  return html.replace(
    '</head>',
    `  <script type="application/json" id="${elementId}">${json}</script>\n  </head>`,
  )
}
