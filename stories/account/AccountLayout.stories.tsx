import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { AccountLayout } from '@/components/account/AccountLayout'
import { AccountSettingsLinks } from '@/components/account/AccountSettingsLinks'
import { OrderHistory } from '@/components/orders/OrderHistory'
import { sampleOrders } from '@/tests/fixtures/orders'

/** The signed-in pages' frame, filled as /account fills it. */
const meta: Meta<typeof AccountLayout> = {
  title: 'Account/AccountLayout',
  component: AccountLayout,
  args: {
    title: 'Your account',
    lead: 'Signed in as Amina Rahman (amina@example.com).',
    current: 'orders',
    onLogout: fn(),
    children: (
      <>
        <OrderHistory state={{ status: 'done', orders: sampleOrders.slice(0, 1) }} />
        <div style={{ height: 40 }} />
        <AccountSettingsLinks />
      </>
    ),
  },
}
export default meta
type Story = StoryObj<typeof AccountLayout>

/** From 768 px the navigation is a column beside the sections. */
export const Desktop: Story = {}

export const Arabic: Story = {
  args: { title: 'حسابك', lead: 'أنت مسجّل الدخول باسم أمينة رحمن (amina@example.com).' },
  globals: { locale: 'ar' },
}

/** On a phone the navigation's pills sit above the sections. */
export const Phone: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } }
