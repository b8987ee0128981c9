import { useState } from 'react'
import type { VariantView } from '@/lib/catalogue/variants'
import { useMessages } from '@/lib/react/LocaleContext'
import { wishlistMessages } from '@/lib/i18n/messages/wishlist'
import { useAppDispatch, useAppStore } from '@/lib/store/hooks'
import { wishlistActions, type WishlistItem } from '@/lib/store/wishlist'
import { toast } from '@/lib/toast/store'
import type { OptionsChoice, OptionsRequest } from './ChooseOptionsDialog'
import { planAdd, resolveAsk } from './planAdd'
import { useAddToCart, type AddMode, type AddOutcome } from './useAddToCart'

/** The choice dialog while it is open: what it asks, and what is already settled. */
export interface PendingChoice extends AddOutcome {
  mode: AddMode
  requests: OptionsRequest[]
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
  const addToBag = useAddToCart()
  const dispatch = useAppDispatch()
  const store = useAppStore()
  const [pending, setPending] = useState<PendingChoice | null>(null)
  const [busy, setBusy] = useState(false)

  async function add(items: readonly WishlistItem[], mode: AddMode) {
    const plan = planAdd(items, unitsLeft)
    if (plan.ask.length === 0) return addToBag(mode, { ready: plan.ready, soldOut: plan.soldOut, gone: [] })
    setBusy(true)
    try {
      // The lookup (and zod, which checks its answer) loads on first use, not with the page.
      const { fetchVariantOptions } = await import('@/lib/catalogue/variantOptionsClient')
      const asked = resolveAsk(plan.ask, await fetchVariantOptions(plan.ask.map((item) => item.price_id)))
      const ready = [...plan.ready, ...asked.ready]
      if (asked.requests.length === 0) return addToBag(mode, { ready, soldOut: plan.soldOut, gone: asked.gone })
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
      addToBag(pending.mode, {
        ready: [...pending.ready, ...picked],
        soldOut: [...pending.soldOut, ...soldOutEverywhere],
        gone: pending.gone,
      })
    },
    /** Cancelling the dialog adds nothing, not even the items that needed no choice. */
    onChoiceCancelled: () => setPending(null),
  }
}
