import type { Meta, StoryObj } from '@storybook/react-vite'
import { MobileMenu } from '@/components/layout/MobileMenu'
import { initialUiState } from '@/lib/store/ui'

const meta: Meta<typeof MobileMenu> = { title: 'Layout/MobileMenu', component: MobileMenu }
export default meta
type Story = StoryObj<typeof MobileMenu>

export const Open: Story = { parameters: { store: { ui: { ...initialUiState, menuOpen: true } } } }

/** Closed: nothing is rendered. */
export const Closed: Story = {}
