/** Request-shape limits for /graphql (ASVS 4.3.1). The accounts operations are shallow, so these are generous. */
export const GRAPHQL_LIMITS = {
  maxDepth: 6,
  maxAliases: 15,
  maxCost: 5000,
  maxTokens: 1000,
  maxDirectives: 50,
  /** Bytes; the largest honest request (a registration) is well under 2 kB. */
  maxBodyBytes: 100_000,
} as const
