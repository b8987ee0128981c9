import { storybookTest } from '@storybook/addon-vitest/vitest-plugin'
import { playwright } from '@vitest/browser-playwright'
import { defineConfig } from 'vitest/config'
import { BaseSequencer, type TestSpecification } from 'vitest/node'
import path from 'node:path'
import { chromiumLaunchArgs, chromiumPath } from './harness/chromium.ts'
import { baselineDir, resultDir } from './harness/visual-baselines.ts'

// Unit tests run in Node (or jsdom per file with `// @vitest-environment jsdom`);
// integration tests start real servers on loopback, so they get longer time-outs and run one file at a time (npm test
// runs the project in two halves side by side, `--shard`, so the two slots of test:checks end together);
// every story renders in headless Chromium (Debian's, nothing downloaded), runs its `play` and an axe check, and is
// compared with its screenshot baseline (tests/visual/story-screenshots.ts).
/**
 * The app files that took longest in the last clean-clone CI run (docs/testing.md), longest first. Without Vitest's
 * cache of durations (a clean clone has none) it starts the largest files first, and reliability.test.ts is small
 * but 95 s long: it started last and ran alone at the end while the other worker had nothing left (issue 34).
 */
const APP_LONGEST_FIRST = [
  'tests/app/production-safety.test.ts',
  'tests/app/accounts-security.test.ts',
  'tests/app/accounts-recovery.test.ts',
  'tests/app/reliability.test.ts',
  'tests/app/page-cache.test.ts',
]

/** Vitest's order (the cache's durations, else size), with the files above moved to the front in their order. */
class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files)
    const rank = (spec: TestSpecification) => {
      const at = APP_LONGEST_FIRST.findIndex((file) => spec.moduleId.endsWith(`/${file}`))
      return at < 0 ? APP_LONGEST_FIRST.length : at
    }
    return sorted
      .map((spec, at) => ({ spec, at }))
      .sort((a, b) => rank(a.spec) - rank(b.spec) || a.at - b.at)
      .map(({ spec }) => spec)
  }
}

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    sequence: { sequencer: LongestFirst },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}', 'studio/**/*.test.ts', 'seed/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['tests/unit/setup.ts'],
          // A jsdom form test types, submits and waits for its answer: a few seconds beside another stage of
          // `npm test` on two cores. Time-outs guard against hangs; speed is measured in benchmarks.
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        extends: true,
        test: {
          // The whole compiled shop in its own process (harness/shop.ts); needs `npm run build` first. Two files at a
          // time (one per core): each waits on its shop's process most of the time, and every shop has its own
          // port and data directory (npm test runs this project alone, docs/testing.md).
          name: 'app',
          include: ['tests/app/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 180_000,
          fileParallelism: true,
          maxWorkers: 2,
        },
      },
      {
        // Storybook's own Vite config (React, styled-components' Babel plugin, the Vike stand-ins).
        extends: '.storybook/vite.config.ts',
        plugins: [storybookTest({ configDir: '.storybook' })],
        test: {
          name: 'storybook',
          globalSetup: ['tests/visual/story-global-setup.ts'],
          setupFiles: ['.storybook/vitest.setup.ts', 'tests/visual/story-screenshots.ts'],
          // Vitest's copies of a failed comparison's images, next to the visual results (ignored by git).
          attachmentsDir: '.visual/attachments',
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: { executablePath: chromiumPath, args: chromiumLaunchArgs },
              // Room for the story's frame at full size (1200×900 desktop, 390×844 phone): Vitest scales a frame
              // down to fit the window, which would blur every screenshot.
              contextOptions: { viewport: { width: 1600, height: 1200 } },
            }),
            instances: [{ browser: 'chromium' }],
            // A failed story's own screenshot is noise next to the visual diff; the baselines are per Chromium version.
            screenshotFailures: false,
            expect: {
              toMatchScreenshot: {
                resolveScreenshotPath: ({ arg, ext }) => path.join(baselineDir('stories'), `${arg}${ext}`),
                resolveDiffPath: ({ arg, ext }) => path.join(resultDir('stories'), `${arg}${ext}`),
              },
            },
          },
        },
      },
    ],
  },
})
