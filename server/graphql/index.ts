/**
 * The GraphQL endpoint (graphql-yoga 5) as an Express handler. Armor limits depth, aliases, cost, tokens and
 * directives; batching is off; introspection and GraphiQL only outside production; unexpected errors masked.
 * It parses its own body (JSON, 100 kB) so the limit and the error shape hold however the app is set up.
 */
import { localeOfAcceptLanguage } from '@/lib/i18n/requestLanguage'
import { randomUUID } from 'node:crypto'
import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor'
import express, { type ErrorRequestHandler, type Request, type RequestHandler } from 'express'
import type { ASTVisitor, ValidationContext } from 'graphql'
import { createGraphQLError, createSchema, createYoga, type Plugin } from 'graphql-yoga'
import type { Config } from '../config'
import type { Logger } from '../logger'
import type { GraphQLContext } from './context'
import { GRAPHQL_LIMITS } from './limits'
import type { Resolvers } from './resolvers.generated'

export { GRAPHQL_LIMITS } from './limits'

/**
 * What the endpoint serves: every feature's type definitions and resolvers, folded by the composition root
 * (server/graphql-features.ts), so this folder imports no feature (tests/unit/import-direction.test.ts).
 */
export interface GraphQLSchemaParts {
  typeDefs: string[]
  resolvers: Resolvers
  /** Resolves when work the features do after their answers is done (a graceful stop waits for it). */
  settled: () => Promise<void>
}

export interface CreateGraphQLEndpointOptions {
  schema: GraphQLSchemaParts
  config: Pick<Config, 'isProduction' | 'publicUrl'> & Partial<Pick<Config, 'staffToolOrigins'>>
  logger: Logger
}

interface ServerContext {
  req: Request & { id?: unknown }
}

function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '')
  return match?.[1]
}

/**
 * Refuses __schema and __type (ASVS 4.3.2). graphql's own NoSchemaIntrospectionCustomRule would do, but its error
 * must come from the same copy of `graphql` as yoga's, or yoga masks it; createGraphQLError guarantees that.
 */
function noIntrospectionRule(context: ValidationContext): ASTVisitor {
  return {
    Field(node) {
      if (node.name.value === '__schema' || node.name.value === '__type') {
        context.reportError(
          createGraphQLError('GraphQL introspection has been disabled.', {
            nodes: [node],
            extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
          }),
        )
      }
    },
  }
}

const disableIntrospection: Plugin = {
  onValidate({ addValidationRule }) {
    addValidationRule(noIntrospectionRule)
  },
}

/** What yoga can answer in (GraphiQL's text/html only outside production). */
const GRAPHQL_RESPONSE_TYPES = [
  'application/graphql-response+json',
  'application/json',
  'text/event-stream',
  'multipart/mixed',
]

function jsonError(res: express.Response, status: number, code: string, message: string) {
  res.status(status).json({ errors: [{ message, extensions: { code } }] })
}

/** The handler, and a way to wait for work the features do after their answers (a graceful stop). */
export type GraphQLHandler = RequestHandler & { settled(): Promise<void> }

export function createGraphQLEndpoint(opts: CreateGraphQLEndpointOptions): GraphQLHandler {
  const { typeDefs, resolvers, settled } = opts.schema
  const yoga = yogaServer(opts.config, opts.logger.child({ module: 'graphql' }), typeDefs, resolvers)
  return Object.assign(httpFront(opts.config, yoga), { settled })
}

type GraphQLConfig = CreateGraphQLEndpointOptions['config']

