/**
 * Vitest setup file of the `storybook` project (browser side): after a story rendered and its `play` passed, the page
 * is compared with the story's baseline (harness/visual-baselines.ts). Desktop width for every story (1200×900, the
 * Vitest addon's default viewport, or the story's own viewport); layout components are shot again at phone width,
 * and layout components and side panels once more in Arabic, right to left (the story rendered and played again with
 * the toolbar's `locale` global, as Storybook's language switch does), unless another story of the component already
 * shows that picture (tests/visual/story-shots.ts).
 *
 * Deterministic by construction: the fonts are self-hosted and awaited, images finish loading, `toMatchScreenshot`
 * stops animations and hides the caret, and it retries until two shots in a row agree.
 */
import { afterEach, expect, inject } from 'vitest'
import { page } from 'vitest/browser'
import { DEFAULT_LOCALE, directionOf, LOCALES } from '@/lib/i18n/locale'
import { PHONE_VIEWPORT, screenshotName, STORY_SCREENSHOT_OPTIONS, wantsPhoneShot, wantsRtlShot } from './story-shots'

declare module 'vitest' {
  export interface ProvidedContext {
    /** Set by tests/visual/story-global-setup.ts: whether this Chromium has story baselines. */
    visualStoriesCompared: boolean
  }
}

/** The composed story the Vitest addon puts on the test's context (`composeStory` of storybook/preview-api). */
interface StoryOnContext {
  story?: {
    id: string
    /** The meta's and the story's, merged. */
    parameters: Record<string, unknown>
    globals: Record<string, unknown>
    run: (context?: object) => Promise<void>
  }
}

/** The shop's right-to-left language (Arabic), as the toolbar names it. */
const RTL_LOCALE = LOCALES.find((locale) => locale !== DEFAULT_LOCALE && directionOf(locale) === 'rtl')

/** Images still loading (a lazy one outside the view never does: give each at most two seconds). */
async function imagesLoaded(): Promise<void> {
  const pending = [...document.images].filter((image) => !image.complete)
  await Promise.all(
    pending.map(
      (image) =>
        new Promise<void>((resolve) => {
          const done = () => resolve()
          image.addEventListener('load', done, { once: true })
          image.addEventListener('error', done, { once: true })
          setTimeout(done, 2000)
        }),
    ),
  )
  await Promise.all(
    [...document.images].filter((image) => image.complete).map((image) => image.decode().catch(() => {})),
  )
}

/** The whole viewport at least: a dialog or toast drawn over a short story is in the picture. */
function stage(): HTMLElement {
  document.body.style.minHeight = '100vh'
  return document.body
}

afterEach(async (context) => {
  const story = (context as unknown as StoryOnContext).story
  if (!story || context.task.result?.state === 'fail' || !inject('visualStoriesCompared')) return
  await document.fonts.ready
  await imagesLoaded()
  const target = page.elementLocator(stage())
  await expect.element(target).toMatchScreenshot(screenshotName(story.id), STORY_SCREENSHOT_OPTIONS)
  const storyViewport = { width: window.innerWidth, height: window.innerHeight }
  if (wantsPhoneShot(story)) {
    await page.viewport(PHONE_VIEWPORT.width, PHONE_VIEWPORT.height)
    await imagesLoaded()
    await expect.element(target).toMatchScreenshot(screenshotName(story.id, 'phone'), STORY_SCREENSHOT_OPTIONS)
  }
  if (wantsRtlShot(story) && RTL_LOCALE) {
    await page.viewport(storyViewport.width, storyViewport.height)
    // A fresh render in the other language, its `play` included; the next story's render sets the direction back.
    // Without axe: it checked this story's markup above, and the Arabic markup is the same but for its texts and
    // `lang` (the Arabic stories and tests/e2e/arabic-journey.spec.ts run axe in Arabic).
    const a11y = { ...(story.globals.a11y as object | undefined), manual: true }
    await story.run({ globals: { ...story.globals, locale: RTL_LOCALE, a11y } })
    await document.fonts.ready
    await imagesLoaded()
    await expect
      .element(page.elementLocator(stage()))
      .toMatchScreenshot(screenshotName(story.id, 'rtl'), STORY_SCREENSHOT_OPTIONS)
  }
})
