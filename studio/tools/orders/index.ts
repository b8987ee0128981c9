/**
 * The Orders tool in the Studio's navbar (issue 25, docs/operations.md "The Orders tool"): staff sign in with
 * their shop account and list, ship, refund and cancel orders through the shop's staff GraphQL API.
 */
import { PackageIcon } from '@sanity/icons'
import { definePlugin, type Tool } from 'sanity'
import { ordersText } from './messages'
import { OrdersTool } from './OrdersTool'

export const ordersTool: Tool = {
  name: 'orders',
  title: ordersText.toolTitle,
  icon: PackageIcon,
  component: OrdersTool,
}

export const ordersPlugin = definePlugin({
  name: 'noor-orders',
  tools: (previous) => [...previous, ordersTool],
})
