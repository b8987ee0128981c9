import os from 'node:os'
import path from 'node:path'
import { defineConfig, devices } from '@playwright/test'
import { chromiumLaunchArgs, chromiumPath } from './harness/chromium.ts'
import { playwrightTrace } from './harness/playwright-trace.ts'
import { E2E_CONTENT_LAKE_TOKEN } from './tests/helpers/e2e-content.ts'
import { baselineDir } from './harness/visual-baselines.ts'

const port = Number(process.env.E2E_PORT ?? 3210)
/**
 * The shop's throw-away data directory (emptied at each start): tests run the shop's own commands against it, e.g.
 * `npm run staff -- grant` (tests/e2e/returns.spec.ts), as the Studio suite does.
 */
export const E2E_SHOP_DATA_DIR = path.join(os.tmpdir(), `shop-e2e-${port}`)
/** The shop's port, for the same commands. */
export const E2E_SHOP_PORT = port

/**
 * End-to-end tests run the built shop (npm run build first; `npm test` does) with every embedded default,
 * in a throw-away data directory, on Debian's Chromium. Nothing is downloaded.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // The page screenshots' baselines, one folder per Chromium major version (tests/e2e/visual-pages.spec.ts).
  snapshotPathTemplate: `${baselineDir('pages')}/{arg}{ext}`,
  globalSetup: './tests/visual/pages-global-setup.ts',
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: playwrightTrace,
    launchOptions: { executablePath: chromiumPath, args: chromiumLaunchArgs },
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } }],
  webServer: {
    command: `node tests/servers/e2e-server.mjs`,
    url: `http://127.0.0.1:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 180_000,
    // A known lake token: tests that unpublish a product send it (tests/e2e/steps.ts).
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      CONTENT_LAKE_TOKEN: E2E_CONTENT_LAKE_TOKEN,
      E2E_DATA_DIR: E2E_SHOP_DATA_DIR,
    },
  },
})
