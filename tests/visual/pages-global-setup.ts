/**
 * Playwright global setup (once per run, in the main process): clears the previous run's page differences, so
 * `npm run visual:review` lists what this run found. Not in a `beforeAll`: Playwright restarts its worker after a
 * failed test, which would run it again and drop the differences found so far.
 */
import { rmSync } from 'node:fs'
import { resultDir } from '@/harness/visual-baselines.ts'

export default function setup() {
  rmSync(resultDir('pages'), { recursive: true, force: true })
}
