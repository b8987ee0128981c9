/** Starts the shop: configuration, services, the app, listen, and a graceful shutdown on SIGTERM/SIGINT. */
import { existsSync } from 'node:fs'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { createApp } from './app'
import { ConfigError, loadConfig } from './config'
import { claimDataDir } from './instance-lock'
import { boundHeapGrowth } from './heap-growth'
import { createLogger } from './logger'
import { moneyLane } from './money-lane'
import { projectRoot } from './paths'
import { openServices } from './services'

export interface StartOptions {
  /** Serve the build in dist/ (the compiled entry) or run Vite's dev middleware (`npm run dev`). */
  useBuild: boolean
}

export function start({ useBuild }: StartOptions): void {
  boundHeapGrowth()
  // The configuration follows what the operator declared; NODE_ENV unset means a local run.
  const declared = { ...process.env }
  // Libraries (React, Vike, Express) choose their production code paths by NODE_ENV: a built shop is optimised
  // even on a local run, where the shop itself keeps its embedded defaults (docs/architecture.md).
  if (useBuild && process.env.NODE_ENV === undefined) process.env.NODE_ENV = 'production'
  process.chdir(projectRoot)
  run(declared, useBuild).catch((error: unknown) => {
    console.error(error instanceof ConfigError ? `\n${error.message}\n` : error)
    process.exit(1)
  })
}

async function run(env: NodeJS.ProcessEnv, useBuild: boolean) {
  const config = loadConfig(env)
  const logger = createLogger(config.logLevel)
  if (useBuild && !existsSync(path.join(projectRoot, 'dist', 'server'))) {
    throw new ConfigError('No build found in dist/. Run `npm run build` first (npm start does this for you).')
  }

  claimDataDir(config)
  const services = await openServices(config, logger)
  const { handler, close: closeApp } = await createApp({ config, logger, services, root: projectRoot, useBuild })
  // The money path gets a lane of its own while pages are browsed (docs/reliability.md, "Sale day").
  const listener = moneyLane(handler, { perTurn: config.pageLanePerTurn })
  const server = createServer(listener).listen(config.port, config.host, () => {
    // The bound port (PORT=0 picks a free one), so a supervisor or a test can read where the shop is.
    const { port } = server.address() as AddressInfo
    logger.info(
      { url: config.publicUrl, host: config.host, port, mode: useBuild ? 'built' : 'development' },
      `shop listening on ${config.host}:${port}`,
    )
    services.listening(port)
  })
  server.on('error', (error) => {
    logger.fatal({ err: error }, 'server failed to start')
    process.exit(1)
  })

  let stopping = false
  const shutdown = (signal: string) => {
    if (stopping) return
    stopping = true
    logger.info({ signal }, 'shutting down')
    const force = setTimeout(() => {
      logger.warn('forced exit after 10 s')
      process.exit(1)
    }, 10_000)
    force.unref()
    // Requests already on a kept-alive connection are answered, then that connection closes (no client is reset).
    // Prepended: it must run before the page cache's fast path, which answers within the same call.
    server.prependListener('request', (_req: IncomingMessage, res: ServerResponse) => {
      if (!res.headersSent) res.setHeader('Connection', 'close')
    })
    // Node's close() would also drop idle kept-alive connections at once, resetting a client that is sending its next
    // request on one at that moment. Such a request is answered (with Connection: close); the connections still idle
    // a second later are closed then.
    const closeIdle = server.closeIdleConnections.bind(server)
    server.closeIdleConnections = () => {}
    server.close(() => {
      void Promise.allSettled([closeApp(), services.close()]).then(() => {
        logger.info('stopped')
        process.exit(0)
      })
    })
    setTimeout(closeIdle, 1_000).unref()
  }
  process.on('SIGTERM', () => shutdown('SIGTERM'))
  process.on('SIGINT', () => shutdown('SIGINT'))
}
