import { expect, screen, userEvent, within } from 'storybook/test'

/** The Clear Cart dialog's words, which the generic dialog stories borrow. */
export const clearCartTexts = {
  triggerLabel: 'Clear Cart',
  title: 'Clear your cart?',
  description: 'Every item will be removed from your bag. This cannot be undone.',
}

/**
 * The play of every dialog that asks first (docs/product.md §2, §4): the trigger opens it, Cancel closes it without
 * acting, and Continue acts once.
 */
export async function cancelThenContinue(
  canvasElement: HTMLElement,
  onConfirm: unknown,
  names: { trigger: string; dialog: string },
) {
  const trigger = () => within(canvasElement).getByRole('button', { name: names.trigger })
  await userEvent.click(trigger())
  await expect(await screen.findByRole('alertdialog', { name: names.dialog })).toBeVisible()
  await userEvent.click(screen.getByRole('button', { name: 'Cancel' }))
  await expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
  await expect(onConfirm).not.toHaveBeenCalled()
  await userEvent.click(trigger())
  await userEvent.click(await screen.findByRole('button', { name: 'Continue' }))
  await expect(onConfirm).toHaveBeenCalledTimes(1)
}
