/**
 * The wishlist's flows (docs/product.md §4.3) for products with and without sizes and colours, against the built
 * shop and its seeded catalogue: save from the product page (keeping a chosen size), add one, add all (asking for
 * every missing size in one dialog), remove one, clear; and a checkout refused because a product was unpublished.
 */
import type { APIRequestContext, Page } from '@playwright/test'
import { expect, test, toasts, waitForHydration } from './fixtures'
import { sharedAccount, unpublishProduct } from './steps'

const THOBE = {
  slug: 'white-emirati-thobe',
  name: 'White Emirati Thobe',
  L: 'price_1C9ETochmQ2GTRVrPD4TetUR',
  S: 'price_1Vf7fUElq2bOqUh7fogzn4r0',
}
const BISHT = { slug: 'black-evening-bisht', name: 'Black Evening Bisht', M: 'price_1wOh9cmRVtt2m2jcO2X7t23F' }
const SIRWAL = { slug: 'charcoal-linen-sirwal', name: 'Charcoal Linen Sirwal', XL: 'price_1WvNOKBTHx6bS1sb6xDuIcAt' }
const MAT = {
  slug: 'emerald-velvet-prayer-mat',
  name: 'Emerald Velvet Prayer Mat',
  price_id: 'price_1Dm54NjaF8jkDe6WMYYznYAi',
}

/** Signs the page in as the wishlist tests' shared account (its token in localStorage, as a login leaves it). */
async function signInAsWishlistShopper(page: Page, request: APIRequestContext) {
  const { token } = await sharedAccount(request, 'wishlist')
  await page.goto('/')
  await waitForHydration(page)
  await page.evaluate((t) => localStorage.setItem('id_token', t), token)
}

/** Saves the product from its page, choosing `size` first when given (docs/product.md §4.2). */
async function saveFromPage(page: Page, product: { slug: string; name: string }, size?: string) {
  await page.goto(`/product/${product.slug}`)
  await waitForHydration(page)
  if (size) await page.getByRole('group', { name: /Size/ }).getByRole('radio', { name: size, exact: true }).check()
  await page.getByRole('button', { name: 'Add To Wishlist' }).click()
  await expect(toasts(page).getByText(`${product.name} added to your wishlist`)).toBeVisible()
  await expect(page.getByRole('button', { name: 'View In Wishlist' })).toBeVisible()
}

/** The bag's lines as saved in the browser: price id → quantity and size. */
async function savedBag(page: Page) {
  return page.evaluate(() => {
    const root = JSON.parse(localStorage.getItem('persist:root') ?? '{}') as { cartDetails?: string }
    const details = JSON.parse(root.cartDetails ?? '{}') as Record<string, { quantity: number; size?: string }>
    return Object.fromEntries(Object.entries(details).map(([id, l]) => [id, { quantity: l.quantity, size: l.size }]))
  })
}

