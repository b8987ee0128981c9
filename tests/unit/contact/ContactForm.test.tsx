// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ThemeProvider } from 'styled-components'
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest'
import { ContactForm, type ContactFormProps, type ContactResponse } from '@/components/contact/ContactForm'
import { theme } from '@/components/ui/theme'
import { Toaster } from '@/components/ui/Toaster'
import { FORM_SUCCESS_DELAY_MS } from '@/lib/constants'
import { LocaleProvider } from '@/lib/react/LocaleContext'
import { contactMessages } from '@/lib/i18n/messages/contact'
import { validationMessages } from '@/lib/i18n/messages/validation'
import { dismissToast } from '@/lib/toast/store'
import { messages } from '@/lib/validation/issues'
import { sampleContact } from '@/tests/fixtures/users'
import { toastRegionName } from '@/lib/i18n/toastRegion'

type OnSubmit = Mock<ContactFormProps['onSubmit']>

const VALID = sampleContact

function renderForm(onSubmit: OnSubmit) {
  render(
    <ThemeProvider theme={theme}>
      <ContactForm onSubmit={onSubmit} />
      <Toaster />
    </ThemeProvider>,
  )
  const form = screen.getByRole('form', { name: 'Contact us' })
  const fields = {
    fullName: within(form).getByLabelText('Full name'),
    email: within(form).getByLabelText('Email'),
    subject: within(form).getByLabelText('Subject'),
    message: within(form).getByLabelText('Message'),
  }
  return { form, fields, submit: within(form).getByRole('button', { name: /Send message/ }) }
}

/** Toasts as the shopper sees them (Radix also copies them into a hidden live region). */
const toastRegion = () => screen.getByRole('region', { name: toastRegionName() })

/** A promise the test settles by hand, to look at the form while the request is in flight. */
function deferred<T>() {
  let resolve!: (value: T) => void
  const promise = new Promise<T>((r) => (resolve = r))
  return { promise, resolve }
}

async function fill(
  user: ReturnType<typeof userEvent.setup>,
  fields: ReturnType<typeof renderForm>['fields'],
  values: Partial<typeof VALID> = VALID,
) {
  for (const [name, value] of Object.entries(values) as [keyof typeof VALID, string][]) {
    await user.clear(fields[name])
    if (value) await user.type(fields[name], value)
  }
}

let warn: ReturnType<typeof vi.spyOn>

beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(() => {
  act(() => dismissToast())
  cleanup()
  vi.useRealTimers()
  warn.mockRestore()
})

