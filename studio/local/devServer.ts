/**
 * Runs in the Sanity CLI (Node), never in the browser: turns `sanity dev` into the local Studio's only origin.
 * It serves HTTPS with HTTP/2 (Studio keeps about seven listen streams open, more than HTTP/1.1's six connections
 * per host allow) and forwards every API call to the shop's embedded content lake, so the storefront and the
 * Studio share one lake process. docs/adr/0008-local-studio.md
 */
import { readFileSync } from 'node:fs'
import http, { type IncomingHttpHeaders } from 'node:http'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { CliConfig } from 'sanity/cli'
import { LOCAL_ENV } from './options'

/** Where the shop mounts its lake (server/content-lake/assets.ts LAKE_MOUNT_PATH). */
const LAKE_MOUNT_PATH = '/content'
/** Sanity API paths (versioned data/project calls, image CDN) and asset URLs under the lake's mount. */
const API_PATH = /^\/(v(\d{4}-\d{2}-\d{2}|1|X)\/|images\/|content\/)/
/**
 * The shop's own GraphQL endpoint, for the Orders tool (studio/tools/orders/endpoint.ts): forwarded as it is, not
 * under the lake's mount, so the tool calls it on the Studio's origin and needs no CORS.
 */
const GRAPHQL_PATH = /^\/graphql(\?|$)/
/** HTTP/1.1 connection headers, which HTTP/2 forbids in a response. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection', 'host'])
/** Only this machine's names may reach the lake through the dev server (no DNS rebinding). */
const LOCAL_HOST = /^(localhost|[a-z0-9-]+\.localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/i

const agent = new http.Agent({ keepAlive: true })

/** The Vite config the Sanity CLI hands over (its own Vite 7, not the shop's Vite 8: hence no import from 'vite'). */
type ViteConfig = Parameters<Extract<NonNullable<CliConfig['vite']>, (...args: never[]) => unknown>>[0]
type Plugin = NonNullable<ViteConfig['plugins']>[number]
type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void

function forwardHeaders(headers: IncomingHttpHeaders): http.OutgoingHttpHeaders {
  const out: http.OutgoingHttpHeaders = {}
  for (const [name, value] of Object.entries(headers)) {
    if (name.startsWith(':') || HOP_BY_HOP.has(name) || value === undefined) continue
    out[name] = value
  }
  return out
}

/** Forwards one API request to the shop and streams the answer back (server-sent events included). */
function proxy(shopOrigin: string, lakeToken: string | undefined): Middleware {
  const upstream = new URL(shopOrigin)
  return (req, res, next) => {
    const url = req.url ?? '/'
    const graphql = GRAPHQL_PATH.test(url)
    if (!graphql && !API_PATH.test(url)) return next()
    if (!LOCAL_HOST.test(String(req.headers.host ?? req.headers[':authority'] ?? ''))) {
      res.statusCode = 421
      res.end('Misdirected request: the local Studio answers on localhost names only')
      return
    }
    const path = graphql || url.startsWith(`${LAKE_MOUNT_PATH}/`) ? url : `${LAKE_MOUNT_PATH}${url}`
    const image = url.startsWith('/images/') || url.startsWith(`${LAKE_MOUNT_PATH}/images/`)
    const headers = { ...forwardHeaders(req.headers), host: upstream.host }
    if (image && req.method === 'GET' && lakeToken && !headers.authorization)
      headers.authorization = `Bearer ${lakeToken}`
    // A request without a body can be sent again: the only case where that is needed is a kept-alive connection the
    // shop closed as it was reused (Node's documented race), which no request on it had reached.
    const bodiless = req.method === 'GET' || req.method === 'HEAD'
    const send = (retry: boolean) => {
      const outgoing = http.request(
        {
          protocol: upstream.protocol,
          hostname: upstream.hostname,
          port: upstream.port,
          method: req.method,
          path,
          headers,
          agent,
        },
        (answer) => {
          const answerHeaders = forwardHeaders(answer.headers)
          // Studio builds image URLs on https://localhost:<port> while it runs on https://local.localhost:<port>;
          // the shop's same-origin resource policy would block them as cross-origin.
          if (image) answerHeaders['cross-origin-resource-policy'] = 'cross-origin'
          res.writeHead(answer.statusCode ?? 502, answerHeaders)
          // Server-sent events must reach the browser as they come.
          res.flushHeaders?.()
          answer.pipe(res)
        },
      )
      outgoing.on('error', (err: NodeJS.ErrnoException) => {
        if (bodiless && retry && outgoing.reusedSocket && err.code === 'ECONNRESET' && !res.headersSent) {
          return send(false)
        }
        if (res.headersSent) return res.destroy()
        res.statusCode = 502
        res.setHeader('content-type', 'application/json')
        res.end(
          JSON.stringify({
            error: { type: 'badGateway', description: `The shop at ${shopOrigin} did not answer: ${err.message}` },
          }),
        )
      })
      res.on('close', () => outgoing.destroy())
      if (bodiless) outgoing.end()
      else req.pipe(outgoing)
    }
    send(true)
  }
}

function lakeProxyPlugin(shopOrigin: string, lakeToken: string | undefined): Plugin {
  return {
    name: 'noor-local-content-lake',
    configureServer(server: { middlewares: { use(handler: Middleware): void } }) {
      // Before Vite's own middlewares: API paths never reach the Studio's module server.
      server.middlewares.use(proxy(shopOrigin, lakeToken))
    },
  }
}

/**
 * The `vite` option of sanity.cli.ts: unchanged unless `npm run studio` set the local variables, in which case the
 * dev server listens on loopback with the *.localhost certificate and forwards the API.
 */
export function localLakeVite(config: ViteConfig): ViteConfig {
  const shopOrigin = process.env[LOCAL_ENV.shopOrigin]
  const key = process.env[LOCAL_ENV.tlsKey]
  const cert = process.env[LOCAL_ENV.tlsCert]
  if (!shopOrigin || !key || !cert) return config
  return {
    ...config,
    server: {
      ...config.server,
      host: '127.0.0.1',
      strictPort: true,
      // With `https` and no `proxy`, Vite serves HTTP/2 (allowHTTP1 for the HMR websocket).
      https: { key: readFileSync(key), cert: readFileSync(cert) },
    },
    plugins: [...(config.plugins ?? []), lakeProxyPlugin(shopOrigin, process.env[LOCAL_ENV.lakeToken])],
  }
}
