import type { Meta, StoryObj } from '@storybook/react-vite'
import { Gallery } from '@/components/product/Gallery'
import { sampleGallery } from '../catalogue/fixtures'

const meta: Meta<typeof Gallery> = {
  title: 'Product/Gallery',
  component: Gallery,
  args: { images: sampleGallery, productName: 'Rose Chiffon Hijab' },
  decorators: [
    (Story) => (
      <div style={{ padding: 16, maxWidth: 540 }}>
        <Story />
      </div>
    ),
  ],
}
export default meta
type Story = StoryObj<typeof Gallery>

export const Filled: Story = {}
export const SingleImage: Story = { args: { images: sampleGallery.slice(0, 1) } }
export const NoImages: Story = { args: { images: [] } }
