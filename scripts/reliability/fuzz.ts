/**
 * npm run fuzz: at least 10,000 generated malformed requests (fast-check; GraphQL from the shop's schema) against
 * the built shop. Every answer must be below 500, 4xx with a readable JSON or HTML message, no stack trace; the
 * process must be healthy after. `--cases N`, `--seed S` (printed, to replay a run).
 */
import { runFuzz } from '@/harness/reliability/fuzz'
import { catalogue, request } from '@/harness/reliability/shop-client'
import { printNotes, startWorld } from '@/harness/reliability/world'

const arg = (name: string) => {
  const i = process.argv.indexOf(name)
  return i > 0 ? process.argv[i + 1] : undefined
}
const cases = Number(arg('--cases')) || 10_000
const seed = Number(arg('--seed')) || Date.now() % 2 ** 31

async function main() {
  // The built-in test payment page is mounted only without Stripe: its form is fuzzed too; the webhook answers 404.
  const world = await startWorld({
    production: true,
    stripe: false,
    env: { TRUST_PROXY: 'loopback', ALLOW_TEST_PAYMENTS: '1' },
  })
  printNotes([`backends: ${JSON.stringify(world.backends)}`])
  try {
    const products = await catalogue(world.shop.url)
    console.info(`[fuzz] ${cases} cases, seed ${seed}, against ${world.shop.url} (NODE_ENV=production)`)
    const result = await runFuzz(world.shop.url, products, {
      cases,
      seed,
      onProgress: (done) => console.info(`[fuzz] ${done} sent`),
    })
    const health = await request(`${world.shop.url}/healthz`)
    const errorLogs = world.shop.logLines().filter((l) => Number(l.level) >= 50)
    console.info(
      `\n[fuzz] ${result.cases} cases in ${result.seconds.toFixed(1)} s; slowest answer ${Math.round(result.slowestMs)} ms`,
    )
    console.info(`[fuzz] by status: ${JSON.stringify(result.byStatus)}`)
    console.info(`[fuzz] by kind: ${JSON.stringify(result.byKind)}`)
    console.info(
      `[fuzz] 5xx: ${Object.entries(result.byStatus)
        .filter(([s]) => Number(s) >= 500)
        .reduce((n, [, c]) => n + c, 0)}; no answer: ${result.byStatus['0'] ?? 0}`,
    )
    console.info(`[fuzz] unacceptable answers: ${result.failures.length}; error log lines: ${errorLogs.length}`)
    // One example per kind of failure: the seed replays the whole run.
    const groups = new Map<string, (typeof result.failures)[number]>()
    for (const f of result.failures) {
      const key = `${f.case.kind}: ${f.why.replace(/:.*$/s, '')}`
      if (!groups.has(key)) groups.set(key, f)
    }
    for (const [key, f] of groups)
      console.info(
        `  ✗ ${key} (${result.failures.filter((g) => `${g.case.kind}: ${g.why.replace(/:.*$/s, '')}` === key).length}×) e.g. ${f.case.method} ${f.case.path.slice(0, 140)} ${f.case.body ? f.case.body.toString('utf8').slice(0, 140) : ''} → ${f.answer.body.slice(0, 160)}`,
      )
    console.info(`[fuzz] after the run: /healthz ${health.status}`)
    process.exitCode = result.failures.length === 0 && health.status === 200 ? 0 : 1
  } finally {
    await world.close()
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
