import type { Meta, StoryObj } from '@storybook/react-vite'
import { Logo } from '@/components/layout/Logo'

const meta: Meta<typeof Logo> = { title: 'Layout/Logo', component: Logo, parameters: { layout: 'centered' } }
export default meta
type Story = StoryObj<typeof Logo>

export const Default: Story = {}
