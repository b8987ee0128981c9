// `npm run typegen:check`: regenerates the Studio schema and the GROQ result types (`npm run typegen`) and fails when
// either differs from the committed file, so a query or schema change cannot ship with stale types. The committed
// files are put back either way: a check never edits the tree.
import { spawnSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'

const generated = ['studio/schema.json', 'lib/content/sanity.types.ts']
const before = new Map(generated.map((file) => [file, readFileSync(file, 'utf8')]))

const run = spawnSync('npm', ['run', '--silent', 'typegen'], { stdio: ['ignore', 'ignore', 'inherit'] })
const after = new Map(generated.map((file) => [file, readFileSync(file, 'utf8')]))
for (const [file, text] of before) writeFileSync(file, text)

if (run.status !== 0) {
  console.error(`typegen:check: \`npm run typegen\` failed (exit ${run.status ?? run.signal})`)
  process.exit(1)
}
const stale = generated.filter((file) => before.get(file) !== after.get(file))
if (stale.length > 0) {
  console.error(`typegen:check: stale generated file(s): ${stale.join(', ')}. Run \`npm run typegen\` and commit them.`)
  process.exit(1)
}
console.log(`typegen:check: ${generated.join(' and ')} are current`)
