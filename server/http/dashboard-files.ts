// The built dashboard's files, read from disk and kept in memory with their brotli and gzip forms.
// Why compress here: the first screen is ~550 KB of JavaScript as built, ~170 KB compressed, and on a phone
// network the download is most of the time to first paint. Why in memory: a dist/ folder is a couple of MB,
// and compressing once per file (brotli at its best level, on the thread pool, never on the event loop)
// beats compressing every response. Each request stats the file, so a rebuild while the sandbox runs is
// picked up (a changed size or time reads it again).
import { readFile, readdir, stat } from 'node:fs/promises'
import { extname, join, normalize, relative, sep } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip, gzipSync } from 'node:zlib'
import {
  PAGE_MODULES,
  pageAssets,
  pageFor,
  withFirstPaint,
  withPreloads,
  type Manifest,
} from './page-preloads'

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
}
const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.map',
  '.webmanifest',
  '.txt',
  '.svg',
])
/**
 * A page made per request is compressed from this size up (below it, the header costs about what gzip
 * saves). Files of dist/ are compressed once, whatever their size, and go compressed only when that is
 * smaller: a first screen is some 25 scripts, many under 1 KiB, and their bytes add up.
 */
const MIN_COMPRESS_BYTES = 1024

export type Encoding = 'br' | 'gzip' | 'identity'
export type DashboardFile = { body: Buffer; type: string; etag: string; encoding: Encoding }

type Entry = {
  mtimeMs: number
  size: number
  raw: Buffer
  type: string
  encoded: Partial<Record<'br' | 'gzip', Promise<Buffer>>>
  ready: Set<'br' | 'gzip'>
}

/** The file a URL path names inside root, or null (outside root, hidden segment, undecodable). */
export function filePathFor(root: string, urlPath: string): string | null {
  let decoded: string
  try {
    decoded = decodeURIComponent(urlPath)
  } catch {
    return null
  }
  if (decoded.includes('\0')) return null
  const relative = normalize(decoded).replace(/^[/\\]+/, '')
  // Dot segments (.vite/manifest.json, .env) are build internals, never part of the app.
  if (relative === '' || relative.split(/[/\\]/).some((part) => part.startsWith('.'))) return null
  const full = join(root, relative)
  return full.startsWith(root.endsWith(sep) ? root : root + sep) ? full : null
}

/** The compressed forms the request accepts, best first (brotli, then gzip); empty: send as stored. */
export function acceptedEncodings(
  acceptEncoding: string | undefined,
  compressible: boolean,
): ('br' | 'gzip')[] {
  if (!compressible || !acceptEncoding) return []
  const accepted = new Map(
    acceptEncoding.split(',').map((part) => {
      const [name = '', ...params] = part.trim().toLowerCase().split(';')
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined)
      return [name, q === undefined ? 1 : Number(q)] as const
    }),
  )
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0
  return (['br', 'gzip'] as const).filter(ok)
}

