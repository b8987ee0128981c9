import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { ReturnRequestForm } from '@/components/orders/ReturnRequestForm'
import { abayaExchangeOptions, returnableOrder } from '@/tests/fixtures/orders'

const meta: Meta<typeof ReturnRequestForm> = {
  title: 'Orders/ReturnRequestForm',
  component: ReturnRequestForm,
  decorators: [(Story) => <div style={{ padding: 24, maxWidth: 720 }}>{Story()}</div>],
  args: {
    lines: returnableOrder.lines,
    loadOptions: fn(async (priceId: string) => (priceId === 'price_abaya_56_black' ? abayaExchangeOptions : [])),
    onSubmit: fn(async () => undefined),
    onCancel: fn(),
  },
}
export default meta
type Story = StoryObj<typeof ReturnRequestForm>

/** Nothing ticked yet. */
export const Empty: Story = {}

/** A line ticked without a reason: the form says so and sends nothing. */
export const ReasonMissing: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('checkbox', { name: /Rose Chiffon Hijab/ }))
    await userEvent.click(canvas.getByRole('button', { name: 'Ask for the return' }))
    await expect(canvas.getByRole('alert')).toHaveTextContent('Choose a reason for each item.')
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

/** Arabic, right to left, a line ticked. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getAllByRole('checkbox')[0]!)
  },
}
