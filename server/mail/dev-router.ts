/**
 * /dev/mail: the outbox as a small web page, so the embedded default (no SMTP) still lets a developer click
 * verification and reset links. Mounted by the app only outside production. Everything rendered is escaped;
 * message HTML is shown in a sandboxed iframe (no scripts, no same-origin access).
 */
import express, { type Request, type Response, type Router } from 'express'
import type { Database } from '../db/client'
import { escapeHtml, linkify } from './html'
import { getMessage, listMessages, type OutboxRow } from './outbox'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const LIST_LIMIT = 200

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title>
<style>
body{font-family:system-ui,sans-serif;margin:24px;color:#222;max-width:1000px}
table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:6px 8px;border-bottom:1px solid #ddd;vertical-align:top}
.status{font-family:monospace}iframe{width:100%;height:600px;border:1px solid #ccc}pre{white-space:pre-wrap;background:#f6f6f6;padding:12px}
</style></head><body>${body}</body></html>`
}

function toJson(row: OutboxRow) {
  return {
    id: row.id,
    kind: row.kind,
    to: row.to,
    replyTo: row.replyTo,
    subject: row.subject,
    text: row.text,
    html: row.html,
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  }
}

export function devMailRouter(opts: { db: Database }): Router {
  const router = express.Router()
  const noStore: express.RequestHandler = (_req, res, next) => {
    res.set('Cache-Control', 'no-store')
    next()
  }
  router.use(noStore)
  // Machine-readable list for end-to-end tests: newest first, optionally for one recipient (?to=).
  router.get('/messages.json', passErrors(messagesJson(opts.db)))
  router.get('/', passErrors(outboxPage(opts.db)))
  router.get('/:id', passErrors(messagePage(opts.db)))
  return router
}

type AsyncHandler<Params = Record<string, string>> = (req: Request<Params>, res: Response) => Promise<void>

function passErrors<Params>(handler: AsyncHandler<Params>): express.RequestHandler<Params> {
  return async (req, res, next) => {
    try {
      await handler(req, res)
    } catch (err) {
      next(err)
    }
  }
}

function messagesJson(db: Database): AsyncHandler {
  return async (req, res) => {
    const to = typeof req.query.to === 'string' ? req.query.to : undefined
    const rows = await listMessages(db, { limit: LIST_LIMIT, to })
    res.json(rows.map(toJson))
  }
}

// Links are absolute (under req.baseUrl, where the app mounted this router): `./<id>` on the page served at
// /dev/mail (no trailing slash) would resolve to /dev/<id>.
function outboxPage(db: Database): AsyncHandler {
  return async (req, res) => {
    const rows = await listMessages(db, { limit: LIST_LIMIT })
    const items = rows
      .map(
        (r) => `<tr><td>${escapeHtml(r.createdAt.toISOString())}</td><td>${escapeHtml(r.to)}</td>
<td><a href="${escapeHtml(`${req.baseUrl}/${r.id}`)}">${escapeHtml(r.subject)}</a></td><td>${escapeHtml(r.kind)}</td><td class="status">${escapeHtml(r.status)}</td></tr>`,
      )
      .join('\n')
    const body = rows.length
      ? `<table><thead><tr><th>Created</th><th>To</th><th>Subject</th><th>Kind</th><th>Status</th></tr></thead><tbody>${items}</tbody></table>`
      : '<p>No messages yet.</p>'
    res
      .type('html')
      .send(page('Mail outbox', `<h1>Mail outbox</h1><p>Newest first (at most ${LIST_LIMIT}).</p>${body}`))
  }
}

function messagePage(db: Database): AsyncHandler<{ id: string }> {
  return async (req, res) => {
    const id = req.params.id
    const row = UUID.test(id) ? await getMessage(db, id) : undefined
    if (!row) {
      res
        .status(404)
        .type('html')
        .send(
          page(
            'Not found',
            `<h1>Message not found</h1><p><a href="${escapeHtml(req.baseUrl)}">Back to the outbox</a></p>`,
          ),
        )
      return
    }
    res.type('html').send(page(row.subject, messageBody(row, req.baseUrl)))
  }
}

function messageBody(row: OutboxRow, outboxUrl: string): string {
  const meta = [
    ['To', row.to],
    ['Reply-To', row.replyTo ?? ''],
    ['Subject', row.subject],
    ['Kind', row.kind],
    [
      'Status',
      `${row.status} (${row.attempts} attempt${row.attempts === 1 ? '' : 's'})${row.lastError ? ` — ${row.lastError}` : ''}`,
    ],
    ['Created', row.createdAt.toISOString()],
  ]
    .map(([k, v]) => `<tr><th>${escapeHtml(k ?? '')}</th><td>${escapeHtml(v ?? '')}</td></tr>`)
    .join('')
  // srcdoc is an attribute, so escaping the whole document keeps it inside the iframe.
  return `<p><a href="${escapeHtml(outboxUrl)}">← Outbox</a></p><h1>${escapeHtml(row.subject)}</h1><table>${meta}</table>
<h2>HTML</h2><iframe title="Message HTML" sandbox="allow-popups allow-popups-to-escape-sandbox" srcdoc="${escapeHtml(row.html)}"></iframe>
<h2>Text</h2><pre>${linkify(row.text)}</pre>`
}
