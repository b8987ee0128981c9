/**
 * Vike on Express: in development Vite's middleware (HMR, on-demand transforms); otherwise the built assets
 * from dist/client with long-lived caching for hashed files, then renderPage for every other GET.
 */
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import express, { type Express, type Request, type Response } from 'express'
import { createDevMiddleware, renderPage } from 'vike/server'
import type { Logger } from './logger'
import type { PublicConfig } from './config'
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
  // Hashed files never change: cache for a year. Everything else (favicon, prerendered HTML) revalidates.
  app.use(
    '/assets',
    express.static(path.join(client, 'assets'), {
      immutable: true,
      maxAge: '1y',
      index: false,
      redirect: false,
      fallthrough: false,
    }),
  )
  app.use(express.static(client, { index: false, redirect: false, extensions: ['html'], maxAge: 0 }))
  return { close: async () => {} }
}

/** The catch-all page renderer; mount last. */
export function pageHandler({ publicConfig, logger, services }: SsrOptions) {
  return async (req: Request, res: Response) => {
    const pageContextInit = {
      urlOriginal: req.originalUrl,
      headersOriginal: req.headers,
      cspNonce: res.locals.cspNonce as string | undefined,
      // For per-client limits in +data hooks (server-only: never passed to the browser).
      clientIp: req.ip ?? 'unknown',
      publicConfig,
      ...services,
    }
    const pageContext = await renderPage(pageContextInit)
    const { httpResponse } = pageContext
    // A deliberate `render(503)`/`render(404)` from a page is not a failure of ours; the hook that threw it logged why.
    if (pageContext.errorWhileRendering && !pageContext.abortStatusCode) {
      logger.error({ err: pageContext.errorWhileRendering, url: req.originalUrl }, 'page render failed')
    }
    for (const [name, value] of httpResponse.headers) {
      // Our helmet policy (with the same nonce) is the one that counts.
      if (name.toLowerCase() !== 'content-security-policy') res.setHeader(name, value)
    }
    res.status(httpResponse.statusCode)
    httpResponse.pipe(res)
  }
}
