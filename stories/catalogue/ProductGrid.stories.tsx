import type { Meta, StoryObj } from '@storybook/react-vite'
import { ProductGrid } from '@/components/catalogue/ProductGrid'
import { sampleProducts } from '@/tests/fixtures/catalogue'

const meta: Meta<typeof ProductGrid> = {
  title: 'Catalogue/ProductGrid',
  component: ProductGrid,
  args: { products: sampleProducts, label: 'Products', priorityCount: 4 },
  parameters: { layout: 'padded' },
}
export default meta
type Story = StoryObj<typeof ProductGrid>

export const Filled: Story = {}
export const Loading: Story = { args: { loading: true, skeletonCount: 8 } }
export const Empty: Story = { args: { products: [], emptyText: 'No products found in this category.' } }
/** Mid page switch: the grid fades out before the next slice shows. */
export const Fading: Story = { args: { fading: true } }
/** On a listing page the grid sits under the page's h1: the cards' names are h2. */
export const UnderPageHeading: Story = { args: { cardHeadingLevel: 2 } }
/**
 * As on /products: the cards past the fourth hydrate when they near the screen on a page's first load (issue 40). Outside
 * a page's hydration, as here, they render at once: the same grid.
 */
export const HydratedWhenVisible: Story = { args: { hydrateWhenVisibleFrom: 4 } }
