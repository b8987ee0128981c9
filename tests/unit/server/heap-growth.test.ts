/**
 * server/heap-growth.ts: the shop's bound on V8's old space (docs/reliability.md, "The RSS floor: V8's old space").
 * V8 answers a flag it does not know with a line on stderr and carries on, so a Node.js upgrade that dropped the flag
 * would lose the bound without a failure anywhere else: this runs the shop's own call in a fresh process and reads it.
 */
import { spawnSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import { projectRoot } from '@/server/paths'

describe('the bound on V8 heap growth', () => {
  it('is a flag this Node.js knows, set without complaint', () => {
    const run = spawnSync(
      process.execPath,
      ['--import', 'tsx', '-e', "import('./server/heap-growth.ts').then((m) => m.boundHeapGrowth())"],
      { cwd: projectRoot, encoding: 'utf8' },
    )
    expect(run.status).toBe(0)
    expect(run.stderr).toBe('')
  })
})
