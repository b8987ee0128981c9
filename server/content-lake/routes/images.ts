/** Images: `POST /v…/assets/images/:dataset` (token) stores an upload, `GET /images/…` serves it transformed. */
import express, { type RequestHandler, type Router } from 'express'
import type { Auth } from '../auth'
import type { ImageServer } from '../images'
import { MAX_UPLOAD_BYTES } from '../limits'
import type { Doc } from '../store'
import { checkTarget } from './request'

export interface ImageRouteDeps {
  dataset: string
  auth: Pick<Auth, 'isAuthenticated'>
  uploadImage: (upload: { data: Buffer; filename?: string }) => Promise<Doc>
  images: ImageServer
}

export function imageRoutes(deps: ImageRouteDeps, requireToken: RequestHandler): Router {
  const router = express.Router()
  router.post(
    '/v:apiVersion/assets/images/:dataset',
    requireToken,
    express.raw({ type: () => true, limit: MAX_UPLOAD_BYTES }),
    async (req, res) => {
      checkTarget(req, deps.dataset)
      const data = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0)
      const filename = typeof req.query.filename === 'string' ? req.query.filename : undefined
      const document = await deps.uploadImage({ data, ...(filename ? { filename } : {}) })
      res.json({ document })
    },
  )

  router.get('/images/:projectId/:dataset/:file{/:vanityName}', async (req, res) => {
    await deps.images.handle(req, res, { authenticated: deps.auth.isAuthenticated(req) })
  })
  return router
}
