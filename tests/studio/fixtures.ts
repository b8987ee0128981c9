import { test as base, expect, type Page } from '@playwright/test'
import sharp from 'sharp'
import { STUDIO_SHOP_PORT, STUDIO_TEST_TOKEN } from '@/playwright.studio.config'
import { waitForHydration } from '../e2e/fixtures'

/** The shop the Studio edits (playwright.studio.config.ts starts it); shoppers' pages are read from here. */
export const shopUrl = `http://127.0.0.1:${STUDIO_SHOP_PORT}`

/** Studio paths open with the token in the hash, as the URL `npm run studio` prints. */
export const studioPath = (path: string) => `${path}#token=${STUDIO_TEST_TOKEN}`

/** Messages of a working local Studio that are not failures: the offline CDN fonts, bridge and version check. */
const EXPECTED_OFFLINE = /ERR_NAME_NOT_RESOLVED|Failed to fetch version|status of 404|sanity-cdn|studio-static/

/**
 * Every Studio test fails if the page throws or logs an error other than the offline ones above: a missing or
 * wrong lake endpoint shows up here first.
 */
export const test = base.extend<{ studioProblems: string[] }>({
  studioProblems: [
    async ({ page }, use) => {
      const problems: string[] = []
      page.on('console', (message) => {
        if (message.type() === 'error' && !EXPECTED_OFFLINE.test(message.text()))
          problems.push(`[console] ${message.text()}`)
      })
      page.on('pageerror', (error) => problems.push(`[pageerror] ${error.message}`))
      await use(problems)
      expect(problems, 'the Studio logged errors').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }

/** Opens a document in the structure tool and waits for its form. */
export async function openDocument(page: Page, type: string, id: string) {
  await page.goto(studioPath(`/structure/${type};${id}`))
  // The first load bundles the Studio in the dev server.
  await expect(page.getByTestId('field-title').locator('input')).toBeVisible({ timeout: 180_000 })
}

/**
 * Publishes the open document and waits until Studio shows it published: the footer says "Last published" and
 * the button is spent. Studio re-renders the button while it saves and validates the last keystrokes, and a click
 * that lands in that moment does nothing; so the click is repeated (while the button is enabled) until then.
 */
export async function publish(page: Page) {
  const button = page.getByTestId('action-publish')
  const published = page.getByRole('button', { name: /Last published/ })
  await expect(async () => {
    if (!(await published.isVisible()) && (await button.isEnabled())) await button.click()
    await expect(published).toBeVisible({ timeout: 5_000 })
    await expect(button).toBeDisabled()
  }).toPass({ timeout: 60_000 })
}

/** A picture made for the test, with a colour no seed picture has. */
export async function testPicture(file: string, colour: { r: number; g: number; b: number }) {
  await sharp({ create: { width: 800, height: 1000, channels: 3, background: colour } })
    .png()
    .toFile(file)
  return file
}

/** Adds an image to the `images` array through the upload button, with its required alternative text. */
export async function addImage(page: Page, file: string, alt: string) {
  await page.getByTestId('field-images').getByTestId('add-single-object-button').click()
  const dialog = page.getByRole('dialog')
  await dialog.locator('input[type=file]').setInputFiles(file)
  // The upload is done when Studio shows the hotspot/crop preview of the stored asset.
  await expect(dialog.getByTestId('hotspot-image-input')).toBeVisible()
  await dialog.locator('[data-testid$=".alt"] input').fill(alt)
  await dialog.getByRole('button', { name: /close/i }).first().click()
  await expect(dialog).toBeHidden()
}

/** On a product page: shows the gallery image with this alternative text and checks its bytes arrived. */
export async function expectGalleryImage(page: Page, alt: string) {
  await waitForHydration(page)
  await page.getByRole('button', { name: new RegExp(`^Show image \\d+ of \\d+: ${alt}$`) }).click()
  const large = page.getByTestId('gallery-large')
  await expect(large).toHaveAttribute('alt', alt)
  await expect.poll(() => large.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
}
