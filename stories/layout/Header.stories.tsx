import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, userEvent, within } from 'storybook/test'
import { storyLocale } from '@/.storybook/storyLocale'
import { Header } from '@/components/layout/Header'
import { MobileMenu } from '@/components/layout/MobileMenu'
import { messagesIn } from '@/lib/i18n/messages'
import { navigationMessages } from '@/lib/i18n/messages/navigation'
import { initialSessionState } from '@/lib/store/session'
import { emptyCart, filledCart } from '@/tests/fixtures/cart'

const meta: Meta<typeof Header> = {
  title: 'Layout/Header',
  component: Header,
  args: { currentPath: '/products' },
}
export default meta
type Story = StoryObj<typeof Header>

/*
 * In Arabic and at phone width (tests/visual/story-shots.ts): FilledBag (the wide bar, and the phone bar at 390 px) and
 * Phone (its menu open, at 320 px). The other states change a count or a button in the same bar; Phone and
 * NarrowPhoneLoggedIn already have phone viewports of their own.
 */

/** Before the saved bag is read: no count yet. */
export const Loading: Story = { parameters: { rtlShot: false, phoneShot: false } }

export const EmptyBag: Story = { parameters: { store: { cart: emptyCart() }, rtlShot: false, phoneShot: false } }

/** The bag button counts the items; on a wide screen the links are in the bar. */
export const FilledBag: Story = {
  parameters: { store: { cart: filledCart() } },
  play: async ({ canvasElement, globals }) => {
    const t = messagesIn(navigationMessages, storyLocale(globals))
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('button', { name: t.viewCartCount(4) })).toBeVisible()
    await expect(canvas.getByRole('navigation', { name: t.mainNav })).toBeVisible()
  },
}

const loggedInStore = {
  cart: filledCart(),
  session: { ...initialSessionState, token: 'header.eyJleHAiOjQxMDI0NDQ4MDB9.sig', restored: true },
}

export const LoggedIn: Story = {
  parameters: { store: loggedInStore, rtlShot: false, phoneShot: false },
  play: async ({ canvasElement, globals }) => {
    const t = messagesIn(navigationMessages, storyLocale(globals))
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('button', { name: t.logout })).toBeVisible()
    await expect(canvas.queryByRole('button', { name: t.login })).not.toBeInTheDocument()
  },
}

/** On a phone the links are behind the menu button, which opens the menu and says whether it is open. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  parameters: { store: { cart: filledCart() }, phoneShot: false },
  // The menu the button controls, as the page shell renders it.
  decorators: [
    (Story) => (
      <>
        <Story />
        <MobileMenu />
      </>
    ),
  ],
  play: async ({ canvasElement, globals }) => {
    const t = messagesIn(navigationMessages, storyLocale(globals))
    const canvas = within(canvasElement)
    await expect(canvas.queryByRole('navigation', { name: t.mainNav })).not.toBeInTheDocument()
    const menu = canvas.getByRole('button', { name: t.openMenu })
    await userEvent.click(menu)
    await expect(menu).toHaveAttribute('aria-expanded', 'true')
    await expect(await screen.findByRole('dialog', { name: t.menu })).toBeVisible()
  },
}

/** The narrowest phone in common use (360 px): the logo without its mark, search, account, wishlist and bag fit (issue 36). */
const narrowPhone = {
  viewport: { options: { narrow: { name: 'Narrow phone', styles: { width: '360px', height: '740px' } } } },
}

/** Signed in on a 360 px phone: Logout is on the account page, so nothing sticks out of the screen. */
export const NarrowPhoneLoggedIn: Story = {
  globals: { viewport: { value: 'narrow', isRotated: false } },
  parameters: { ...narrowPhone, store: loggedInStore, rtlShot: false, phoneShot: false },
  play: async ({ canvasElement, globals }) => {
    const t = messagesIn(navigationMessages, storyLocale(globals))
    const canvas = within(canvasElement)
    const bag = canvas.getByRole('button', { name: t.viewCartCount(4) })
    await expect(bag).toBeVisible()
    await expect(canvas.queryByRole('button', { name: t.logout })).not.toBeInTheDocument()
    const edge = canvasElement.ownerDocument.documentElement.clientWidth
    for (const control of [bag, canvas.getByRole('button', { name: t.account })]) {
      const box = control.getBoundingClientRect()
      await expect(box.left).toBeGreaterThanOrEqual(0)
      await expect(box.right).toBeLessThanOrEqual(edge)
    }
  },
}
