/**
 * Every limit of the embedded content lake, with why it has its value (docs/security/content-lake.md). Anonymous
 * callers are anyone on the internet; token holders are the shop's own catalogue service, the seed script, the tests
 * and a local Studio. `lake.query` (in-process) is bound by none of the per-request limits below.
 */

const KB = 1000
const MB = 1000 * KB
const SECOND = 1000
const MINUTE = 60 * SECOND

/* ---- Request bodies ---- */

/** Mutations carry whole documents (seed imports send the catalogue in one transaction). Token only. */
export const MUTATE_BODY_LIMIT_BYTES = 10 * MB
/** Product photos straight from a camera fit; anything larger is not a web image. Token only. */
export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024

/* ---- GROQ queries (/data/query) ---- */

/**
 * Query text an anonymous caller may send. The shop's longest query is ~300 characters; groq-js parses some
 * shapes super-linearly (a 40 kB list of identifiers takes seconds), and 4,000 characters parse in milliseconds.
 */
export const ANONYMOUS_QUERY_MAX_CHARS = 4 * KB
/** JSON of the `$params` an anonymous caller may send: room for a checkout's 50 price ids, not for bulk data. */
export const ANONYMOUS_PARAMS_MAX_BYTES = 4 * KB
/** POST /data/query body without the token: query and params above, JSON-escaped (which can double them). */
export const ANONYMOUS_QUERY_BODY_LIMIT_BYTES = 16 * KB
/** Hosted Sanity refuses queries over 300 kB; a Studio never comes close. Token holders parse in a worker too. */
export const TOKEN_QUERY_MAX_CHARS = 300 * KB
/** A token holder's `$params`, e.g. the ids of a whole catalogue to check in one query. */
export const TOKEN_PARAMS_MAX_BYTES = 1 * MB
/** POST /data/query body with the token: query and params above, JSON-escaped. */
export const TOKEN_QUERY_BODY_LIMIT_BYTES = 2 * MB

/**
 * Worker time one anonymous query may use before its worker is stopped. The shop's queries take 1–15 ms over
 * the seeded catalogue; 500 ms leaves room for a cold worker on a busy machine and cuts a nested `*[...]` or a
 * cross product off long before anyone notices.
 */
export const ANONYMOUS_QUERY_TIMEOUT_MS = 500
/** Token holders (Studio, seed) get generous room; hosted Sanity allows a minute, our dataset is tiny. */
export const TOKEN_QUERY_TIMEOUT_MS = 10 * SECOND

/** JSON an anonymous query may return: the whole seeded dataset is ~200 kB; ten copies of it are an attack. */
export const ANONYMOUS_RESULT_MAX_BYTES = 1 * MB
/** Token holders may export the dataset several times over; the bound keeps the worker within its heap. */
export const TOKEN_RESULT_MAX_BYTES = 8 * MB

/**
 * Worker time each anonymous client (IP) may use per window. A query reserves its whole timeout up front and
 * gets back what it did not use, so one client can have at most 10 queries running or queued, and a client
 * sending only hostile queries gets a quarter of the pool's time at most (5 s of 2 workers × 10 s).
 */
export const ANONYMOUS_QUERY_TIME_PER_IP = { ms: 5 * SECOND, windowSeconds: 10 }
/** The least a query (or a /data/doc read) is charged, so floods of trivial requests run out too (~100/s). */
export const MIN_QUERY_CHARGE_MS = 5

/** Query workers: two keep one hostile query from stalling everyone, and leave a core for the web thread. */
export const QUERY_WORKERS = 2
/**
 * A worker holds the dataset (~0.2 MB) and one result (an 8 MB one fits); a query that builds more is out of memory
 * and stopped. Small on purpose: the web thread waits while a stopped worker's heap is freed, which for a full
 * 128 MB heap took up to ~0.3 s on a busy 2-core machine, and stays near the noise at 64 MB.
 */
export const QUERY_WORKER_MAX_HEAP_MB = 64
/**
 * Anonymous queries waiting for a free worker; beyond this the lake answers 503 instead of letting the queue grow.
 * Token holders' queries always queue: the shop re-runs every cached query at once after a change.
 */
export const QUERY_QUEUE_MAX = 64
/** What 503 (queue full) answers tell the client; the queue drains within a few timeouts. */
export const QUERY_RETRY_AFTER_SECONDS = 1

/** Parse trees kept for reuse: every distinct query of the shop, many times over. */
export const PARSE_CACHE_MAX_ENTRIES = 200
/** Total query text behind those trees, so a few large queries cannot hold the memory instead. */
export const PARSE_CACHE_MAX_CHARS = 1 * MB
/** A query longer than this is parsed every time rather than kept (a large tree for a one-off query). */
export const PARSE_CACHE_MAX_QUERY_CHARS = 16 * KB

/* ---- Listen (/data/listen, server-sent events) ---- */

/**
 * Listen queries are filters (`*[_type == "x"]`), parsed on the web thread and matched there against every
 * changed document. A kilobyte is a long filter; the costliest filter of that size takes ~0.6 ms per document.
 */
