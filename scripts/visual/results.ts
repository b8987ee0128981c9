/**
 * What the last visual run left in .visual/results/<chromium-N>/<suite>/ (harness/visual-baselines.ts): for every
 * screenshot that differs from its baseline, the new image (`<name>-actual.png`) and the difference (`<name>-diff.png`);
 * for one that has no baseline yet, the new image alone (`<name>-reference.png`, Vitest's name for it).
 */
import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { baselineDir, resultDir, type Suite } from '../../harness/visual-baselines.ts'

export interface ChangedShot {
  suite: Suite
  /** The story id or `<page>-<width>`, e.g. `layout-footer-default` or `home-390`. */
  name: string
  /** The committed baseline (absent for a new screenshot). */
  baseline: string | undefined
  /** What the last run rendered. */
  actual: string
  /** Changed pixels in red, when the sizes agree. */
  diff: string | undefined
}

const SUITES: Suite[] = ['stories', 'pages']

export function changedShots(): ChangedShot[] {
  const shots: ChangedShot[] = []
  for (const suite of SUITES) {
    const dir = resultDir(suite)
    if (!existsSync(dir)) continue
    for (const file of readdirSync(dir).sort()) {
      const match = /^(.*)-(actual|reference)\.png$/.exec(file)
      if (!match) continue
      const name = match[1]!
      const baseline = path.join(baselineDir(suite), `${name}.png`)
      const diff = path.join(dir, `${name}-diff.png`)
      shots.push({
        suite,
        name,
        baseline: existsSync(baseline) ? baseline : undefined,
        actual: path.join(dir, file),
        diff: existsSync(diff) ? diff : undefined,
      })
    }
  }
  return shots
}
