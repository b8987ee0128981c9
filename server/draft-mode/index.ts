/**
 * Draft preview on the storefront (docs/architecture.md §2.7, issue 39): the Presentation tool's secret opens it
 * (routes.ts, secret.ts), a signed cookie keeps it (session.ts), and while it lasts pages read drafts, uncached,
 * answered `private, no-store` and framable by that Studio alone (headers.ts).
 */
import type { Router } from 'express'
import type { ContentSourceConfig } from '@/lib/content/client'
import type { CatalogueReads } from '../catalogue/index'
import type { ContentLake } from '../content-lake/index'
import type { Logger } from '../logger'
import type { RateLimiters } from '../rate-limit/index'
import { draftModeRoutes } from './routes'
import { previewSecretChecker } from './secret'
import { readDraftSession, type DraftSession } from './session'

export type { DraftSession } from './session'

export interface DraftModeDeps {
  config: ContentSourceConfig & { jwtSecret: string }
  logger: Logger
  limiters: Pick<RateLimiters, 'draftMode'>
  lake?: Pick<ContentLake, 'query' | 'onMutation'>
  /** The catalogue's draft reads for a Studio; undefined when drafts cannot be read (then draft mode is off: 404). */
  drafts: ((studioUrl: string) => CatalogueReads) | undefined
}

export interface DraftMode {
  routes: Router
  /** The request's draft session with the catalogue it reads, or undefined: a shopper's request. */
  session(
    req: Parameters<typeof readDraftSession>[1],
  ): Promise<(DraftSession & { catalogue: CatalogueReads }) | undefined>
}

export function createDraftMode(deps: DraftModeDeps): DraftMode {
  const { drafts } = deps
  const checkSecret = drafts ? previewSecretChecker(deps.config, deps.lake) : undefined
  return {
    routes: draftModeRoutes({ ...deps, jwtSecret: deps.config.jwtSecret, checkSecret }),
    async session(req) {
      if (!drafts) return undefined
      const session = await readDraftSession(deps.config.jwtSecret, req)
      return session && { ...session, catalogue: drafts(session.studioOrigin) }
    },
  }
}
