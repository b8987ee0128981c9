import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { LowStock, LowStockTable } from '@/studio/tools/orders/LowStock'
import { SubscribersExport } from '@/studio/tools/orders/SubscribersExport'
import { staffLowStock } from '@/tests/fixtures/staffOrders'
import { studioFrame } from './StudioFrame'

const meta: Meta<typeof LowStockTable> = {
  title: 'Studio/Orders/LowStock',
  component: LowStockTable,
  decorators: [studioFrame()],
}
export default meta
type Story = StoryObj<typeof LowStockTable>

export const Variants: Story = { args: { variants: staffLowStock } }
export const NoneLow: Story = { args: { variants: [] } }
export const Panel: StoryObj<typeof LowStock> = {
  render: () => <LowStock />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Classic Nidha Abaya')).toBeVisible()
  },
}
export const Subscribers: StoryObj<typeof SubscribersExport> = { render: () => <SubscribersExport /> }
