import type { Meta, StoryObj } from '@storybook/react-vite'
import { ProductCard, ProductCardSkeleton } from '@/components/catalogue/ProductCard'
import { sampleProducts } from '@/tests/fixtures/catalogue'

const meta: Meta<typeof ProductCard> = {
  title: 'Catalogue/ProductCard',
  component: ProductCard,
  args: { product: sampleProducts[0]! },
  decorators: [
    (Story) => (
      <div style={{ padding: 16, maxWidth: 280 }}>
        <Story />
      </div>
    ),
  ],
}
export default meta
type Story = StoryObj<typeof ProductCard>

export const Filled: Story = {}
export const LongName: Story = {
  args: { product: { ...sampleProducts[1]!, title: 'Classic Nidha Abaya with Embroidered Sleeves and Matching Belt' } },
}
export const NoImage: Story = { args: { product: { ...sampleProducts[2]!, image: null } } }
export const Loading: Story = { render: () => <ProductCardSkeleton /> }
