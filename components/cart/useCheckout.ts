import { useState } from 'react'
import { CheckoutRefusedError, createCheckoutSession } from '@/lib/checkout/client'
import type { CheckoutLine } from '@/lib/checkout/schema'
import { useLocale, useMessages } from '@/lib/react/LocaleContext'
import { cartMessages } from '@/lib/i18n/messages/cart'
import { useAppStore } from '@/lib/store/hooks'
import { toast } from '@/lib/toast/store'

/** The bag's lines as checkout lines (price id and quantity). */
function cartLines(store: ReturnType<typeof useAppStore>): CheckoutLine[] {
  return Object.values(store.getState().cart.cartDetails).map((line) => ({
    price_id: line.price_id ?? line.id,
    quantity: line.quantity,
  }))
}

function attemptKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(18))
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
}

/**
 * The one checkout action (bag panel, cart page, product page's Checkout Now). Without `lines` it checks out
 * the whole bag. An empty bag is refused with a toast; otherwise the browser goes to the payment page.
 */
export function useCheckout() {
  const store = useAppStore()
  const locale = useLocale()
  const t = useMessages(cartMessages).checkout
  const [loading, setLoading] = useState(false)

  /**
   * Resolves true when the browser is on its way to the payment page, false when a toast explained why not.
   * `name` names a single product checked out outside the bag (Checkout Now), for the refusal's sentence.
   */
  async function checkout(lines?: CheckoutLine[], name?: string): Promise<boolean> {
    const items = lines ?? cartLines(store)
    if (items.length === 0) {
      toast({ variant: 'destructive', ...t.empty })
      return false
    }
    setLoading(true)
    try {
      // One key per attempt: a repeated request for this attempt reuses the same payment session.
      // The bag's applied discount code goes with the whole bag, not with one product's Checkout Now (§20).
      const code = lines ? undefined : (await import('@/lib/promotions/appliedCode')).appliedCode()
      const url = await createCheckoutSession(items, attemptKey(), undefined, undefined, code)
      window.location.assign(url)
      return true
    } catch (error) {
      // Logged, not thrown (docs/product.md §8); a warning so it never reads as a page crash.
      console.warn('Checkout failed', error)
      // Always the catalogue's texts; a refusal the shopper can act on also names the product, and the bag is
      // fixed where it can be (docs/product.md §5.4). The server's own wording stays in the console.
      const reason =
        error instanceof CheckoutRefusedError
          ? await import('./applyRefusal').then(
              ({ describeRefusal }) =>
                describeRefusal(error.error, store.getState().cart.cartDetails, store.dispatch, !lines, locale, name),
              () => undefined,
            )
          : undefined
      toast({
        variant: 'destructive',
        title: t.failedTitle,
        description: reason ? `${t.failed} ${reason}` : t.failed,
      })
      setLoading(false)
      return false
    }
  }

  return { checkout, loading }
}
