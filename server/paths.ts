/**
 * Where the project's files are, whether this module runs from source (tsx, Vitest) or from the server bundle
 * (dist/node/index.mjs): the nearest folder above this module that holds package.json.
 */
import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

function findProjectRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'package.json'))) return dir
    if (path.dirname(dir) === dir) throw new Error(`No package.json above ${from}`)
  }
}

export const projectRoot = findProjectRoot(path.dirname(fileURLToPath(import.meta.url)))

/** The committed SQL migrations; read at start-up by both database adapters. */
export const migrationsFolder = path.join(projectRoot, 'server', 'db', 'migrations')

/**
 * Vike's manifest of the client build (`npm run build`): every hashed script, style and font it wrote, so it differs
 * between any two builds that differ.
 */
export const CLIENT_MANIFEST = path.join(projectRoot, 'dist', 'assets.json')

/** The compiled server that `npm start` runs (built by `npm run build` from server/index.ts). */
export const SERVER_BUNDLE = path.join('dist', 'node', 'index.mjs')

/** The content lake's query worker, built next to the server bundle (a second entry in vite.server.config.ts). */
export const QUERY_WORKER_BUNDLE = path.join('dist', 'node', 'lake-query-worker.mjs')
