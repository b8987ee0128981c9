// The servers the Studio browser tests run against: the built shop on a throw-away data directory, then
// `npm run studio`'s command, which finds that shop (same DATA_DIR and token) and serves the Studio over HTTPS.
import { spawn } from 'node:child_process'
import { rmSync } from 'node:fs'

const dataDir = process.env.DATA_DIR
if (!dataDir) throw new Error('e2e-studio-server.mjs needs DATA_DIR (playwright.studio.config.ts sets it)')
rmSync(dataDir, { recursive: true, force: true })
// DEV_MAIL: the tests read the shop's outbox at /dev/mail, as the e2e steps do (tests/servers/e2e-server.mjs).
const env = { ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn', DEV_MAIL: '1' }
// The browser tests use every embedded default (see tests/servers/e2e-server.mjs).
for (const name of [
  'DATABASE_URL',
  'REDIS_URL',
  'SMTP_URL',
  'SANITY_PROJECT_ID',
  'SANITY_STUDIO_PROJECT_ID',
  'STRIPE_SECRET_KEY',
])
  delete env[name]

const children = []
const run = (args) => {
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'inherit', 'inherit'], env })
  children.push(child)
  child.on('exit', (code) => stop(code ?? 0))
  return child
}
let stopping = false
function stop(code) {
  if (stopping) return
  stopping = true
  for (const child of children) child.kill('SIGTERM')
  Promise.all(
    children.map((child) => (child.exitCode === null ? new Promise((r) => child.once('exit', r)) : null)),
  ).then(() => {
    rmSync(dataDir, { recursive: true, force: true })
    process.exit(code)
  })
}
process.on('SIGTERM', () => stop(0))
process.on('SIGINT', () => stop(0))

run(['--enable-source-maps', 'dist/node/index.mjs'])
// Waits for the shop by itself (it probes the lake before starting a shop of its own, which it must not need).
const healthz = `http://127.0.0.1:${env.PORT}/healthz`
for (let i = 0; i < 600; i++) {
  try {
    if ((await fetch(healthz)).ok) break
  } catch {
    // not listening yet
  }
  await new Promise((resolve) => setTimeout(resolve, 200))
}
run(['--import', 'tsx', 'scripts/studio.ts'])
