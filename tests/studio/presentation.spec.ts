import { expect, shopUrl, studioPath, test } from './fixtures'

/**
 * Draft preview (issue 39, docs/product.md §18.5): the Presentation tool opens the shop in draft mode beside the
 * document, offline against the embedded lake; an edit shows in the pane as the editor types, without publishing,
 * while a shopper in another browser context keeps seeing the published page.
 */
// Its own product: edit-product.spec.ts publishes a new title for the rose chiffon hijab earlier in the run.
test('an editor sees a draft title in the Presentation pane as they type; a shopper still sees the published one', async ({
  page,
  browser,
}) => {
  const published = 'Sage Everyday Jersey Hijab'
  const draft = 'Sage Everyday Jersey Hijab — Preview Only'
  const productPath = '/product/sage-jersey-hijab'

  await page.goto(
    studioPath(`/presentation/product/product-sage-jersey-hijab?preview=${encodeURIComponent(productPath)}`),
  )
  // The pane is the one frame of the Presentation tool (it has no title of its own).
  const pane = page.locator('iframe').first().contentFrame()
  // Texts carry invisible edit marks in draft mode: compare what starts the heading.
  await expect(pane.getByRole('heading', { level: 1 })).toContainText(published, { timeout: 180_000 })
  const bar = pane.getByRole('region', { name: 'Draft preview' })
  await expect(bar).toBeVisible()
  await expect(bar.getByRole('status')).toHaveText('Updates as you edit')

  await page.getByTestId('field-title').locator('input').fill(draft)
  await expect(pane.getByRole('heading', { level: 1 })).toContainText(draft)

  const shopper = await browser.newContext()
  const shopperPage = await shopper.newPage()
  await shopperPage.goto(`${shopUrl}${productPath}`)
  await expect(shopperPage.getByRole('heading', { level: 1 })).toHaveText(published)
  await expect(shopperPage.getByRole('region', { name: 'Draft preview' })).toHaveCount(0)
  await shopper.close()
})
