import { lazy, Suspense, useRef, useState } from 'react'
import { styled } from 'styled-components'
import type { SizeGuide as SizeGuideData } from '@/lib/catalogue/sizeGuide'
import { productMessages } from '@/lib/i18n/messages/product'
import { useMessages } from '@/lib/react/LocaleContext'
import { fontSizes } from '../ui/theme'

const loadDialog = () => import('./SizeGuideDialog')
// The dialog (Radix Dialog, its table and messages) loads when a shopper first reaches for the button, not with the page.
const SizeGuideDialog = lazy(() => loadDialog().then((m) => ({ default: m.SizeGuideDialog })))

export interface SizeGuideProps {
  guide: SizeGuideData
  /** The size chosen on the page, marked in the table. */
  chosen?: string | undefined
  /** For stories: start open. */
  defaultOpen?: boolean
}

/**
 * The product page's Size guide button, under the sizes (docs/product.md §16.7): it opens the category's guide in a
 * dialog, loaded on first use (its code starts loading when the pointer or focus reaches the button). Closing it
 * puts focus back on the button.
 */
export function SizeGuide({ guide, chosen, defaultOpen = false }: SizeGuideProps) {
  const t = useMessages(productMessages).options
  const [open, setOpen] = useState(defaultOpen)
  const button = useRef<HTMLButtonElement>(null)
  return (
    <>
      <OpenButton
        ref={button}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        data-testid="size-guide-open"
      >
        {t.sizeGuide}
      </OpenButton>
      {open ? (
        <Suspense fallback={null}>
          <SizeGuideDialog
            guide={guide}
            chosen={chosen}
            onClose={() => setOpen(false)}
            onCloseAutoFocus={(event) => {
              event.preventDefault()
              button.current?.focus()
            }}
          />
        </Suspense>
      ) : null}
    </>
  )
}

const OpenButton = styled.button`
  margin-top: ${({ theme }) => theme.space(1)};
  min-height: 44px;
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.ink};
  font: inherit;
  font-size: ${fontSizes.sm};
  text-decoration: underline;
  text-underline-offset: 3px;
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`
