export * from './client'
export * from './operations'
export * from './accounts'
export * from './orders'
