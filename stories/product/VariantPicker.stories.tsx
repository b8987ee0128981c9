import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, userEvent, within } from 'storybook/test'
import { VariantPicker } from '@/components/product/VariantPicker'
import type { VariantOptions } from '@/lib/catalogue/variants'
import { SizeGuide } from '@/components/product/SizeGuide'
import { sampleAbayaPage } from '@/tests/fixtures/catalogue'
import { sampleSizeGuide } from '@/tests/fixtures/sizeGuides'

const meta: Meta<typeof VariantPicker> = {
  title: 'Product/VariantPicker',
  component: VariantPicker,
  args: { variants: sampleAbayaPage.variants, choice: {}, onChange: () => {} },
  decorators: [(Story) => <div style={{ padding: 24 }}>{Story()}</div>],
}
export default meta
type Story = StoryObj<typeof VariantPicker>

/** Nothing chosen yet. */
export const NothingChosen: Story = {}

/** Navy chosen: size 56 is sold out in navy, shown struck through and announced, and can still be chosen. */
export const SoldOutSize: Story = {
  args: { choice: { colour: 'Navy' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('radio', { name: '56 (sold out)' })).toBeEnabled()
    await expect(canvas.getByRole('radio', { name: '54' })).toBeEnabled()
  },
}

/** A sold-out size chosen: it stays checked (the page offers Notify me for it, docs/product.md §16.5). */
export const SoldOutSizeChosen: Story = { args: { choice: { colour: 'Navy', size: '56' } } }

/** Size 60 in black: only 2 left, and it says so. */
export const LowStock: Story = { args: { choice: { size: '60', colour: 'Black' } } }

/** The category has a size guide: its button sits under the sizes (docs/product.md §16.7). */
export const WithSizeGuide: Story = {
  args: { choice: { size: '56' } },
  render: (args, { globals }) => (
    <VariantPicker
      {...args}
      sizeGuide={<SizeGuide guide={sampleSizeGuide('lengths', globals.locale === 'ar' ? 'ar' : 'en')} chosen="56" />}
    />
  ),
}

/** A product sold in one version renders nothing. */
export const NoVariants: Story = { args: { variants: [] } }

function Stateful() {
  const [choice, setChoice] = useState<VariantOptions>({})
  return <VariantPicker variants={sampleAbayaPage.variants} choice={choice} onChange={setChoice} />
}

/** Choosing a size, then a colour; the legends show the choice. */
export const Choosing: Story = {
  render: () => <Stateful />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('radio', { name: '56' }))
    await userEvent.click(canvas.getByRole('radio', { name: 'Black' }))
    await expect(canvas.getByRole('radio', { name: '56' })).toBeChecked()
    await expect(canvas.getByRole('radio', { name: 'Black' })).toBeChecked()
    await expect(canvas.getByRole('group', { name: 'Size: 56' })).toBeInTheDocument()
  },
}
