import { test as base, expect, type ConsoleMessage, type Page } from '@playwright/test'
import { sampleUser } from '@/tests/fixtures/users'
import { toastRegionName } from '@/lib/i18n/toastRegion'

/** Messages that mean the page is broken: errors, React hydration warnings, CSP violations. */
function isProblem(message: ConsoleMessage): boolean {
  const text = message.text()
  if (message.type() === 'error') return true
  return /hydrat|did not match|Content Security Policy|Refused to/i.test(text)
}

/**
 * A test that names `consoleProblems` among its fixtures gets a page that records console errors, hydration warnings
 * and uncaught exceptions, and fails when it ends if any were logged: the test itself need not assert the list, so it
 * usually names it `consoleProblems: _`. Tests that expect one (e.g. a deliberate failure) list it in `allowConsole`.
 */
export const test = base.extend<{ consoleProblems: string[]; allowConsole: RegExp[] }>({
  allowConsole: [[], { option: true }],
  consoleProblems: async ({ page, allowConsole }, use) => {
    const problems: string[] = []
    // A refused eval or inline script that the page's own code catches logs nothing; the browser still reports it.
    await page.addInitScript(() =>
      document.addEventListener('securitypolicyviolation', (event) =>
        console.error(`Content Security Policy: ${event.effectiveDirective} refused ${event.blockedURI}`),
      ),
    )
    page.on('console', (message) => {
      if (isProblem(message) && !allowConsole.some((pattern) => pattern.test(message.text())))
        problems.push(`[${message.type()}] ${message.text()}`)
    })
    page.on('pageerror', (error) => problems.push(`[pageerror] ${error.message}`))
    await use(problems)
    expect(problems, 'the page logged errors or hydration warnings').toEqual([])
  },
})

export { expect }

/**
 * Waits until React has hydrated and the saved bag has been read: the bag button names its count, in English
 * (`View Cart (2 items)`) or Arabic (`عرض السلة (قطعتان)`).
 */
export async function waitForHydration(page: Page) {
  await expect(page.getByTestId('view-cart')).toHaveAttribute('aria-label', /^(View Cart \(\d+ items?\)|عرض السلة \()/)
}

/** The toast viewport (Radix also announces toasts in a hidden live region, so look inside the list). */
export function toasts(page: Page) {
  return page.getByRole('region', { name: toastRegionName() })
}

/**
 * A made-up logged-in session for tests about what logged-in visitors see: a stored token, and the server's
 * answer to the layout's session check for it. The real sign-in is covered end to end in accounts.spec.ts.
 */
export async function fakeSession(page: Page) {
  await page.route('**/graphql', async (route) => {
    const body = route.request().postDataJSON() as { operationName?: string }
    if (body.operationName === 'Me') {
      await route.fulfill({ json: { data: { me: sampleUser } } })
    } else await route.continue()
  })
  await page.evaluate(() => localStorage.setItem('id_token', `x.${btoa(JSON.stringify({ exp: 4102444800 }))}.y`))
}
