import { addImage, expect, expectGalleryImage, openDocument, publish, shopUrl, test, testPicture } from './fixtures'

test('an editor changes a product’s title and price, uploads an image and publishes; shoppers see it at once', async ({
  page,
  browser,
}, testInfo) => {
  const title = 'Rose Chiffon Hijab — Studio Edition'
  const alt = 'A green swatch of the new rose chiffon, photographed flat'
  const picture = await testPicture(testInfo.outputPath('swatch.png'), { r: 20, g: 160, b: 90 })
  const shopper = await browser.newPage()
  const productPage = `${shopUrl}/product/rose-chiffon-hijab`

  await openDocument(page, 'product', 'product-rose-chiffon-hijab')
  await page.getByTestId('field-title').locator('input').fill(title)
  await page.getByTestId('field-price').locator('input').fill('27.5')
  await addImage(page, picture, alt)
  // The draft is stored: Studio says "Saved" for a moment, then "Edited … ago" (a slow upload can miss the first).
  await expect(page.getByRole('button', { name: /Saved|Edited/ }).first()).toBeVisible()

  // A draft never reaches shoppers.
  await shopper.goto(productPage)
  await expect(shopper.getByRole('heading', { level: 1 })).toHaveText('Rose Chiffon Hijab')

  await publish(page)

  // The next request after the publish shows the new content: no waiting for a cache to expire.
  await shopper.goto(productPage)
  await expect(shopper.getByRole('heading', { level: 1 })).toHaveText(title)
  await expect(shopper.getByText('$27.50', { exact: true }).first()).toBeVisible()
  await expectGalleryImage(shopper, alt)
  await shopper.close()
})
