/**
 * Debian's Chromium, shared by every browser test (Playwright e2e and Studio, Storybook in Vitest's browser mode):
 * Playwright's own browser builds cannot be downloaded here, and nothing may download at run time.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/** No sandbox (tests run as root in containers), no GPU, and none of Chromium's background calls home. */
export const chromiumLaunchArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
