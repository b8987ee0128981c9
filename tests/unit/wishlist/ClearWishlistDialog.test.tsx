// @vitest-environment jsdom
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ClearWishlistDialog } from '@/components/wishlist/ClearWishlistDialog'
import { cleanUpRendering, renderWithStore } from '@/tests/helpers/render-with-store'

afterEach(cleanUpRendering)

describe('ClearWishlistDialog', () => {
  it('clears only after Continue', async () => {
    const onConfirm = vi.fn()
    renderWithStore(<ClearWishlistDialog onConfirm={onConfirm} />)
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Clear Wishlist' }))
    // The dialog's code loads on the first click (LazyConfirmDialog).
    await user.click(await screen.findByRole('button', { name: 'Cancel' }))
    expect(onConfirm).not.toHaveBeenCalled()
    await user.click(screen.getByRole('button', { name: 'Clear Wishlist' }))
    expect(await screen.findByRole('alertdialog', { name: 'Clear your wishlist?' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    expect(onConfirm).toHaveBeenCalledTimes(1)
  })
})
