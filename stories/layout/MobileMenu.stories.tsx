import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, userEvent, waitFor } from 'storybook/test'
import { storyLocale } from '@/.storybook/storyLocale'
import { MobileMenu } from '@/components/layout/MobileMenu'
import { messagesIn } from '@/lib/i18n/messages'
import { navigationMessages } from '@/lib/i18n/messages/navigation'
import { initialUiState } from '@/lib/store/ui'

const meta: Meta<typeof MobileMenu> = { title: 'Layout/MobileMenu', component: MobileMenu }
export default meta
type Story = StoryObj<typeof MobileMenu>

/** Open: the links, the search box and a close button (the picture is of the open menu). */
export const Open: Story = {
  parameters: { store: { ui: { ...initialUiState, menuOpen: true } } },
  play: async ({ globals }) => {
    const t = messagesIn(navigationMessages, storyLocale(globals))
    await expect(await screen.findByRole('dialog', { name: t.menu })).toBeVisible()
    await expect(screen.getByRole('navigation', { name: t.mobileNav })).toBeVisible()
    await expect(screen.getByRole('button', { name: t.closeMenu })).toBeVisible()
  },
}

/** The close button closes it. */
export const ClosedByItsButton: Story = {
  // It ends closed, an empty page: no Arabic or phone picture of it (tests/visual/story-shots.ts).
  parameters: { store: { ui: { ...initialUiState, menuOpen: true } }, rtlShot: false, phoneShot: false },
  play: async ({ globals }) => {
    const t = messagesIn(navigationMessages, storyLocale(globals))
    const dialog = await screen.findByRole('dialog', { name: t.menu })
    await userEvent.click(screen.getByRole('button', { name: t.closeMenu }))
    await waitFor(() => expect(dialog).not.toBeInTheDocument())
  },
}

/** Closed: nothing is rendered. */
export const Closed: Story = { parameters: { rtlShot: false, phoneShot: false } }
