import type { Meta, StoryObj } from '@storybook/react-vite'
import { ProductImage } from '@/components/catalogue/ProductImage'
import { swatch } from '@/tests/fixtures/catalogue'

const meta: Meta<typeof ProductImage> = {
  title: 'Catalogue/ProductImage',
  component: ProductImage,
  args: { image: swatch(25, 280, 350, 'Rose Chiffon Hijab, front view') },
  parameters: { layout: 'padded' },
}
export default meta
type Story = StoryObj<typeof ProductImage>

export const Lazy: Story = {}
/** The page's LCP image: eager, fetchpriority high. */
export const Priority: Story = { args: { priority: true } }
export const Decorative: Story = { args: { alt: '' } }
