/**
 * Vike on Express: in development Vite's middleware (HMR, on-demand transforms); otherwise the built assets
 * from dist/client with long-lived caching for hashed files, then renderPage for every other GET — through the
 * page cache (server/page-cache) when the shop is built.
 */
import { readdirSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import express, { type Express, type Request, type Response } from 'express'
import { createDevMiddleware, renderPage } from 'vike/server'
import { FONTS_FOLDER } from '@/lib/fonts'
import { isSecretLinkPath, redactSecretLink } from '@/lib/route-table'
import { setDraftHeaders, withoutCacheHeaders } from './draft-mode/headers'
import type { DraftMode } from './draft-mode/index'
import { draftCookieValue } from './draft-mode/session'
import type { Logger } from './logger'
import type { PublicConfig } from './config'
import { sendCachedPage, type CachedPage, type PageCache } from './page-cache/index'
import { canonicalRedirect } from './page-cache/canonical-path'
import { pageCacheKey } from './page-cache/key'
import { runInRenderScope } from './page-cache/render-scope'
import { lowerScriptPriority } from './script-priority'
import type { PageServices } from './services'

/** Vite's own default `server.fs.deny`; setting the option replaces it, so it is repeated. */
const VITE_DEFAULT_DENY = ['.env', '.env.*', '*.{crt,pem,key,p12,pfx,cer,der}', '.npmrc', '.yarnrc.yml', '**/.git/**']

export interface SsrOptions {
  /** DATA_DIR: never served by Vite's dev server. */
  dataDir: string
  root: string
  /** Serve dist/ (true) or run Vite's dev middleware (false). */
  useBuild: boolean
  publicConfig: PublicConfig
  logger: Logger
  /** Server-only services for +data hooks (the built server bundle has its own module instances, so they travel in pageContext). */
  services: PageServices
  /** Built shop only: pages that allow it (`pageCache` in their +config) are served from here. */
  pageCache?: PageCache
  /** Draft preview: a request with a draft session reads drafts and is never cached (server/draft-mode). */
  draftMode?: Pick<DraftMode, 'session'>
}

/** Static files and HMR; mount before the API routes so assets never hit them. */
export async function mountAssets(app: Express, options: SsrOptions): Promise<{ close(): Promise<void> }> {
  const { root, useBuild } = options
  if (!useBuild) {
    // Vite serves any file under the root: the data directory (secrets, database, dataset) must never be one of them.
    const dataDir = path.relative(root, options.dataDir) || '.'
    const deny = [...VITE_DEFAULT_DENY, '.data/**', `${dataDir}/**`, `${options.dataDir}/**`]
    const { devMiddleware, viteServer } = await createDevMiddleware({
      root,
      viteConfig: { server: { fs: { deny } } },
    })
    app.use(devMiddleware)
    return { close: () => viteServer.close() }
  }
  // Load this build's server entry ourselves: Vike's fallback (an import path written into node_modules at build
  // time) breaks when node_modules is shared with another checkout or the build moves.
  await import(pathToFileURL(path.join(root, 'dist', 'server', 'entry.mjs')).href)
  const client = path.join(root, 'dist', 'client')
  // Hashed files never change: cache for a year. Everything else (favicon, prerendered HTML) revalidates. Vite's
  // assets, and the font files the build writes beside them (components/ui/fontFiles.ts).
  const hashed = ['assets', FONTS_FOLDER]
  for (const folder of hashed) {
    app.use(`/${folder}`, (req, res, next) => {
      // serve-static answers other methods with an empty 405: say why.
      if (req.method === 'GET' || req.method === 'HEAD') return next()
      res
        .set('Allow', 'GET, HEAD')
        .status(405)
        .json({ error: { message: 'Assets can only be read (GET or HEAD)' } })
    })
    app.use(
      `/${folder}`,
      express.static(path.join(client, folder), {
        immutable: true,
        maxAge: '1y',
        index: false,
        redirect: false,
        fallthrough: false,
      }),
    )
  }
  // The other files (favicon, prerendered pages' pageContext.json) are few and fixed for the life of the build, so
  // only their URLs go through serve-static: every page URL would otherwise cost a stat and an error object.
  const serveFile = express.static(client, { index: false, redirect: false, extensions: ['html'], maxAge: 0 })
  const files = new Set(filesUnder(client, hashed).flatMap((file) => [file, file.replace(/\.html$/, '')]))
  // In draft mode a prerendered page is rendered like the others, so it carries the bar and may be framed by Studio.
  app.use((req, res, next) =>
    files.has(req.path) && !draftCookieValue(req.headers.cookie) ? serveFile(req, res, next) : next(),
  )
  return { close: async () => {} }
}

/** URL paths (`/favicon.svg`, `/our-story/index.pageContext.json`) of the files under `dir`, but not in `skip`. */
function filesUnder(dir: string, skip: string[]): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((file) => !skip.some((folder) => file.startsWith(`${folder}/`)))
    .map((file) => `/${file}`)
}

