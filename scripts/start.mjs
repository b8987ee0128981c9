// `npm start`: build when the sources are newer than the last build, then run the compiled server.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { withAllocatorEnv } from '../server/allocator-env.mjs'

const entry = path.join('dist', 'node', 'index.mjs')
const stamp = path.join('dist', '.build-stamp')
const sources = [
  'pages',
  'components',
  'lib',
  'server',
  'seed',
  'public',
  'vite.config.ts',
  'vite.server.config.ts',
  'package-lock.json',
]

function newestMtime(entry) {
  if (!existsSync(entry)) return 0
  const stats = statSync(entry)
  if (!stats.isDirectory()) return stats.mtimeMs
  return readdirSync(entry).reduce((max, name) => Math.max(max, newestMtime(path.join(entry, name))), stats.mtimeMs)
}

const built = existsSync(stamp) && existsSync(entry) ? statSync(stamp).mtimeMs : 0
if (built < Math.max(...sources.map(newestMtime))) {
  console.log('Building the shop (sources changed since the last build)…')
  const result = spawnSync('npm', ['run', '--silent', 'build'], { stdio: 'inherit' })
  if (result.status !== 0) process.exit(result.status ?? 1)
  writeFileSync(stamp, new Date().toISOString())
}

// One child process, with signals passed on so SIGTERM shuts the shop down gracefully, and the allocator's settings
// (server/allocator-env.mjs: glibc reads them when a process starts, never later).
const server = spawn(process.execPath, ['--enable-source-maps', entry], {
  stdio: 'inherit',
  env: withAllocatorEnv(process.env),
})
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => process.exit(code ?? 0))
