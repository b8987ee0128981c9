import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, userEvent, within } from 'storybook/test'
import { storyLocale } from '@/.storybook/storyLocale'
import { Gallery } from '@/components/product/Gallery'
import { colourName } from '@/lib/i18n/colourNames'
import { VariantPicker } from '@/components/product/VariantPicker'
import type { VariantOptions } from '@/lib/catalogue/variants'
import { messagesIn } from '@/lib/i18n/messages'
import { productMessages } from '@/lib/i18n/messages/product'
import { sampleAbayaGallery, sampleAbayaPage, sampleGallery } from '@/tests/fixtures/catalogue'

const meta: Meta<typeof Gallery> = {
  title: 'Product/Gallery',
  component: Gallery,
  args: { images: sampleGallery, productName: 'Rose Chiffon Hijab' },
  decorators: [
    // `parameters.frameWidth`: a story that draws more than the gallery (the picker beside it) asks for more room.
    (Story, { parameters }) => (
      <div style={{ padding: 16, maxWidth: (parameters.frameWidth as number | undefined) ?? 540 }}>
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
    // Four to a row across the large image's width, none left empty (issue 36).
    const row = first!.closest('ul')!.getBoundingClientRect()
    const large = canvas.getByTestId('gallery-large').getBoundingClientRect()
    await expect(Math.abs(row.width - large.width)).toBeLessThan(2)
    const tops = canvas.getAllByRole('button', { name: /Show image/ }).map((b) => b.getBoundingClientRect().top)
    await expect(new Set(tops.slice(0, 4)).size).toBe(1)
  },
}
export const SingleImage: Story = { args: { images: sampleGallery.slice(0, 1) } }
export const NoImages: Story = {
  args: { images: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'No image for Rose Chiffon Hijab' })).toBeVisible()
  },
}

/** The product page's pairing: the gallery follows the colour chosen in the picker (docs/product.md §16.6). */
function GalleryWithPicker() {
  const [choice, setChoice] = useState<VariantOptions>({})
  return (
    // Side by side as on the page: the picker and the first row of thumbnails stay in the frame, so nothing scrolls.
    <div style={{ display: 'grid', gridTemplateColumns: '500px 1fr', gap: 32, alignItems: 'start' }}>
      <Gallery images={sampleAbayaGallery} productName={sampleAbayaPage.title} colour={choice.colour} />
      <VariantPicker variants={sampleAbayaPage.variants} choice={choice} onChange={setChoice} />
    </div>
  )
}

/**
 * Choosing a colour shows its first image (Black has two: the front is shown) and says so to screen readers; arrow
 * keys in the colour group do the same, and the thumbnails still switch afterwards. Ends on Navy's picture.
 */
export const FollowsTheChosenColour: Story = {
  render: () => <GalleryWithPicker />,
  parameters: { frameWidth: 1000 },
  play: async ({ canvasElement, globals }) => {
    const t = messagesIn(productMessages, storyLocale(globals)).gallery
    const canvas = within(canvasElement)
    // A switch remounts the <img> (its fade replays), so it is looked up afresh each time.
    const large = () => canvas.getByTestId('gallery-large')
    const thumbs = within(canvas.getByRole('list', { name: t.images(sampleAbayaPage.title) })).getAllByRole('button')
    const [front, closeUp, , navy] = sampleAbayaGallery
    await expect(large()).toHaveAttribute('src', front!.large.src)

    // The colours read in the story's language (lib/i18n/colourNames.ts).
    const colour = (name: string) => colourName(name, storyLocale(globals))
    await userEvent.click(canvas.getByRole('radio', { name: colour('Navy') }))
    await expect(large()).toHaveAttribute('src', navy!.large.src)
    await expect(large()).toHaveAttribute('alt', navy!.large.alt)
    await expect(thumbs[3]).toHaveAttribute('aria-pressed', 'true')
    await expect(canvas.getByText(t.showing(4, 4, navy!.large.alt))).toHaveAttribute('role', 'status')

    // The colour group by keyboard: the arrow key moves the choice, and the gallery follows.
    await userEvent.keyboard('{ArrowUp}')
    await expect(canvas.getByRole('radio', { name: colour('Black') })).toBeChecked()
    await expect(large()).toHaveAttribute('src', front!.large.src)

    // A thumbnail still shows any image, here the close-up that shows no colour in particular.
    await userEvent.click(thumbs[1]!)
    await expect(large()).toHaveAttribute('src', closeUp!.large.src)

    await userEvent.click(canvas.getByRole('radio', { name: colour('Navy') }))
    await expect(large()).toHaveAttribute('src', navy!.large.src)
  },
}

/** The same on an Arabic page: the picker's legend, the thumbnails' names and the announcement in Arabic. */
export const FollowsTheChosenColourInArabic: Story = { ...FollowsTheChosenColour, globals: { locale: 'ar' } }

/** A horizontal swipe on the large image, as a touch screen reports it: pointer down, then up further along the line. */
async function swipe(element: HTMLElement, towards: 'left' | 'right') {
  const box = element.getBoundingClientRect()
  const y = box.top + box.height / 2
  const [from, to] = towards === 'left' ? [box.right - 20, box.left + 20] : [box.left + 20, box.right - 20]
  const pointer = { pointerId: 1, pointerType: 'touch', bubbles: true, clientY: y }
  element.dispatchEvent(new PointerEvent('pointerdown', { ...pointer, clientX: from }))
  element.dispatchEvent(new PointerEvent('pointerup', { ...pointer, clientX: to }))
}

/**
 * On a phone the thumbnails give way to position dots, and a swipe shows the next image and announces it
 * (docs/product.md §2.8): towards the start of the line for the next one, leftwards in English, rightwards in Arabic.
 */
export const PhoneSwipeAndDots: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  args: { images: sampleAbayaGallery, productName: sampleAbayaPage.title },
  play: async ({ canvasElement, globals }) => {
    const locale = storyLocale(globals)
    const t = messagesIn(productMessages, locale).gallery
    const canvas = within(canvasElement)
    const dots = within(canvas.getByTestId('gallery-dots')).getAllByRole('button')
    await expect(dots).toHaveLength(sampleAbayaGallery.length)
    await expect(dots[0]).toHaveAttribute('aria-pressed', 'true')
    const large = () => canvas.getByTestId('gallery-large')
    const [, second, third] = sampleAbayaGallery
    await swipe(large().parentElement!, locale === 'ar' ? 'right' : 'left')
    await expect(large()).toHaveAttribute('src', second!.large.src)
    await expect(dots[1]).toHaveAttribute('aria-pressed', 'true')
    await expect(canvas.getByRole('status')).toHaveTextContent(t.showing(2, 4, second!.large.alt))
    // A dot, by keyboard or touch, shows its image.
    await userEvent.click(dots[2]!)
    await expect(large()).toHaveAttribute('src', third!.large.src)
    // Back one, the other way.
    await swipe(large().parentElement!, locale === 'ar' ? 'left' : 'right')
    await expect(large()).toHaveAttribute('src', second!.large.src)
  },
}

/** The same right to left. */
export const PhoneSwipeAndDotsInArabic: Story = {
  ...PhoneSwipeAndDots,
  globals: { ...PhoneSwipeAndDots.globals, locale: 'ar' },
}
