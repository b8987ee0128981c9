/**
 * The Orders tool's GraphQL client: plain fetch (the Studio bundles no GraphQL client) with the staff member's
 * bearer token. Error codes are those of the staff API (docs/operations.md, "The Orders tool").
 */
import { ordersText } from './messages'
import type { TypedDocumentString } from './operations.generated'

/** Expected failures, each with its own sentence in ordersText.errors. */
export type StaffErrorKind =
  | 'network'
  | 'rateLimited'
  | 'unauthenticated'
  | 'forbidden'
  | 'notFound'
  | 'conflict'
  | 'refundFailed'
  | 'refundPending'
  | 'unavailable'
  | 'invalid'
  | 'unexpected'

export class StaffApiError extends Error {
  override name = 'StaffApiError'
  constructor(
    readonly kind: StaffErrorKind,
    message: string,
    /** The GraphQL error code, when the shop sent one. */
    readonly code?: string,
    /** For `invalid`: the argument the shop refused (extensions.field). */
    readonly field?: string,
  ) {
    super(message)
  }
}

const CODE_KINDS: Record<string, StaffErrorKind> = {
  RATE_LIMITED: 'rateLimited',
  UNAUTHENTICATED: 'unauthenticated',
  FORBIDDEN: 'forbidden',
  NOT_FOUND: 'notFound',
  ORDER_STATE_CONFLICT: 'conflict',
  REFUND_FAILED: 'refundFailed',
  REFUND_PENDING: 'refundPending',
  SERVICE_UNAVAILABLE: 'unavailable',
  BAD_USER_INPUT: 'invalid',
}

/** What the tool shows for a failure: always its own sentence, never the server's text. */
export function errorMessage(error: unknown): string {
  if (!(error instanceof StaffApiError)) return ordersText.errors.unexpected
  if (error.kind === 'invalid') return ordersText.invalidField(error.field)
  if (error.kind === 'unauthenticated') return ordersText.sessionExpired
  return ordersText.errors[error.kind]
}

function kindOfStatus(status: number): StaffErrorKind {
  if (status === 429) return 'rateLimited'
  if (status === 401) return 'unauthenticated'
  if (status === 403) return 'forbidden'
  // The local Studio's dev server answers 502 when the shop is down; gateways in front of a hosted shop too.
  if (status === 502 || status === 504) return 'network'
  if (status === 503) return 'unavailable'
  return 'unexpected'
}

interface GraphQLBody<T> {
  data?: T | null
  errors?: ReadonlyArray<{ message?: unknown; extensions?: { code?: unknown; field?: unknown } }>
}

function failure(status: number, body: GraphQLBody<unknown> | undefined): StaffApiError {
  const first = body?.errors?.[0]
  const code = typeof first?.extensions?.code === 'string' ? first.extensions.code : undefined
  const field = typeof first?.extensions?.field === 'string' ? first.extensions.field : undefined
  const kind = (code && CODE_KINDS[code]) || kindOfStatus(status)
  const message = typeof first?.message === 'string' ? first.message : `HTTP ${status}`
  return new StaffApiError(kind, message, code, field)
}

export interface StaffRequest<T, V> {
  endpoint: string
  document: TypedDocumentString<T, V>
  variables?: V
  token?: string | null
  signal?: AbortSignal
}

export async function staffRequest<T, V>(request: StaffRequest<T, V>): Promise<T> {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    accept: 'application/graphql-response+json, application/json',
    // The staff work in English: without this, an Arabic browser would get the shop's answers in Arabic.
    'accept-language': 'en',
  }
  if (request.token) headers.authorization = `Bearer ${request.token}`
  let response: Response
  try {
    response = await fetch(request.endpoint, {
      method: 'POST',
      headers,
      body: JSON.stringify({ query: String(request.document), variables: request.variables ?? {} }),
      // The token is the only credential; no cookie of the shop's ever counts (docs/security/accounts.md).
      credentials: 'omit',
      signal: request.signal,
    })
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error
    throw new StaffApiError('network', 'fetch failed')
  }
  let body: GraphQLBody<T> | undefined
  try {
    body = (await response.json()) as GraphQLBody<T>
  } catch {
    body = undefined
  }
  if (body?.errors?.length || !body?.data) throw failure(response.status, body)
  return body.data
}

/** A fresh key for one intended action, kept while that action is retried (the shop acts once per key). */
export function newIdempotencyKey(): string {
  return crypto.randomUUID()
}
