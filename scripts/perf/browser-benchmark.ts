import { chromium, type Browser } from '@playwright/test'
import { chromiumLaunchArgs, chromiumPath } from '@/harness/chromium'
import { startShop } from '@/harness/shop'
import { writeReportSection } from './report'
import { firstProductPath } from './shop-pages'

export interface BrowserBenchmark {
  /** The built shop's origin. */
  origin: string
  browser: Browser
  /** `--pages /,/ar` when given, else the defaults (`product` stands for the first product page in the sitemap). */
  pages: (defaults: (product: string) => string[]) => Promise<string[]>
  /** The value after a `--name` flag on the command line, if any. */
  option: (name: string) => string | undefined
}

/**
 * The frame of `npm run trace` and `npm run slow-network`: the built shop and Debian's Chromium started, the
 * measurement run, its report printed and, with `--write`, written to its section of docs/performance.md; both
 * stopped however it ends.
 */
export function runBrowserBenchmark(section: string, measure: (bench: BrowserBenchmark) => Promise<string>): void {
  const args = process.argv.slice(2)
  const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined)
  const run = async () => {
    const shop = await startShop({ env: { LOG_LEVEL: 'warn' } })
    const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumLaunchArgs })
    try {
      const pages = async (defaults: (product: string) => string[]) =>
        option('--pages')?.split(',') ?? defaults(await firstProductPath(shop.url))
      const report = await measure({ origin: shop.url, browser, pages, option })
      if (args.includes('--write')) writeReportSection(section, report)
      console.log(report)
    } finally {
      await browser.close()
      await shop.stop()
    }
  }
  run().catch((error: unknown) => {
    console.error(error)
    process.exitCode = 1
  })
}
