import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import { ContactForm } from '@/components/contact/ContactForm'
import { sampleContact } from '@/tests/fixtures/users'
import { toastRegionName } from '@/lib/i18n/toastRegion'

const filled = sampleContact

const meta: Meta<typeof ContactForm> = {
  title: 'Contact/ContactForm',
  component: ContactForm,
  args: { onSubmit: async () => ({ ok: true, status: 200 }) },
  parameters: { layout: 'padded' },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}>{Story()}</div>],
}
export default meta
type Story = StoryObj<typeof ContactForm>

const send = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement)
  await userEvent.click(canvas.getByRole('button', { name: /Send message/ }))
  return canvas
}

export const Empty: Story = {}

export const Filled: Story = { args: { defaultValues: filled } }

/** Every rule of docs/product.md §5 at once: too short everywhere and a broken address. */
export const ValidationErrors: Story = {
  args: { defaultValues: { fullName: ' ', email: 'amina@', subject: 'Hi', message: 'ok' } },
  play: async ({ canvasElement }) => {
    const canvas = await send(canvasElement)
    await expect(await canvas.findByText('Please enter your name')).toBeInTheDocument()
    await expect(canvas.getByText('Invalid email address')).toBeInTheDocument()
    await expect(canvas.getByText('Subject must be at least 3 characters long')).toBeInTheDocument()
    await expect(canvas.getByText('Message must be at least 3 characters long')).toBeInTheDocument()
  },
}

/** The request never ends: every field and the button stay disabled, with the spinner. */
export const Submitting: Story = {
  args: { defaultValues: filled, onSubmit: () => new Promise(() => {}) },
  play: async ({ canvasElement }) => {
    const canvas = await send(canvasElement)
    await expect(await canvas.findByRole('status', { name: 'Sending' })).toBeInTheDocument()
    await expect(canvas.getByLabelText('Message')).toBeDisabled()
  },
}

/** 200: after 2 s the 'Success' toast appears and the form empties. */
export const Success: Story = {
  args: { defaultValues: filled },
  play: async ({ canvasElement }) => {
    const canvas = await send(canvasElement)
    await expect(
      await within(await screen.findByRole('region', { name: toastRegionName() }, { timeout: 5000 })).findByText(
        'Success',
        {},
        { timeout: 5000 },
      ),
    ).toBeVisible()
    await expect(canvas.getByLabelText('Message')).toHaveValue('')
  },
}

/** Any other status: the destructive 'Error' toast, what was typed stays, and focus is back on the button. */
export const Failure: Story = {
  args: { defaultValues: filled, onSubmit: async () => ({ ok: false, status: 502 }) },
  play: async ({ canvasElement }) => {
    const canvas = await send(canvasElement)
    await expect(
      await within(await screen.findByRole('region', { name: toastRegionName() }, { timeout: 5000 })).findByText(
        'Error',
      ),
    ).toBeVisible()
    await expect(canvas.getByLabelText('Message')).toHaveValue(filled.message)
    await waitFor(() => expect(canvas.getByRole('button', { name: /Send message/ })).toHaveFocus())
  },
}

/** The request itself fails (offline): logged as a warning, same toast, and focus is back on the button to retry. */
export const NetworkError: Story = {
  args: { defaultValues: filled, onSubmit: async () => Promise.reject(new TypeError('Failed to fetch')) },
  play: async ({ canvasElement }) => {
    const canvas = await send(canvasElement)
    await expect(
      await within(await screen.findByRole('region', { name: toastRegionName() }, { timeout: 5000 })).findByText(
        'Error',
      ),
    ).toBeVisible()
    await waitFor(() => expect(canvas.getByRole('button', { name: /Send message/ })).toHaveFocus())
  },
}
