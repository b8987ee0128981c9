import { Router } from 'express'
import type { ServiceDeps } from '../services'

/** POST /api/contact (filled in by the contact work). */
export function contactRoutes(_deps: ServiceDeps): Router {
  return Router()
}
