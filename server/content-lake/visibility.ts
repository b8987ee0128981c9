/**
 * Which documents a request may see. Drafts (`drafts.*`), release versions (`versions.*`) and every other id with a
 * path (a `.`, e.g. Presentation's `sanity-preview-url-secret.share-access`) are private, as on hosted Sanity: only a
 * caller holding the lake token sees them.
 */
import { badRequest } from './errors'
import type { Doc, Docs } from './store'

export type Perspective = 'raw' | 'published' | 'drafts'

const DRAFTS = 'drafts.'
export const VERSIONS = 'versions.'

/** Any id in a path: drafts, versions, and the secrets the Presentation tool keeps (docs/security.md). */
export const isPrivateId = (id: string) => id.includes('.')
const isDraftOrVersion = (id: string) => id.startsWith(DRAFTS) || id.startsWith(VERSIONS)

/** API versions from 2025-02-19 on default to `published`; older ones (ours: 2022-03-07) to `raw`. */
const PUBLISHED_BY_DEFAULT_FROM = '2025-02-19'

export function parsePerspective(value: unknown, apiVersion: string): Perspective {
  if (value === undefined || value === '')
    return /^\d/.test(apiVersion) && apiVersion >= PUBLISHED_BY_DEFAULT_FROM ? 'published' : 'raw'
  if (value === 'raw' || value === 'published' || value === 'drafts') return value
  // Sanity's former name for the drafts overlay.
  if (value === 'previewDrafts') return 'drafts'
  throw badRequest(`Unsupported perspective ${JSON.stringify(value)}: use raw, published or drafts`)
}

/** A read view: the documents to query over, and a lookup for `->` that sees the same documents. */
export interface View {
  documents: Doc[]
  byId: Map<string, Doc>
}

const viewCache = new WeakMap<Docs, Map<string, View>>()

export function viewOf(docs: Docs, authenticated: boolean, perspective: Perspective): View {
  // Without the token only public published documents exist, whatever perspective was asked for.
  const effective: Perspective | 'anonymous' = authenticated ? perspective : 'anonymous'
  let perState = viewCache.get(docs)
  if (!perState) viewCache.set(docs, (perState = new Map<string, View>()))
  let view = perState.get(effective)
  if (!view) perState.set(effective, (view = buildView(docs, effective)))
  return view
}

function buildView(docs: Docs, perspective: Perspective | 'anonymous'): View {
  const byId = new Map<string, Doc>()
  if (perspective === 'raw') {
    for (const doc of docs.values()) byId.set(doc._id, doc)
  } else if (perspective === 'anonymous') {
    for (const doc of docs.values()) if (!isPrivateId(doc._id)) byId.set(doc._id, doc)
  } else {
    for (const doc of docs.values()) if (!isDraftOrVersion(doc._id)) byId.set(doc._id, doc)
    if (perspective === 'drafts') {
      // A draft replaces its published document, under the published id (as the hosted API does).
      for (const doc of docs.values()) {
        if (!doc._id.startsWith(DRAFTS)) continue
        const id = doc._id.slice(DRAFTS.length)
        byId.set(id, { ...doc, _id: id, _originalId: doc._id })
      }
    }
  }
  return { documents: [...byId.values()], byId }
}
