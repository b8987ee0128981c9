import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createClient } from '@sanity/client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { clientSeedTarget, importSeed } from './import'
import { loadSeed, type SeedBundle } from './index'

/** What a Sanity-compatible API received from the real @sanity/client. */
interface Received {
  method: string
  url: string
  contentType: string | undefined
  auth: string | undefined
  body: Buffer
}

let server: Server
let baseUrl: string
const received: Received[] = []

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => resolve(Buffer.concat(chunks)))
    req.on('error', reject)
  })
}

beforeAll(async () => {
  let uploads = 0
  server = createServer((req, res) => {
    void answer(req, res)
  })
  // Records each request, then answers as Sanity would: an asset document for uploads, a transaction otherwise.
  async function answer(req: IncomingMessage, res: ServerResponse) {
    const body = await readBody(req)
    received.push({
      method: req.method ?? '',
      url: req.url ?? '',
      contentType: req.headers['content-type'],
      auth: req.headers.authorization,
      body,
    })
    res.setHeader('content-type', 'application/json')
    if (req.url?.includes('/assets/images/')) {
      uploads += 1
      res.end(
        JSON.stringify({
          document: { _id: `image-${String(uploads).padStart(40, '0')}-1000x1250-webp`, _type: 'sanity.imageAsset' },
        }),
      )
    } else {
      res.end(JSON.stringify({ transactionId: 'tx1', results: [] }))
    }
  }
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()))
})

describe('clientSeedTarget over HTTP', () => {
  it('uploads every seed image, then writes all documents in one createOrReplace transaction', async () => {
    const full = await loadSeed()
    // Two products and the hero keep the exchange small while covering arrays and single image fields.
    const documents = [
      ...full.documents.filter((doc) => doc._type === 'category' || doc._id === 'hero'),
      ...full.documents.filter((doc) => doc._type === 'product').slice(0, 2),
    ]
    const wanted = new Set(JSON.stringify(documents).match(/[a-z0-9-]+\.webp/g))
    const bundle: SeedBundle = { documents, images: full.images.filter((image) => wanted.has(image.filename)) }

    const client = createClient({
      projectId: 'local',
      dataset: 'production',
      apiVersion: '2022-03-07',
      apiHost: baseUrl,
      useProjectHostname: false,
      useCdn: false,
      token: 'seed-test-token',
    })
    const result = await importSeed(clientSeedTarget(client), bundle)
    expect(result).toEqual({ documents: documents.length, images: bundle.images.length })

    const uploads = received.filter((r) => r.url.startsWith('/v2022-03-07/assets/images/production'))
    expect(uploads).toHaveLength(bundle.images.length)
    for (const upload of uploads) {
      expect(upload.method).toBe('POST')
      expect(upload.contentType).toBe('image/webp')
      expect(upload.auth).toBe('Bearer seed-test-token')
      expect(new URL(upload.url, baseUrl).searchParams.get('filename')).toMatch(/\.webp$/)
    }
    // The bytes on the wire are the seed file's bytes.
    const first = uploads[0]!
    const name = new URL(first.url, baseUrl).searchParams.get('filename')
    expect(first.body.equals(bundle.images.find((image) => image.filename === name)!.data)).toBe(true)

    const mutations = received.filter((r) => r.url.startsWith('/v2022-03-07/data/mutate/production'))
    expect(mutations).toHaveLength(1)
    const sent = JSON.parse(mutations[0]!.body.toString('utf8')) as {
      mutations: Array<{ createOrReplace: Record<string, unknown> & { _id: string } }>
    }
    expect(sent.mutations.map((m) => m.createOrReplace._id)).toEqual(documents.map((doc) => doc._id))
    const product = sent.mutations.find((m) => m.createOrReplace._type === 'product')!.createOrReplace
    expect(product._createdAt).toBe(documents.find((doc) => doc._id === product._id)!._createdAt)
    expect(JSON.stringify(sent)).not.toContain('_sanityAsset')
    expect((product.images as Array<{ asset: { _ref: string } }>)[0]!.asset._ref).toMatch(
      /^image-0+\d+-1000x1250-webp$/,
    )
  })
})
