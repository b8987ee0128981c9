export { createAccountsService, type AccountsService, type PublicUser } from './service'
export { accountsTypeDefs } from './schema'
export { createAccountsResolvers, type AccountsContext } from './resolvers'
export { AccountError } from './errors'
