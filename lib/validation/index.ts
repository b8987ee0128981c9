/** The zod schemas shared by the forms (react-hook-form resolvers) and the server, so both say the same thing. */
export * from './fields'
export * from './auth'
export * from './newsletter'
export * from './contact'

/** The first message of a failed parse, per field path: what a form or a GraphQL error shows. */
export function firstIssueMessage(error: { issues: ReadonlyArray<{ message: string }> }): string {
  return error.issues[0]?.message ?? 'Invalid input'
}
export * from './orders'
