/** Types of server/allocator-env.mjs (plain JavaScript: scripts/start.mjs imports it before any build). */
export declare const MMAP_THRESHOLD_BYTES: number
export declare const MALLOC_TUNABLES: string
export declare const ALLOCATOR_ENV: Readonly<{ MALLOC_MMAP_THRESHOLD_: string; GLIBC_TUNABLES: string }>
export declare function withAllocatorEnv<E extends Record<string, string | undefined>>(env: E): E
