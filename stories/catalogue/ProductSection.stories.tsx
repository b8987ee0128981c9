import type { Meta, StoryObj } from '@storybook/react-vite'
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
