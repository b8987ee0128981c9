import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, userEvent, within } from 'storybook/test'
import { Footer } from '@/components/layout/Footer'
import { sampleUser } from '@/tests/fixtures/users'

const meta: Meta<typeof Footer> = {
  title: 'Layout/Footer',
  component: Footer,
  args: { onSubscribe: async () => true },
}
export default meta
type Story = StoryObj<typeof Footer>

export const Default: Story = {}

/** Subscribing fails: the destructive toast appears. */
export const SubscribeFails: Story = {
  args: { onSubscribe: async () => Promise.reject(new Error('offline')) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByLabelText('Email address'), sampleUser.email)
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }))
    await expect(
      await within(await screen.findByRole('region', { name: /Notifications/ }, { timeout: 5000 })).findByText(
        'Subscription Failed',
      ),
    ).toBeVisible()
  },
}
