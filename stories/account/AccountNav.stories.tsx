import type { Meta, StoryObj } from '@storybook/react-vite'
import type { ReactNode } from 'react'
import { expect, fn, userEvent, within } from 'storybook/test'
import { storyLocale } from '@/.storybook/storyLocale'
import { AccountNav } from '@/components/account/AccountNav'
import { messagesIn } from '@/lib/i18n/messages'
import { accountPageMessages } from '@/lib/i18n/messages/accountPage'

const meta: Meta<typeof AccountNav> = {
  title: 'Account/AccountNav',
  component: AccountNav,
  args: { current: 'orders', onLogout: fn() },
  decorators: [(Story) => <div style={{ padding: 24 }}>{Story()}</div>],
}

/** From 768 px it is a column as wide as the account pages give it. */
const column = [(Story: () => ReactNode) => <div style={{ width: 200 }}>{Story()}</div>]
export default meta
type Story = StoryObj<typeof AccountNav>

/** A column from 768 px; the page shown is marked, and Log out is a button. */
export const Orders: Story = {
  decorators: column,
  play: async ({ args, canvasElement, globals }) => {
    const t = messagesIn(accountPageMessages, storyLocale(globals)).nav
    const nav = within(canvasElement).getByRole('navigation', { name: t.label })
    await expect(within(nav).getByRole('link', { name: t.orders })).toHaveAttribute('aria-current', 'page')
    await expect(within(nav).getByRole('link', { name: t.settings })).not.toHaveAttribute('aria-current')
    await userEvent.click(within(nav).getByRole('button', { name: t.logout }))
    await expect(args.onLogout).toHaveBeenCalled()
  },
}

export const Settings: Story = { args: { current: 'settings' }, decorators: column }

/** Right to left: the marker on the right, the log-out arrow pointing left. */
export const Arabic: Story = { args: { current: 'settings' }, globals: { locale: 'ar' }, decorators: column }

/** On a phone: pills two by two, never scrolling sideways. */
export const Phone: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } }

export const PhoneArabic: Story = { globals: { viewport: { value: 'mobile1', isRotated: false }, locale: 'ar' } }
