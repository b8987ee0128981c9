import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { ProductSection } from '@/components/catalogue/ProductSection'
import { sampleProducts } from '@/tests/fixtures/catalogue'

const meta: Meta<typeof ProductSection> = {
  title: 'Catalogue/ProductSection',
  component: ProductSection,
  args: {
    title: 'Our Newest Additions',
    products: sampleProducts.slice(0, 4),
    action: <a href="/products">See All</a>,
  },
  parameters: { layout: 'padded' },
}
export default meta
type Story = StoryObj<typeof ProductSection>

export const Newest: Story = {}
export const Featured: Story = {
  args: { title: 'Our Featured Products', products: sampleProducts.slice(4, 9), action: undefined },
}
export const Loading: Story = { args: { products: [], loading: true } }
export const Empty: Story = { args: { products: [], emptyText: 'No products yet — check back soon.' } }

/**
 * The five Featured Products on a phone: two rows of two, then the fifth across the whole row with its name beside
 * its image, instead of a lone card (issue 36). Every row's prices line up, however the names wrap.
 */
export const FeaturedOnAPhone: Story = {
  args: Featured.args,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const cards = within(canvasElement).getAllByRole('listitem')
    await expect(cards).toHaveLength(5)
    const [first, second, , , fifth] = cards.map((card) => card.getBoundingClientRect())
    await expect(fifth!.width).toBeGreaterThan(first!.width * 1.8)
    const prices = cards.slice(0, 2).map((card) => card.querySelector('p')!.getBoundingClientRect().bottom)
    await expect(Math.abs(prices[0]! - prices[1]!)).toBeLessThan(1)
    await expect(Math.abs(first!.bottom - second!.bottom)).toBeLessThan(1)
  },
}

/** Three on a phone, right to left: the third across the row, its image at the start and its name beside it. */
export const OddCountOnAPhoneArabic: Story = {
  args: { title: 'Our Featured Products', products: sampleProducts.slice(4, 7), action: undefined },
  globals: { ...FeaturedOnAPhone.globals, locale: 'ar' },
  play: async ({ canvasElement }) => {
    const [first, , third] = within(canvasElement)
      .getAllByRole('listitem')
      .map((card) => card.getBoundingClientRect())
    await expect(third!.width).toBeGreaterThan(first!.width * 1.8)
  },
}
