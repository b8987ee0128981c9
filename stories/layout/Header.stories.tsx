import type { Meta, StoryObj } from '@storybook/react-vite'
import { Header } from '@/components/layout/Header'
import { initialSessionState } from '@/lib/store/session'
import { emptyCart, filledCart } from '../fixtures/cart'

const meta: Meta<typeof Header> = {
  title: 'Layout/Header',
  component: Header,
  args: { currentPath: '/products' },
}
export default meta
type Story = StoryObj<typeof Header>

/** Before the saved bag is read: no count yet. */
export const Loading: Story = {}

export const EmptyBag: Story = { parameters: { store: { cart: emptyCart() } } }

export const FilledBag: Story = { parameters: { store: { cart: filledCart() } } }

export const LoggedIn: Story = {
  parameters: {
    store: {
      cart: filledCart(),
      session: { ...initialSessionState, token: 'header.eyJleHAiOjQxMDI0NDQ4MDB9.sig', restored: true },
    },
  },
}

export const Phone: Story = { parameters: { viewport: { defaultViewport: 'mobile1' }, store: { cart: filledCart() } } }
