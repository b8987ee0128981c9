import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import type { PageContext } from 'vike/types'
import { describe, expect, it } from 'vitest'
import { LOCALES, localizePath } from '@/lib/i18n/locale'
import { isSecretLinkPath, PAGE_ROUTES, type PageRoute } from '@/lib/route-table'
import onBeforeRoute from '@/pages/+onBeforeRoute'
import { noReferrerHead } from '@/pages/noReferrerHead'
import { ROBOTS_DISALLOW } from '@/server/catalogue/sitemap'
import { routeLabel } from '@/server/metrics/route-label'
import { relative, root } from './sources'

/*
 * lib/route-table.ts is the one list of the shop's pages. Vike routes by the folders of pages/ (a `@param` folder
 * matches any one segment, a `(group)` folder is left out of the URL), after pages/+onBeforeRoute.ts has taken the
 * language off; it applies a folder's +config.ts and +guard to every page below it. This walks the folders as Vike
 * does and holds the table and the pages to each other, so a page added without an entry (no metric label, no robots
 * rule, no guard) fails here.
 */

const pagesDir = path.join(root, 'pages')

/** Every page folder, `pages/product/@slug`, as Vike finds them (the error page is not routed). */
function pageFolders(dir = pagesDir): string[] {
  const entries = readdirSync(dir, { withFileTypes: true })
  const here = entries.some((e) => e.name === '+Page.tsx') ? [relative(dir)] : []
  const below = entries.filter((e) => e.isDirectory() && e.name !== '_error')
  return [...here, ...below.flatMap((e) => pageFolders(path.join(dir, e.name)))]
}

/** `pages/(signed-in)/account/orders/@id` → `/account/orders/@id`: groups and Vike's `index` are not in the URL. */
const vikeRoute = (folder: string) =>
  `/${folder
    .split('/')
    .slice(1)
    .filter((dir) => dir !== 'index' && !/^\(.*\)$/.test(dir))
    .join('/')}`

/** Vike's filesystem routing for one logical path: the folders whose route matches it, segment by segment. */
function routedFolders(folders: string[], logicalPath: string): string[] {
  const segments = logicalPath.split('/')
  return folders.filter((folder) => {
    const route = vikeRoute(folder).split('/')
    return route.length === segments.length && route.every((s, i) => s.startsWith('@') || s === segments[i])
  })
}

/** What the router sees for a URL: pages/+onBeforeRoute.ts takes the language off. */
function logicalPath(url: string): string {
  const href = `http://shop.test${url}`
  const result = onBeforeRoute({ urlParsed: { pathnameOriginal: url, href } } as unknown as PageContext)
  return result.pageContext.urlLogical ? new URL(result.pageContext.urlLogical).pathname : url
}

/** The folder and every folder above it up to pages/, outermost first: where Vike takes a page's settings from. */
function inherited(folder: string): string[] {
  const parts = folder.split('/')
  return parts.map((_, depth) => path.join(root, ...parts.slice(0, depth + 1)))
}

/** The `+config.ts` values a page gets: its own over its folders' (Vike's inheritance). */
async function effectiveConfig(folder: string): Promise<Record<string, unknown>> {
  let config: Record<string, unknown> = {}
  for (const dir of inherited(folder)) {
    const file = path.join(dir, '+config.ts')
    if (existsSync(file)) config = { ...config, ...((await import(file)) as { default: object }).default }
  }
  return config
}

/** The sign-in guards a page runs: `+guard.client.ts` files in its folder or above. */
const guardsOf = (folder: string) =>
  inherited(folder)
    .filter((dir) => existsSync(path.join(dir, '+guard.client.ts')))
    .map((dir) => relative(dir))

/** An address of the page: each parameter filled in. */
const example = (route: PageRoute) => route.pattern.replace(/:\w+/g, 'x1')

function cachePolicy(config: Record<string, unknown>): PageRoute['cache'] {
  const headers = (config.headersResponse ?? {}) as Record<string, string>
  if (config.prerender === true) return 'prerendered'
  if (/no-store/.test(headers['Cache-Control'] ?? '')) return 'noStore'
  return config.pageCache === true ? 'shared' : 'perRequest'
}

/** The pages Vike renders (a folder of pages/), and those the server renders itself (server/orders/invoice-routes.ts). */
const VIKE_ROUTES = PAGE_ROUTES.filter((route) => route.render === 'vike')
const SERVER_ROUTES = PAGE_ROUTES.filter((route) => route.render === 'server')

describe('the route table', () => {
  const folders = pageFolders()

  it('has an entry for every page of pages/, and a page for every entry', () => {
    expect(folders.length).toBeGreaterThan(25)
    const entries = VIKE_ROUTES.map((route) => route.folder)
    const withoutEntry = folders.filter((folder) => !entries.includes(folder))
    const withoutPage = entries.filter((folder) => !folders.includes(folder))
    expect({ withoutEntry, withoutPage }).toEqual({ withoutEntry: [], withoutPage: [] })
  })

  it('routes each page in every language to it, under a label of its own; no Vike page answers a server page', () => {
    expect(SERVER_ROUTES.map((route) => route.name)).toContain('taxInvoice')
    for (const route of PAGE_ROUTES)
      for (const locale of LOCALES) {
        const url = localizePath(example(route), locale)
        const expected = route.render === 'vike' ? [route.folder] : []
        expect(routedFolders(folders, logicalPath(url)), url).toEqual(expected)
        expect(routeLabel(url), url).toBe(route.pattern)
      }
    expect(new Set(PAGE_ROUTES.map((route) => route.pattern)).size).toBe(PAGE_ROUTES.length)
  })

  it('guards exactly the signed-in pages, which render in the browser only', async () => {
    for (const route of PAGE_ROUTES) {
      const signedIn = route.access === 'signedIn'
      expect(guardsOf(route.folder), route.folder).toEqual(signedIn ? ['pages/(signed-in)'] : [])
      if (signedIn) expect((await effectiveConfig(route.folder)).ssr, route.folder).toBe(false)
    }
  })

  it('gives each page the caching its entry names, and a secret link no Referer and no cache', async () => {
    for (const route of SERVER_ROUTES) {
      // Its own headers are the server route's (tests/integration/orders/invoice-page.test.ts): never kept.
      expect(route.cache, route.name).toBe('noStore')
      expect(isSecretLinkPath(example(route)), route.name).toBe(route.access === 'link')
    }
    for (const route of VIKE_ROUTES) {
      const config = await effectiveConfig(route.folder)
      expect(cachePolicy(config), route.folder).toBe(route.cache)
      expect(isSecretLinkPath(example(route)), route.folder).toBe(route.access === 'link')
      if (route.access === 'link') {
        expect(config.Head, route.folder).toBe(noReferrerHead)
        expect(route.cache, route.folder).toBe('noStore')
      }
    }
  })

  it('says what robots.txt says: a page under a disallowed path is disallowed too', () => {
    for (const route of PAGE_ROUTES) {
      const disallowed = ROBOTS_DISALLOW.some((p) => example(route).startsWith(p))
      expect(disallowed, route.folder).toBe(route.robots === 'disallow')
    }
  })
})
