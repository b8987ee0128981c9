import type { Meta, StoryObj } from '@storybook/react-vite'
import { Footer } from '@/components/layout/Footer'

const meta: Meta<typeof Footer> = {
  title: 'Layout/Footer',
  component: Footer,
  args: { onSubscribe: async () => true },
}
export default meta
type Story = StoryObj<typeof Footer>

export const Default: Story = {}

/** Subscribing fails: the destructive toast appears. */
export const SubscribeFails: Story = { args: { onSubscribe: async () => Promise.reject(new Error('offline')) } }
