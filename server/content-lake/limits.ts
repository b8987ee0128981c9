/** Every limit of the embedded content lake, with why it has its value. */

const KB = 1000
const MB = 1000 * KB

/** Parse trees kept for reuse: every distinct query of the shop, many times over. */
export const PARSE_CACHE_MAX_ENTRIES = 200
/** Total query text behind those trees, so a few large queries cannot hold the memory instead. */
export const PARSE_CACHE_MAX_CHARS = 1 * MB
/** A query longer than this is parsed every time rather than kept (a large tree for a one-off query). */
export const PARSE_CACHE_MAX_QUERY_CHARS = 16 * KB
