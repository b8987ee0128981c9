/**
 * The texts of checkout's toasts (docs/product.md §8.1). The sentences that explain a refusal are in
 * refusalMessages.ts, loaded only with a refusal.
 */
export const checkoutMessages = {
  emptyTitle: 'Your cart is empty',
  emptyDescription: 'Please add some items to your cart before checking out.',
  errorTitle: 'Checkout Error',
  errorDescription: 'There was a problem with redirecting to checkout.',
}
