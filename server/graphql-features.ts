/**
 * The features behind POST /graphql, folded into one schema: each feature's type definitions and resolvers. It sits
 * beside the composition root (server/services.ts) rather than in server/graphql/, so the endpoint imports no feature
 * and the features import only the endpoint's guard and types (docs/architecture.md §4.2). A new feature adds its
 * `…TypeDefs` and resolvers here; a new field of an existing feature touches nothing here.
 */
import { accountsTypeDefs, createAccountsResolvers, type AccountsService } from './accounts/index'
import { settingsTypeDefs, type AccountSettings } from './accounts/settings/index'
import { createSettingsResolvers } from './accounts/settings/resolvers'
import { alertsTypeDefs, createAlertsResolvers, type AlertsService } from './alerts/index'
import { createGraphQLEndpoint, type CreateGraphQLEndpointOptions, type GraphQLHandler } from './graphql/index'
import type { Resolvers } from './graphql/resolvers.generated'
import { createOrdersResolvers, ordersTypeDefs, type OrdersService } from './orders/index'
import { createPromotionsResolvers } from './promotions/resolvers'
import { promotionsTypeDefs } from './promotions/schema'
import type { PromotionsService } from './promotions/service'
import type { RateLimiters } from './rate-limit/index'
import { createStaffResolvers } from './staff/resolvers'
import { staffTypeDefs } from './staff/schema'
import type { SecondFactor } from './staff/second-factor'
import type { StaffService } from './staff/service'

/** The services the GraphQL fields resolve with, each built once by the composition root (server/services.ts). */
export interface GraphQLServices {
  accounts: AccountsService
  orders: OrdersService
  settings: AccountSettings
  /** Back-in-stock alerts (docs/product.md §16.5); without them the alert fields answer with an error. */
  alerts?: AlertsService
  /** The Orders tool's operations (docs/operations.md). */
  staff: StaffService
  /** The staff's second factor and sessions (docs/operations.md, "Signing in"). */
  secondFactor: SecondFactor
  /** Discount codes (docs/product.md §20): the bag's preview and the Studio's usage count; without them a code check answers with an error and the count is 0. */
  promotions?: PromotionsService
}

export interface CreateGraphQLHandlerOptions extends Omit<CreateGraphQLEndpointOptions, 'schema'> {
  services: GraphQLServices
  limiters: RateLimiters
}

export function createGraphQLHandler(opts: CreateGraphQLHandlerOptions): GraphQLHandler {
  const { accounts, alerts } = opts.services
  return createGraphQLEndpoint({
    config: opts.config,
    logger: opts.logger,
    schema: {
      typeDefs: [accountsTypeDefs, ordersTypeDefs, settingsTypeDefs, alertsTypeDefs, staffTypeDefs, promotionsTypeDefs],
      resolvers: resolversOf(opts),
      settled: async () => {
        await accounts.settled()
        await alerts?.settled()
      },
    },
  })
}

/** Every feature's fields in one schema's resolvers. */
function resolversOf({ services, limiters, logger }: CreateGraphQLHandlerOptions): Resolvers {
  const { accounts, orders, settings, alerts, staff, secondFactor, promotions } = services
  const me = (token: string | undefined) => accounts.me(token)
  const accountsResolvers = createAccountsResolvers({ service: accounts, limiters, logger })
  const ordersResolvers = createOrdersResolvers({ orders, me, limiters, logger })
  const settingsResolvers = createSettingsResolvers({ settings, limiters, logger })
  const alertsResolvers = alerts
    ? createAlertsResolvers({ alerts, signedInUser: settings.signedInUser, limiters, logger })
    : { Query: {}, Mutation: {} }
  const staffResolvers = createStaffResolvers({
    staff,
    secondFactor,
    me,
    limiters,
    logger,
    promotionUsage: (code) => promotions?.usage(code) ?? Promise.resolve(0),
  })
  const promotionsResolvers = promotions
    ? createPromotionsResolvers({ promotions, me, limiters, logger })
    : { Query: {} }
  return {
    Query: {
      ...accountsResolvers.Query,
      ...ordersResolvers.Query,
      ...settingsResolvers.Query,
      ...alertsResolvers.Query,
      ...staffResolvers.Query,
      ...promotionsResolvers.Query,
    },
    Mutation: {
      ...accountsResolvers.Mutation,
      ...ordersResolvers.Mutation,
      ...settingsResolvers.Mutation,
      ...alertsResolvers.Mutation,
      ...staffResolvers.Mutation,
    },
    User: staffResolvers.User,
    Order: ordersResolvers.Order,
    // docs/product.md §10.8: only a staff caller reaches a StaffOrder (staffOnly), so only staff get this link.
    StaffOrder: { invoiceUrl: (order) => orders.invoiceUrl(order) },
  }
}
