/**
 * The widths (CSS pixels × device pixel ratio) images are rendered at. Page markup only asks for these
 * (lib/content/images.ts snaps every width up to one of them, lib/content/views.ts picks srcset widths from
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
