import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/*
 * docs/README.md: the docs say what the code does. A file the docs name in backticks (`server/metrics/index.ts`,
 * `pages/(signed-in)/`) must exist, so a file moved or deleted without its docs fails here, with the doc's line; and
 * docs/architecture.md §4 names every folder of server/, lib/ and components/, so a new one comes with its row.
 * Placeholders (`pages/<route>/`, `docs/adr/NNNN-….md`, a glob) and the build's output are not paths.
 */

const root = path.resolve(import.meta.dirname, '../../..')
const FOLDERS = String.raw`(?:server|lib|components|pages|scripts|tests|studio|harness|stories|docs|\.storybook|\.ci|public)`
const PATH = new RegExp(String.raw`\`(${FOLDERS}/[^\`\s]*)\``, 'g')
const PLACEHOLDER = /[<>*…{}]|NNNN|\/N\b/
/** Written by a build, a run or `npm install`, so absent from a clean clone (.gitignore). */
const OUTPUT = /^(?:studio\/dist|studio\/\.sanity|tests\/visual\/baselines\/[^/]*-\d+)(?:\/|$)/

function docs(dir = path.join(root, 'docs')): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return docs(full)
    return entry.name.endsWith('.md') ? [path.relative(root, full)] : []
  })
}

/** Every path a doc names, with its line. */
function namedPaths(file: string): Array<{ line: number; named: string }> {
  return readFileSync(path.join(root, file), 'utf8')
    .split('\n')
    .flatMap((text, index) =>
      [...text.matchAll(PATH)].map((match) => ({
        line: index + 1,
        named: match[1]!.replace(/[#?].*$/, '').replace(/[.,:;]$/, ''),
      })),
    )
    .filter(({ named }) => !PLACEHOLDER.test(named) && !OUTPUT.test(named))
}

describe('the docs', () => {
  it('name files and folders that exist', () => {
    const files = [...docs(), 'README.md']
    const named = files.flatMap((file) => namedPaths(file).map((found) => ({ file, ...found })))
    // Sanity check that the scan finds the docs' paths.
    expect(named.length).toBeGreaterThan(300)
    expect(named).toContainEqual(expect.objectContaining({ file: 'docs/architecture.md', named: 'server/app.ts' }))
    const missing = named
      .filter(({ named: p }) => !existsSync(path.join(root, p)))
      .map(({ file, line, named: p }) => `${file}:${line}: ${p}`)
    expect(missing).toEqual([])
  })

  it('name every folder of server/, lib/ and components/ in docs/architecture.md §4', () => {
    const text = readFileSync(path.join(root, 'docs/architecture.md'), 'utf8')
    const section = text.slice(text.indexOf('## 4. Folders'), text.indexOf('## 5. House rules'))
    const unnamed = ['server', 'lib', 'components'].flatMap((top) =>
      readdirSync(path.join(root, top), { withFileTypes: true })
        .filter((entry) => entry.isDirectory() && !section.includes(`\`${entry.name}/\``))
        .map((entry) => `${top}/${entry.name}/`),
    )
    expect(unnamed).toEqual([])
  })
})
