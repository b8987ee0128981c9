/**
 * The widths (CSS pixels × device pixel ratio) images are rendered at. Page markup only asks for these
 * (lib/content/images.ts snaps every width up to one of them, lib/catalogue/views.ts picks srcset widths from
 * them) and the lake's image server snaps any other width the same way, so a URL cannot make a new size.
 * They cover the shop's layouts: bag lines 160, gallery thumbnails 200, cards and the small hero 280, the gallery
 * 500, the hero 640, Open Graph images 1200, and steps in between for srcset on other screens and pixel ratios.
 */
export const IMAGE_WIDTHS = [160, 200, 280, 320, 400, 500, 640, 800, 1000, 1200, 1600] as const

export const MAX_IMAGE_WIDTH = Math.max(...IMAGE_WIDTHS)

/** The smallest allowed width at least as wide as `width` (the largest one for anything wider). */
export function snapImageWidth(width: number): number {
  return IMAGE_WIDTHS.find((allowed) => allowed >= width) ?? MAX_IMAGE_WIDTH
}

/** The allowed widths from `min` to `max`, both snapped up first: what a srcset offers between two sizes. */
export function imageWidthsBetween(min: number, max: number): number[] {
  const [from, to] = [snapImageWidth(min), snapImageWidth(max)]
  return IMAGE_WIDTHS.filter((width) => width >= from && width <= to)
}

/**
 * The aspect ratios (height ÷ width) a cropped image may have. The shop's layouts use 5:4 portrait (cards, bag
 * lines, suggestions: 280×350, 160×200, 48×60), 1:1 (gallery, link previews), 8:5 landscape (the heroes: 640×400,
 * 280×175) and 1.91:1 (Open Graph, 1200×630); the others are common photo shapes, for the Studio's previews and
 * other readers of the lake. The image server snaps any other height to the nearest of these (docs/security.md §3,
 * M1), so a URL cannot make a new shape.
 */
export const IMAGE_ASPECT_RATIOS = [
  1 / 3,
  1 / 2,
  630 / 1200,
  9 / 16,
  5 / 8,
  2 / 3,
  3 / 4,
  4 / 5,
  1,
  5 / 4,
  4 / 3,
  3 / 2,
  16 / 9,
  2,
  3,
] as const

/** The allowed aspect ratio (height ÷ width) nearest to `ratio`, compared on a log scale. */
export function snapAspectRatio(ratio: number): number {
  let best: number = IMAGE_ASPECT_RATIOS[0]
  for (const allowed of IMAGE_ASPECT_RATIOS)
    if (Math.abs(Math.log(allowed / ratio)) < Math.abs(Math.log(best / ratio))) best = allowed
  return best
}
