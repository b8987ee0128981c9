import { waitForHydration } from '../e2e/fixtures'
import { expect, openDocument, publish, shopUrl, test } from './fixtures'

test('an editor ties an image to a colour; choosing that colour on the product page shows it (docs/product.md §16.6)', async ({
  page,
  browser,
}) => {
  // The seed ties the abaya's front to Taupe; it has no picture of its Olive, so Olive starts untied.
  const closeUp = 'Close-up of the fabric and finish of the Taupe Open-Front Kimono Abaya'
  await openDocument(page, 'product', 'product-taupe-open-front-abaya')
  const images = page.getByTestId('field-images')
  // The Images list names each image's colour under its alt text.
  await expect(images.getByText('Colour: Taupe')).toBeVisible()
  await images.getByText(closeUp).click()
  const dialog = page.getByRole('dialog')
  const colour = dialog.getByRole('combobox', { name: 'Colour shown' })
  // Only the product's own colours are offered, as its variants spell them.
  await expect(colour.locator('option')).toHaveText(['No colour in particular', 'Taupe', 'Olive'])
  await colour.selectOption('Olive')
  await dialog.getByRole('button', { name: 'Close dialog' }).click()
  await expect(dialog).toBeHidden()
  await expect(images.getByText('Colour: Olive')).toBeVisible()
  await publish(page)

  const shopper = await browser.newPage()
  await shopper.goto(`${shopUrl}/product/taupe-open-front-abaya`)
  await waitForHydration(shopper)
  const large = shopper.getByTestId('gallery-large')
  await expect(large).toHaveAttribute('alt', 'Taupe Open-Front Kimono Abaya in Taupe, front view')
  await shopper.getByRole('radio', { name: 'Olive' }).check()
  await expect(large).toHaveAttribute('alt', closeUp)
  await shopper.close()
})
