import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { storyLocale } from '@/.storybook/storyLocale'
import { SizeGuide } from '@/components/product/SizeGuide'
import { messagesIn } from '@/lib/i18n/messages'
import { productMessages } from '@/lib/i18n/messages/product'
import { sizeGuideMessages } from '@/lib/i18n/messages/sizeGuide'
import type { Locale } from '@/lib/i18n/locale'
import { sampleSizeGuide } from '@/tests/fixtures/sizeGuides'

interface Args {
  kind: 'lengths' | 'menswear'
  chosen?: string
  defaultOpen?: boolean
}

/** The guide comes from the content in the page's language, as the product page receives it. */
function SizeGuideIn({ kind, chosen, defaultOpen, locale }: Args & { locale: Locale }) {
  return <SizeGuide guide={sampleSizeGuide(kind, locale)} chosen={chosen} defaultOpen={defaultOpen ?? false} />
}

const meta: Meta<Args> = {
  title: 'Product/SizeGuide',
  args: { kind: 'lengths' },
  render: (args, { globals }) => <SizeGuideIn {...args} locale={storyLocale(globals)} />,
  decorators: [(Story) => <div style={{ padding: 24 }}>{Story()}</div>],
}
export default meta
type Story = StoryObj<Args>

/** The button under the sizes, closed: the dialog's code is not loaded yet. */
export const Closed: Story = {}

/** The abayas' lengths in centimetres with the wearer's height; size 56 chosen on the page and marked. */
export const LengthsOpen: Story = {
  args: { chosen: '56', defaultOpen: true },
  play: async ({ globals }) => {
    const t = messagesIn(sizeGuideMessages, storyLocale(globals))
    const guide = await within(document.body).findByRole('dialog', { name: t.title }, { timeout: 15_000 })
    await expect(within(guide).getByRole('columnheader', { name: t.columns.height })).toBeVisible()
    await expect(within(guide).getByRole('cell', { name: `132 ${t.cm}` })).toBeVisible()
  },
}

/** The same guide in inches: 132 cm reads 52 in, the size's own number. */
export const LengthsInInches: Story = {
  args: { chosen: '56', defaultOpen: true },
  play: async ({ globals }) => {
    const t = messagesIn(sizeGuideMessages, storyLocale(globals))
    const guide = await within(document.body).findByRole('dialog', { name: t.title }, { timeout: 15_000 })
    await userEvent.click(within(guide).getByRole('radio', { name: t.inches }))
    await expect(within(guide).getByRole('cell', { name: `52 ${t.inches}` })).toBeVisible()
  },
}

/** Menswear S–XL: chest and length. */
export const MenswearOpen: Story = { args: { kind: 'menswear', defaultOpen: true } }

/** Opened and closed by keyboard: Enter opens it with focus inside, Escape closes it and focus returns to the button. */
export const ByKeyboard: Story = {
  play: async ({ canvasElement, globals }) => {
    const locale = storyLocale(globals)
    const open = within(canvasElement).getByRole('button', {
      name: messagesIn(productMessages, locale).options.sizeGuide,
    })
    open.focus()
    await userEvent.keyboard('{Enter}')
    const t = messagesIn(sizeGuideMessages, locale)
    const guide = await within(document.body).findByRole('dialog', { name: t.title }, { timeout: 15_000 })
    await waitFor(() => expect(within(guide).getByRole('button', { name: t.close })).toHaveFocus())
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(open).toHaveFocus())
  },
}

export const LengthsOpenInArabic: Story = { ...LengthsOpen, globals: { locale: 'ar' } }
