import type { Meta, StoryObj } from '@storybook/react-vite'
import { StockAlertList } from '@/components/account/settings/StockAlertList'

const alert = {
  id: '7a1c6a3e-2f0b-4a47-9b36-1f6d0c2e9a10',
  productTitle: 'Classic Nidha Abaya',
  productSlug: 'classic-nidha-abaya',
  variant: 'Size 56 · Navy',
  email: 'amina@example.com',
  confirmed: true,
  createdAt: '2026-11-20T10:00:00.000Z',
  expiresAt: '2027-02-18T10:00:00.000Z',
  notifiedAt: null,
}

const meta: Meta<typeof StockAlertList> = {
  title: 'Account/Settings/StockAlertList',
  component: StockAlertList,
  args: { onCancel: async () => true },
  parameters: { layout: 'padded' },
}
export default meta
type Story = StoryObj<typeof StockAlertList>

export const Empty: Story = { args: { alerts: [] } }

export const Alerts: Story = {
  args: {
    alerts: [
      alert,
      {
        ...alert,
        id: 'b2',
        variant: 'Size M',
        productTitle: 'Cotton Thobe',
        productSlug: 'cotton-thobe',
        confirmed: false,
      },
      { ...alert, id: 'c3', variant: 'Black', notifiedAt: '2026-11-24T08:00:00.000Z' },
    ],
  },
}
