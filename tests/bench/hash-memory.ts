/**
 * `npm run bench:hash-memory` (docs/reliability.md, "The RSS floor"): does the memory password hashing takes come back
 * to the system? The shop's own `hashPassword` (argon2id, 19 MiB a hash, at most HASHING_CONCURRENCY at once), with
 * gzip on libuv's thread pool beside it as the shop's compression and file reads are, so the hashes land on every
 * thread of the pool; HASHES of them in a fresh process, once with glibc's default allocator settings and once with
 * the shop's (server/allocator-env.mjs), and the process's RSS before the first hash and after the last.
 *
 * With glibc's defaults the first freed block raises the mapping threshold above argon2's 19 MiB, and from then on
 * each pool thread's arena keeps the blocks it hashed in: the RSS after is ~100 MB above the RSS before, and it had
 * grown for as long as new threads and fragments were still getting theirs. With the shop's settings each hash maps and
 * unmaps its block. Exit code 1 when the shop's settings keep more than MAX_RETAINED_MB, or when a hash costs more
 * than MAX_CPU_RATIO times the CPU it costs with glibc's defaults (the faults of mapping each block afresh). Linux with
 * glibc only (the variables are glibc's; elsewhere the run says so and passes).
 *
 * A benchmark, not a test: RSS depends on the machine's allocator, and hashing 300 passwords takes a while.
 */
import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import { ALLOCATOR_ENV } from '@/server/allocator-env.mjs'

const HASHES = Number(process.env.BENCH_HASHES ?? 300)
/** What the shop's settings may keep after the last hash (a few MB of the arenas' own small allocations). */
const MAX_RETAINED_MB = 30
/**
 * How much more CPU a hash may cost with the shop's settings than with glibc's defaults. The threshold alone cost
 * 1.4–1.5× (page faults of a fresh 19 MiB block in 4 KiB pages); with huge pages 1.0–1.15× (docs/reliability.md).
 */
const MAX_CPU_RATIO = 1.3

interface Outcome {
  beforeMb: number
  afterMb: number
  peakMb: number
  seconds: number
  cpuMsPerHash: number
}

const rssMb = () => {
  const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync('/proc/self/status', 'utf8'))?.[1])
  return Math.round(kb / 102.4) / 10
}

/** The child: hashes HASHES passwords with the shop's hashing while gzip keeps the thread pool's other threads busy. */
async function hashInThisProcess(): Promise<void> {
  const { hashPassword, HASHING_CONCURRENCY } = await import('@/server/accounts/passwords')
  const gzip = promisify(zlib.gzip)
  const beforeMb = rssMb()
  const started = Date.now()
  let peakMb = beforeMb
  const sampler = setInterval(() => (peakMb = Math.max(peakMb, rssMb())), 200)
  let next = 0
  const hashUntil = (last: number) =>
    Promise.all(
      Array.from({ length: HASHING_CONCURRENCY }, async () => {
        while (next < last) await hashPassword(`Not-the-password-${next++}`)
      }),
    )
  // A fifth of the hashes alone: their CPU (the process's, every thread's) is the cost of a hash.
  const alone = Math.max(1, Math.round(HASHES / 5))
  const cpu = process.cpuUsage()
  await hashUntil(alone)
  const used = process.cpuUsage(cpu)
  // The rest with gzip beside them, as the shop's compression and file reads are.
  let done = false
  const text = Buffer.alloc(256 * 1024, 'A sale-day page, compressed on the thread pool. ')
  const noise = async () => {
    while (!done) await gzip(text.subarray(0, 1024 + Math.floor(Math.random() * (text.length - 1024))))
  }
  const noises = [noise(), noise()]
  await hashUntil(HASHES)
  done = true
  await Promise.all(noises)
  clearInterval(sampler)
  const outcome: Outcome = {
    beforeMb,
    afterMb: rssMb(),
    peakMb,
    seconds: (Date.now() - started) / 1000,
    cpuMsPerHash: Math.round((used.user + used.system) / 1000 / alone),
  }
  process.stdout.write(JSON.stringify(outcome))
}

function runChild(env: NodeJS.ProcessEnv): Promise<Outcome> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', new URL(import.meta.url).pathname, '--child'], {
      env,
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    let out = ''
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')))
    child.on('error', reject)
    child.on('exit', (code) =>
      code === 0 ? resolve(JSON.parse(out) as Outcome) : reject(new Error(`the hashing process exited with ${code}`)),
    )
  })
}

async function main(): Promise<void> {
  if (
    process.platform !== 'linux' ||
    !(process.report.getReport() as { header?: { glibcVersionRuntime?: string } }).header?.glibcVersionRuntime
  ) {
    console.info(
      '[bench:hash-memory] not Linux with glibc: the allocator settings do not apply here; nothing to measure',
    )
    return
  }
  const glibcDefaults: NodeJS.ProcessEnv = { ...process.env }
  for (const name of Object.keys(ALLOCATOR_ENV)) delete glibcDefaults[name]
  const line = (what: string, o: Outcome) =>
    `[bench:hash-memory] ${what}: RSS ${o.beforeMb} MB before, ${o.afterMb} MB after ${HASHES} hashes (${Math.round((o.afterMb - o.beforeMb) * 10) / 10} MB kept, peak ${o.peakMb} MB), ${o.seconds} s, ${o.cpuMsPerHash} ms of CPU a hash`
  const defaults = await runChild(glibcDefaults)
  console.info(line("glibc's defaults", defaults))
  const shop = await runChild({ ...process.env, ...ALLOCATOR_ENV })
  console.info(line(`the shop's settings (${JSON.stringify(ALLOCATOR_ENV)})`, shop))
  const kept = shop.afterMb - shop.beforeMb
  if (kept > MAX_RETAINED_MB) {
    console.info(
      `[bench:hash-memory] HASHING KEEPS MEMORY: ${Math.round(kept)} MB after the last hash (at most ${MAX_RETAINED_MB})`,
    )
    process.exitCode = 1
  } else
    console.info(
      `[bench:hash-memory] the memory of the hashes went back to the system (at most ${MAX_RETAINED_MB} MB kept)`,
    )
  const ratio = Math.round((shop.cpuMsPerHash / defaults.cpuMsPerHash) * 100) / 100
  if (ratio > MAX_CPU_RATIO) {
    console.info(
      `[bench:hash-memory] HASHING COSTS MORE CPU: ${ratio}× glibc's defaults a hash (at most ${MAX_CPU_RATIO}×; are transparent huge pages \`never\` here?)`,
    )
    process.exitCode = 1
  } else
    console.info(`[bench:hash-memory] a hash costs ${ratio}× the CPU of glibc's defaults (at most ${MAX_CPU_RATIO}×)`)
}

if (process.argv.includes('--child')) await hashInThisProcess()
else await main()
