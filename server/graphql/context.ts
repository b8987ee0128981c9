/** What every resolver gets from the request (built in server/graphql/index.ts); the generated resolver types use it. */
export interface GraphQLContext {
  ip: string
  requestId: string
  /** The bearer token of the request, if any. */
  token: string | undefined
}
