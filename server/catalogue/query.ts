/**
 * The cached read every content method goes through: a key per query text and params, recorded for the page being
 * rendered (server/page-cache/render-scope.ts), and a memory of caller-chosen lookups that found nothing.
 */
import type { QueryParams, SanityQueries } from '@sanity/client'
import { ContentUnavailableError } from '@/lib/content/unavailable'
import { recordQuery } from '../page-cache/render-scope'
import type { CatalogueContext } from './context'
import { isAffected, typesReadBy, type ContentChange } from './dependencies'
import { queryKey, queryText } from './query-key'

/**
 * Only the queries of lib/content/queries.ts: `SanityQueries` is TypeGen's map from each of their strings to its
 * result type (lib/content/sanity.types.ts), so every method is typed by the query it runs.
 */
export type CachedQuery = <Q extends keyof SanityQueries>(
  groq: Q,
  params?: QueryParams,
  /** Params chosen by a caller (a URL, an API request): an empty answer is kept out of the shared cache. */
  callerChosen?: boolean,
) => Promise<SanityQueries[Q]>

/** `settled` resolves when no revalidation is running: a read right after a change sees the changed content. */
export function createCachedQuery(ctx: CatalogueContext, settled: () => Promise<void>): CachedQuery {
  const { cache, negative, log } = ctx
  return async function query<Q extends keyof SanityQueries>(
    groq: Q,
    params: QueryParams = {},
    callerChosen = false,
  ): Promise<SanityQueries[Q]> {
    // Widened so the client's own per-query overload does not need resolving for a generic Q.
    const text: string = groq
    const key = queryKey(text, params)
    recordQuery(key)
    await settled()
    const load = () => ctx.read<SanityQueries[Q]>(text, params)
    try {
      if (!callerChosen) return await cache.get(key, load)
      if (negative.has(key)) return emptyAnswer(text) as SanityQueries[Q]
      const value = await cache.get(key, load, (found) => !isEmpty(found))
      if (isEmpty(value)) negative.set(key, true)
      return value
    } catch (err) {
      log.error({ err }, 'content query failed with nothing cached')
      throw new ContentUnavailableError('The catalogue service is unavailable', { cause: err })
    }
  }
}

/** A slug or price id that was unknown may exist after `change`: lookups that found nothing are announced as changed. */
export function forgetEmptyAnswers(ctx: CatalogueContext, change: ContentChange): void {
  for (const key of [...ctx.negative.keys()])
    if (isAffected({ ids: new Set(), types: typesReadBy(queryText(key)) }, change)) {
      ctx.negative.delete(key)
      ctx.changes.announce(key)
    }
}

/** An answer that found nothing: `null` for a single document, `[]` for a list. */
const isEmpty = (value: unknown) =>
  value === null || value === undefined || (Array.isArray(value) && value.length === 0)

/** What an empty answer to `groq` looks like (a `[0]` lookup is null, a list is empty). */
const emptyAnswer = (groq: string) => (/\]\s*\[0\]/.test(groq) ? null : [])