export const ANONYMOUS_LISTEN_QUERY_MAX_CHARS = 1 * KB
/** The `$params` of an anonymous listen query (a list of ids to watch, say). */
export const ANONYMOUS_LISTEN_PARAMS_MAX_BYTES = 1 * KB
/**
 * Token holders' listen query, and its params: @sanity/client itself refuses listen URLs over ~16 kB, and a
 * query that long still parses in well under a second on the web thread (300 kB could take minutes).
 */
export const TOKEN_LISTEN_QUERY_MAX_CHARS = 16 * KB
/** Open streams per anonymous client: a preview page needs one or two. Token holders are exempt (a Studio tab keeps ~7). */
export const LISTEN_STREAMS_PER_IP = 8
/**
 * Open anonymous streams in total: each holds a socket, and every change is matched against every stream.
 * Token holders do not count here, so anonymous streams can never shut a Studio out.
 */
export const LISTEN_STREAMS_TOTAL = 200
/** Open streams of token holders (Studio tabs, a shop reading this lake), in a pool of their own. */
export const LISTEN_TOKEN_STREAMS_TOTAL = 50
/**
 * Hosted Sanity ends a listener after 30 minutes; EventSource clients (@sanity/client) reconnect by
 * themselves, so legitimate listeners carry on while abandoned ones are cleaned up.
 */
export const LISTEN_MAX_LIFETIME_MS = 30 * MINUTE
/** A client that stops reading its stream is dropped once this much is waiting for it, instead of buffering. */
export const LISTEN_MAX_BUFFERED_BYTES = 1 * MB
/** What 429 (too many streams) answers tell the client. */
export const LISTEN_RETRY_AFTER_SECONDS = 30
/** Longest stretch the web thread spends matching changes against streams before it serves waiting requests. */
export const LISTEN_DELIVERY_SLICE_MS = 10

/* ---- Image transforms (/images/...) ---- */

/**
 * Largest height the server renders (widths snap to IMAGE_WIDTHS, lib/content/image-widths.ts, at most 1600):
 * room for tall crops, not for a 3000-pixel-square ask of every image.
 */
export const MAX_IMAGE_HEIGHT = 3000
/**
 * Pixels sharp may decode from one source image: a 40-megapixel camera photo fits; a "decompression bomb"
 * (a small file that claims 20,000 × 20,000 pixels) is refused before it takes gigabytes of memory.
 */
export const IMAGE_MAX_INPUT_PIXELS = 40_000_000
/** Disk for transformed variants: every variant the shop's pages use several times over; least recently used go first. */
export const IMAGE_CACHE_MAX_BYTES = 256 * MB
/** Of those, the most recently used kept in memory too: the images the pages show, served without a file read. */
export const IMAGE_MEMORY_CACHE_BYTES = 32 * MB
/** sharp runs at once: each takes a libuv thread (4 in all, shared with file and crypto work) and a core. */
export const IMAGE_TRANSFORM_CONCURRENCY = 2
/** Transforms waiting for a slot; beyond this new ones get 503 rather than waiting behind a flood. */
export const IMAGE_TRANSFORM_QUEUE_MAX = 32
/** What 503 (queue full) answers tell the client: a full queue drains in a few seconds. */
export const IMAGE_RETRY_AFTER_SECONDS = 2
/**
 * Qualities a JPEG, WebP or AVIF variant may have; any other `q` snaps up to the next (the shop sends none, so
 * the encoder's default; Studio sends none either). Five levels, not a hundred new variants per size.
 */
export const IMAGE_QUALITIES = [25, 50, 75, 90, 100] as const
/**
 * `rect` (a crop of the source, in source pixels) snaps outwards to this many steps of the source's width and
 * height: an editor's crop grows by less than 1 % of the picture, and a URL cannot make a crop per pixel.
 */
export const IMAGE_RECT_GRID_STEPS = 100
/**
 * New (uncached) variants one client may ask for per window, in points: a variant costs one point per
 * IMAGE_VARIANT_POINT_PIXELS of output (at least one), because a transform's time grows with its size (a 1600×3000
 * AVIF takes ~1 s, a 640×800 card ~50 ms). A cold page asks for one variant per image (about 20, nearly all one
 * point each); one client's 120 points a minute are at most ~25 s of transform time, not the ~130 s that 120 of
 * the largest variants took (M1 residual of the second review). Cached variants and originals are not counted.
 */
export const IMAGE_TRANSFORMS_PER_IP = { points: 120, windowSeconds: 60 }
export const IMAGE_VARIANT_POINT_PIXELS = 1_000_000

/* ---- Studio (token holders; docs/adr/0008-local-studio.md) ---- */

/**
 * Transactions kept for document history. A Studio edit session writes one every second or two while typing;
 * 5,000 keep weeks of local authoring, and the log (effects only) stays a few megabytes.
 */
export const HISTORY_MAX_TRANSACTIONS = 5000
/** Actions in one POST /data/actions request: Studio sends one or a handful. */
export const MAX_ACTIONS_PER_REQUEST = 100
