import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { TotalNotes } from '@/components/cart/TotalNotes'

/** The lines under an amount on the cart page and in the bag (docs/product.md §10.8–9): $59.85, of which $5.44 GST. */
const meta: Meta<typeof TotalNotes> = {
  title: 'Cart/TotalNotes',
  component: TotalNotes,
  args: { total: 5985, where: 'bag' },
  decorators: [(Story) => <div style={{ display: 'grid', gap: 12, maxWidth: 360, padding: 24 }}>{Story()}</div>],
}
export default meta
type Story = StoryObj<typeof TotalNotes>

/** Registered for GST, no pay-later method: the GST included. */
export const GstIncluded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByTestId('bag-gst')).toHaveTextContent('$5.44')
    await expect(canvas.queryByTestId('bag-instalments')).toBeNull()
  },
}

/** Afterpay and Zip configured (PAYMENT_METHODS): the amount in 4 payments too. */
export const WithInstalments: Story = {
  args: { paymentMethods: ['card', 'afterpay_clearpay', 'zip'] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('bag-instalments')).toHaveTextContent(
      'or 4 interest-free payments of $14.97 with Afterpay or Zip',
    )
  },
}

export const WithInstalmentsArabic: Story = { args: WithInstalments.args, globals: { locale: 'ar' } }

/** GST_REGISTERED=false: no GST named, the instalments still. */
export const NotRegisteredForGst: Story = {
  args: { gstRegistered: false, paymentMethods: ['afterpay_clearpay'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.queryByTestId('bag-gst')).toBeNull()
    await expect(canvas.queryByText(/GST/)).toBeNull()
    await expect(canvas.getByTestId('bag-instalments')).toHaveTextContent('with Afterpay')
  },
}
