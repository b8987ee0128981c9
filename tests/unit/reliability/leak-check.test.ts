import { describe, expect, it } from 'vitest'
import { leakFigures, type MemorySample } from '@/harness/reliability/leak-check'

const SAMPLE_MS = 5_000
/** Five minutes of samples, 12 a minute. */
const minutes = (sample: (i: number) => MemorySample) => Array.from({ length: 60 }, (_, i) => sample(i))

describe('the soak\'s leak check (docs/reliability.md, "The RSS floor: V8\'s old space")', () => {
  it('does not count V8 growing its old space: RSS and the committed heap up, live objects and native memory flat', () => {
    // As in the 2026-11-29 23:38 run: V8's committed heap 224 → 373 MB at the floors, live ~100 MB, native ~163 MB.
    const figures = leakFigures(
      minutes((i) => ({
        rssMb: 387 + i * 2.5 + (i % 3) * 20,
        heapTotalMb: 224 + i * 2.5 + (i % 3) * 20,
        heapLiveMb: 97 + (i % 4),
      })),
      SAMPLE_MS,
    )
    expect(figures.rssFloor).toBeGreaterThan(100)
    expect(figures.heapTotalFloor).toBeGreaterThan(100)
    expect(figures.leak).toBeLessThan(5)
  })

  it('counts objects kept: the live heap growing', () => {
    const figures = leakFigures(
      minutes((i) => ({ rssMb: 400 + i * 3, heapTotalMb: 240 + i * 3, heapLiveMb: 100 + i })),
      SAMPLE_MS,
    )
    expect(figures.heapLive).toBe(48)
    expect(figures.leak).toBeGreaterThanOrEqual(48)
  })

  it("counts native memory kept: RSS growing past V8's heap (as argon2's blocks did in arenas)", () => {
    const figures = leakFigures(
      minutes((i) => ({ rssMb: 300 + i * 2, heapTotalMb: 200, heapLiveMb: 100 })),
      SAMPLE_MS,
    )
    expect(figures.nativeFloor).toBe(96)
    expect(figures.leak).toBe(96)
  })

  it('fails closed when no full collection was seen', () => {
    const figures = leakFigures(
      minutes(() => ({ rssMb: 300, heapTotalMb: 200, heapLiveMb: NaN })),
      SAMPLE_MS,
    )
    expect(figures.leak < 50).toBe(false)
  })
})
