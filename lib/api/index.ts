export * from './client'
export * from './operations.generated'
export * from './accounts'
export * from './orders'
