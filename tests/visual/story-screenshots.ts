/**
 * Vitest setup file of the `storybook` project (browser side): after a story rendered and its `play` passed, the page
 * is compared with the story's baseline (tests/visual/baselines.ts). Desktop width for every story (1200×900, the
 * Vitest addon's default viewport, or the story's own viewport); layout components are shot again at phone width.
 *
 * Deterministic by construction: the fonts are self-hosted and awaited, images finish loading, `toMatchScreenshot`
 * stops animations and hides the caret, and it retries until two shots in a row agree.
 */
import { afterEach, expect, inject } from 'vitest'
import { page } from 'vitest/browser'
import { PHONE_VIEWPORT, screenshotName, STORY_SCREENSHOT_OPTIONS, wantsPhoneShot } from './story-shots'

declare module 'vitest' {
  export interface ProvidedContext {
    /** Set by tests/visual/story-global-setup.ts: whether this Chromium has story baselines. */
    visualStoriesCompared: boolean
  }
}

interface StoryOnContext {
  story?: { id: string }
}

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
  if (wantsPhoneShot(story)) {
    await page.viewport(PHONE_VIEWPORT.width, PHONE_VIEWPORT.height)
    await imagesLoaded()
    await expect.element(target).toMatchScreenshot(screenshotName(story.id, 'phone'), STORY_SCREENSHOT_OPTIONS)
  }
})
