/**
 * Account pages and the wishlist, end to end against the built shop: sign-up → e-mail verification (through the
 * dev outbox) → login → wishlist → logout; the password reset flow; every form's validation messages.
 * Register and reset are rate-limited per e-mail and per IP, so this file makes 3 register calls (keep it at 8 or fewer).
 */
import type { Page } from '@playwright/test'
import { expect, fakeSession, test, toasts, waitForHydration } from './fixtures'
import { linkPath, PASSWORD, uniqueEmail, verifiedAccount, waitForMail } from './steps'

/** Two wishlist items as the product page stores them (docs/product.md §3). */
const sampleWishlist = [
  {
    name: 'Everyday Chiffon Hijab',
    description: 'Light, breathable chiffon.',
    price: 24.95,
    currency: 'AUD',
    slug: 'everyday-chiffon-hijab',
    imageUrl: '/favicon.svg',
    price_id: 'price_chiffon',
    requiresOptions: false,
  },
  {
    name: 'Nidha Open Abaya',
    description: 'Flowing nidha crepe.',
    price: 129,
    currency: 'AUD',
    slug: 'nidha-open-abaya',
    imageUrl: '/favicon.svg',
    price_id: 'price_abaya',
    requiresOptions: false,
  },
]

async function seedWishlist(page: Page, items: typeof sampleWishlist) {
  await page.evaluate((saved) => localStorage.setItem('wishlist', JSON.stringify(saved)), items)
}

async function logIn(page: Page, email: string, password: string) {
  const form = page.getByRole('form', { name: 'Log in' })
  await form.getByLabel('Email').fill(email)
  await form.getByLabel('Password', { exact: true }).fill(password)
  await form.getByRole('button', { name: 'Log in', exact: true }).click()
}

// ---- Tests ----

