export * from './client'
export * from './operations'
export * from './accounts'
