import { useMessages } from '@/lib/react/LocaleContext'
import { cartMessages } from '@/lib/i18n/messages/cart'
import { LazyConfirmDialog as ConfirmDialog } from '../ui/LazyConfirmDialog'

export interface ClearCartDialogProps {
  onConfirm: () => void
  /** For stories: start open. */
  defaultOpen?: boolean
}

/** Clear Cart asks first (docs/product.md §4): Cancel keeps the bag, Continue empties it. */
export function ClearCartDialog({ onConfirm, defaultOpen }: ClearCartDialogProps) {
  const t = useMessages(cartMessages).clear
  return (
    <ConfirmDialog
      triggerLabel={t.button}
      title={t.title}
      description={t.description}
      onConfirm={onConfirm}
      defaultOpen={defaultOpen}
    />
  )
}
