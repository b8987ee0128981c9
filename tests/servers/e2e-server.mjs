// The server the e2e tests run against: the built shop on a fresh, throw-away data directory.
import { spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { withAllocatorEnv } from '../../server/allocator-env.mjs'

// playwright.config.ts names it (E2E_DATA_DIR), so tests can run the shop's commands against it; emptied first.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'shop-e2e-'))
if (process.env.E2E_DATA_DIR) {
  rmSync(dataDir, { recursive: true, force: true })
  mkdirSync(dataDir, { recursive: true, mode: 0o700 })
}
const port = process.env.PORT ?? '3210'
// The browser tests use every embedded default: CI's DATABASE_URL/REDIS_URL are for the adapter suites only
// (a shared Redis would carry rate-limit counters from one run to the next).
// The allocator's settings as `npm start` gives them (server/allocator-env.mjs).
const env = {
  ...withAllocatorEnv(process.env),
  DATA_DIR: dataDir,
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  // The account journeys read their verification and reset mails from the development outbox.
  DEV_MAIL: '1',
  // Tax invoices name the seller's ABN (docs/product.md §10.8).
  SHOP_ABN: '51 824 753 556',
}
for (const name of [
  'DATABASE_URL',
  'REDIS_URL',
  'SMTP_URL',
  'SANITY_PROJECT_ID',
  'STRIPE_SECRET_KEY',
  'CONTACT_FORM_ENDPOINT',
])
  delete env[name]
// The compiled server in one process, so a signal reaches the server itself.
const child = spawn(process.execPath, ['--enable-source-maps', 'dist/node/index.mjs'], {
  stdio: ['ignore', 'inherit', 'inherit'],
  env,
})
const stop = (signal) => child.kill(signal)
process.on('SIGTERM', () => stop('SIGTERM'))
process.on('SIGINT', () => stop('SIGINT'))
child.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true })
  process.exit(code ?? 0)
})
