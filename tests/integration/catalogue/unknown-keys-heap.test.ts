/**
 * N2 of the second review (docs/security.md): caller-chosen unknown slugs, categories and price ids must not
 * grow the catalogue service's memory, and a publish afterwards must not stall the event loop. Measured in a child
 * process with --expose-gc (heap-probe.ts), over the seeded lake: 10,000 real lake queries take minutes on a busy
 * 2-core machine, hence the long time-out.
 */
import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { expect, test } from 'vitest'
import { projectRoot } from '@/server/paths'

test('10,000 unknown keys retain under 10 MB after a GC, and a publish then stalls nothing for 100 ms', async () => {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--expose-gc', '--import', 'tsx', 'tests/integration/catalogue/heap-probe.ts'],
    { cwd: projectRoot, timeout: 600_000, maxBuffer: 1 << 20 },
  )
  const result = JSON.parse(stdout.trim().split('\n').pop()!) as { retainedMb: number; maxLagMs: number }
  expect(result.retainedMb, JSON.stringify(result)).toBeLessThan(10)
  expect(result.maxLagMs, JSON.stringify(result)).toBeLessThan(100)
}, 660_000)
