/**
 * Global setup of the `storybook` project (Node side): tells the browser whether this Chromium has story baselines,
 * clears the previous run's differences, and says once, clearly, when it has none (the stories still run their behaviour and accessibility checks).
 */
import { rmSync } from 'node:fs'
import type { TestProject } from 'vitest/node'
import { hasBaselines, missingBaselinesMessage, resultDir } from '@/harness/visual-baselines.ts'

export default function setup(project: TestProject) {
  // The review lists what this run found, not what an earlier one did.
  rmSync(resultDir('stories'), { recursive: true, force: true })
  const compared = hasBaselines('stories')
  if (!compared) console.warn(`\n⚠ ${missingBaselinesMessage('stories')}\n`)
  project.provide('visualStoriesCompared', compared)
}
