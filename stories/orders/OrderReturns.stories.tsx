import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { OrderReturns } from '@/components/orders/OrderReturns'
import { abayaExchangeOptions, orderWithReturns, returnableOrder } from '@/tests/fixtures/orders'

const meta: Meta<typeof OrderReturns> = {
  title: 'Orders/OrderReturns',
  component: OrderReturns,
  decorators: [(Story) => <div style={{ padding: 24, maxWidth: 720 }}>{Story()}</div>],
}
export default meta
type Story = StoryObj<typeof OrderReturns>

const actions = (answer?: string) => ({
  request: fn(async () => answer),
  options: fn(async (priceId: string) => (priceId === 'price_abaya_56_black' ? abayaExchangeOptions : [])),
})

/** Shipped, in the window: the button opens the form; an exchange offers only the size with units left. */
export const Returnable: Story = {
  args: { order: returnableOrder, actions: actions() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Return or exchange items' }))
    await userEvent.click(await canvas.findByRole('checkbox', { name: /Classic Nidha Abaya/ }))
    await userEvent.selectOptions(canvas.getByLabelText('Reason'), 'too_long')
    const resolution = canvas.getByLabelText('What would you like?')
    await expect(await within(resolution).findByRole('option', { name: /Size 58 · Black \(sold out\)/ })).toBeDisabled()
    await userEvent.selectOptions(resolution, 'price_abaya_54_black')
    await userEvent.click(canvas.getByRole('button', { name: 'Ask for the return' }))
    await expect(args.actions!.request).toHaveBeenCalledWith([
      { lineId: '0', quantity: 1, reason: 'too_long', exchangeFor: 'price_abaya_54_black' },
    ])
    await expect(await canvas.findByRole('status')).toHaveTextContent('Your return is requested.')
  },
}

/** The server refuses: its message shows in the form, which stays open. */
export const Refused: Story = {
  args: { order: returnableOrder, actions: actions('The 30-day return window for this order has closed.') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Return or exchange items' }))
    await userEvent.click(await canvas.findByRole('button', { name: 'Ask for the return' }))
    await expect(canvas.getByRole('alert')).toHaveTextContent('Choose at least one item to return.')
    await userEvent.click(canvas.getByRole('checkbox', { name: /Rose Chiffon Hijab/ }))
    await userEvent.selectOptions(canvas.getByLabelText('Reason'), 'damaged')
    await userEvent.click(canvas.getByRole('button', { name: 'Ask for the return' }))
    await expect(await canvas.findByText('The 30-day return window for this order has closed.')).toBeVisible()
  },
}

/** Returns in their states: an exchange shipped, a refund, one declined with the shop's reason. */
export const WithReturns: Story = {
  args: { order: orderWithReturns, actions: actions() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByLabelText('Return 0B6D5A8E2F-R1')).toHaveTextContent('Exchange shipped')
    await expect(canvas.getByLabelText('Return 0B6D5A8E2F-R2')).toHaveTextContent('Refunded $24.95')
    await expect(canvas.getByLabelText('Return 0B6D5A8E2F-R3')).toHaveTextContent('Reason: The abaya came back worn.')
    await expect(canvas.queryByRole('button', { name: 'Return or exchange items' })).toBeNull()
  },
}

/** The same in Arabic, right to left. */
export const WithReturnsArabic: Story = { args: WithReturns.args, globals: { locale: 'ar' } }

/** The form open in Arabic. */
export const ReturnableArabic: Story = {
  args: { order: returnableOrder, actions: actions() },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'إرجاع قطع أو استبدالها' }))
  },
}

/** Shown without a way to ask (no actions): the returns and the window, no button. */
export const ReadOnly: Story = { args: { order: returnableOrder } }
