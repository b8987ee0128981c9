/**
 * Where the visual tests keep their images (README.md, "Reviewing a visual change"), shared by the story screenshots
 * (vitest project `storybook`), the page screenshots (tests/e2e/visual-pages.spec.ts) and `npm run visual:review` /
 * `npm run visual:accept`.
 *
 * Baselines live in the repository, one folder per Chromium major version: font rasterising and anti-aliasing change
 * between Chromium releases, so an `apt` upgrade of Debian's Chromium asks for new baselines instead of failing.
 * A run's new and diff images go to `.visual/results/` (ignored by git), under the same relative path as the baseline.
 */
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromiumPath } from './chromium.ts'

export const projectRoot = fileURLToPath(new URL('../', import.meta.url))
export const baselinesRoot = path.join(projectRoot, 'tests/visual/baselines')
export const resultsRoot = path.join(projectRoot, '.visual/results')
export const reviewRoot = path.join(projectRoot, '.visual/review')

/** The running Chromium's major version, e.g. `156`, from `chromium --version`. */
export function chromiumMajor(): string {
  const override = process.env.VISUAL_CHROMIUM_MAJOR
  if (override) return override
  const out = execFileSync(chromiumPath, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })
  const match = /(\d+)\.\d+\.\d+\.\d+/.exec(out)
  if (!match) throw new Error(`Could not read the Chromium version from "${out.trim()}" (${chromiumPath} --version)`)
  return match[1]!
}

/** `chromium-156`: the folder of this Chromium's baselines and results. */
export function browserKey(): string {
  return `chromium-${chromiumMajor()}`
}

export type Suite = 'stories' | 'pages'

/** The folder holding one suite's baselines for the running Chromium. */
export function baselineDir(suite: Suite, key = browserKey()): string {
  return path.join(baselinesRoot, key, suite)
}

/** The folder holding one suite's new and diff images of the last run. */
export function resultDir(suite: Suite, key = browserKey()): string {
  return path.join(resultsRoot, key, suite)
}

/** Whether baselines exist for this Chromium; without them the visual checks are skipped with a printed reason. */
export function hasBaselines(suite: Suite, key = browserKey()): boolean {
  return existsSync(baselineDir(suite, key))
}

/** The reason printed when a suite has no baselines for the running Chromium. */
export function missingBaselinesMessage(suite: Suite, key = browserKey()): string {
  return (
    `Visual ${suite}: no baselines for ${key} in ${path.relative(projectRoot, baselineDir(suite, key))}, ` +
    `so the ${suite} are not compared with anything (this does not fail the tests). ` +
    `Create them on this machine with \`npm run visual:accept\` and commit the folder.`
  )
}
