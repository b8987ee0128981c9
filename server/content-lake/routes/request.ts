/** What every data route reads and checks of a request: the API version and dataset in its path, the token, flags. */
import type { Request, RequestHandler } from 'express'
import type { Auth } from '../auth'
import { badRequest, notFound } from '../errors'

/** The versions Sanity's clients send: a date, `1` or `X`. */
export const API_VERSION = /^(\d{4}-\d{2}-\d{2}|1|X)$/

export type Query = Record<string, unknown>

export const flag = (query: Query, name: string) => query[name] === 'true'

/** Every data route is versioned and names the dataset; anything else is the caller's mistake. */
export function checkTarget(req: Request, dataset: string): void {
  const { apiVersion, dataset: asked } = req.params as Record<string, string>
  if (!API_VERSION.test(apiVersion ?? '')) throw badRequest(`Invalid API version "v${apiVersion}"`)
  if (asked !== dataset) throw notFound(`Dataset "${asked}" not found`, 'datasetNotFound')
}

/** Lets only token holders through (writes, uploads, Studio's API). */
export const tokenRequired =
  (auth: Pick<Auth, 'requireToken'>): RequestHandler =>
  (req, _res, next) => {
    auth.requireToken(req)
    next()
  }
