/**
 * npm run faults: every scripted fault of docs/reliability.md against the built shop, once each (`--rounds N` to
 * repeat the ones that share a shop). Exits 1 when anything that must hold does not.
 */
import {
  FAULTS_IN_SHARED_WORLD,
  FAULTS_WITH_OWN_SHOP,
  faultWorld,
  ok,
  printReport,
  type FaultReport,
} from '@/harness/reliability/faults'
import { outsideSystems, printNotes } from '@/harness/reliability/world'

const rounds = Number(process.argv[process.argv.indexOf('--rounds') + 1]) || 1

async function main() {
  const started = Date.now()
  printNotes((await outsideSystems()).notes)
  const reports: FaultReport[] = []
  const ctx = await faultWorld()
  console.info(`[faults] shop on ${ctx.world.shop.url}: ${JSON.stringify(ctx.world.backends)}`)
  try {
    for (let round = 1; round <= rounds; round++) {
      for (const fault of FAULTS_IN_SHARED_WORLD) {
        const report = await fault(ctx)
        printReport(report)
        reports.push(report)
      }
    }
  } finally {
    await ctx.world.close()
  }
  for (const fault of FAULTS_WITH_OWN_SHOP) {
    const report = await fault()
    printReport(report)
    reports.push(report)
  }
  const ran = reports.filter((r) => !r.skipped)
  const failed = ran.filter((r) => !ok(r))
  console.info(
    `\n[faults] ${ran.length} faults run, ${reports.length - ran.length} skipped, ${failed.length} failing, in ${Math.round((Date.now() - started) / 1000)} s`,
  )
  process.exitCode = failed.length ? 1 : 0
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
