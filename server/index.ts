/** Starts the shop: configuration, services, the app, listen, and a graceful shutdown on SIGTERM/SIGINT. */
import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { createApp } from './app'
import { ConfigError, loadConfig } from './config'
import { createLogger } from './logger'
import { openServices } from './services'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
process.chdir(root)

async function main() {
  const config = loadConfig()
  const logger = createLogger(config.logLevel)
  // Built assets when asked for (npm start) or in production; Vite's dev server otherwise.
  const useBuild = config.isProduction || process.argv.includes('--built')
  if (useBuild && !existsSync(path.join(root, 'dist', 'server'))) {
    throw new ConfigError('No build found in dist/. Run `npm run build` first (npm start does this for you).')
  }

  const services = await openServices(config, logger)
  const { app, close: closeApp } = await createApp({ config, logger, services, root, useBuild })
  const server = app.listen(config.port, config.host, () => {
    logger.info(
      { url: config.publicUrl, mode: useBuild ? 'built' : 'development' },
      `shop listening on port ${config.port}`,
    )
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
    server.close(async () => {
      await Promise.allSettled([closeApp(), services.close()])
      logger.info('stopped')
      process.exit(0)
    })
    server.closeIdleConnections()
  }
  process.on('SIGTERM', () => shutdown('SIGTERM'))
  process.on('SIGINT', () => shutdown('SIGINT'))
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(`\n${error.message}\n`)
  } else {
    console.error(error)
  }
  process.exit(1)
})
