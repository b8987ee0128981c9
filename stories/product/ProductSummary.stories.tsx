import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { ProductSummary } from '@/components/product/ProductSummary'
import { sampleProductPage } from '@/tests/fixtures/catalogue'

const meta: Meta<typeof ProductSummary> = {
  title: 'Product/ProductSummary',
  component: ProductSummary,
  args: {
    title: sampleProductPage.title,
    price: sampleProductPage.price,
    description: sampleProductPage.description,
    categoryName: sampleProductPage.categoryName,
  },
  decorators: [
    (Story) => (
      <div style={{ padding: 16, maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
}
export default meta
type Story = StoryObj<typeof ProductSummary>

export const Filled: Story = {}
export const LongDescription: Story = { args: { description: `${sampleProductPage.description} `.repeat(6) } }
export const WithoutCategory: Story = { args: { categoryName: null } }

/** The page puts the size choice and the buttons between the price and the description (docs/product.md §2.8). */
export const WithChoice: Story = {
  args: {
    children: (
      <button type="button" style={{ padding: 12 }}>
        Add To Bag
      </button>
    ),
  },
}

/** docs/product.md §10.9: with Afterpay or Zip configured, the price in 4 payments under it (text the page renders). */
export const WithInstalments: Story = {
  args: { instalments: 'or 4 interest-free payments of $32.25 with Afterpay or Zip' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('product-instalments')).toHaveTextContent(
      'or 4 interest-free payments of $32.25 with Afterpay or Zip',
    )
  },
}
