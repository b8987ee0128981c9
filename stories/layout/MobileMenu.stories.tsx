import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, userEvent, waitFor } from 'storybook/test'
import { MobileMenu } from '@/components/layout/MobileMenu'
import { initialUiState } from '@/lib/store/ui'

const meta: Meta<typeof MobileMenu> = { title: 'Layout/MobileMenu', component: MobileMenu }
export default meta
type Story = StoryObj<typeof MobileMenu>

/** Open: the links, the search box and a close button, which closes it. */
export const Open: Story = {
  parameters: { store: { ui: { ...initialUiState, menuOpen: true } } },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Menu' })
    await expect(screen.getByRole('navigation', { name: 'Mobile' })).toBeVisible()
    await userEvent.click(screen.getByRole('button', { name: 'Close menu' }))
    await waitFor(() => expect(dialog).not.toBeInTheDocument())
  },
}

/** Closed: nothing is rendered. */
export const Closed: Story = {}