test.describe('wishlist with sizes', () => {
  test('three saved products with sizes, one chosen: Add all asks for the two missing sizes once and adds all three', async ({
    page,
    request,
    consoleProblems: _,
  }) => {
    await signInAsWishlistShopper(page, request)
    await saveFromPage(page, THOBE, 'L')
    await saveFromPage(page, BISHT)
    await saveFromPage(page, SIRWAL)

    await page.goto('/wishlist')
    await waitForHydration(page)
    const thobe = page.getByRole('listitem', { name: `${THOBE.name} (Size L)` })
    await expect(thobe.getByText('Size L', { exact: true })).toBeVisible()
    await expect(thobe.getByRole('button', { name: `Add ${THOBE.name} (Size L) to cart` })).toBeEnabled()
    for (const name of [BISHT.name, SIRWAL.name])
      await expect(
        page.getByRole('listitem', { name }).getByRole('button', { name: `Add ${name} to cart` }),
      ).toBeEnabled()
    await expect(page.getByRole('link', { name: /Choose options/ })).toHaveCount(0)

    await page.getByRole('button', { name: 'Add all to cart' }).click()
    const dialog = page.getByRole('dialog', { name: 'Choose sizes and colours' })
    await expect(dialog).toBeVisible()
    // Only the two without a size are asked for, each with the product page's picker and its stock.
    await expect(dialog.getByRole('region')).toHaveCount(2)
    const confirm = dialog.getByRole('button', { name: 'Add all to cart' })
    await expect(confirm).toBeDisabled()
    await dialog.getByRole('region', { name: BISHT.name }).getByRole('radio', { name: 'M', exact: true }).check()
    await expect(confirm).toBeDisabled()
    const sirwal = dialog.getByRole('region', { name: SIRWAL.name })
    await sirwal.getByRole('radio', { name: 'XL', exact: true }).check()
    await confirm.click()
    await expect(dialog).toBeHidden()
    await expect(toasts(page).getByText('3 items have been added to your cart', { exact: true })).toBeVisible()
    await expect(page.getByTestId('view-cart')).toHaveAttribute('aria-label', 'View Cart (3 items)')
    expect(await savedBag(page)).toEqual({
      [THOBE.L]: { quantity: 1, size: 'L' },
      [BISHT.M]: { quantity: 1, size: 'M' },
      [SIRWAL.XL]: { quantity: 1, size: 'XL' },
    })
  })

  test('add one, remove one, clear, add all — with and without sizes; a sold-out size says so', async ({
    page,
    request,
    consoleProblems: _,
  }) => {
    await signInAsWishlistShopper(page, request)
    await saveFromPage(page, MAT)
    await saveFromPage(page, THOBE, 'L')
    await saveFromPage(page, BISHT)
    await page.goto('/wishlist')
    await waitForHydration(page)

    // Add one: a product in one version.
    await page.getByRole('button', { name: `Add ${MAT.name} to cart` }).click()
    await expect(toasts(page).getByText(`${MAT.name} has been added to your cart`)).toBeVisible()
    await expect(page.getByTestId('view-cart')).toHaveAttribute('aria-label', 'View Cart (1 item)')
    // Add one: the size remembered from its page.
    await page.getByRole('button', { name: `Add ${THOBE.name} (Size L) to cart` }).click()
    await expect(toasts(page).getByText(`${THOBE.name} has been added to your cart`)).toBeVisible()
    await expect(toasts(page).getByText('Size L', { exact: true })).toBeVisible()
    // Add one: no size yet, asked for in place; Cancel adds nothing.
    await page.getByRole('button', { name: `Add ${BISHT.name} to cart` }).click()
    const dialog = page.getByRole('dialog', { name: `Choose a size or colour for ${BISHT.name}` })
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await expect(dialog).toBeHidden()
    await expect(page.getByTestId('view-cart')).toHaveAttribute('aria-label', 'View Cart (2 items)')
    await page.getByRole('button', { name: `Add ${BISHT.name} to cart` }).click()
    await dialog.getByRole('radio', { name: 'M', exact: true }).check()
    await dialog.getByRole('button', { name: 'Add to cart' }).click()
    await expect(toasts(page).getByText(`${BISHT.name} has been added to your cart`)).toBeVisible()
    await expect(page.getByTestId('view-cart')).toHaveAttribute('aria-label', 'View Cart (3 items)')

    // Remove one.
    await page.getByRole('button', { name: `Remove ${BISHT.name} from wishlist` }).click()
    await expect(toasts(page).getByText('This product has been removed from your wishlist.')).toBeVisible()
    await expect(page.getByRole('listitem', { name: BISHT.name })).toBeHidden()

    // Add all: the mat and the thobe in L join their lines.
    await page.getByRole('button', { name: 'Add all to cart' }).click()
    await expect(toasts(page).getByText('2 items have been added to your cart', { exact: true })).toBeVisible()
    expect(await savedBag(page)).toEqual({
      [MAT.price_id]: { quantity: 2, size: undefined },
      [THOBE.L]: { quantity: 2, size: 'L' },
      [BISHT.M]: { quantity: 1, size: 'M' },
    })

    // A remembered size that has sold out (the seeded thobe has no S) says so and adds nothing.
    await page.evaluate((S) => {
      const items = JSON.parse(localStorage.getItem('wishlist') ?? '[]') as Array<Record<string, unknown>>
      const thobe = items.find((item) => item.slug === 'white-emirati-thobe')!
      thobe.variant = { price_id: S, size: 'S', colour: null, price: 89 }
      localStorage.setItem('wishlist', JSON.stringify(items))
    }, THOBE.S)
    await page.reload()
    await waitForHydration(page)
    const soldOut = page.getByRole('listitem', { name: `${THOBE.name} (Size S)` })
    await expect(soldOut.getByText('Sold out')).toBeVisible()
    await soldOut.getByRole('button', { name: `Add ${THOBE.name} (Size S) to cart` }).click()
    await expect(
      toasts(page).getByText(`${THOBE.name} (Size S) is sold out, so it was not added to your cart.`),
    ).toBeVisible()
    await expect(page.getByTestId('view-cart')).toHaveAttribute('aria-label', 'View Cart (5 items)')

    // Clear.
    await page.getByRole('button', { name: 'Clear Wishlist' }).click()
    await page
      .getByRole('alertdialog', { name: 'Clear your wishlist?' })
      .getByRole('button', { name: 'Continue' })
      .click()
    await expect(toasts(page).getByText('Wishlist cleared', { exact: true })).toBeVisible()
    await expect(page.getByText('Your wishlist is empty.')).toBeVisible()
  })
})

test.describe('checkout refused', () => {
  // The refused checkout is a 400 answer, which Chromium logs.
  test.use({ allowConsole: [/status of 400/] })

  test('a saved bag line whose product was unpublished: named in plain words and dropped from the bag', async ({
    page,
    request,
    consoleProblems: _,
  }) => {
    const STAND = { slug: 'carved-wooden-quran-stand', name: 'Carved Wooden Quran Stand' }
    await page.goto(`/product/${STAND.slug}`)
    await waitForHydration(page)
    await page.getByRole('button', { name: 'Add To Bag' }).click()
    await expect(toasts(page).getByText(`${STAND.name} has been added to your cart`)).toBeVisible()
    const republish = await unpublishProduct(request, STAND.slug)
    try {
      await page.goto('/cart')
      await waitForHydration(page)
      await expect(page.getByTestId('cart-line')).toHaveCount(1)
      await page.getByRole('button', { name: 'Proceed to Checkout' }).click()
      await expect(toasts(page).getByText('Checkout Error', { exact: true })).toBeVisible()
      await expect(
        toasts(page).getByText(
          `There was a problem with redirecting to checkout. ${STAND.name} is no longer sold, so we removed it from your bag.`,
        ),
      ).toBeVisible()
      await expect(page.getByText('Your cart is empty.')).toBeVisible()
      expect(await savedBag(page)).toEqual({})
      const text = await page.locator('body').innerText()
      expect(text).not.toMatch(/price_|lines\.0|Unknown product/)
      await expect(page).toHaveURL(/\/cart$/)
    } finally {
      await republish()
    }
  })
})
