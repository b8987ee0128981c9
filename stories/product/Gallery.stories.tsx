import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { Gallery } from '@/components/product/Gallery'
import { sampleGallery } from '@/tests/fixtures/catalogue'

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

/** A thumbnail shows its image large and is marked as the one shown. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const [first, second] = canvas.getAllByRole('button', { name: /Show image/ })
    await expect(first).toHaveAttribute('aria-pressed', 'true')
    await userEvent.click(second!)
    await expect(second).toHaveAttribute('aria-pressed', 'true')
    await expect(first).toHaveAttribute('aria-pressed', 'false')
    await expect(canvas.getByTestId('gallery-large')).toHaveAttribute('src', sampleGallery[1]!.large.src)
  },
}
export const SingleImage: Story = { args: { images: sampleGallery.slice(0, 1) } }
export const NoImages: Story = {
  args: { images: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'No image for Rose Chiffon Hijab' })).toBeVisible()
  },
}
