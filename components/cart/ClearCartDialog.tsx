import { useMessages } from '@/lib/react/LocaleContext'
import { cartMessages } from '@/lib/i18n/messages/cart'
import type { ConfirmDialogProps } from '../ui/ConfirmDialog'
import { LazyConfirmDialog as ConfirmDialog } from '../ui/LazyConfirmDialog'

export type ClearCartDialogProps = Pick<ConfirmDialogProps, 'onConfirm' | 'defaultOpen'>

/**
 * Clear Cart asks first (docs/product.md §4): Cancel keeps the bag, Continue empties it. A quiet text button, so it
 * does not weigh as much as Proceed to Checkout above it (issue 36, walk #26).
 */
export function ClearCartDialog(props: ClearCartDialogProps) {
  const t = useMessages(cartMessages).clear
  return (
    <ConfirmDialog
      triggerLabel={t.button}
      triggerVariant="ghost"
      title={t.title}
      description={t.description}
      {...props}
    />
  )
}
