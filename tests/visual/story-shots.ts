/** Which screenshots a story gets and how they are compared (browser-safe: no Node imports). */

/** The phone a layout component is also shot at (an iPhone 12–15's CSS viewport). */
export const PHONE_VIEWPORT = { width: 390, height: 844 }

/**
 * Pixels that may differ before a screenshot counts as changed: a 1 px anti-aliasing wobble on a glyph edge passes,
 * a changed colour, spacing or font does not (a single button's background is thousands of pixels).
 */
export const ALLOWED_MISMATCHED_PIXELS = 40
/** Per-pixel colour distance (0–1) below which two pixels count as equal. */
export const PIXEL_THRESHOLD = 0.1

export const STORY_SCREENSHOT_OPTIONS = {
  comparatorName: 'pixelmatch',
  comparatorOptions: { allowedMismatchedPixels: ALLOWED_MISMATCHED_PIXELS, threshold: PIXEL_THRESHOLD },
} as const

/**
 * Layout components (header, footer, menus) change shape with the width: they are shot at phone width too. A story
 * whose phone picture would repeat another's opts out with `parameters: { phoneShot: false }`: one that already has a
 * phone viewport of its own, a state another story shows at that width, or a part with no rule for the width
 * (docs/testing.md, "The story tests' work" lists each and what still shows it).
 */
export function wantsPhoneShot(story: { id: string; parameters: { phoneShot?: unknown } }): boolean {
  if (story.parameters.phoneShot === false) return false
  return story.id.startsWith('layout-')
}

/**
 * Components that place things at a side of the page (the header, the footer, the menus, the side panels and the bag)
 * are shot again right to left, in Arabic: the proof that the layout mirrors (docs/architecture.md §7.5). The story is
 * played again too, so its `play` takes its texts in the story's language (`storyLocale(globals)`,
 * .storybook/storyLocale.ts). A story about one language (the language switch on an English page, the suggestion to
 * read in Arabic) opts out with `parameters: { rtlShot: false }`, on the story or its meta, and so does a state whose
 * mirrored layout another story of the component already shows (the same panel loading, empty or checking out;
 * docs/testing.md, "The story tests' work" names which stories keep both directions).
 */
export function wantsRtlShot(story: { id: string; parameters: { rtlShot?: unknown } }): boolean {
  if (story.parameters.rtlShot === false) return false
  return ['layout-', 'ui-sidepanel-', 'cart-cartpanel-'].some((prefix) => story.id.startsWith(prefix))
}

/** The baseline's file name: the story id (`layout-footer--default`), `_phone` for the phone shot, `_rtl` for Arabic. */
export function screenshotName(storyId: string, variant?: 'phone' | 'rtl'): string {
  return variant ? `${storyId}_${variant}` : storyId
}
