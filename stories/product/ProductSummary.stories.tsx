import type { Meta, StoryObj } from '@storybook/react-vite'
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
