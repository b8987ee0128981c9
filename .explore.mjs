import { chromium } from '@playwright/test'
const shop = 'http://127.0.0.1:3492'
const studio = 'https://local.localhost:3493'
const token = 'e2e-studio-token-0123456789abcdef0123456789abcdef'
const gql = async (query, variables) => (await (await fetch(`${shop}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }) })).json())
const email = `explore-${Date.now()}@example.com`
const password = 'correct-horse-42!'
console.log(JSON.stringify(await gql('mutation ($i: RegisterInput!) { register(registerInput: $i) { message } }', { i: { fullName: 'Hana Staff', email, password, confirmPassword: password } })))
let verify
for (let i = 0; i < 50 && !verify; i++) {
  const mails = await (await fetch(`${shop}/dev/mail/messages.json?to=${encodeURIComponent(email)}`)).json()
  verify = /\/verify\/(\S+)/.exec(mails.find((m) => m.kind === 'verification')?.text ?? '')?.[1]
  await new Promise((r) => setTimeout(r, 300))
}
console.log(JSON.stringify(await gql('mutation ($t: String!) { verifyEmail(verificationToken: $t) { message } }', { t: decodeURIComponent(verify) })))
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] })
const page = await browser.newPage({ ignoreHTTPSErrors: true, viewport: { width: 1400, height: 900 } })
page.on('console', (m) => m.type() === 'error' && console.log('[console]', m.text()))
page.on('pageerror', (e) => console.log('[pageerror]', e.message))
await page.goto(`${studio}/orders#token=${token}`, { timeout: 300000, waitUntil: 'commit' })
await page.getByRole('heading', { name: 'Sign in with your shop account' }).waitFor({ timeout: 240000 })
await page.screenshot({ path: '/tmp/ostudio/signin.png' })
await page.getByLabel('E-mail').fill(email)
await page.getByLabel('Password').fill(password)
await page.getByRole('button', { name: 'Sign in' }).click()
await page.waitForTimeout(3000)
await page.screenshot({ path: '/tmp/ostudio/after.png' })
console.log(await page.locator('body').innerText())
await browser.close()
