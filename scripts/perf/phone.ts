/**
 * The screen of Lighthouse's mobile preset (a Moto G Power: `screenEmulationMetrics.mobile` in
 * lighthouse/core/config/constants.js), so the browser benchmarks measure the page Lighthouse does.
 */
export const PHONE = { viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1.75 }

/**
 * A page has hydrated once the bag button names its count: React has hydrated the header and the saved bag has been
 * read (pages/+onHydrationEnd.ts). Without JavaScript it never does.
 */
export const HYDRATED = '[data-testid="view-cart"][aria-label*="("]'
