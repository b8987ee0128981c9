/**
 * `npm run visual:accept [name …]`: makes the new images of the last visual run the baselines, all of them or those
 * whose name contains one of the given words (`layout-footer`, `home-390`, `cart`). Review first:
 * `npm run visual:review`.
 *
 * When this Chromium has no baselines at all (a first run, or an `apt` upgrade of Chromium), it creates them: it runs
 * the story screenshots and the page screenshots (needs `npm run build`) in update mode. Commit the new folder.
 */
import { spawnSync } from 'node:child_process'
import { copyFileSync, existsSync, mkdirSync, rmSync } from 'node:fs'
import path from 'node:path'
import {
  baselineDir,
  browserKey,
  hasBaselines,
  projectRoot,
  resultDir,
  type Suite,
} from '../../harness/visual-baselines.ts'
import { changedShots } from './results.ts'

const words = process.argv.slice(2)
const key = browserKey()

function run(command: string, args: string[]): number {
  console.log(`\n$ ${command} ${args.join(' ')}`)
  return spawnSync(command, args, { cwd: projectRoot, stdio: 'inherit' }).status ?? 1
}

/** A first set of baselines for this Chromium: every story and every page, shot and written as the reference. */
function createBaselines(suites: Suite[]) {
  for (const suite of suites) mkdirSync(baselineDir(suite), { recursive: true })
  if (suites.includes('stories')) {
    // Vitest writes a missing reference and reports it as a failure ("a new one was created"): expected here.
    run('npx', ['vitest', 'run', '--project', 'storybook', '--update'])
  }
  if (suites.includes('pages')) {
    if (!existsSync(path.join(projectRoot, 'dist/node/index.mjs'))) {
      console.error('The page baselines need the built shop: run `npm run build`, then `npm run visual:accept` again.')
      rmSync(baselineDir('pages'), { recursive: true, force: true })
      process.exitCode = 1
      return
    }
    run('npx', ['playwright', 'test', 'tests/e2e/visual-pages.spec.ts', '--update-snapshots=all'])
  }
  for (const suite of suites) rmSync(resultDir(suite), { recursive: true, force: true })
  console.log(`\nBaselines for ${key} written to ${path.relative(projectRoot, path.dirname(baselineDir('stories')))}.`)
  console.log('Check them with `npm run test:visual` (twice: no difference), then commit the folder.')
}

const missing = (['stories', 'pages'] as const).filter((suite) => !hasBaselines(suite))
if (missing.length > 0) {
  console.log(`No ${missing.join(' or ')} baselines for ${key} yet: creating them.`)
  createBaselines([...missing])
} else {
  const chosen = changedShots().filter((shot) => words.length === 0 || words.some((w) => shot.name.includes(w)))
  if (chosen.length === 0) {
    console.log(
      words.length === 0
        ? 'Nothing to accept: the last visual run matched every baseline.'
        : `No changed screenshot matches ${words.join(', ')} (npm run visual:review lists them).`,
    )
  }
  for (const shot of chosen) {
    const target = path.join(baselineDir(shot.suite), `${shot.name}.png`)
    copyFileSync(shot.actual, target)
    for (const leftover of [shot.actual, shot.diff]) if (leftover) rmSync(leftover, { force: true })
    console.log(`accepted  ${shot.suite.padEnd(7)}  ${shot.name}  →  ${path.relative(projectRoot, target)}`)
  }
}