function yogaServer(config: GraphQLConfig, log: Logger, typeDefs: string[], resolvers: Resolvers) {
  return createYoga<ServerContext, GraphQLContext>({
    schema: createSchema<ServerContext & GraphQLContext>({
      typeDefs,
      resolvers,
    }),
    graphqlEndpoint: '/graphql',
    // The storefront calls from its own origin only; no other site may read answers, and no cookie ever counts
    // (yoga's default reflects any Origin with credentials: docs/security/accounts.md, L4).
    // The Studio's Orders tool calls from its own origin (STAFF_TOOL_ORIGINS), with a bearer token, never a cookie.
    cors: {
      origin: [new URL(config.publicUrl).origin, ...(config.staffToolOrigins ?? [])],
      credentials: false,
    },
    batching: false,
    graphiql: !config.isProduction,
    landingPage: false,
    maxRequestBodySize: GRAPHQL_LIMITS.maxBodyBytes,
    // Resolvers already turn unexpected errors into a generic message; this masks anything thrown elsewhere.
    maskedErrors: true,
    logging: {
      debug: (...args) => log.debug({ args }, 'yoga'),
      info: (...args) => log.info({ args }, 'yoga'),
      warn: (...args) => log.warn({ args }, 'yoga'),
      error: (...args) => log.error({ args }, 'yoga'),
    },
    context: ({ req }): GraphQLContext => ({
      ip: req.ip ?? req.socket.remoteAddress ?? 'unknown',
      requestId: typeof req.id === 'string' || typeof req.id === 'number' ? String(req.id) : randomUUID(),
      token: bearerToken(req.headers.authorization),
      locale: localeOfAcceptLanguage(req.headers['accept-language']),
    }),
    plugins: [armor(config), ...(config.isProduction ? [disableIntrospection] : [])],
  })
}

function armor(config: GraphQLConfig) {
  return EnvelopArmorPlugin({
    // Fields nest, fragments do not: the Orders tool's fragments (studio/tools/orders/staff.graphql) add no depth.
    maxDepth: { n: GRAPHQL_LIMITS.maxDepth, flattenFragments: true },
    maxAliases: { n: GRAPHQL_LIMITS.maxAliases },
    costLimit: { maxCost: GRAPHQL_LIMITS.maxCost },
    maxTokens: { n: GRAPHQL_LIMITS.maxTokens },
    maxDirectives: { n: GRAPHQL_LIMITS.maxDirectives },
    blockFieldSuggestion: { enabled: config.isProduction },
  })
}

/** The body, its limit and the media types, refused in GraphQL's error shape before yoga sees the request. */
function httpFront(config: GraphQLConfig, yoga: ReturnType<typeof yogaServer>): express.Router {
  const router = express.Router()
  // Skipped by express.json when an app-wide parser already read the body.
  router.use(
    express.json({
      limit: GRAPHQL_LIMITS.maxBodyBytes,
      type: ['application/json', 'application/graphql-response+json'],
    }),
  )
  const bodyErrors: ErrorRequestHandler = (err: { type?: string; status?: number }, _req, res, next) => {
    if (err.type === 'entity.too.large') return jsonError(res, 413, 'PAYLOAD_TOO_LARGE', 'Request body too large')
    if (err.type === 'entity.parse.failed') return jsonError(res, 400, 'BAD_REQUEST', 'Malformed JSON body')
    if (err.status && err.status >= 400 && err.status < 500)
      return jsonError(res, err.status, 'BAD_REQUEST', 'Bad request')
    next(err)
  }
  router.use(bodyErrors)
  // Yoga answers these with an empty 406/415: the same refusals, with a message a client developer can act on.
  router.use((req, res, next) => {
    if (!req.accepts([...GRAPHQL_RESPONSE_TYPES, ...(config.isProduction ? [] : ['text/html'])]))
      return jsonError(res, 406, 'NOT_ACCEPTABLE', 'Accept application/graphql-response+json or application/json')
    if (req.method === 'POST' && !req.is('application/json'))
      return jsonError(res, 415, 'UNSUPPORTED_MEDIA_TYPE', 'Send GraphQL requests as application/json')
    next()
  })
  router.use((req, res) => {
    void yoga(req as Request & ServerContext['req'], res)
  })
  return router
}
