import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { BackInStockForm } from '@/components/product/BackInStockForm'
import { messagesIn } from '@/lib/i18n/messages'
import { validationMessages } from '@/lib/i18n/messages/validation'

const soldOut = [
  { priceId: 'price_abaya_58_navy', label: 'Size 58 · Navy' },
  { priceId: 'price_abaya_60_navy', label: 'Size 60 · Navy' },
]

const meta: Meta<typeof BackInStockForm> = {
  title: 'Product/BackInStockForm',
  component: BackInStockForm,
  args: {
    soldOut,
    onRequest: async () => ({ message: 'Check your inbox: open the link we sent to confirm the alert.' }),
  },
  parameters: { layout: 'padded' },
}
export default meta
type Story = StoryObj<typeof BackInStockForm>

export const SignedOut: Story = {}

export const SignedIn: Story = { args: { email: 'amina@example.com' } }

export const NothingSoldOut: Story = { args: { soldOut: [] } }

export const InvalidEmail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByLabelText('Email'), 'not-an-address')
    await userEvent.click(canvas.getByRole('button', { name: "Email me when it's back" }))
    await expect(await canvas.findByText('Invalid email address')).toBeInTheDocument()
  },
}

/** On an Arabic page the check answers in Arabic (docs/product.md §19). */
export const InvalidEmailInArabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByRole('textbox'), 'not-an-address')
    await userEvent.click(canvasElement.querySelector('button[type="submit"]')!)
    await expect(await canvas.findByText(messagesIn(validationMessages, 'ar').email)).toBeInTheDocument()
  },
}

export const Saved: Story = {
  args: { email: 'amina@example.com' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: "Email me when it's back" }))
    await expect(await canvas.findByRole('status')).toHaveTextContent('Check your inbox')
  },
}

/** Set to the sold-out size chosen on the page (docs/product.md §16.5), here the second one. */
export const ChosenOnThePage: Story = {
  args: { defaultPriceId: 'price_abaya_60_navy' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox')).toHaveValue('price_abaya_60_navy')
  },
}
