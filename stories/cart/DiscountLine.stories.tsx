import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { DiscountLine } from '@/components/cart/DiscountLine'

const meta: Meta<typeof DiscountLine> = {
  title: 'Cart/DiscountLine',
  component: DiscountLine,
  args: { code: 'EID10', amount: 2039 },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 380 }}>
        <Story />
      </div>
    ),
  ],
}
export default meta
type Story = StoryObj<typeof DiscountLine>

export const English: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('Discount (EID10)')).toBeVisible()
    await expect(canvas.getByTestId('discount-line')).toHaveTextContent('−$20.39')
  },
}

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('discount-line')).toHaveTextContent('−$20.39')
  },
}
