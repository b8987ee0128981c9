import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { projectSources, relative, root } from '../sources'

/*
 * docs/architecture.md §3: server/services.ts is the one composition root. Every service (`create…Service`,
 * `createAccountSettings`, `createAlertDispatcher`, the GraphQL handler) is built there once and handed to the
 * modules that use it; a module that built its own would have a second, differently wired copy (the GraphQL handler
 * once built its own accounts service, without the shop's mail gate). Every TypeScript file of the project is read
 * (tests/unit/sources.ts), not only server/: a script or a page building a service is the same mistake. Tests and
 * their helpers build services on purpose, each from just what it uses.
 */
const ROOT_FILE = 'server/services.ts'
const FACTORY_CALL = /\bcreate(?:[A-Z]\w*Service|AccountSettings|AlertDispatcher|GraphQLHandler)\(/g

function isTest(file: string): boolean {
  return file.startsWith('tests/') || /\.(?:test|spec)\.tsx?$/.test(file)
}

describe('the composition root', () => {
  it('is the only module that builds services', () => {
    const files = projectSources()
      .map(relative)
      .filter((file) => file !== ROOT_FILE && !isTest(file))
    // Sanity check that every folder is read.
    const folders = new Set(files.map((file) => file.split('/')[0]))
    for (const folder of ['components', 'lib', 'pages', 'server', 'studio', 'stories', 'scripts'])
      expect(folders).toContain(folder)
    const builders = files.flatMap((file) => {
      // Declarations (`export function createX(`) are not calls.
      const text = readFileSync(path.join(root, file), 'utf8').replace(/function\s+create\w+\(/g, '')
      return [...text.matchAll(FACTORY_CALL)].map((match) => `${file}: ${match[0]}`)
    })
    expect(builders).toEqual([])
  })

  it('builds each of them once', () => {
    const text = readFileSync(path.join(root, ROOT_FILE), 'utf8')
    const calls = [...text.matchAll(FACTORY_CALL)].map((match) => match[0])
    expect(calls.length).toBeGreaterThan(5)
    expect(calls.filter((call, index) => calls.indexOf(call) !== index)).toEqual([])
  })
})
