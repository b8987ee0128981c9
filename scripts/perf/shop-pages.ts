/** Pages the benchmarks visit, found the way a crawler would: from the running shop's sitemap. */
export async function sitemapPaths(origin: string): Promise<string[]> {
  const sitemap = await (await fetch(`${origin}/sitemap.xml`)).text()
  return [...sitemap.matchAll(/<loc>https?:\/\/[^/]+(\/[^<]*)<\/loc>/g)].map((m) => m[1]!)
}

export async function firstProductPath(origin: string): Promise<string> {
  const path = (await sitemapPaths(origin)).find((p) => p.startsWith('/product/'))
  if (!path) throw new Error('no product in the sitemap')
  return path
}

export async function firstCategoryPath(origin: string): Promise<string> {
  const path = (await sitemapPaths(origin)).find((p) => p.startsWith('/category/'))
  if (!path) throw new Error('no category in the sitemap')
  return path
}
