import * as Dialog from '@radix-ui/react-dialog'
import { ShoppingBag, X } from 'lucide-react'
import { useState } from 'react'
import { styled } from 'styled-components'
import { findVariant, type VariantOptions, type VariantView } from '@/lib/catalogue/variants'
import { useMessages } from '@/lib/react/LocaleContext'
import { wishlistMessages } from '@/lib/i18n/messages/wishlist'
import { formatPrice } from '@/lib/money'
import type { WishlistItem } from '@/lib/store/wishlist'
import { VariantPicker } from '../product/VariantPicker'
import { Button } from '../ui/Button'
import { fontSizes } from '../ui/theme'

/** One wishlist item that needs a size or colour, with its product's variants and the units left now. */
export interface OptionsRequest {
  item: WishlistItem
  variants: VariantView[]
}

/** What the shopper chose: a variant in stock per item, and the items sold out in every variant. */
export interface OptionsChoice {
  chosen: Array<{ item: WishlistItem; variant: VariantView }>
  soldOut: WishlistItem[]
}

export interface ChooseOptionsDialogProps {
  requests: OptionsRequest[]
  onConfirm: (choice: OptionsChoice) => void
  onCancel: () => void
}

const inStock = (variants: VariantView[], choice: VariantOptions | undefined) => {
  const variant = choice ? findVariant(variants, choice) : undefined
  return variant && variant.available > 0 ? variant : undefined
}

/**
 * Asks for the missing sizes and colours of one or more wishlist items in one dialog (docs/product.md §4.3), with
 * the product page's picker: sold-out values are struck through (a pick that is sold out keeps only itself), low
 * stock says how many are left. The confirm button adds once every item has a choice in stock; an item sold out in every variant says so
 * and is left out. Loaded on first use (the wishlist page's first load stays small, docs/performance.md).
 */
export default function ChooseOptionsDialog({ requests, onConfirm, onCancel }: ChooseOptionsDialogProps) {
  const [choices, setChoices] = useState<Record<string, VariantOptions>>({})
  const text = useMessages(wishlistMessages).dialog
  const one = requests.length === 1 ? requests[0] : undefined
  const soldOutEverywhere = (r: OptionsRequest) => r.variants.every((v) => v.available === 0)
  const chosen = requests.flatMap((r) => {
    const variant = inStock(r.variants, choices[r.item.price_id])
    return variant ? [{ item: r.item, variant }] : []
  })
  const soldOut = requests.filter(soldOutEverywhere).map((r) => r.item)
  const complete = chosen.length > 0 && chosen.length + soldOut.length === requests.length

  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onCancel())}>
      <Dialog.Portal>
        <Overlay />
        <Content data-testid="choose-options">
          <Dialog.Close asChild>
            <CloseButton type="button" aria-label={text.close}>
              <X size={20} aria-hidden="true" />
            </CloseButton>
          </Dialog.Close>
          <Title>{one ? text.titleOne(one.item.name) : text.titleMany}</Title>
          <Description>{one ? text.descriptionOne : text.descriptionMany(requests.length)}</Description>
          <Items>
            {requests.map((request) => (
              <RequestSection
                key={request.item.price_id}
                request={request}
                showName={!one}
                choice={choices[request.item.price_id] ?? {}}
                onChange={(choice) => setChoices((all) => ({ ...all, [request.item.price_id]: choice }))}
              />
            ))}
          </Items>
          {!complete ? <Hint>{one ? text.incompleteOne : text.incomplete}</Hint> : null}
          <Actions>
            <Dialog.Close asChild>
              <Button variant="secondary">{text.cancel}</Button>
            </Dialog.Close>
            <Button variant="primary" disabled={!complete} onClick={() => onConfirm({ chosen, soldOut })}>
              <ShoppingBag size={18} aria-hidden="true" /> {one ? text.confirmOne : text.confirmMany}
            </Button>
          </Actions>
        </Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}

interface RequestSectionProps {
  request: OptionsRequest
  showName: boolean
  choice: VariantOptions
  onChange: (choice: VariantOptions) => void
}

function RequestSection({ request, showName, choice, onChange }: RequestSectionProps) {
  const text = useMessages(wishlistMessages).dialog
  const { item, variants } = request
  const selected = findVariant(variants, choice)
  const soldOut = variants.every((v) => v.available === 0)
  return (
    <Item aria-label={item.name} data-testid={`choose-options-${item.price_id}`}>
      {showName ? <ItemName>{item.name}</ItemName> : null}
      <ItemPrice>{formatPrice(selected?.price ?? item.price)}</ItemPrice>
      <VariantPicker
        variants={variants}
        choice={choice}
        onChange={(next) => {
          // As on the product page: a pick that leaves no variant in stock with the other option keeps only it.
          const other = next.size !== choice.size ? 'colour' : 'size'
          const candidate = findVariant(variants, next)
          onChange(candidate && candidate.available === 0 ? { ...next, [other]: undefined } : next)
        }}
      />
      {soldOut ? <SoldOut role="note">{text.productSoldOut}</SoldOut> : null}
    </Item>
  )
}

const Overlay = styled(Dialog.Overlay)`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.overlay};
  background: rgba(31, 26, 23, 0.45);
`

const Content = styled(Dialog.Content)`
  position: fixed;
  top: 50%;
  /* physical side: centred with the translate below, the same in both directions */
  left: 50%;
  transform: translate(-50%, -50%);
  z-index: ${({ theme }) => theme.zIndex.panel};
  display: flex;
  flex-direction: column;
  width: min(520px, calc(100vw - 32px));
  max-height: calc(100vh - 32px);
  overflow-y: auto;
  padding: ${({ theme }) => theme.space(6)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
`

const CloseButton = styled.button`
  position: absolute;
  top: ${({ theme }) => theme.space(3)};
  inset-inline-end: ${({ theme }) => theme.space(3)};
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: none;
  color: inherit;
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
  }
`

const Title = styled(Dialog.Title)`
  padding-inline-end: 44px;
  margin: 0 0 ${({ theme }) => theme.space(2)};
  font-size: ${fontSizes['2xl']};
`

const Description = styled(Dialog.Description)`
  margin: 0;
  color: ${({ theme }) => theme.colors.inkMuted};
`

const Items = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(5)};
  margin-top: ${({ theme }) => theme.space(5)};
`

const Item = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  padding-bottom: ${({ theme }) => theme.space(4)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.line};
`

const ItemName = styled.h3`
  margin: 0;
  font-size: ${fontSizes.lg};
`

const ItemPrice = styled.p`
  margin: 0;
  font-weight: 600;
`

const SoldOut = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`

const Hint = styled.p`
  margin: ${({ theme }) => theme.space(4)} 0 0;
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${fontSizes.sm};
`

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(5)};
`
