/**
 * `/data/history/:dataset/...`: the transaction log (NDJSON) and documents at a revision or time, the two calls
 * behind Studio's history timeline, "Review changes" and restore. docs/adr/0008-local-studio.md
 */
import express, { type Router } from 'express'
import { badRequest } from '../errors'
import type { RevisionSelector, TransactionLog } from '../history'
import type { Docs } from '../store'

type Query = Record<string, unknown>
const text = (query: Query, name: string) => (typeof query[name] === 'string' ? query[name] : undefined)
const ids = (raw: unknown) => String(raw).split(',').filter(Boolean)

export function historyRoutes(deps: { history: TransactionLog; docs: () => Docs; dataset: string }): Router {
  const router = express.Router()

  router.get('/data/history/:dataset/transactions/:ids', (req, res) => {
    const query = req.query as Query
    const wanted = ids(req.params.ids)
    const limit = text(query, 'limit')
    if (limit !== undefined && !/^\d+$/.test(limit)) throw badRequest('"limit" must be a whole number')
    const entries = deps.history.transactions({
      ids: wanted,
      reverse: query.reverse === 'true',
      ...(limit !== undefined ? { limit: Number(limit) } : {}),
      ...optional('fromTransaction', text(query, 'fromTransaction')),
      ...optional('toTransaction', text(query, 'toTransaction')),
      ...optional('fromTime', text(query, 'fromTime')),
      ...optional('toTime', text(query, 'toTime')),
    })
    const onlyIdentified = query.includeIdentifiedDocumentsOnly === 'true'
    const withEffects = query.effectFormat === 'mendoza'
    const withMutations = query.excludeMutations !== 'true'
    res.type('application/x-ndjson')
    res.send(
      entries
        .map((entry) => {
          const documentIDs = onlyIdentified ? entry.documentIDs.filter((id) => wanted.includes(id)) : entry.documentIDs
          return (
            JSON.stringify({
              id: entry.id,
              timestamp: entry.timestamp,
              author: entry.author,
              documentIDs,
              ...(withEffects
                ? {
                    effects: Object.fromEntries(
                      documentIDs.flatMap((id) => (entry.effects[id] ? [[id, entry.effects[id]] as const] : [])),
                    ),
                  }
                : {}),
              ...(withMutations ? { mutations: entry.mutations } : {}),
            }) + '\n'
          )
        })
        .join(''),
    )
  })

  router.get('/data/history/:dataset/documents/:ids', (req, res) => {
    const query = req.query as Query
    const revision = text(query, 'revision')
    const time = text(query, 'time')
    let at: RevisionSelector
    if (query.lastRevision === 'true') at = { lastRevision: true }
    else if (revision) at = { revision }
    else if (time) {
      if (Number.isNaN(Date.parse(time))) throw badRequest(`"time" is not a timestamp: ${time}`)
      at = { time: new Date(time).toISOString().replace(/\.\d{3}Z$/, 'Z') }
    } else throw badRequest('Give "revision", "time" or "lastRevision=true"')
    res.json({ documents: deps.history.documents(deps.docs(), ids(req.params.ids), at) })
  })

  return router
}

const optional = <K extends string>(key: K, value: string | undefined) =>
  (value === undefined ? {} : { [key]: value }) as Partial<Record<K, string>>
