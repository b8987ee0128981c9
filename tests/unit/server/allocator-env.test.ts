import { describe, expect, it } from 'vitest'
import { ARGON2_OPTIONS } from '@/server/accounts/passwords'
import { ALLOCATOR_ENV, MALLOC_TUNABLES, MMAP_THRESHOLD_BYTES, withAllocatorEnv } from '@/server/allocator-env.mjs'

// The settings the shop starts with (docs/reliability.md, "The RSS floor"); `npm run bench:hash-memory` measures
// what they do to the process's memory.
describe('the allocator settings the shop starts with', () => {
  it("map every password hash's working memory on its own, so it goes back to the system when freed", () => {
    expect(MMAP_THRESHOLD_BYTES).toBeLessThan(ARGON2_OPTIONS.memoryCost * 1024)
    expect(ALLOCATOR_ENV.MALLOC_MMAP_THRESHOLD_).toBe(String(MMAP_THRESHOLD_BYTES))
  })

  // Each hash's block is mapped afresh: in 4 KiB pages that was ~4,900 page faults and 17–20 ms of system CPU a hash
  // (+40 % a login, the 2026-11-29 13:15 soak's "Cause" in docs/reliability.md); `npm run bench:hash-memory` fails
  // when a hash costs much more CPU with the shop's settings than with glibc's defaults.
  it('ask for transparent huge pages for those mapped blocks, so mapping each hash afresh costs few page faults', () => {
    expect(MALLOC_TUNABLES.split(':')).toContain('glibc.malloc.hugetlb=1')
    expect(ALLOCATOR_ENV.GLIBC_TUNABLES).toBe(MALLOC_TUNABLES)
  })

  it('are added to the environment the server starts with', () => {
    expect(withAllocatorEnv({ NODE_ENV: 'production' })).toEqual({ NODE_ENV: 'production', ...ALLOCATOR_ENV })
  })

  it("keep an operator's own value", () => {
    expect(withAllocatorEnv({ MALLOC_MMAP_THRESHOLD_: '1048576' }).MALLOC_MMAP_THRESHOLD_).toBe('1048576')
  })
})
