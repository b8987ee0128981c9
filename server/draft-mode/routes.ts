/**
 * Draft mode's endpoints (docs/architecture.md §2.7):
 * - `GET /api/draft-mode/enable`: the Presentation tool's secret checked (secret.ts), the cookie set (session.ts), a
 *   redirect to the page asked for; a wrong or expired secret answers 401.
 * - `GET /api/draft-mode/disable?to=/path`: the cookie cleared, back to the page (the bar's exit button).
 * - `GET /api/draft-mode/changes`: server-sent events, one per content change, for the open draft pages to refresh
 *   their data (components/preview/liveDraft.ts); 401 without a draft session.
 */
import { Router, type Response } from 'express'
import { DRAFT_MODE_PATHS } from '@/lib/preview/paths'
import type { ContentLake } from '../content-lake/index'
import type { Logger } from '../logger'
import { rateLimit } from '../rate-limit/http'
import type { RateLimiters } from '../rate-limit/index'
import { localPath, type PreviewCheck } from './secret'
import { draftCookie, readDraftSession, signDraftSession } from './session'

export interface DraftModeRoutesDeps {
  jwtSecret: string
  logger: Logger
  limiters: Pick<RateLimiters, 'draftMode'>
  /** Checks a preview URL's secret; undefined when this shop cannot read drafts (hosted Sanity without a read token). */
  checkSecret: ((url: string) => Promise<PreviewCheck>) | undefined
  /** The embedded lake's commits; hosted content has no live stream here (the page refreshes on reload). */
  lake?: Pick<ContentLake, 'onMutation'>
}

/** Keeps an idle stream open through proxies that close quiet connections. */
const HEARTBEAT_MS = 25_000

const noStore = (res: Response) => res.set('Cache-Control', 'private, no-store').set('X-Robots-Tag', 'noindex')

export function draftModeRoutes(deps: DraftModeRoutesDeps): Router {
  const router = Router()
  const log = deps.logger.child({ module: 'draft-mode' })
  const limit = rateLimit(deps.limiters.draftMode, { message: 'Too many preview attempts. Please wait a moment.' })

  router.get(DRAFT_MODE_PATHS.enable, limit, async (req, res) => {
    noStore(res)
    if (!deps.checkSecret)
      return res.status(404).json({ error: { message: 'Draft preview is not set up on this shop' } })
    const check = await deps.checkSecret(req.originalUrl)
    if (!check.valid || !check.studioOrigin) {
      log.info('draft mode: a preview secret was refused')
      return res.status(401).json({ error: { message: 'The preview link is wrong or has expired' } })
    }
    const token = await signDraftSession(deps.jwtSecret, { studioOrigin: check.studioOrigin }, nowSec())
    res.setHeader('Set-Cookie', draftCookie(token))
    res.redirect(307, check.redirectTo)
  })

  router.get(DRAFT_MODE_PATHS.disable, (req, res) => {
    noStore(res)
    res.setHeader('Set-Cookie', draftCookie(undefined))
    res.redirect(303, localPath(typeof req.query.to === 'string' ? req.query.to : undefined))
  })

  router.get(DRAFT_MODE_PATHS.changes, async (req, res) => {
    noStore(res)
    if (!(await readDraftSession(deps.jwtSecret, req)))
      return res.status(401).json({ error: { message: 'Draft preview is not on' } })
    res.writeHead(200, { 'Content-Type': 'text/event-stream; charset=utf-8', 'Cache-Control': 'private, no-store' })
    // compression() buffers unless told to flush; an event must not wait for a full buffer.
    const send = (text: string) => {
      res.write(text)
      ;(res as Response & { flush?: () => void }).flush?.()
    }
    send('retry: 2000\n\n')
    const stop = deps.lake?.onMutation((event) => {
      send(`event: change\ndata: ${JSON.stringify({ ids: event.documentIds })}\n\n`)
    })
    const heartbeat = setInterval(() => send(': still here\n\n'), HEARTBEAT_MS)
    heartbeat.unref()
    res.on('close', () => {
      clearInterval(heartbeat)
      stop?.()
    })
  })

  return router
}

const nowSec = () => Math.floor(Date.now() / 1000)
