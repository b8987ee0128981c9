/**
 * Carriers the shop ships with and their public tracking pages (docs/operations.md). Any other carrier is kept
 * as typed, without a link: the shopper still gets the name and number.
 */
export interface KnownCarrier {
  code: string
  name: string
  trackingUrl: (number: string) => string
}

const q = encodeURIComponent

export const CARRIERS: readonly KnownCarrier[] = [
  {
    code: 'auspost',
    name: 'Australia Post',
    trackingUrl: (n) => `https://auspost.com.au/mypost/track/details/${q(n)}`,
  },
  { code: 'startrack', name: 'StarTrack', trackingUrl: (n) => `https://startrack.com.au/track/details/${q(n)}` },
  {
    code: 'dhl',
    name: 'DHL',
    trackingUrl: (n) => `https://www.dhl.com/au-en/home/tracking/tracking-express.html?submit=1&tracking-id=${q(n)}`,
  },
  { code: 'sendle', name: 'Sendle', trackingUrl: (n) => `https://track.sendle.com/tracking?ref=${q(n)}` },
  { code: 'aramex', name: 'Aramex', trackingUrl: (n) => `https://www.aramex.com.au/tools/track?l=${q(n)}` },
  {
    code: 'couriersplease',
    name: 'CouriersPlease',
    trackingUrl: (n) => `https://www.couriersplease.com.au/tools-track/no/${q(n)}`,
  },
]

const squash = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '')

/** The carrier's display name and tracking URL (null for an unknown carrier). */
export function trackingFor(carrier: string, trackingNumber: string): { carrier: string; url: string | null } {
  const key = squash(carrier)
  const known = CARRIERS.find((c) => c.code === key || squash(c.name) === key)
  return known
    ? { carrier: known.name, url: known.trackingUrl(trackingNumber) }
    : { carrier: carrier.trim(), url: null }
}
