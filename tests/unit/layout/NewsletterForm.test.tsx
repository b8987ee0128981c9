// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { NewsletterForm } from '@/components/layout/NewsletterForm'
import { cleanUpRendering, renderWithStore } from '@/tests/helpers/render-with-store'

afterEach(cleanUpRendering)

describe('NewsletterForm', () => {
  it('shows the success toast 2 s after the answer, then empties the field', async () => {
    const onSubscribe = vi.fn(async () => true)
    renderWithStore(<NewsletterForm onSubscribe={onSubscribe} />)
    const user = userEvent.setup()
    await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'amina@example.com')
    await user.click(screen.getByRole('button', { name: 'Subscribe' }))
    await waitFor(() => expect(onSubscribe).toHaveBeenCalledWith('amina@example.com'))
    expect(screen.queryByText(/Subscription Successful/)).not.toBeInTheDocument()
    expect(
      await screen.findByText(
        'Subscription Successful | You have successfully subscribed to our newsletter',
        {},
        { timeout: 3500 },
      ),
    ).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: 'Email address' })).toHaveValue('')
    // The file's first render loads the form's code as well; with the 2 s wait that can pass Vitest's 5 s default.
  }, 15_000)

  it('shows the failure toast at once and keeps the address', async () => {
    renderWithStore(<NewsletterForm onSubscribe={() => Promise.reject(new TypeError('Failed to fetch'))} />)
    const user = userEvent.setup()
    await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'amina@example.com')
    await user.click(screen.getByRole('button', { name: 'Subscribe' }))
    expect(
      await screen.findByText('Subscription Failed | An error occurred while subscribing to our newsletter'),
    ).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: 'Email address' })).toHaveValue('amina@example.com')
  })
})
