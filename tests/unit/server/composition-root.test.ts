import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/*
 * docs/architecture.md §5: server/services.ts is the one composition root. Every service (`create…Service`,
 * `createAccountSettings`, `createAlertDispatcher`, the GraphQL handler) is built there once and handed to the
 * features that use it; a feature module that built its own would have a second, differently wired copy (the GraphQL
 * handler once built its own accounts service, without the shop's mail gate).
 */
const root = path.resolve(import.meta.dirname, '../../..')
const ROOT_FILE = 'server/services.ts'
const FACTORY_CALL = /\bcreate(?:[A-Z]\w*Service|AccountSettings|AlertDispatcher|GraphQLHandler)\(/g

function serverFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return serverFiles(full)
    return /\.tsx?$/.test(entry.name) ? [full] : []
  })
}

describe('the composition root', () => {
  it('is the only module of server/ that builds services', () => {
    const builders = serverFiles(path.join(root, 'server')).flatMap((file) => {
      const relative = path.relative(root, file).split(path.sep).join('/')
      if (relative === ROOT_FILE) return []
      // Declarations (`export function createX(`) are not calls.
      const text = readFileSync(file, 'utf8').replace(/function\s+create\w+\(/g, '')
      return [...text.matchAll(FACTORY_CALL)].map((match) => `${relative}: ${match[0]}`)
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
