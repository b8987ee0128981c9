import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, userEvent, within } from 'storybook/test'
import { NewsletterForm } from '@/components/layout/NewsletterForm'

const meta: Meta<typeof NewsletterForm> = {
  title: 'Layout/NewsletterForm',
  component: NewsletterForm,
  args: { onSubscribe: async () => true },
  parameters: { layout: 'padded' },
}
export default meta
type Story = StoryObj<typeof NewsletterForm>

export const Empty: Story = {}

export const InvalidEmail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByLabelText('Email address'), 'not-an-email')
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }))
    await expect(await canvas.findByText('Invalid email address')).toBeInTheDocument()
  },
}

/** Submitting: the spinner shows while the request is pending. */
export const Submitting: Story = {
  args: { onSubscribe: () => new Promise(() => {}) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByLabelText('Email address'), 'amina@example.com')
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }))
    await expect(canvas.getByLabelText('Email address')).toBeDisabled()
  },
}

export const Failure: Story = {
  args: { onSubscribe: async () => Promise.reject(new Error('offline')) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByLabelText('Email address'), 'amina@example.com')
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }))
    await expect(
      await within(await screen.findByRole('region', { name: /Notifications/ }, { timeout: 5000 })).findByText(
        'Subscription Failed',
      ),
    ).toBeVisible()
  },
}
