// The newcomer's map (docs/architecture.md) and README's layout stay true to the tree: every file the map
// names exists, and the layout names every folder of src/ and server/ (and of server/store/ and team/).
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

const foldersOf = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)

describe('docs/architecture.md', () => {
  const map = readFileSync('docs/architecture.md', 'utf8')
  const named = [...map.matchAll(/`((?:src|server)\/[\w./-]+)`/g)].map((match) => match[1] ?? '')

  it('names the files of both walks', () => {
    expect(named).toEqual(
      expect.arrayContaining([
        'server/team/team-forward.ts',
        'server/team/audited-call.ts',
        'server/team/jobs/row-call.ts',
      ]),
    )
    expect(named.length).toBeGreaterThan(30)
  })

  it('names only files and folders that exist', () => {
    expect(named.filter((path) => !existsSync(path))).toEqual([])
  })
})

describe("README's layout", () => {
  const readme = readFileSync('README.md', 'utf8')
  const layout = readme.slice(
    readme.indexOf('## Layout'),
    readme.indexOf('\n## ', readme.indexOf('## Layout') + 1),
  )
  const mentions = (name: string) => new RegExp(`(^|[\\s(,])${name.replace('.', '\\.')}/`, 'm').test(layout)

  it.each([
    ['src', foldersOf('src').map((name) => `src/${name}`)],
    ['server', foldersOf('server')],
    ['server/store', foldersOf('server/store')],
    ['server/team', foldersOf('server/team')],
  ])('names every folder of %s', (_parent, folders) => {
    expect(folders.filter((folder) => !mentions(folder))).toEqual([])
  })
})
