// The server the e2e tests run against: the built shop on a fresh, throw-away data directory.
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-e2e-'))
const port = process.env.PORT ?? '3210'
const child = spawn('npx', ['tsx', 'server/index.ts', '--built'], {
  stdio: ['ignore', 'inherit', 'inherit'],
  env: { ...process.env, DATA_DIR: dataDir, PUBLIC_URL: `http://127.0.0.1:${port}`, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' },
})
const stop = (signal) => child.kill(signal)
process.on('SIGTERM', () => stop('SIGTERM'))
process.on('SIGINT', () => stop('SIGINT'))
child.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true })
  process.exit(code ?? 0)
})
