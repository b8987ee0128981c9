import { mkdtemp, readFile, rm, stat, writeFile, mkdir, symlink } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { writeStudioUrl } from '@/server/local-studio/studio-url'

let dir: string
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'studio-url-'))
})
afterEach(async () => {
  await rm(dir, { recursive: true, force: true })
})

describe('writeStudioUrl (N11: the tokenised address goes to a file, not the terminal)', () => {
  test('writes the address to a file only the owner can read', async () => {
    const file = await writeStudioUrl(dir, 'https://local.localhost:3333/#token=secret')
    expect(await readFile(file, 'utf8')).toBe('https://local.localhost:3333/#token=secret\n')
    expect((await stat(file)).mode & 0o777).toBe(0o600)
  })

  test('a file left readable by others, or a planted link, is replaced rather than written through', async () => {
    await mkdir(path.join(dir, 'studio'))
    const elsewhere = path.join(dir, 'elsewhere')
    await writeFile(elsewhere, 'untouched\n', { mode: 0o644 })
    await symlink(elsewhere, path.join(dir, 'studio', 'studio-url'))
    const file = await writeStudioUrl(dir, 'https://local.localhost:3333/#token=secret')
    expect((await stat(file)).mode & 0o777).toBe(0o600)
    expect(await readFile(elsewhere, 'utf8')).toBe('untouched\n')
  })
})
