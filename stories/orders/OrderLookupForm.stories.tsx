import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { AuthCard } from '@/components/account/AuthCard'
import { OrderLookupForm } from '@/components/orders/OrderLookupForm'
import { orderLookupMessages } from '@/lib/i18n/messages/orderLookup'
import { sampleOrders } from '@/tests/fixtures/orders'

const text = orderLookupMessages.en

const meta: Meta<typeof OrderLookupForm> = {
  title: 'Orders/OrderLookupForm',
  component: OrderLookupForm,
  args: { onLookup: fn(async () => undefined) },
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <AuthCard title={text.title} lead={text.lead}>
        <Story />
      </AuthCard>
    ),
  ],
}
export default meta
type Story = StoryObj<typeof OrderLookupForm>

export const Empty: Story = {}

/** Opened from the order mail's link: the number is filled in. */
export const FromTheMail: Story = { args: { defaultValues: { number: sampleOrders[0]!.number } } }

export const ValidationErrors: Story = {
  args: { defaultValues: { number: '12345', email: 'not-an-email' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: text.submit }))
    await expect(
      await canvas.findByText('Enter the 10-character order number from your confirmation e-mail'),
    ).toBeVisible()
    await expect(canvas.getByText('Invalid email address')).toBeVisible()
    await expect(args.onLookup).not.toHaveBeenCalled()
  },
}

/** The number as people copy it ("#0b6d 5a8e2f") is read as the mail prints it. */
export const ForgivingNumber: Story = {
  args: { defaultValues: { number: '#0b6d 5a8e2f', email: 'maryam@example.com' } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: text.submit }))
    await expect(args.onLookup).toHaveBeenCalledWith('0B6D5A8E2F', 'maryam@example.com')
  },
}

/** A wrong e-mail and an unknown number get the same answer. */
export const NotFound: Story = {
  args: { ...ForgivingNumber.args, onLookup: async () => text.notFound },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: text.submit }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent(text.notFound)
  },
}

export const Looking: Story = {
  args: { ...ForgivingNumber.args, onLookup: () => new Promise(() => {}) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: text.submit }))
    await expect(canvas.getByLabelText('Order number')).toBeDisabled()
  },
}
