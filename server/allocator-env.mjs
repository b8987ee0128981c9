/**
 * The C allocator's settings the shop's process starts with (docs/operations.md, "Memory"; the evidence:
 * docs/reliability.md, "The RSS floor"). glibc's malloc reads them from the environment when the process starts, so
 * nothing inside the process can set them: `npm start` (scripts/start.mjs) and the harness (harness/shop.ts, what the
 * app tests, the soak, faults and fuzz run) start the server with them, and a deployment that runs
 * `node dist/node/index.mjs` itself puts them in its own environment (README, "Running in production").
 *
 * MALLOC_MMAP_THRESHOLD_: every allocation of 4 MiB or more gets a mapping of its own, handed back to the system when it
 * is freed. glibc's default starts at 128 KiB but raises the threshold to the size of each mapped block that is freed
 * (up to 32 MiB): after the first password hash, argon2's 19 MiB of working memory (server/accounts/passwords.ts)
 * came from the arena of the thread-pool thread that hashed, and stayed there when freed, as free space the system
 * never got back. Each of libuv's threads keeps its own arena, so the shop's memory climbed for minutes under a mix of
 * sign-ups and logins until every pool thread held a block or two (and the blocks fragmented the arenas around
 * them): RSS that only ever rises, but no object kept alive. Fixed at 4 MiB, every hash maps its own block and unmaps
 * it at once. The cost is the page faults of a fresh block per hash (measured in docs/reliability.md), made small by
 * huge pages (MALLOC_TUNABLES below); the smaller allocations of the rest of the shop, under 4 MiB, stay in the
 * arenas as before.
 */

/** Every allocation from this size up is mapped and unmapped on its own (below argon2's 19 MiB). */
export const MMAP_THRESHOLD_BYTES = 4 * 1024 * 1024

/**
 * GLIBC_TUNABLES glibc.malloc.hugetlb=1 (glibc 2.35+; older versions ignore it): malloc asks for transparent huge
 * pages (madvise) on the blocks it maps, so a hash's fresh 19 MiB fault in about ten 2 MiB pages instead of ~4,900
 * 4 KiB ones. Without it the mapping threshold cost every hash 17–20 ms of system CPU (+40 %: 44 → 64 ms a login,
 * 62 → 78 ms a sign-up; docs/reliability.md, the 2026-11-29 13:15 run's "Cause"); with it a hash costs what it
 * did with glibc's defaults. Where transparent huge pages are `never`, it changes nothing.
 */
export const MALLOC_TUNABLES = 'glibc.malloc.hugetlb=1'

/** The variables, as the environment carries them. */
export const ALLOCATOR_ENV = Object.freeze({
  MALLOC_MMAP_THRESHOLD_: String(MMAP_THRESHOLD_BYTES),
  GLIBC_TUNABLES: MALLOC_TUNABLES,
})

/** `env` with the allocator's settings added; a value `env` already has (an operator's own) is kept. */
export function withAllocatorEnv(env) {
  return { ...ALLOCATOR_ENV, ...env }
}
