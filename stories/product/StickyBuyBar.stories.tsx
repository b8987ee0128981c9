import type { Meta, StoryObj } from '@storybook/react-vite'
import { useRef } from 'react'
import { expect, fn, userEvent, within } from 'storybook/test'
import { storyLocale } from '@/.storybook/storyLocale'
import { StickyBuyBar, type StickyBuyBarProps } from '@/components/product/StickyBuyBar'
import { messagesIn } from '@/lib/i18n/messages'
import { productMessages } from '@/lib/i18n/messages/product'

/** The bar watches the page's own buttons: here they sit far below the first screen, so the bar shows. */
function WithButtonsBelow(props: Omit<StickyBuyBarProps, 'watch'>) {
  const buttons = useRef<HTMLDivElement>(null)
  return (
    <>
      <div style={{ height: 2000 }} />
      <div ref={buttons}>The page&apos;s own buttons</div>
      <StickyBuyBar {...props} watch={buttons} />
    </>
  )
}

const meta: Meta<typeof WithButtonsBelow> = {
  title: 'Product/StickyBuyBar',
  component: WithButtonsBelow,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  args: {
    title: 'Classic Nidha Abaya',
    price: '$139.00',
    cart: 'idle',
    onAddToBag: fn(),
    onViewBag: fn(),
    onGoToChoice: fn(),
  },
  parameters: { layout: 'fullscreen' },
}
export default meta
type Story = StoryObj<typeof WithButtonsBelow>

/** A complete choice: the bar adds to the bag. */
export const Ready: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const t = messagesIn(productMessages, storyLocale(globals))
    const bar = await within(canvasElement).findByRole('region', { name: t.stickyBar('Classic Nidha Abaya') })
    await userEvent.click(within(bar).getByRole('button', { name: t.actions.addToBag }))
    await expect(args.onAddToBag).toHaveBeenCalled()
  },
}

/** The choice is incomplete: the button names what is missing and leads to the choice instead of being disabled. */
export const ChoiceMissing: Story = {
  args: { choiceHint: 'Choose a size' },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Choose a size' }))
    await expect(args.onGoToChoice).toHaveBeenCalled()
  },
}
export const Adding: Story = { args: { cart: 'loading' } }
export const InBag: Story = {
  args: { cart: 'added' },
  play: async ({ args, canvasElement, globals }) => {
    const t = messagesIn(productMessages, storyLocale(globals))
    await userEvent.click(await within(canvasElement).findByRole('button', { name: t.actions.viewInBag }))
    await expect(args.onViewBag).toHaveBeenCalled()
  },
}
export const ReadyInArabic: Story = { ...Ready, globals: { ...meta.globals, locale: 'ar' } }
