import type { Server } from 'node:http'
/** Starts the content lake on a real express server (127.0.0.1, ephemeral port) over a temp data dir. */
import { mkdtemp, rm } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createClient, type SanityClient } from '@sanity/client'
import { createImageUrlBuilder } from '@sanity/image-url'
import express from 'express'
import pino from 'pino'
import sharp from 'sharp'
import { createContentLake, type ContentLake, type ContentLakeOptions } from '@/server/content-lake/index'

export const TOKEN = 'test-lake-token-0123456789abcdef0123456789'
export const PROJECT_ID = 'local'
export const DATASET = 'production'

export interface Harness {
  lake: ContentLake
  dataDir: string
  origin: string
  apiHost: string
  /** Public reads (no token) unless `token` is given. */
  client(token?: string): SanityClient
  writer: SanityClient
  imageUrl: ReturnType<typeof createImageUrlBuilder>
  /** Closes server + lake; keeps the data dir unless `removeData`. */
  stop(removeData?: boolean): Promise<void>
}

const createdDirs: string[] = []
export async function newDataDir(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'content-lake-'))
  createdDirs.push(dir)
  return dir
}
/** Removes every data dir made by this test file (call in afterAll). */
export const removeDataDirs = () =>
  Promise.all(createdDirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })))

export async function startLake(
  dataDir?: string,
  extra: Partial<Pick<ContentLakeOptions, 'seed'>> = {},
): Promise<Harness> {
  const dir = dataDir ?? (await newDataDir())
  const lake = await createContentLake({
    dataDir: dir,
    projectId: PROJECT_ID,
    dataset: DATASET,
    token: TOKEN,
    logger: pino({ level: 'silent' }),
    ...extra,
  })
  const app = express()
  app.use('/content', lake.router)
  const server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s))
  })
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const apiHost = `${origin}/content`
  const client = (token?: string) =>
    createClient({
      projectId: PROJECT_ID,
      dataset: DATASET,
      apiVersion: '2022-03-07',
      apiHost,
      useProjectHostname: false,
      useCdn: true,
      ...(token ? { token, useCdn: false } : {}),
    })
  return {
    lake,
    dataDir: dir,
    origin,
    apiHost,
    client,
    writer: client(TOKEN),
    imageUrl: createImageUrlBuilder({ projectId: PROJECT_ID, dataset: DATASET, baseUrl: apiHost }),
    async stop(removeData = false) {
      await lake.close()
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
      if (removeData) await rm(dir, { recursive: true, force: true })
    },
  }
}

/** A generated test picture: left half red, right half blue, so crops can be checked by colour. */
export async function testImage(width = 400, height = 300, format: 'png' | 'jpeg' = 'png'): Promise<Buffer> {
  const half = Math.floor(width / 2)
  const base = sharp({ create: { width, height, channels: 3, background: { r: 255, g: 0, b: 0 } } })
  const blue = await sharp({ create: { width: width - half, height, channels: 3, background: { r: 0, g: 0, b: 255 } } })
    .png()
    .toBuffer()
  const composed = base.composite([{ input: blue, left: half, top: 0 }])
  return composed[format]().toBuffer()
}

/** Fixture content: two categories, three products (one only as a draft), one published product with a draft. */
export const fixtures: Array<Record<string, unknown> & { _id: string; _type: string }> = [
  { _id: 'cat-abayas', _type: 'category', title: 'Abayas', slug: { _type: 'slug', current: 'abayas' } },
  { _id: 'cat-hijabs', _type: 'category', title: 'Hijabs', slug: { _type: 'slug', current: 'hijabs' } },
  {
    _id: 'prod-1',
    _type: 'product',
    title: 'Linen Abaya',
    price: 89.5,
    tags: ['linen', 'summer'],
    slug: { _type: 'slug', current: 'linen-abaya' },
    category: { _type: 'reference', _ref: 'cat-abayas' },
    _createdAt: '2024-01-02T03:04:05Z',
  },
  {
    _id: 'prod-2',
    _type: 'product',
    title: 'Jersey Hijab',
    price: 19,
    tags: ['jersey'],
    slug: { _type: 'slug', current: 'jersey-hijab' },
    category: { _type: 'reference', _ref: 'cat-hijabs' },
  },
  {
    _id: 'drafts.prod-1',
    _type: 'product',
    title: 'Linen Abaya (new season)',
    price: 95,
    slug: { _type: 'slug', current: 'linen-abaya' },
  },
  {
    _id: 'drafts.prod-3',
    _type: 'product',
    title: 'Secret Kaftan',
    price: 120,
    slug: { _type: 'slug', current: 'secret-kaftan' },
  },
]

export async function seedFixtures(h: Harness): Promise<void> {
  const tx = h.writer.transaction()
  for (const doc of fixtures) tx.createOrReplace(doc)
  await tx.commit()
}

/** Polls until `check` returns a truthy value (no fixed sleeps). */
export async function waitFor<T>(check: () => T | undefined | false, timeoutMs = 5000): Promise<T> {
  const started = Date.now()
  for (;;) {
    const value = check()
    if (value) return value
    if (Date.now() - started > timeoutMs) throw new Error('waitFor: condition not met in time')
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}
