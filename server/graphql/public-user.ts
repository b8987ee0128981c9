/**
 * What the API says about an account (GraphQL's `User`, codegen.ts maps it here): a module of its own, with no
 * imports, so the generated resolver types can name it without a cycle.
 */
export interface PublicUser {
  _id: string
  fullName: string
  email: string
  /** May use the Orders tool (docs/operations.md). */
  isStaff: boolean
}
