import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, userEvent, within } from 'storybook/test'
import { Header } from '@/components/layout/Header'
import { MobileMenu } from '@/components/layout/MobileMenu'
import { initialSessionState } from '@/lib/store/session'
import { emptyCart, filledCart } from '@/tests/fixtures/cart'

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

/** The bag button counts the items; on a wide screen the links are in the bar. */
export const FilledBag: Story = {
  parameters: { store: { cart: filledCart() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('button', { name: 'View Cart (4 items)' })).toBeVisible()
    await expect(canvas.getByRole('navigation', { name: 'Main' })).toBeVisible()
  },
}

export const LoggedIn: Story = {
  parameters: {
    store: {
      cart: filledCart(),
      session: { ...initialSessionState, token: 'header.eyJleHAiOjQxMDI0NDQ4MDB9.sig', restored: true },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('button', { name: 'Logout' })).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Login' })).not.toBeInTheDocument()
  },
}

/** On a phone the links are behind the menu button, which opens the menu and says whether it is open. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  parameters: { store: { cart: filledCart() } },
  // The menu the button controls, as the page shell renders it.
  decorators: [
    (Story) => (
      <>
        <Story />
        <MobileMenu />
      </>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument()
    const menu = canvas.getByRole('button', { name: 'Open menu' })
    await userEvent.click(menu)
    await expect(menu).toHaveAttribute('aria-expanded', 'true')
    await expect(await screen.findByRole('dialog', { name: 'Menu' })).toBeVisible()
  },
}
