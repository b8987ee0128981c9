import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { DiscountCodeField } from '@/components/cart/DiscountCodeField'

const meta: Meta<typeof DiscountCodeField> = {
  title: 'Cart/DiscountCodeField',
  component: DiscountCodeField,
  args: { applied: null, error: null, checking: false, onApply: fn(), onRemove: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 380 }}>
        <Story />
      </div>
    ),
  ],
}
export default meta
type Story = StoryObj<typeof DiscountCodeField>

/** A code typed and applied: the field hands it on, trimmed. */
export const Empty: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByLabelText('Discount code'), '  eid10 ')
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }))
    await expect(args.onApply).toHaveBeenCalledWith('eid10')
  },
}

/** Apply with nothing typed says so, and asks the server nothing. */
export const NothingTyped: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }))
    await expect(canvas.getByRole('alert')).toHaveTextContent('Type a code first.')
    await expect(args.onApply).not.toHaveBeenCalled()
  },
}

export const Checking: Story = { args: { checking: true } }

/** The server's reason, under the field. */
export const Refused: Story = {
  args: { error: 'This code has expired.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('This code has expired.')
  },
}

/** The saving, and a way to take the code off. */
export const Applied: Story = {
  args: { applied: { code: 'EID10', discount: 2039 } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('status')).toHaveTextContent('EID10: you save $20.39')
    await userEvent.click(canvas.getByRole('button', { name: 'Remove code EID10' }))
    await expect(args.onRemove).toHaveBeenCalled()
  },
}

/** On a phone the field waits behind its toggle. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole('button', { name: 'Have a discount code?' })
    await userEvent.click(toggle)
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await expect(within(canvasElement).getByLabelText('Discount code')).toBeVisible()
  },
}

export const RefusedArabic: Story = {
  args: { error: 'انتهت صلاحية هذا الرمز.' },
  globals: { locale: 'ar' },
}

export const AppliedArabic: Story = {
  args: { applied: { code: 'EID10', discount: 2039 } },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('توفّر')
  },
}
