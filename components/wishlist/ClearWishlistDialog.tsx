import { LazyConfirmDialog as ConfirmDialog } from '../ui/LazyConfirmDialog'

export interface ClearWishlistDialogProps {
  onConfirm: () => void
  disabled?: boolean
  /** For stories: start open. */
  defaultOpen?: boolean
}

/** 'Clear Wishlist' asks first (docs/product.md §2): Cancel keeps everything, Continue empties the list. */
export function ClearWishlistDialog({ onConfirm, disabled, defaultOpen }: ClearWishlistDialogProps) {
  return (
    <ConfirmDialog
      triggerLabel="Clear Wishlist"
      title="Clear your wishlist?"
      description="This removes every item from your wishlist. It cannot be undone."
      onConfirm={onConfirm}
      disabled={disabled}
      defaultOpen={defaultOpen}
    />
  )
}