export function dashboardFiles(root: string) {
  const cache = new Map<string, Entry>()

  const encode = (entry: Entry, encoding: 'br' | 'gzip'): Promise<Buffer> => {
    entry.encoded[encoding] ??=
      encoding === 'br'
        ? brotli(entry.raw, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: 11,
              [constants.BROTLI_PARAM_SIZE_HINT]: entry.raw.length,
            },
          })
        : gzipAsync(entry.raw, { level: 9 })
    return entry.encoded[encoding].then((body) => {
      entry.ready.add(encoding)
      return body
    })
  }

  const sendable = async (
    entry: Entry,
    acceptEncoding: string | undefined,
    compressible: boolean,
    tag: string,
  ): Promise<DashboardFile> => {
    // Brotli at its best level takes a while on a big file: until it is ready, gzip (quick) goes out.
    const accepted = acceptedEncodings(acceptEncoding, compressible)
    let encoding: Encoding = accepted.find((e) => entry.ready.has(e)) ?? accepted.at(-1) ?? 'identity'
    let body = encoding === 'identity' ? entry.raw : await encode(entry, encoding)
    if (body.length >= entry.raw.length) {
      encoding = 'identity'
      body = entry.raw
    }
    const etag = `"${entry.size.toString(36)}-${Math.floor(entry.mtimeMs).toString(36)}${tag}-${encoding}"`
    return { body, type: entry.type, etag, encoding }
  }

  // index.html with the preloads of each page, rebuilt when index.html or the manifest changes.
  const pages = new Map<string, Entry>()
  let pagesOf = ''
  let manifest: Manifest = {}
  const manifestPath = join(root, '.vite', 'manifest.json')

  /** A file of dist/ as it is on disk now (read again when its size or time changed); null when absent. */
  const load = async (path: string): Promise<Entry | null> => {
    const info = await stat(path).catch(() => null)
    if (!info?.isFile()) return null
    let entry = cache.get(path)
    if (!entry || entry.mtimeMs !== info.mtimeMs || entry.size !== info.size) {
      const ext = extname(path).toLowerCase()
      entry = {
        mtimeMs: info.mtimeMs,
        size: info.size,
        raw: await readFile(path),
        type: TYPES[ext] ?? 'application/octet-stream',
        encoded: {},
        ready: new Set(),
      }
      cache.set(path, entry)
    }
    return entry
  }

  /** index.html with the preloads and first paint of the page a path opens; null for no known page. */
  const pageEntry = async (urlPath: string): Promise<{ entry: Entry; tag: string } | null> => {
    const page = pageFor(urlPath)
    const module = page?.module
    const index = page ? await stat(join(root, 'index.html')).catch(() => null) : null
    if (!page || !module || !index?.isFile()) return null
    const manifestInfo = await stat(manifestPath).catch(() => null)
    const version = `${index.mtimeMs}-${index.size}-${manifestInfo?.mtimeMs ?? 0}-${manifestInfo?.size ?? 0}`
    if (version !== pagesOf) {
      pages.clear()
      pagesOf = version
      manifest = await readFile(manifestPath, 'utf8')
        .then((text) => JSON.parse(text) as unknown)
        .then((parsed) => (parsed && typeof parsed === 'object' ? (parsed as Manifest) : {}))
        .catch(() => ({}))
    }
    let entry = pages.get(module)
    if (!entry) {
      const html = await readFile(join(root, 'index.html'), 'utf8')
      const raw = Buffer.from(withFirstPaint(withPreloads(html, pageAssets(manifest, module)), page))
      entry = {
        mtimeMs: index.mtimeMs,
        size: raw.length,
        raw,
        type: TYPES['.html']!,
        encoded: {},
        ready: new Set(),
      }
      pages.set(module, entry)
    }
    return { entry, tag: `-p${PAGE_MODULES.findIndex((page) => page.module === module)}` }
  }

  const files = {
    /**
     * The app's page for a path outside /assets: index.html, with preload links for the page the path
     * opens (page-preloads.ts). null when the build has no index.html.
     */
    async page(urlPath: string, acceptEncoding: string | undefined): Promise<DashboardFile | null> {
      const built = await pageEntry(urlPath)
      if (!built) return files.read('/index.html', acceptEncoding)
      const { entry, tag } = built
      return sendable(entry, acceptEncoding, true, tag)
    },
    /** The app's page for a path as text (what `page` sends, before compression); null without index.html. */
    async pageText(urlPath: string): Promise<string | null> {
      const built = await pageEntry(urlPath)
      if (built) return built.entry.raw.toString('utf8')
      return files.text('/index.html')
    },
    /** A file's text, or null when there is no such file. */
    async text(urlPath: string): Promise<string | null> {
      const path = filePathFor(root, urlPath)
      if (!path) return null
      const entry = await load(path)
      return entry ? entry.raw.toString('utf8') : null
    },
    /** The file for a URL path, encoded as the request accepts; null when there is no such file. */
    async read(urlPath: string, acceptEncoding: string | undefined): Promise<DashboardFile | null> {
      const path = filePathFor(root, urlPath)
      if (!path) return null
      const entry = await load(path)
      if (!entry) return null
      return sendable(entry, acceptEncoding, COMPRESSIBLE.has(extname(path).toLowerCase()), '')
    },
    /** Reads and compresses every file ahead of the first visitor; a file that fails is left to its request. */
    async warm(): Promise<void> {
      const paths = await readdir(root, { recursive: true }).catch(() => [] as string[])
      const urlPaths = paths.map((path) => `/${relative(root, join(root, path)).split(sep).join('/')}`)
      // gzip everything first (milliseconds), then brotli (seconds for the whole build).
      for (const encoding of ['gzip', 'br']) {
        for (const urlPath of urlPaths) await files.read(urlPath, encoding).catch(() => null)
      }
    },
  }
  return files
}

/**
 * A page made for one request (the app's page with its session, the sign-in page with its message):
 * compressed on the spot, gzip at a middle level (a few KB of HTML take well under a millisecond).
 */
export function oneOffPage(html: string, acceptEncoding: string | undefined): DashboardFile {
  const raw = Buffer.from(html)
  const gzipped = raw.length >= MIN_COMPRESS_BYTES && acceptedEncodings(acceptEncoding, true).includes('gzip')
  return {
    body: gzipped ? gzipSync(raw, { level: 6 }) : raw,
    type: TYPES['.html']!,
    etag: '',
    encoding: gzipped ? 'gzip' : 'identity',
  }
}
