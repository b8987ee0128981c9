// `npm run typegen:check`: extracts the Studio schema and generates the GROQ result types (what `npm run typegen`
// does) into a temporary folder and fails when either differs from the committed file, so a query or schema change
// cannot ship with stale types. It never writes to the tree: `npm test` runs it beside the type check, the lint and
// the build, which read those files.
import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'

const SCHEMA = 'lib/content/schema.json'
const TYPES = 'lib/content/sanity.types.ts'
// Inside the repository (ignored by git), so the generator formats with the project's Prettier settings.
const cache = path.join('node_modules', '.cache')
mkdirSync(cache, { recursive: true })
const tmp = mkdtempSync(path.join(cache, 'typegen-check-'))

/** A sanity command in studio/, where every sanity command runs (and resolves paths from); false when it failed. */
function sanity(args, env = {}) {
  const run = spawnSync('npx', ['sanity', ...args], {
    cwd: 'studio',
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  if (run.status !== 0)
    console.error(`typegen:check: \`sanity ${args.join(' ')}\` failed (exit ${run.status ?? run.signal})`)
  return run.status === 0
}

/** The committed generated files that differ from fresh ones, or undefined when a command failed. */
function staleFiles() {
  const schema = path.join(tmp, 'schema.json')
  const types = path.join(tmp, 'sanity.types.ts')
  // The types are generated from the committed schema (studio/sanity.cli.ts), so the file's `Source:` line is the
  // committed one; a stale schema fails its own comparison.
  const ok =
    sanity(['schema', 'extract', '--path', path.relative('studio', schema), '--enforce-required-fields']) &&
    sanity(['typegen', 'generate'], { TYPEGEN_CHECK_OUTPUT: path.relative('studio', types) })
  if (!ok) return undefined
  return [
    [SCHEMA, schema],
    [TYPES, types],
  ]
    .filter(([committed, fresh]) => readFileSync(committed, 'utf8') !== readFileSync(fresh, 'utf8'))
    .map(([committed]) => committed)
}

const stale = staleFiles()
rmSync(tmp, { recursive: true, force: true })
if (!stale) process.exit(1)
if (stale.length > 0) {
  console.error(`typegen:check: stale generated file(s): ${stale.join(', ')}. Run \`npm run typegen\` and commit them.`)
  process.exit(1)
}
console.log(`typegen:check: ${SCHEMA} and ${TYPES} are current`)
