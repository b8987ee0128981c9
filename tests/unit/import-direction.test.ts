import { readFileSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { directImports, projectConfig, projectSources, relative, root } from './sources'

/*
 * docs/architecture.md §4.1: arrows between the top-level folders point down only, with no exceptions. The shop's
 * layers (pages → components → lib, server → seed → lib, studio → lib), then what runs it from outside: the harness
 * (the shop as a process and its outside world on loopback) over the shop, the scripts over the harness, the tests over
 * everything but the scripts. Every import of every TypeScript file tsconfig.json includes is read (type-only and
 * dynamic ones too, and JSON), resolved as TypeScript resolves it. A test file outside tests/ (`studio/**\/*.test.ts`,
 * `seed/**\/*.test.ts`) counts as a test. ESLint says the same as each import is written (eslint.config.js); this
 * catches what a pattern misses.
 */

/** What each folder may import besides itself, as path prefixes; `(root)` is the root's files (configurations). */
const ALLOWED: Record<string, string[]> = {
  lib: [],
  // The starting catalogue (docs/architecture.md §4.1): data, its generator, importer and exporter, under the server
  // that loads it into the embedded content lake and the tools that load it into a hosted dataset.
  seed: ['lib/'],
  components: ['lib/'],
  pages: ['components/', 'lib/'],
  server: ['lib/', 'seed/'],
  studio: ['lib/'],
  stories: ['components/', 'lib/', 'studio/', '.storybook/', 'tests/fixtures/'],
  '.storybook': ['components/', 'lib/', 'tests/fixtures/'],
  harness: ['server/', 'lib/'],
  scripts: ['harness/', 'server/', 'lib/', 'seed/', 'studio/'],
  tests: [
    'harness/',
    'server/',
    'lib/',
    'seed/',
    'components/',
    'pages/',
    'studio/',
    'stories/',
    '.storybook/',
    '(root)',
  ],
}

function folderOf(file: string): string {
  if (/\.(?:test|spec)\.tsx?$/.test(file)) return 'tests'
  return file.includes('/') ? file.split('/')[0]! : '(root)'
}

describe('imports between top-level folders', { timeout: 60_000 }, () => {
  it('point down only', () => {
    const { options } = projectConfig()
    const files = projectSources().map(relative)
    // Sanity check that every folder is read.
    expect(new Set(files.map(folderOf))).toEqual(new Set([...Object.keys(ALLOWED), '(root)']))
    const wrong = files.flatMap((file) => {
      const folder = folderOf(file)
      const allowed = ALLOWED[folder]
      if (!allowed) return []
      return directImports(path.join(root, file), options)
        .map(relative)
        .filter((target) => !target.endsWith('.d.ts') && !target.startsWith(`${folder}/`))
        .filter((target) => !allowed.some((prefix) => target.startsWith(prefix) || prefix === folderOf(target)))
        .map((target) => `${file} → ${target}`)
    })
    expect(wrong).toEqual([])
  })
})

/*
 * docs/architecture.md §4.1: the server renders no React. Its few HTML pages (the test payment page, the tax invoice)
 * are string templates of their own, every value escaped; what the shop's pages draw is components/' alone. An npm
 * package is not a project file, so the arrows above do not see it: the specifiers are read here.
 */
const REACT_PACKAGES = /^(?:react|react-dom|styled-components)(?:\/|$)/

describe('server/', { timeout: 60_000 }, () => {
  it('imports no React, ReactDOM or styled-components, and has no .tsx', () => {
    const files = projectSources()
      .map(relative)
      .filter((file) => file.startsWith('server/'))
    expect(files.length).toBeGreaterThan(0)
    const wrong = files.flatMap((file) => {
      if (file.endsWith('.tsx')) return [file]
      const { importedFiles } = ts.preProcessFile(readFileSync(path.join(root, file), 'utf8'), true, true)
      return importedFiles
        .filter(({ fileName }) => REACT_PACKAGES.test(fileName))
        .map(({ fileName }) => `${file} → ${fileName}`)
    })
    expect(wrong).toEqual([])
  })
})

/*
 * docs/architecture.md §4.2: the GraphQL endpoint sits under the features. They import its guard, context and
 * generated types; it imports none of them: the composition root (server/graphql-features.ts) folds their schemas
 * and resolvers in, and the guard answers their errors through ExpectedError (server/localized.ts). Besides itself it
 * may import the server's top-level modules (configuration, logger, localized texts) and the database's shared parts.
 */
const GRAPHQL_MAY_IMPORT = ['server/graphql/', 'server/db/']

describe('server/graphql', { timeout: 60_000 }, () => {
  it('imports no feature folder', () => {
    const { options } = projectConfig()
    const files = projectSources()
      .map(relative)
      .filter((file) => file.startsWith('server/graphql/'))
    expect(files.length).toBeGreaterThan(0)
    const wrong = files.flatMap((file) =>
      directImports(path.join(root, file), options)
        .map(relative)
        .filter((target) => /^server\/[^/]+\//.test(target))
        .filter((target) => !GRAPHQL_MAY_IMPORT.some((prefix) => target.startsWith(prefix)))
        .map((target) => `${file} → ${target}`),
    )
    expect(wrong).toEqual([])
  })
})
