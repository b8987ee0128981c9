/**
 * Draft preview's reads (docs/architecture.md §2.7): the same page methods as the published catalogue, over the
 * `drafts` perspective (each draft in place of its published document), past every cache — an editor sees each
 * keystroke, and nothing read here is kept where a shopper could be answered from it. The embedded lake is read in
 * process with the token's visibility; hosted Sanity with SANITY_READ_TOKEN (no CDN).
 *
 * Texts a page shows carry stega marks (invisible characters naming their document and field, encoded by
 * @sanity/client from the answer's Content Source Map), so the Presentation tool's overlays can open the field a
 * text came from. Only display texts are marked: a slug, a colour or a price id is compared and put in URLs, where
 * invisible characters would break it, and the search index's texts are matched against what a shopper types.
 */
import type { QueryParams, SanityClient, SanityQueries } from '@sanity/client'
import { stegaEncodeSourceMap, type InitializedStegaConfig } from '@sanity/client/stega'
import { PRODUCT_SEARCH_TEXTS_QUERY } from '@/lib/content/queries'
import { ContentUnavailableError } from '@/lib/content/unavailable'
import type { CatalogueContext } from './context'
import type { CachedQuery } from './query'

/** The answer keys whose texts pages show as they are (lib/content/queries.ts projections, image alt texts). */
const MARKED_KEYS = new Set(['title', 'slogan', 'description', 'categoryName', 'alt'])

const stegaFor = (studioUrl: string): InitializedStegaConfig => ({
  enabled: true,
  studioUrl,
  filter: (props) => {
    const key = props.resultPath.at(-1)
    return typeof key === 'string' && MARKED_KEYS.has(key) && props.filterDefault(props)
  },
})

type DraftRead = <T>(groq: string, params: QueryParams, stega: InitializedStegaConfig | undefined) => Promise<T>

/** Undefined when drafts cannot be read (hosted Sanity without a read token). */
export function draftQuery(ctx: CatalogueContext): ((studioUrl: string) => CachedQuery) | undefined {
  const read = draftReader(ctx)
  if (!read) return undefined
  return (studioUrl) =>
    async function query<Q extends keyof SanityQueries>(groq: Q, params: QueryParams = {}) {
      const text: string = groq
      const stega = text === PRODUCT_SEARCH_TEXTS_QUERY ? undefined : stegaFor(studioUrl)
      try {
        return withoutUnfinishedImages(await read<SanityQueries[Q]>(text, params, stega))
      } catch (err) {
        ctx.log.error({ err }, 'draft preview: content query failed')
        throw new ContentUnavailableError('The catalogue service is unavailable', { cause: err })
      }
    }
}

/**
 * A draft is not validated: an image an editor is still uploading has no asset yet, and no URL can be made for it.
 * Such images are left out of a draft answer (an array item dropped, a single image null), so the page renders
 * without them instead of failing while the editor works.
 */
export function withoutUnfinishedImages<T>(value: T): T {
  const unfinished = (item: unknown) =>
    !!item && typeof item === 'object' && (item as { _type?: unknown })._type === 'image' && !('asset' in item)
  const clean = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.filter((item) => !unfinished(item)).map(clean)
    if (!node || typeof node !== 'object') return node
    return Object.fromEntries(
      Object.entries(node).map(([key, child]) => [key, unfinished(child) ? null : clean(child)]),
    )
  }
  return clean(value) as T
}

function draftReader(ctx: CatalogueContext): DraftRead | undefined {
  const { lake } = ctx
  if (lake)
    return async (groq, params, stega) => {
      if (!stega || !lake.queryWithSourceMap) return lake.query(groq, params, { perspective: 'drafts' })
      const { result, resultSourceMap } = await lake.queryWithSourceMap(groq, params, { perspective: 'drafts' })
      return stegaEncodeSourceMap(result, resultSourceMap, stega) as never
    }
  if (!ctx.client || !ctx.config.sanity.readToken) return undefined
  const client: SanityClient = ctx.client.withConfig({ perspective: 'drafts', useCdn: false })
  return (groq, params, stega) => client.fetch(groq, params, { stega: stega ?? false })
}
