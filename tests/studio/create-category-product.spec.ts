import { addImage, expect, publish, shopUrl, studioPath, test, testPicture } from './fixtures'

test('an editor creates a category and a product in it; the category page lists the product', async ({
  page,
  browser,
}, testInfo) => {
  const picture = await testPicture(testInfo.outputPath('burkini.png'), { r: 30, g: 90, b: 200 })

  // The storefront matches /category/<name> against the category title (docs/product.md §3.2), so the slug Studio
  // generates from a one-word title is the page's address.
  await page.goto(studioPath('/intent/create/type=category/'))
  await expect(page.getByTestId('field-title').locator('input')).toBeVisible({ timeout: 180_000 })
  await page.getByTestId('field-title').locator('input').fill('Swimwear')
  await page.getByTestId('field-slug').getByRole('button', { name: 'Generate' }).click()
  await expect(page.getByTestId('field-slug').locator('input')).toHaveValue('swimwear')
  await publish(page)

  await page.goto(studioPath('/intent/create/type=product/'))
  await expect(page.getByTestId('field-title').locator('input')).toBeVisible()
  await page.getByTestId('field-title').locator('input').fill('Full-Cover Burkini')
  await page.getByTestId('field-slug').getByRole('button', { name: 'Generate' }).click()
  await expect(page.getByTestId('field-slug').locator('input')).toHaveValue('full-cover-burkini')
  await page.getByTestId('field-price').locator('input').fill('89')
  await page
    .getByTestId('field-description')
    .locator('textarea')
    .fill('A three-piece swimsuit with a hooded tunic and loose trousers, quick-drying and chlorine-resistant.')
  await addImage(page, picture, 'A blue full-cover burkini laid out flat')
  await page.getByRole('combobox', { name: 'Category' }).fill('Swim')
  await page.getByRole('option', { name: /Swimwear/ }).click()
  await expect(page.getByRole('combobox', { name: 'Category' })).toBeHidden()
  await page.getByTestId('field-price_id').locator('input').fill('price_StudioBurkini01')
  await publish(page)

  const shopper = await browser.newPage()
  await shopper.goto(`${shopUrl}/category/swimwear`)
  await expect(shopper.getByRole('heading', { level: 1, name: 'Swimwear', exact: true })).toBeVisible()
  await expect(shopper.getByRole('link', { name: /Full-Cover Burkini/ }).first()).toBeVisible()
  await shopper.close()
})