test.describe('account journey', () => {
  test('sign up, verify by e-mail, log in, keep and clear a wishlist, log out', async ({
    page,
    request,
    consoleProblems: _,
  }) => {
    const email = uniqueEmail('journey')

    // As the thank-you page's account offer opens it: the order's address is filled in (lib/signupPrefill.ts).
    await page.goto(`/signup#email=${encodeURIComponent(email)}`)
    await waitForHydration(page)
    await expect(page).toHaveTitle(/Sign up/)
    await expect(page.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login')
    const form = page.getByRole('form', { name: 'Sign up' })
    await expect(form.getByLabel('Email')).toHaveValue(email)
    await form.getByLabel('Full name').fill('Amina Journey')
    await form.getByLabel('Password', { exact: true }).fill(PASSWORD)
    await form.getByLabel('Confirm password').fill(PASSWORD)
    // The show/hide toggle reveals what was typed.
    await form.getByRole('button', { name: 'Show password' }).first().click()
    await expect(form.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text')

    const submit = form.getByRole('button', { name: /Sign up/ })
    await submit.click()
    await expect(submit).toBeDisabled()
    await expect(form.getByLabel('Full name')).toBeDisabled()
    await expect(toasts(page).getByText('Registration Successful', { exact: true })).toBeVisible()
    await expect(
      toasts(page).getByText('You have been successfully registered, please check your email to verify your account'),
    ).toBeVisible()
    await expect(form.getByLabel('Full name')).toHaveValue('')
    await expect(form.getByLabel('Email')).toHaveValue('')
    await expect(submit).toBeEnabled()

    // Logging in before verifying is refused with the spec's wording.
    await page.goto('/login')
    await waitForHydration(page)
    await logIn(page, email, PASSWORD)
    await expect(toasts(page).getByText('Login Failed', { exact: true })).toBeVisible()
    await expect(
      toasts(page).getByText('Your account is not verified. Please check your email to verify.'),
    ).toBeVisible()

    const verifyPath = linkPath(await waitForMail(request, email, 'verification'), '/verify/')
    await page.goto(verifyPath)
    await expect(page.getByText('Your e-mail address is verified.')).toBeVisible()
    await expect(page).toHaveURL(/\/login$/, { timeout: 5000 })

    await waitForHydration(page)
    await expect(page.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/forgot-password')
    await expect(page.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup')
    await logIn(page, email, PASSWORD)
    await expect(page.getByRole('form', { name: 'Log in' }).getByRole('button', { name: /Log in/ })).toBeDisabled()
    await expect(toasts(page).getByText('Login Successful', { exact: true })).toBeVisible()
    await expect(toasts(page).getByText('Login successful, redirecting you to the home page...')).toBeVisible()
    await expect(page).toHaveURL(/\/$/, { timeout: 5000 })
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible()
    expect(await page.evaluate(() => localStorage.getItem('id_token'))).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/)

    // A product from the seeded catalogue, added from its page.
    await page.goto('/product/rose-chiffon-hijab')
    await waitForHydration(page)
    await page.getByRole('button', { name: 'Add To Wishlist' }).click()
    await expect(toasts(page).getByText('Rose Chiffon Hijab added to your wishlist')).toBeVisible()
    await page.getByRole('button', { name: 'View In Wishlist' }).click()
    await expect(page).toHaveURL(/\/wishlist$/)
    const item = page.getByRole('listitem', { name: 'Rose Chiffon Hijab' })
    await expect(item).toBeVisible()
    await expect(item.getByText('$24.95')).toBeVisible()
    await expect(item.getByRole('link', { name: 'Rose Chiffon Hijab', exact: true })).toHaveAttribute(
      'href',
      '/product/rose-chiffon-hijab',
    )
    // The hijab comes in colours, none chosen on its page: its Add to cart asks for one (docs/product.md §4.3).
    await expect(item.getByRole('button', { name: 'Add Rose Chiffon Hijab to cart' })).toBeEnabled()
    // The list is saved: it is still there after a full reload.
    await page.reload()
    await waitForHydration(page)
    await expect(item).toBeVisible()

    // Cancel keeps the list; Continue empties it.
    await page.getByRole('button', { name: 'Clear Wishlist' }).click()
    const dialog = page.getByRole('alertdialog', { name: 'Clear your wishlist?' })
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await expect(dialog).toBeHidden()
    await expect(item).toBeVisible()
    await page.getByRole('button', { name: 'Clear Wishlist' }).click()
    await dialog.getByRole('button', { name: 'Continue' }).click()
    await expect(toasts(page).getByText('Wishlist cleared', { exact: true })).toBeVisible()
    await expect(page.getByText('Your wishlist is empty.')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Browse products' })).toHaveAttribute('href', '/products')
    expect(await page.evaluate(() => localStorage.getItem('wishlist'))).toBe('[]')

    const token = await page.evaluate(() => localStorage.getItem('id_token'))
    await page.getByRole('button', { name: 'Logout' }).click()
    await expect(page).toHaveURL(/\/login$/)
    // The server ended the session too: a copy of the token no longer opens the account (docs/product.md §4.4).
    await expect
      .poll(async () => {
        const response = await request.post('/graphql', {
          data: { query: '{ me { email } }' },
          headers: { authorization: `Bearer ${token}` },
        })
        return ((await response.json()) as { data: { me: unknown } }).data.me
      })
      .toBeNull()
    await page.goto('/wishlist')
    await expect(page).toHaveURL(/\/login$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible()
  })

  test('newsletter: the footer subscribes, the mailed link confirms', async ({ page, request, consoleProblems: _ }) => {
    const email = uniqueEmail('reader')
    await page.goto('/our-story')
    await waitForHydration(page)
    const form = page.getByRole('form', { name: 'Newsletter' })
    await form.getByLabel('Email address').fill(email)
    await form.getByRole('button', { name: 'Subscribe' }).click()
    await expect(toasts(page).getByText('Subscription Successful', { exact: true })).toBeVisible()

    // Double opt-in (docs/product.md §12.2): a confirmation link, and the page it opens.
    const mail = await waitForMail(request, email, 'newsletterConfirmation')
    expect(mail.subject).toBe('Confirm your subscription to the Noor & Thread newsletter')
    const confirmPath = linkPath(mail, '/newsletter/confirm/')
    await page.goto(confirmPath)
    await expect(page.getByText('You are on our newsletter list.')).toBeVisible()
    await expect(page.getByText('Your subscription is confirmed. Thank you!')).toBeVisible()
    // Opened again (a second click, another device): already confirmed, not an error (issue 36).
    await page.goto(confirmPath)
    await expect(
      page.getByText('You had already confirmed this subscription: there is nothing more to do.'),
    ).toBeVisible()
    await expect(page.getByText('We could not confirm your subscription.')).toHaveCount(0)
  })

  test('password reset through the e-mailed link', async ({ page, request, consoleProblems: _ }) => {
    const { email } = await verifiedAccount(request, 'reset')
    const newPassword = 'a-brand-new-one-7'

    await page.goto('/forgot-password')
    await waitForHydration(page)
    await expect(page).toHaveTitle(/Forgot password/)
    await expect(page.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/login')
    const form = page.getByRole('form', { name: 'Forgot password' })
    await form.getByLabel('Email').fill(email)
    await form.getByRole('button', { name: /Send reset link/ }).click()
    await expect(toasts(page).getByText('Password Reset Email Sent', { exact: true })).toBeVisible()
    await expect(form.getByLabel('Email')).toHaveValue('')

    const resetPath = linkPath(await waitForMail(request, email, 'passwordReset'), '/reset-password/')
    await page.goto(resetPath)
    await waitForHydration(page)
    await expect(page.locator('meta[name="referrer"]')).toHaveAttribute('content', 'no-referrer')
    const resetForm = page.getByRole('form', { name: 'Reset password' })
    await resetForm.getByLabel('New password', { exact: true }).fill(newPassword)
    await resetForm.getByLabel('Confirm new password').fill(newPassword)
    await resetForm.getByRole('button', { name: /Reset password/ }).click()
    await expect(toasts(page).getByText('Password Reset Successful', { exact: true })).toBeVisible()
    await expect(toasts(page).getByText('Your password has been reset successfully.')).toBeVisible()
    await expect(page).toHaveURL(/\/login$/, { timeout: 5000 })

    // The link works once.
    await page.goto(resetPath)
    await waitForHydration(page)
    await resetForm.getByLabel('New password', { exact: true }).fill('another-password-9')
    await resetForm.getByLabel('Confirm new password').fill('another-password-9')
    await resetForm.getByRole('button', { name: /Reset password/ }).click()
    await expect(toasts(page).getByText('Password Reset Failed', { exact: true })).toBeVisible()
    await expect(toasts(page).getByText('An error occurred during password reset. Please try again.')).toBeVisible()
    await expect(resetForm.getByText('Invalid or expired reset token')).toBeVisible()

    // The old password no longer works; the new one does.
    await page.goto('/login')
    await waitForHydration(page)
    await logIn(page, email, PASSWORD)
    await expect(toasts(page).getByText('Invalid email or password')).toBeVisible()
    await logIn(page, email, newPassword)
    await expect(toasts(page).getByText('Login Successful', { exact: true })).toBeVisible()
    await expect(page).toHaveURL(/\/$/, { timeout: 5000 })
  })

  test('a bad verification link says why, then goes to /login', async ({ page, consoleProblems: _ }) => {
    await page.goto('/verify/not-a-real-token')
    await expect(page.getByText('We could not verify your e-mail address.')).toBeVisible()
    await expect(page.getByText('Invalid or expired verification token')).toBeVisible()
    await expect(page.getByRole('link', { name: 'sign up' })).toHaveAttribute('href', '/signup')
    await expect(page).toHaveURL(/\/login$/, { timeout: 5000 })
  })

  test('a logged-in visitor to /login and /signup gets a note with a link home', async ({
    page,
    consoleProblems: _,
  }) => {
    await page.goto('/')
    await waitForHydration(page)
    await fakeSession(page)
    for (const path of ['/login', '/signup']) {
      await page.goto(path)
      await waitForHydration(page)
      const note = page.getByRole('status').filter({ hasText: 'You are already logged in.' })
      await expect(note).toBeVisible()
      await expect(note.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/')
    }
  })
})

test.describe('form validation messages (docs/product.md §5)', () => {
  test('sign-up', async ({ page, consoleProblems: _ }) => {
    await page.goto('/signup')
    await waitForHydration(page)
    const form = page.getByRole('form', { name: 'Sign up' })
    await form.getByRole('button', { name: /Sign up/ }).click()
    await expect(form.getByText('Please enter your name')).toBeVisible()
    await expect(form.getByText('Invalid email address')).toBeVisible()
    await expect(
      form.getByText(
        'Password must be at least 8 characters long, include one letter, one number, and one special character',
      ),
    ).toBeVisible()

    await form.getByLabel('Full name').fill('  ')
    await form.getByLabel('Email').fill('amina@')
    await form.getByLabel('Password', { exact: true }).fill('short')
    await form.getByRole('button', { name: /Sign up/ }).click()
    await expect(form.getByText('Please enter your name')).toBeVisible()
    await expect(form.getByText('Invalid email address')).toBeVisible()

    await form.getByLabel('Full name').fill('Amina')
    await form.getByLabel('Email').fill('amina@example.com')
    await form.getByLabel('Password', { exact: true }).fill('long-enough-1!')
    await form.getByLabel('Confirm password').fill('something-else')
    await form.getByRole('button', { name: /Sign up/ }).click()
    await expect(form.getByText('Passwords do not match')).toBeVisible()
    await expect(form.getByText('Invalid email address')).toBeHidden()
    await expect(form.getByLabel('Confirm password')).toHaveAttribute('aria-invalid', 'true')
  })

  test('login', async ({ page, consoleProblems: _ }) => {
    await page.goto('/login')
    await waitForHydration(page)
    const form = page.getByRole('form', { name: 'Log in' })
    await form.getByRole('button', { name: /Log in/ }).click()
    await expect(form.getByText('Invalid email address')).toBeVisible()
    await expect(form.getByText('Password is required')).toBeVisible()

    // A well-formed but unknown account: the server's first message is shown.
    await logIn(page, uniqueEmail('nobody'), 'whatever-password')
    await expect(toasts(page).getByText('Login Failed', { exact: true })).toBeVisible()
    await expect(toasts(page).getByText('Invalid email or password')).toBeVisible()
    await expect(page).toHaveURL(/\/login$/)
  })

  test('forgot password', async ({ page, consoleProblems: _ }) => {
    await page.goto('/forgot-password')
    await waitForHydration(page)
    const form = page.getByRole('form', { name: 'Forgot password' })
    await form.getByRole('button', { name: /Send reset link/ }).click()
    await expect(form.getByText('Invalid email address')).toBeVisible()
    await form.getByLabel('Email').fill('not-an-email')
    await form.getByRole('button', { name: /Send reset link/ }).click()
    await expect(form.getByText('Invalid email address')).toBeVisible()
  })

  test('reset password', async ({ page, consoleProblems: _ }) => {
    await page.goto('/reset-password/some-token')
    await waitForHydration(page)
    await expect(page).toHaveTitle(/Reset password/)
    const form = page.getByRole('form', { name: 'Reset password' })
    await form.getByRole('button', { name: /Reset password/ }).click()
    await expect(form.getByText('Password must be at least 8 characters long')).toBeVisible()
    await form.getByLabel('New password', { exact: true }).fill('long-enough-1')
    await form.getByLabel('Confirm new password').fill('different-2')
    await form.getByRole('button', { name: /Reset password/ }).click()
    await expect(form.getByText('Passwords do not match')).toBeVisible()
    await expect(form.getByText('Password must be at least 8 characters long')).toBeHidden()
  })
})

test.describe('wishlist', () => {
  test('add one and all to the cart, remove one', async ({ page, request, consoleProblems: _ }) => {
    const { token } = await verifiedAccount(request, 'wishlist')
    await page.goto('/')
    await waitForHydration(page)
    await page.evaluate((t) => localStorage.setItem('id_token', t), token)
    await seedWishlist(page, sampleWishlist)
    await page.goto('/wishlist')
    await waitForHydration(page)
    await expect(page).toHaveTitle(/wishlist/i)

    const hijab = page.getByRole('listitem', { name: 'Everyday Chiffon Hijab' })
    const abaya = page.getByRole('listitem', { name: 'Nidha Open Abaya' })
    await expect(abaya.getByText('$129.00')).toBeVisible()

    await hijab.getByRole('button', { name: 'Add Everyday Chiffon Hijab to cart' }).click()
    await expect(page.getByTestId('view-cart')).toHaveAttribute('aria-label', 'View Cart (1 item)')
    await expect(toasts(page).getByText('Everyday Chiffon Hijab has been added to your cart')).toBeVisible()

    await page.getByRole('button', { name: 'Add all to cart' }).click()
    await expect(page.getByTestId('view-cart')).toHaveAttribute('aria-label', 'View Cart (3 items)')
    await page.getByTestId('view-cart').press('Enter')
    const bag = page.getByRole('dialog', { name: 'Bag' })
    await expect(bag.getByText('Nidha Open Abaya')).toBeVisible()
    // 2 × $24.95 + $129.00, in AUD cents.
    await expect(bag.getByTestId('bag-subtotal')).toHaveText('$178.90')
    await bag.getByRole('button', { name: 'Close bag' }).click()

    await abaya.getByRole('button', { name: 'Remove Nidha Open Abaya from wishlist' }).click()
    await expect(toasts(page).getByText('This product has been removed from your wishlist.')).toBeVisible()
    await expect(abaya).toBeHidden()
    await expect(hijab).toBeVisible()
    const saved = await page.evaluate(
      () => JSON.parse(localStorage.getItem('wishlist') ?? '[]') as Array<{ price_id: string }>,
    )
    expect(saved.map((item) => item.price_id)).toEqual(['price_chiffon'])

    // The list survives a reload.
    await page.reload()
    await waitForHydration(page)
    await expect(hijab).toBeVisible()
    await expect(abaya).toBeHidden()
  })

  test('an expired or server-rejected token counts as logged out', async ({ page, consoleProblems: _ }) => {
    await page.goto('/')
    await waitForHydration(page)
    // Expired: the guard refuses before anything renders.
    await page.evaluate(() => localStorage.setItem('id_token', `x.${btoa(JSON.stringify({ exp: 1000 }))}.y`))
    await page.goto('/wishlist')
    await expect(page).toHaveURL(/\/login$/)

    // Unexpired but not signed by the shop: the server says nobody, so the page sends the visitor to /login.
    await page.evaluate(() => localStorage.setItem('id_token', `x.${btoa(JSON.stringify({ exp: 4102444800 }))}.y`))
    await page.goto('/wishlist')
    await expect(page).toHaveURL(/\/login$/)
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible()
    expect(await page.evaluate(() => localStorage.getItem('id_token'))).toBeNull()
  })
})
