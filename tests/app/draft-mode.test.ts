/**
 * Draft preview on the compiled shop (issue 39, docs/architecture.md §2.7, docs/security.md): only the Studio's
 * preview secret opens draft mode; a page in draft mode shows drafts, is never cached, carries noindex and may be
 * framed by that Studio alone; a shopper, before, during and after, sees the published page from the page cache.
 */
import { appendFile, readFile, rm } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { seededDataDir, type ShopProcess } from '@/harness/shop'
import { shopsPerTest } from '../helpers/shops-per-test'

const { start } = shopsPerTest()
const dirs: string[] = []
afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))))

const STUDIO = 'https://studio.example'
const SECRET = 'studio-preview-secret-0123456789'

async function lakeToken(shop: ShopProcess) {
  return (await readFile(path.join(shop.dataDir, 'secrets', 'content-lake-token'), 'utf8')).trim()
}

async function mutate(shop: ShopProcess, mutations: unknown[]) {
  const res = await fetch(`${shop.url}/content/v2022-03-07/data/mutate/production`, {
    method: 'POST',
    headers: { authorization: `Bearer ${await lakeToken(shop)}`, 'content-type': 'application/json' },
    body: JSON.stringify({ mutations }),
  })
  expect(res.status).toBe(200)
}

/** A product with a draft whose title differs, the way Studio leaves one while an editor types. */
async function productWithDraft(shop: ShopProcess, draftTitle: string) {
  const query = encodeURIComponent('*[_type == "product"] | order(_createdAt desc)[0]')
  const res = await fetch(`${shop.url}/content/v2022-03-07/data/query/production?query=${query}&perspective=published`)
  const product = ((await res.json()) as { result: Record<string, unknown> & { _id: string; title: string } }).result
  await mutate(shop, [{ createOrReplace: { ...product, _id: `drafts.${product._id}`, title: draftTitle } }])
  return { id: product._id, title: product.title, slug: (product.slug as { current: string }).current }
}

/** What the Presentation tool writes before it opens the preview (@sanity/preview-url-secret createPreviewSecret). */
const secretDocument = (id: string, secret: string) => ({
  _id: `drafts.${id}`,
  _type: 'sanity.previewUrlSecret',
  secret,
  source: 'test',
  studioUrl: STUDIO,
})

const enableUrl = (shop: ShopProcess, secret: string, pathname: string) =>
  `${shop.url}/api/draft-mode/enable?${new URLSearchParams({
    'sanity-preview-secret': secret,
    'sanity-preview-pathname': pathname,
  })}`

/** The draft-mode cookie from an enable answer, as a `Cookie` header. */
const cookieOf = (res: Response) => res.headers.get('set-cookie')!.split(';')[0]!

