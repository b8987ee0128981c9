import os from 'node:os'
import path from 'node:path'
import { defineConfig, devices } from '@playwright/test'
import { chromiumLaunchArgs, chromiumPath } from './harness/chromium.ts'
import { playwrightTrace } from './harness/playwright-trace.ts'

/**
 * The local Studio's browser tests (docs/adr/0008-local-studio.md): the built shop plus `npm run studio`'s
 * command, Sanity Studio in Debian's Chromium. Separate from playwright.config.ts because the Studio is served
 * over HTTPS on *.localhost by a second server, and its first page load bundles the Studio (slow).
 */
// E2E_PORT (the shop's port of playwright.config.ts) also moves this shop, so one port range serves both suites.
const shopPort = Number(process.env.E2E_STUDIO_SHOP_PORT ?? process.env.E2E_PORT ?? 3220)
const studioPort = Number(process.env.E2E_STUDIO_PORT ?? 3221)
/** A fixed token for the throw-away lake: the test hands it to the Studio like the command's printed URL does. */
export const STUDIO_TEST_TOKEN = 'e2e-studio-token-0123456789abcdef0123456789abcdef'
/** The shop's throw-away data directory: tests run the shop's own commands (e.g. `npm run staff`) against it. */
export const STUDIO_SHOP_DATA_DIR = path.join(os.tmpdir(), `shop-e2e-studio-${shopPort}`)
/** The shop's port, for the same commands. */
export const STUDIO_SHOP_PORT = shopPort

export default defineConfig({
  testDir: 'tests/studio',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 360_000,
  expect: { timeout: 20_000 },
  reporter: process.env.CI
    ? [['list']]
    : [['list'], ['html', { open: 'never', outputFolder: 'playwright-report/studio' }]],
  outputDir: 'test-results/studio',
  use: {
    baseURL: `https://local.localhost:${studioPort}`,
    // The certificate is made on the fly in the test's data directory; a person trusts it once (README).
    ignoreHTTPSErrors: true,
    trace: playwrightTrace,
    launchOptions: { executablePath: chromiumPath, args: chromiumLaunchArgs },
  },
  projects: [{ name: 'studio', use: { ...devices['Desktop Chrome'], viewport: { width: 1400, height: 900 } } }],
  webServer: {
    command: 'node tests/servers/e2e-studio-server.mjs',
    url: `https://127.0.0.1:${studioPort}/`,
    ignoreHTTPSErrors: true,
    reuseExistingServer: false,
    timeout: 240_000,
    env: {
      PORT: String(shopPort),
      HOST: '127.0.0.1',
      STUDIO_PORT: String(studioPort),
      PUBLIC_URL: `http://127.0.0.1:${shopPort}`,
      DATA_DIR: STUDIO_SHOP_DATA_DIR,
      CONTENT_LAKE_TOKEN: STUDIO_TEST_TOKEN,
    },
  },
})
