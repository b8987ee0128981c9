export { createOrdersService, toOrderView, type OrdersService, type OrderView } from './service'
export { ordersTypeDefs } from './schema'
export { createOrdersResolvers, NOT_SIGNED_IN } from './resolvers'