describe('draft mode', () => {
  it('refuses a wrong, missing or expired secret with 401 and no cookie', async () => {
    const dataDir = await seededDataDir()
    dirs.push(dataDir)
    // A secret the Studio wrote two hours ago: older than the hour a preview secret lives.
    const old = new Date(Date.now() - 2 * 3600_000).toISOString()
    const expired = { ...secretDocument('expired', 'an-expired-secret-0123'), _createdAt: old, _updatedAt: old }
    await appendFile(path.join(dataDir, 'content', 'production.ndjson'), `${JSON.stringify(expired)}\n`)
    const shop = await start({ env: { DATA_DIR: dataDir } })
    await mutate(shop, [{ createOrReplace: secretDocument('current', SECRET) }])
    // The expired secret is there, with its age: only its age can refuse it.
    const query = encodeURIComponent('*[_type == "sanity.previewUrlSecret" && secret == "an-expired-secret-0123"][0]')
    const stored = await fetch(`${shop.url}/content/v2022-03-07/data/query/production?query=${query}&perspective=raw`, {
      headers: { authorization: `Bearer ${await lakeToken(shop)}` },
    })
    expect(((await stored.json()) as { result: { _updatedAt: string } }).result._updatedAt).toBe(old)

    for (const secret of ['not-the-secret', '', 'an-expired-secret-0123']) {
      const res = await fetch(enableUrl(shop, secret, '/'), { redirect: 'manual' })
      expect({ secret, status: res.status, cookie: res.headers.get('set-cookie') }).toEqual({
        secret,
        status: 401,
        cookie: null,
      })
      expect(res.headers.get('cache-control')).toBe('private, no-store')
    }
    // The right one works on the same shop, and the secret never reaches the log.
    expect((await fetch(enableUrl(shop, SECRET, '/'), { redirect: 'manual' })).status).toBe(307)
    expect(shop.output()).not.toContain(SECRET)
  })

  it('shows drafts to the Studio’s preview, uncached and framable by it alone; shoppers see the published page', async () => {
    const shop = await start()
    const product = await productWithDraft(shop, 'Draft Title Nobody Published')
    const page = `${shop.url}/product/${product.slug}`
    // A shopper first: the published title, then from the page cache.
    await fetch(page)
    const shopper = await fetch(page)
    expect(shopper.headers.get('x-page-cache')).toBe('HIT')
    expect(await shopper.text()).not.toContain('Draft Title Nobody Published')

    await mutate(shop, [{ createOrReplace: secretDocument('open', SECRET) }])
    const enabled = await fetch(enableUrl(shop, SECRET, `/product/${product.slug}`), { redirect: 'manual' })
    expect(enabled.status).toBe(307)
    expect(enabled.headers.get('location')).toMatch(new RegExp(`^/product/${product.slug}(\\?|$)`))
    const setCookie = enabled.headers.get('set-cookie')!
    for (const attribute of ['HttpOnly', 'Secure', 'SameSite=None', 'Partitioned', 'Path=/'])
      expect(setCookie).toContain(attribute)

    const draft = await fetch(page, { headers: { cookie: cookieOf(enabled) } })
    expect(await draft.text()).toContain('Draft Title Nobody Published')
    expect(draft.headers.get('cache-control')).toBe('private, no-store')
    expect(draft.headers.get('x-robots-tag')).toBe('noindex')
    expect(draft.headers.get('x-page-cache')).toBeNull()
    expect(draft.headers.get('etag')).toBeNull()
    expect(draft.headers.get('x-frame-options')).toBeNull()
    expect(draft.headers.get('content-security-policy')).toContain(`frame-ancestors 'self' ${STUDIO}`)
    // Client navigation's data in draft mode is the draft too, and as private.
    const data = await fetch(`${page}/index.pageContext.json`, { headers: { cookie: cookieOf(enabled) } })
    expect(await data.text()).toContain('Draft Title Nobody Published')
    expect(data.headers.get('cache-control')).toBe('private, no-store')

    // The shopper, after the editor: still the cached published page, still not framable.
    const after = await fetch(page)
    expect(after.headers.get('x-page-cache')).toBe('HIT')
    expect(after.headers.get('x-frame-options')).toBe('DENY')
    const html = await after.text()
    expect(html).toContain(product.title)
    expect(html).not.toContain('Draft Title Nobody Published')
    // A made-up cookie is a shopper's request.
    const forged = await fetch(page, { headers: { cookie: 'nt_draft_mode=eyJhbGciOiJIUzI1NiJ9.e30.forged' } })
    expect(await forged.text()).not.toContain('Draft Title Nobody Published')
    expect(forged.headers.get('cache-control')).not.toContain('private')
  })

  it('ends with the bar’s exit link, and streams content changes only to a draft session', async () => {
    const shop = await start()
    await mutate(shop, [{ createOrReplace: secretDocument('open', SECRET) }])
    const enabled = await fetch(enableUrl(shop, SECRET, '/'), { redirect: 'manual' })
    const cookie = cookieOf(enabled)

    expect((await fetch(`${shop.url}/api/draft-mode/changes`)).status).toBe(401)
    const stream = await fetch(`${shop.url}/api/draft-mode/changes`, { headers: { cookie } })
    expect(stream.status).toBe(200)
    expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/)
    const reader = stream.body!.getReader()
    const decoder = new TextDecoder()
    let received = ''
    // The stream is open once its first line arrived; then a draft edit is announced.
    while (!received.includes('retry:')) received += decoder.decode((await reader.read()).value)
    const product = await productWithDraft(shop, 'Typed Just Now')
    while (!received.includes('event: change')) received += decoder.decode((await reader.read()).value)
    expect(received).toContain(`drafts.${product.id}`)
    await reader.cancel()

    const exit = await fetch(`${shop.url}/api/draft-mode/disable?to=${encodeURIComponent('/ar/products')}`, {
      headers: { cookie },
      redirect: 'manual',
    })
    expect(exit.status).toBe(303)
    expect(exit.headers.get('location')).toBe('/ar/products')
    expect(exit.headers.get('set-cookie')).toMatch(/^nt_draft_mode=; Max-Age=0/)
    // Never a redirect off the shop.
    const away = await fetch(`${shop.url}/api/draft-mode/disable?to=${encodeURIComponent('//evil.example/')}`, {
      redirect: 'manual',
    })
    expect(away.headers.get('location')).toBe('/')
  })
})
