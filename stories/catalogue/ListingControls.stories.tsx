import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { ListingControls } from '@/components/catalogue/ListingControls'
import { applyListing, parseListingParams } from '@/lib/catalogue/listing'

/** A small catalogue to count facets from. */
const products = [
  {
    _id: 'a',
    price: 139,
    categoryName: 'Women',
    _createdAt: '2026-03-01',
    sizes: ['52', '54', '56'],
    colours: ['Black', 'Navy'],
  },
  { _id: 'b', price: 119, categoryName: 'Women', _createdAt: '2026-02-01', sizes: ['54', '56'], colours: ['Taupe'] },
  { _id: 'c', price: 89, categoryName: 'Men', _createdAt: '2026-01-01', sizes: ['S', 'M', 'L'], colours: [] },
  { _id: 'd', price: 24.95, categoryName: 'Accessories', _createdAt: '2025-12-01', sizes: [], colours: [] },
].map(({ sizes, colours, ...p }) => ({
  ...p,
  categorySlug: p.categoryName.toLowerCase(),
  variants: (sizes.length ? sizes : [null]).flatMap((size) =>
    (colours.length ? colours : [null]).map((colour) => ({ size, colour })),
  ),
}))

const listing = (query: Record<string, string[]>) => {
  const params = parseListingParams(query, 'newest')
  return { params, facets: applyListing(products, params).facets }
}

const meta: Meta<typeof ListingControls> = {
  title: 'Catalogue/ListingControls',
  component: ListingControls,
  args: { basePath: '/products', defaultSort: 'newest', show: ['category', 'size', 'colour'], ...listing({}) },
  decorators: [(Story) => <div style={{ padding: 24 }}>{Story()}</div>],
}
export default meta
type Story = StoryObj<typeof ListingControls>

/** Nothing chosen: the filters are folded away. */
export const Default: Story = {}

/** Size 56 and price sorting chosen: the filters are open, the active ones listed with Clear all. */
export const Filtered: Story = { args: listing({ size: ['56'], sort: ['price-asc'] }) }

/** On a category page there is no category filter. */
export const CategoryPage: Story = { args: { show: ['size', 'colour'], basePath: '/category/women' } }

/** With JavaScript every change navigates to the canonical URL of the new view. */
export const ChangingNavigates: Story = {
  args: { onNavigate: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByText('Filters'))
    await userEvent.click(canvas.getByRole('checkbox', { name: '56 (2)' }))
    await expect(args.onNavigate).toHaveBeenLastCalledWith('/products?size=56')
    await userEvent.selectOptions(canvas.getByLabelText('Sort by'), 'price-desc')
    await expect(args.onNavigate).toHaveBeenLastCalledWith('/products?size=56&sort=price-desc')
  },
}
