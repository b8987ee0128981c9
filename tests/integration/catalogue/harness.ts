/**
 * The seeded content lake, read two ways as the shop reads content: in process (the embedded default) and over real
 * HTTP (127.0.0.1, ephemeral port) as hosted Sanity, with a query counter and an outage switch for the HTTP side.
 */
import type { Server } from 'node:http'
import { mkdtemp, rm } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createClient, type SanityClient } from '@sanity/client'
import express from 'express'
import pino from 'pino'
import { SANITY_API_VERSION } from '@/lib/constants'
import { loadConfig, type Config } from '@/server/config'
import { createContentLake, type ContentLake, type LakeQueryOptions } from '@/server/content-lake/index'
import {
  createCatalogueService,
  type CatalogueServiceDeps,
  type CatalogueServiceOptions,
} from '@/server/catalogue/index'
import { importSeed } from '@/seed/import'

export const PUBLIC_URL = 'https://shop.example'
export const WEBHOOK_SECRET = 'test-webhook-secret'

export interface SeededLake {
  lake: ContentLake
  origin: string
  config: Config & { sanity: Config['sanity'] & { webhookSecret?: string } }
  deps: CatalogueServiceDeps
  /** A token holder writing to the lake over HTTP, as the Studio does. */
  writer: SanityClient
  /** Queries that reached the lake, in process or over HTTP. */
  queries(): number
  /** Over HTTP, 'error': the lake answers 503; 'hang': it never answers; 'up': normal. */
  setMode(mode: 'up' | 'error' | 'hang'): void
  /** The embedded default: the lake read in process, its mutations heard directly. */
  service(options?: CatalogueServiceOptions): ReturnType<typeof createCatalogueService>
  /** Hosted Sanity's path: @sanity/client over HTTP with a read token, changes heard by its listener. */
  hostedService(options?: CatalogueServiceOptions): ReturnType<typeof createCatalogueService>
  stop(): Promise<void>
}

export async function startSeededLake(): Promise<SeededLake> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'content-service-'))
  const logger = pino({ level: 'silent' })
  const base = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, PUBLIC_URL })
  const config = { ...base, sanity: { ...base.sanity, webhookSecret: WEBHOOK_SECRET } }
  const lake = await createContentLake({
    dataDir: path.join(dataDir, 'content'),
    projectId: config.contentLake.projectId,
    dataset: config.contentLake.dataset,
    token: config.contentLake.token,
    logger,
    seed: (target) => importSeed(target),
  })

  let count = 0
  let mode: 'up' | 'error' | 'hang' = 'up'
  const hanging = new Set<express.Response>()
  const app = express()
  app.use('/content', (req, res, next) => {
    if (req.path.includes('/data/query/')) count += 1
    if (mode === 'error') res.status(503).json({ error: { description: 'down for the test' } })
    else if (mode === 'hang') hanging.add(res)
    else next()
  })
  app.use('/content', lake.router)
  const server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s))
  })
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const counted: CatalogueServiceDeps['lake'] = {
    onMutation: (listener) => lake.onMutation(listener),
    query<T>(groq: string, params?: Record<string, unknown>, options?: LakeQueryOptions) {
      count += 1
      return lake.query<T>(groq, params, options)
    },
  }
  const deps: CatalogueServiceDeps = { config, logger, lake: counted }
  const hostedConfig = {
    ...config,
    sanity: {
      ...config.sanity,
      projectId: config.contentLake.projectId,
      dataset: config.contentLake.dataset,
      apiHost: `${origin}/content`,
      // A token that may read drafts, as a hosted read token may: the perspective must still keep them out.
      readToken: config.contentLake.token,
    },
  }
  const services: Array<ReturnType<typeof createCatalogueService>> = []
  const track = (service: ReturnType<typeof createCatalogueService>) => {
    services.push(service)
    return service
  }

  return {
    lake,
    origin,
    writer: createClient({
      projectId: config.contentLake.projectId,
      dataset: config.contentLake.dataset,
      apiVersion: SANITY_API_VERSION,
      apiHost: `${origin}/content`,
      useProjectHostname: false,
      useCdn: false,
      token: config.contentLake.token,
    }),
    config,
    deps,
    queries: () => count,
    setMode(next) {
      mode = next
      if (next !== 'hang') {
        for (const res of hanging) res.destroy()
        hanging.clear()
      }
    },
    service: (options) => track(createCatalogueService(deps, options)),
    hostedService: (options) => track(createCatalogueService({ config: hostedConfig, logger }, options)),
    async stop() {
      services.forEach((s) => s.close())
      for (const res of hanging) res.destroy()
      await lake.close()
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
      await rm(dataDir, { recursive: true, force: true })
    },
  }
}
