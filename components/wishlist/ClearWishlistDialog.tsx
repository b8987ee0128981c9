import { useMessages } from '@/lib/react/LocaleContext'
import { wishlistMessages } from '@/lib/i18n/messages/wishlist'
import type { ConfirmDialogProps } from '../ui/ConfirmDialog'
import { LazyConfirmDialog as ConfirmDialog } from '../ui/LazyConfirmDialog'

export type ClearWishlistDialogProps = Pick<ConfirmDialogProps, 'onConfirm' | 'disabled' | 'defaultOpen'>

/** 'Clear Wishlist' asks first (docs/product.md §2): Cancel keeps everything, Continue empties the list. */
export function ClearWishlistDialog(props: ClearWishlistDialogProps) {
  const t = useMessages(wishlistMessages).clear
  return <ConfirmDialog triggerLabel={t.button} title={t.title} description={t.description} {...props} />
}
