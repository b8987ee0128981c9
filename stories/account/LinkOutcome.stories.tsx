import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { LinkOutcome } from '@/components/account/LinkOutcome'

const meta: Meta<typeof LinkOutcome> = {
  title: 'Account/LinkOutcome',
  component: LinkOutcome,
  args: {
    phase: 'pending',
    pending: { label: 'Checking', text: 'Checking your link…' },
    succeeded: 'Your link worked.',
    failed: 'Your link did not work.',
    next: { succeeded: 'What to do next.', failed: 'What to try instead.' },
  },
  parameters: { layout: 'padded' },
}
export default meta
type Story = StoryObj<typeof LinkOutcome>

export const Pending: Story = {}
export const Succeeded: Story = {
  args: { phase: 'succeeded', detail: 'The server said so.' },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status')
    await expect(status).toHaveTextContent('Your link worked.')
    await expect(status).toHaveTextContent('What to do next.')
  },
}
/** A failure is announced at once (an alert) with the reason and what to try instead. */
export const Failed: Story = {
  args: { phase: 'failed', detail: 'This link has expired.' },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert')
    await expect(alert).toHaveTextContent('Your link did not work.')
    await expect(alert).toHaveTextContent('This link has expired.')
    await expect(alert).toHaveTextContent('What to try instead.')
  },
}
