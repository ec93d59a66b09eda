import type { Plugin } from 'vite'

// V8's explicit compile hint (Chrome 136 and later): a script that opens with this comment has all its
// functions compiled as it streams in, on a background thread, instead of each one on the main thread at
// its first call. Without it a list's first click, key or page paid for compiling the code it ran (15 to
// 50 ms at 4x CPU slowdown), and the first screen's load for the rest (bench/performance-log.md, section
// "2026-11-27, 19:40 to 20:20: compile hints"). Browsers without the hint read a comment.

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad'

/**
 * A chunk whose modules add up to less than this goes without: the comment costs about 21 bytes gzipped,
 * too much for a chunk whose compiling costs next to nothing.
 */
export const COMPILE_HINT_MIN_BYTES = 8192

type RenderedModules = { modules: Record<string, { renderedLength: number }> }

const hinted = (chunk: RenderedModules): boolean =>
  Object.values(chunk.modules).reduce((bytes, module) => bytes + module.renderedLength, 0) >=
  COMPILE_HINT_MIN_BYTES

/**
 * Puts the hint first in every chunk of at least COMPILE_HINT_MIN_BYTES. Once the chunk is minified
 * (which would drop the comment) and after everything else is written into it; its name's hash counts
 * the comment, so a file with it never has the name of one without.
 */
export function compileHints(): Plugin {
  return {
    name: 'compile-hints',
    apply: 'build',
    augmentChunkHash: (chunk) => (hinted(chunk) ? COMPILE_HINT : undefined),
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const output of Object.values(bundle)) {
          if (output.type !== 'chunk' || !hinted(output)) continue
          output.code = `${COMPILE_HINT}\n${output.code}`
          // A source map (a build with --sourcemap) starts a line later.
          const map = bundle[`${output.fileName}.map`]
          if (map?.type === 'asset' && typeof map.source === 'string') {
            const parsed = JSON.parse(map.source) as { mappings: string }
            map.source = JSON.stringify({ ...parsed, mappings: `;${parsed.mappings}` })
          }
        }
      },
    },
  }
}
