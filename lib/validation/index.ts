/**
 * The zod schemas shared by the forms (react-hook-form, ./resolver.ts) and the server, one per input and free of any
 * language: their messages are catalogue keys (./text.ts), said in the reader's language at the edge (./issues.ts).
 */
export * from './fields'
export * from './auth'
export * from './newsletter'
export * from './contact'
export * from './orders'
export { text, type ValidationKey } from './text'
export { firstIssueText, issueText, messages } from './issues'
