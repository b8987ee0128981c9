export { createAlertsService, toAlertView, type AlertsDeps, type AlertsService, type StockAlertView } from './service'
export { createAlertDispatcher, type AlertDispatcher } from './dispatch'
export { alertsTypeDefs } from './schema'
export { createAlertsResolvers } from './resolvers'
