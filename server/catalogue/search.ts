/**
 * Product search (docs/product.md §15) with MiniSearch, in process: the index is built from the catalogue service's
 * cached PRODUCT_SEARCH_TEXTS_QUERY result (every product's texts in English and in Arabic, so either language
 * finds a product whatever the page's language) and rebuilt whenever that cached result changes: every content
 * change (a lake mutation, Sanity's listener, the signed webhook) re-runs the cached queries, and a changed result
 * is a new array. So it works the same with the embedded lake and with hosted Sanity, and needs no index service of
 * its own. It answers product ids; the catalogue service shows them from the page's own product list, and because
 * both reads go through the catalogue service, a /search page is filed under the product queries in the page cache.
 */
import MiniSearch from 'minisearch'
import { normaliseTerm } from '@/lib/catalogue/searchText'
import type { PRODUCT_SEARCH_TEXTS_QUERY_RESULT } from '@/lib/content/sanity.types'

type ProductTexts = PRODUCT_SEARCH_TEXTS_QUERY_RESULT[number]

interface Doc {
  id: string
  title: string
  categoryName: string
  colours: string
  description: string
}

/** Title matches rank above category and colour, which rank above the description. */
export const SEARCH_BOOST = { title: 4, categoryName: 1.5, colours: 1.5, description: 1 } as const

/** A text and its Arabic twin, as one field: a match in either language counts the same. */
const bothLanguages = (english: string, arabic: string | null) => (arabic ? `${english}\n${arabic}` : english)

function buildIndex(products: readonly ProductTexts[]): MiniSearch<Doc> {
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
      title: bothLanguages(p.title, p.titleAr),
      categoryName: bothLanguages(p.categoryName, p.categoryNameAr),
      colours: [...new Set((p.colours ?? []).flatMap((colour) => (colour ? [colour] : [])))].join(' '),
      description: bothLanguages(p.description, p.descriptionAr),
    })),
  )
  return index
}

/** `load` is the catalogue service's cached search texts; the same array object means the same content. */
export function createProductSearch(load: () => Promise<readonly ProductTexts[]>) {
  let built: { source: readonly ProductTexts[]; index: MiniSearch<Doc> } | undefined

  async function current() {
    const products = await load()
    if (built?.source !== products) built = { source: products, index: buildIndex(products) }
    return built
  }

  return {
    /**
     * The ids of the products matching every word (typos and plurals allowed, in English or Arabic), best first.
     * When no product matches every word, products matching any of them are returned, so a long query still finds
     * something.
     */
    async search(query: string, limit = Infinity): Promise<string[]> {
      const text = query.trim().slice(0, 100)
      if (!text) return []
      const { index } = await current()
      let hits = index.search(text, { combineWith: 'AND' })
      if (hits.length === 0) hits = index.search(text, { combineWith: 'OR' })
      return hits.slice(0, limit).map((hit) => String(hit.id))
    },
    /** Drops the index (content changed); the next search builds it again. */
    clear() {
      built = undefined
    },
  }
}

export type ProductSearch = ReturnType<typeof createProductSearch>
