import { useState } from 'react'
import { variantLabel, type VariantView } from '@/lib/catalogue/variants'
import { nameWithVariant } from '@/lib/catalogue/variantName'
import { useLocale, useMessages } from '@/lib/i18n/LocaleContext'
import { wishlistMessages } from '@/lib/i18n/messages/wishlist'
import { cartActions } from '@/lib/store/cart/slice'
import { useAppDispatch, useAppStore } from '@/lib/store/hooks'
import { wishlistActions, type WishlistItem } from '@/lib/store/wishlist'
import { toast } from '@/lib/toast/store'
import type { OptionsChoice, OptionsRequest } from './ChooseOptionsDialog'
import { planAdd, resolveAsk, type ReadyItem } from './planAdd'
import { toCartProduct } from './toCartProduct'

type Mode = 'one' | 'all'

/** The choice dialog while it is open: what it asks, and what is already settled. */
export interface PendingChoice {
  mode: Mode
  requests: OptionsRequest[]
  ready: ReadyItem[]
  soldOut: ReadyItem[]
  gone: WishlistItem[]
}

const asVariant = ({ price_id, size, colour, price }: VariantView) => ({ price_id, size, colour, price })

/**
 * What the wishlist page's buttons do (docs/product.md §4.3), with their toasts. Every item goes into the bag:
 * one with a remembered size or colour as that variant; one without is asked for in the choice dialog (all such
 * items of `Add all to cart` in one dialog); a sold-out variant or a product no longer sold is named, never
 * skipped silently. `unitsLeft` are the live counts of remembered variants (useWishlistStock).
 */
export function useWishlistActions(unitsLeft: Readonly<Record<string, number>> = {}) {
  const text = useMessages(wishlistMessages)
  const locale = useLocale()
  // The item's name with its variant, as bag lines name it: `Classic Nidha Abaya (Size 56 · Black)`.
  const itemName = (name: string, variant?: WishlistItem['variant']) => nameWithVariant(name, variant, locale)
  const dispatch = useAppDispatch()
  const store = useAppStore()
  const [pending, setPending] = useState<PendingChoice | null>(null)
  const [busy, setBusy] = useState(false)

  function finish(mode: Mode, ready: ReadyItem[], soldOut: ReadyItem[], gone: WishlistItem[]) {
    for (const { item, variant } of ready) dispatch(cartActions.addItem(toCartProduct(item, variant)))
    const unavailable = [
      text.soldOutNamed(soldOut.map(({ item, variant }) => itemName(item.name, variant))),
      ...gone.map((item) => text.noLongerSold(item.name)),
    ].filter(Boolean)
    const only = ready[0]
    if (mode === 'one' && only) {
      const label = only.variant ? variantLabel(only.variant, locale) : ''
      toast(
        label
          ? { title: text.addedOne(only.item.name), description: label }
          : { description: text.addedOne(only.item.name) },
      )
    } else if (mode === 'one') {
      const first = soldOut[0]
      toast({
        variant: 'destructive',
        title: text.soldOutTitle,
        description: first ? text.soldOutOne(itemName(first.item.name, first.variant)) : unavailable.join(' '),
      })
    } else
      toast({
        description: unavailable.length
          ? `${text.addedMany(ready.length)}. ${unavailable.join(' ')}`
          : text.addedMany(ready.length),
      })
  }

  async function add(items: readonly WishlistItem[], mode: Mode) {
    const plan = planAdd(items, unitsLeft)
    if (plan.ask.length === 0) return finish(mode, plan.ready, plan.soldOut, [])
    setBusy(true)
    try {
      // The lookup (and zod, which checks its answer) loads on first use, not with the page.
      const { fetchVariantOptions } = await import('@/lib/catalogue/variantOptionsClient')
      const asked = resolveAsk(plan.ask, await fetchVariantOptions(plan.ask.map((item) => item.price_id)))
      const ready = [...plan.ready, ...asked.ready]
      if (asked.requests.length === 0) return finish(mode, ready, plan.soldOut, asked.gone)
      setPending({ mode, requests: asked.requests, ready, soldOut: plan.soldOut, gone: asked.gone })
    } catch (error) {
      console.warn('Could not load the sizes and colours.', error)
      toast({ variant: 'destructive', title: text.optionsUnavailableTitle, description: text.optionsUnavailable })
    } finally {
      setBusy(false)
    }
  }

  return {
    busy,
    pending,
    onRemove(item: WishlistItem) {
      dispatch(wishlistActions.removeFromWishlist(item.price_id))
      toast({ description: text.removed })
    },
    onAddToCart: (item: WishlistItem) => add([item], 'one'),
    onAddAllToCart: () => add(store.getState().wishlist.items, 'all'),
    onClear() {
      dispatch(wishlistActions.clearWishlist())
      toast({ title: text.cleared })
    },
    onChoiceConfirmed: ({ chosen, soldOut }: OptionsChoice) => {
      if (!pending) return
      setPending(null)
      const picked = chosen.map(({ item, variant }) => ({ item, variant: asVariant(variant) }))
      const soldOutEverywhere = soldOut.map((item) => ({ item }))
      finish(pending.mode, [...pending.ready, ...picked], [...pending.soldOut, ...soldOutEverywhere], pending.gone)
    },
    /** Cancelling the dialog adds nothing, not even the items that needed no choice. */
    onChoiceCancelled: () => setPending(null),
  }
}
