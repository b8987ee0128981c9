import { useMessages } from '@/lib/react/LocaleContext'
import { wishlistMessages } from '@/lib/i18n/messages/wishlist'
import { LazyConfirmDialog as ConfirmDialog } from '../ui/LazyConfirmDialog'

export interface ClearWishlistDialogProps {
  onConfirm: () => void
  disabled?: boolean
  /** For stories: start open. */
  defaultOpen?: boolean
}

/** 'Clear Wishlist' asks first (docs/product.md §2): Cancel keeps everything, Continue empties the list. */
export function ClearWishlistDialog({ onConfirm, disabled, defaultOpen }: ClearWishlistDialogProps) {
  const t = useMessages(wishlistMessages).clear
  return (
    <ConfirmDialog
      triggerLabel={t.button}
      title={t.title}
      description={t.description}
      onConfirm={onConfirm}
      disabled={disabled}
      defaultOpen={defaultOpen}
    />
  )
}
