/**
 * Product search (docs/product.md §15) with MiniSearch, in process: the index is built from the content service's
 * `allProducts()` result and rebuilt whenever that cached result changes: every content change (a lake mutation,
 * Sanity's listener, the signed webhook) re-runs the cached queries, and a changed result is a new array. So it
 * works the same with the embedded lake and with hosted Sanity, and needs no index service of its own. Because it
 * reads through the content service, a /search page is filed under the products query in the page cache.
 */
import MiniSearch from 'minisearch'
import { normaliseTerm } from '@/lib/catalogue/searchText'
import type { ALL_PRODUCTS_QUERY_RESULT } from '@/lib/content/sanity.types'

type Product = ALL_PRODUCTS_QUERY_RESULT[number]

interface Doc {
  id: string
  title: string
  categoryName: string
  colours: string
  description: string
}

/** Title matches rank above category and colour, which rank above the description. */
export const SEARCH_BOOST = { title: 4, categoryName: 1.5, colours: 1.5, description: 1 } as const

function buildIndex(products: readonly Product[]): MiniSearch<Doc> {
  const index = new MiniSearch<Doc>({
    fields: ['title', 'categoryName', 'colours', 'description'],
    processTerm: normaliseTerm,
    searchOptions: {
      boost: SEARCH_BOOST,
      // One typo in 4–9 letters, two in longer words ("abya" finds "abaya"); typing finds words it starts.
      fuzzy: (term) => (term.length < 4 ? false : term.length < 10 ? 1 : 2),
      prefix: (term) => term.length >= 2,
      processTerm: normaliseTerm,
    },
  })
  index.addAll(
    products.map((p) => ({
      id: p._id,
      title: p.title,
      categoryName: p.categoryName,
      colours: [...new Set((p.variants ?? []).flatMap((v) => (v.colour ? [v.colour] : [])))].join(' '),
      description: p.description,
    })),
  )
  return index
}

/** `load` is the content service's cached `allProducts`; the same array object means the same content. */
export function createProductSearch(load: () => Promise<readonly Product[]>) {
  let built: { source: readonly Product[]; index: MiniSearch<Doc>; byId: Map<string, Product> } | undefined

  async function current() {
    const products = await load()
    if (built?.source !== products)
      built = { source: products, index: buildIndex(products), byId: new Map(products.map((p) => [p._id, p])) }
    return built
  }

  return {
    /**
     * Products matching every word (typos and plurals allowed), best first. When no product matches every word,
     * products matching any of them are returned, so a long query still finds something.
     */
    async search(query: string, limit = Infinity): Promise<Product[]> {
      const text = query.trim().slice(0, 100)
      if (!text) return []
      const { index, byId } = await current()
      let hits = index.search(text, { combineWith: 'AND' })
      if (hits.length === 0) hits = index.search(text, { combineWith: 'OR' })
      return hits.slice(0, limit).flatMap((hit) => byId.get(String(hit.id)) ?? [])
    },
    /** Drops the index (content changed); the next search builds it again. */
    clear() {
      built = undefined
    },
  }
}

export type ProductSearch = ReturnType<typeof createProductSearch>
