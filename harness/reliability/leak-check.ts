/**
 * The soak's leak check (docs/reliability.md, "The RSS floor: V8's old space"): what a leak raises, apart from what
 * V8 keeps for the traffic. Each sample is read from the shop every few seconds: its RSS, V8's heap as committed
 * (`nodejs_heap_size_total_bytes`) and the live objects after V8's last full collection (`shop_heap_live_bytes`).
 *
 * Resident memory is V8's heap plus the rest (native: malloc's arenas, argon2's blocks, buffers, thread stacks, the
 * workers' heaps, code). Left to itself, V8 grew its old space to about three times the live objects under the
 * sale-day mix, over several full collections: minutes, not the warm-up's 60 s, so the RSS floor grew with nothing
 * leaking (70 and 55.5 MB in the 22:06 and 22:20 runs). The shop now bounds that growth (server/heap-growth.ts) and the
 * soak judges the RSS floor; this check is the other half: a leak is growth of what is kept, the live objects and the
 * native memory (RSS less V8's heap, its floor per minute), from the first measured minute to the last, together.
 */

export interface MemorySample {
  /** The shop's resident memory, MB. */
  rssMb: number
  /** V8's heap as committed (every space), MB. */
  heapTotalMb: number
  /** V8's heap in use after its last full collection, MB; NaN before the first. */
  heapLiveMb: number
}

export interface LeakFigures {
  /** Growth of the lowest RSS of a minute, first measured minute to last: reported, not judged. */
  rssFloor: number
  /** Growth of the lowest committed V8 heap of a minute: V8's sizing (reported). */
  heapTotalFloor: number
  /** Growth of the live objects (the lowest after-collection size of a minute). */
  heapLive: number
  /** Growth of the lowest native memory (RSS less V8's heap) of a minute. */
  nativeFloor: number
  /** What the check judges: heapLive + nativeFloor. */
  leak: number
}

const round = (mb: number) => Math.round(mb * 10) / 10

/** The figures for samples taken every `sampleMs`; the first and last `minuteMs` of them are compared. */
export function leakFigures(samples: MemorySample[], sampleMs: number, minuteMs = 60_000): LeakFigures {
  const perMinute = Math.max(1, Math.round(minuteMs / sampleMs))
  const first = samples.slice(0, perMinute)
  const last = samples.slice(-perMinute)
  const growth = (value: (s: MemorySample) => number) => {
    const floor = (part: MemorySample[]) => Math.min(...part.map(value).filter((v) => !Number.isNaN(v)))
    return round(floor(last) - floor(first))
  }
  const heapLive = growth((s) => s.heapLiveMb)
  const nativeFloor = growth((s) => s.rssMb - s.heapTotalMb)
  return {
    rssFloor: growth((s) => s.rssMb),
    heapTotalFloor: growth((s) => s.heapTotalMb),
    heapLive,
    nativeFloor,
    leak: round(heapLive + nativeFloor),
  }
}
