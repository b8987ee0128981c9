// The server the e2e tests run against: the built shop on a fresh, throw-away data directory.
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-e2e-'))
const port = process.env.PORT ?? '3210'
// The browser tests use every embedded default: CI's DATABASE_URL/REDIS_URL are for the adapter suites only
// (a shared Redis would carry rate-limit counters from one run to the next).
const env = {
  ...process.env,
  DATA_DIR: dataDir,
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  // The account journeys read their verification and reset mails from the development outbox.
  DEV_MAIL: '1',
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
