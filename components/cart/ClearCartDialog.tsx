import { LazyConfirmDialog as ConfirmDialog } from '../ui/LazyConfirmDialog'

export interface ClearCartDialogProps {
  onConfirm: () => void
  /** For stories: start open. */
  defaultOpen?: boolean
}

/** Clear Cart asks first (docs/product.md §4): Cancel keeps the bag, Continue empties it. */
export function ClearCartDialog({ onConfirm, defaultOpen }: ClearCartDialogProps) {
  return (
    <ConfirmDialog
      triggerLabel="Clear Cart"
      title="Clear your cart?"
      description="Every item will be removed from your bag. This cannot be undone."
      onConfirm={onConfirm}
      defaultOpen={defaultOpen}
    />
  )
}