describe('ContactForm validation (docs/product.md §5 Contact)', () => {
  it('shows every message and sends nothing when submitted empty', async () => {
    const user = userEvent.setup()
    const onSubmit: OnSubmit = vi.fn()
    const { submit } = renderForm(onSubmit)
    await user.click(submit)
    expect(await screen.findByText(messages.name)).toBeInTheDocument()
    expect(screen.getByText(messages.email)).toBeInTheDocument()
    expect(screen.getByText(messages.subject)).toBeInTheDocument()
    expect(screen.getByText(messages.message)).toBeInTheDocument()
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it.each([
    // Any name of one letter or more is a name (docs/product.md §5.1); only spaces are not.
    { field: 'fullName', value: '   ', message: messages.name },
    { field: 'email', value: 'amina@', message: messages.email },
    { field: 'subject', value: 'Hi', message: messages.subject },
    { field: 'message', value: 'ok', message: messages.message },
  ] as const)('names $field when it is invalid and marks it', async ({ field, value, message }) => {
    const user = userEvent.setup()
    const onSubmit: OnSubmit = vi.fn()
    const { fields, submit } = renderForm(onSubmit)
    await fill(user, fields, { ...VALID, [field]: value })
    await user.click(submit)
    const error = await screen.findByText(message)
    expect(fields[field]).toHaveAttribute('aria-invalid', 'true')
    expect(fields[field]).toHaveAccessibleDescription(error.textContent ?? '')
    // Only that field complains.
    expect(screen.getAllByRole('alert')).toHaveLength(1)
    expect(onSubmit).not.toHaveBeenCalled()
  })
})

describe('ContactForm on an Arabic page (docs/product.md §19.3)', () => {
  it('labels its fields and says what is wrong in Arabic', async () => {
    const user = userEvent.setup()
    const ar = contactMessages.ar.form
    render(
      <LocaleProvider locale="ar">
        <ThemeProvider theme={theme}>
          <ContactForm onSubmit={vi.fn()} />
        </ThemeProvider>
      </LocaleProvider>,
    )
    const form = screen.getByRole('form', { name: ar.label })
    await user.type(within(form).getByLabelText(ar.subject), 'Hi')
    await user.click(within(form).getByRole('button', { name: ar.submit }))
    expect(await within(form).findByText(validationMessages.ar.subject)).toBeInTheDocument()
    expect(within(form).getByText(validationMessages.ar.email)).toBeInTheDocument()
    expect(within(form).queryByText(messages.subject)).not.toBeInTheDocument()
  })
})

describe('ContactForm submission (docs/product.md §4 Forms, §8)', () => {
  it('disables every field and the button, with a spinner, while the message is being sent', async () => {
    const user = userEvent.setup()
    const pending = deferred<ContactResponse>()
    const onSubmit: OnSubmit = vi.fn(() => pending.promise)
    const { fields, submit } = renderForm(onSubmit)
    await fill(user, fields)
    await user.click(submit)

    await waitFor(() => expect(submit).toBeDisabled())
    for (const field of Object.values(fields)) expect(field).toBeDisabled()
    expect(within(submit).getByRole('status', { name: 'Sending' })).toBeInTheDocument()

    await act(async () => pending.resolve({ ok: false, status: 500 }))
    await waitFor(() => expect(submit).toBeEnabled())
    for (const field of Object.values(fields)) expect(field).toBeEnabled()
  })

  it('sends the trimmed values, then after 2 s shows the success toast and empties the form', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) })
    const onSubmit: OnSubmit = vi.fn(async () => ({ ok: true, status: 200 }))
    const { fields, submit } = renderForm(onSubmit)
    await fill(user, fields, { ...VALID, fullName: `  ${VALID.fullName} ` })
    await user.click(submit)

    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(VALID))
    // The form stays disabled through the delay, and nothing is announced before it ends.
    // Half-way (a wide margin: with shouldAdvanceTime the fake clock also moves with real time).
    await act(() => vi.advanceTimersByTimeAsync(FORM_SUCCESS_DELAY_MS / 2))
    // Anywhere on the page: the toast region itself may still be loading (it is a lazy chunk).
    expect(screen.queryByText('Success')).not.toBeInTheDocument()
    expect(submit).toBeDisabled()
    expect(fields.subject).toHaveValue(VALID.subject)

    await act(() => vi.advanceTimersByTimeAsync(FORM_SUCCESS_DELAY_MS / 2))
    await waitFor(() => expect(within(toastRegion()).getByText('Success')).toBeInTheDocument())
    expect(within(toastRegion()).getByText('Message sent successfully')).toBeInTheDocument()
    for (const field of Object.values(fields)) expect(field).toHaveValue('')
    expect(submit).toBeEnabled()
  })

  it('shows the error toast and keeps what was typed when the answer is not 200', async () => {
    const user = userEvent.setup()
    const onSubmit: OnSubmit = vi.fn(async () => ({ ok: false, status: 429 }))
    const { fields, submit } = renderForm(onSubmit)
    await fill(user, fields)
    await user.click(submit)

    expect(await within(toastRegion()).findByText('Error')).toBeInTheDocument()
    expect(within(toastRegion()).getByText('Something went wrong, please try again')).toBeInTheDocument()
    expect(within(toastRegion()).queryByText('Success')).not.toBeInTheDocument()
    expect(fields.message).toHaveValue(VALID.message)
    await waitFor(() => expect(submit).toBeEnabled())
  })

  it('treats a 2xx other than 200 as a failure (docs/product.md §7: 200 counts as success)', async () => {
    const user = userEvent.setup()
    const onSubmit: OnSubmit = vi.fn(async () => ({ ok: true, status: 204 }))
    const { fields, submit } = renderForm(onSubmit)
    await fill(user, fields)
    await user.click(submit)
    expect(await within(toastRegion()).findByText('Error')).toBeInTheDocument()
  })

  it('logs a network failure as a warning and still answers the shopper with the error toast', async () => {
    const user = userEvent.setup()
    const failure = new TypeError('Failed to fetch')
    const onSubmit: OnSubmit = vi.fn(async () => Promise.reject(failure))
    const { fields, submit } = renderForm(onSubmit)
    await fill(user, fields)
    await user.click(submit)

    expect(await within(toastRegion()).findByText('Something went wrong, please try again')).toBeInTheDocument()
    expect(warn).toHaveBeenCalledWith(expect.any(String), failure)
    expect(fields.fullName).toHaveValue(VALID.fullName)
    await waitFor(() => expect(submit).toBeEnabled())
  })
})