/** The catch-all page renderer; mount last. */
export function pageHandler(options: SsrOptions) {
  const { pageCache } = options
  /**
   * Renders in progress per URL. A burst for a page nobody has cached yet (a sale starts, the content changed)
   * waits for the one render instead of rendering it once per request: on a busy machine N renders of the same
   * page each take N times longer, and none finishes before its client gives up (docs/reliability.md).
   */
  const rendering = new Map<string, Promise<CachedPage | undefined>>()
  return async (req: Request, res: Response) => {
    // `/%70roducts` is `/products` spelled otherwise: one address per page (T4-5, docs/security.md §3).
    const canonical = canonicalRedirect(req.originalUrl)
    if (canonical !== undefined) return res.redirect(301, canonical)
    const draft = options.draftMode && (await options.draftMode.session(req))
    // Draft mode: past the page cache both ways, never coalesced with a shopper's render.
    if (draft) return renderAndSend(options, req, res, undefined, () => {}, draft)
    // Undefined: a URL rendered per request and never stored (N8, server/page-cache/key.ts).
    const key = pageCache ? pageCacheKey(req.originalUrl) : undefined
    const cached = key !== undefined ? await pageCache!.lookup(key) : undefined
    if (cached) return sendCachedPage(req, res, cached, 'HIT', (headers) => pageCache!.prepare(key!, cached, headers))
    const coalesce = key !== undefined && req.method === 'GET'
    const inProgress = coalesce ? rendering.get(key) : undefined
    if (inProgress) {
      const page = await inProgress
      if (page) return sendCachedPage(req, res, page, 'HIT')
    }
    let settle: (page: CachedPage | undefined) => void = () => {}
    if (coalesce && !rendering.has(key)) {
      const render = new Promise<CachedPage | undefined>((resolve) => (settle = resolve))
      rendering.set(key, render)
      void render.then(() => rendering.delete(key))
    }
    try {
      await renderAndSend(options, req, res, key, settle)
    } finally {
      // Not cacheable, or the render failed: the waiting requests render for themselves.
      settle(undefined)
    }
  }
}

/** What a page's hooks get besides Vike's own (pages/types.d.ts); the server-only parts never reach the browser. */
function pageContextInit(req: Request, res: Response, { publicConfig, services }: SsrOptions, draft?: Draft) {
  return {
    urlOriginal: req.originalUrl,
    headersOriginal: req.headers,
    // Development only: Vite's inline preamble needs it. Built pages have no inline script at all.
    cspNonce: res.locals.cspNonce,
    // For per-client limits in +data hooks (server-only: never passed to the browser).
    clientIp: req.ip ?? 'unknown',
    // Without the publishable key the browser never loads Stripe.js on a page whose URL holds a token.
    publicConfig: isSecretLinkPath(req.path) ? { ...publicConfig, stripePublishableKey: undefined } : publicConfig,
    ...services,
    // Draft preview: the pages read drafts, and the browser learns it (the bar, live updates).
    ...(draft ? { catalogue: draft.catalogue, draftMode: { studioOrigin: draft.studioOrigin } } : {}),
  }
}

type Draft = NonNullable<Awaited<ReturnType<DraftMode['session']>>>

/** Renders the page and answers; a page the cache may keep is stored first and handed to `settle`. */
async function renderAndSend(
  options: SsrOptions,
  req: Request,
  res: Response,
  key: string | undefined,
  settle: (page: CachedPage | undefined) => void,
  draft?: Draft,
): Promise<void> {
  const { logger, services, pageCache } = options
  const init = pageContextInit(req, res, options, draft)
  const { pageContext, scope } = await runInRenderScope(services.catalogue.changeCount, async (scope) => ({
    pageContext: await renderPage(init),
    scope,
  }))
  const { httpResponse } = pageContext
  // A deliberate `render(503)`/`render(404)` from a page is not a failure of ours; the hook that threw it logged why.
  if (pageContext.errorWhileRendering && !pageContext.abortStatusCode) {
    logger.error({ err: pageContext.errorWhileRendering, url: redactSecretLink(req.originalUrl) }, 'page render failed')
  }
  // Our helmet policy is the one that counts.
  const own = httpResponse.headers.filter(([name]) => name.toLowerCase() !== 'content-security-policy')
  const headers = draft ? withoutCacheHeaders(own) : own
  const cacheable =
    pageCache &&
    key !== undefined &&
    req.method === 'GET' &&
    httpResponse.statusCode === 200 &&
    !pageContext.errorWhileRendering &&
    pageContext.config?.pageCache === true &&
    // A page that asks every cache not to store it (its own headersResponse) is not stored here either.
    !headers.some(([name, value]) => name.toLowerCase() === 'cache-control' && /no-store/.test(value))
  const html = headers.some(([name, value]) => name.toLowerCase() === 'content-type' && value.startsWith('text/html'))
  const body = async () => {
    const text = await httpResponse.getBody()
    return html ? lowerScriptPriority(text) : text
  }
  if (cacheable) {
    const kept = headers.filter(([name]) => name.toLowerCase() !== 'cache-control')
    const page = await pageCache.save(key, { status: 200, headers: kept, body: await body() }, scope)
    settle(page)
    return sendCachedPage(req, res, page, 'MISS', (headers) => pageCache.prepare(key, page, headers))
  }
  for (const [name, value] of headers) res.setHeader(name, value)
  if (draft) setDraftHeaders(res, draft)
  res.status(httpResponse.statusCode)
  // Pages are not streamed (vike-react without streaming), so the whole body is at hand anyway.
  res.end(await body())
}
