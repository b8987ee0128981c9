/**
 * When the Playwright suites (playwright.config.ts, playwright.studio.config.ts) record a trace. A trace takes a DOM
 * snapshot around every action and a screencast of every page: recording one tripled the CPU of a Studio page and
 * added about a third to a shop page (docs/testing.md, "Where a run's time goes"), for traces that a passing test
 * throws away. CI retries a failed test once and records that retry's trace (kept in test-results/, pass or fail);
 * a local run, which does not retry, records every test and keeps the failures' traces.
 */
export const playwrightTrace = process.env.CI ? 'on-first-retry' : 'retain-on-failure'
