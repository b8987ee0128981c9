/**
 * Size guides (docs/product.md §16.7): editors write them per category in centimetres (studio/schemaTypes/
 * sizeChart.ts); a product page shows the one that lists every size the product is sold in, in cm or inches.
 */

/** One size of a guide; each measure in centimetres, absent where the guide does not give it. */
export interface SizeGuideRow {
  size: string
  lengthCm?: number
  heightFromCm?: number
  heightToCm?: number
  chestCm?: number
  headCm?: number
}

export interface SizeGuide {
  title: string
  /** How to measure, in the page's language. */
  note?: string
  rows: SizeGuideRow[]
}

/** A guide as the product query answers it (lib/content/queries.ts): every field may be null. */
interface AuthoredGuide {
  title: string | null
  note: string | null
  rows: Array<{ [K in keyof SizeGuideRow]: SizeGuideRow[K] | null }> | null
}

/** The columns a guide can show, in their order; a guide shows those that any of its rows gives. */
export const SIZE_GUIDE_MEASURES = ['lengthCm', 'height', 'chestCm', 'headCm'] as const
export type SizeGuideMeasure = (typeof SIZE_GUIDE_MEASURES)[number]

export function measuresOf(guide: SizeGuide): SizeGuideMeasure[] {
  return SIZE_GUIDE_MEASURES.filter((measure) =>
    guide.rows.some((row) => (measure === 'height' ? (row.heightFromCm ?? row.heightToCm) : row[measure]) != null),
  )
}

/** Centimetres in inches, to the nearest half inch (52 in is 132 cm, and 132 cm reads 52 in). */
export function inches(cm: number): number {
  return Math.round((cm / 2.54) * 2) / 2
}

const clean = (guide: AuthoredGuide): SizeGuide | undefined => {
  const rows = (guide.rows ?? []).flatMap((row) => {
    if (!row.size) return []
    const kept: SizeGuideRow = { size: row.size }
    for (const key of ['lengthCm', 'heightFromCm', 'heightToCm', 'chestCm', 'headCm'] as const) {
      const value = row[key]
      if (typeof value === 'number') kept[key] = value
    }
    return [kept]
  })
  if (!guide.title || rows.length === 0) return undefined
  return { title: guide.title, ...(guide.note ? { note: guide.note } : {}), rows }
}

/**
 * The guide for a product sold in `sizes`: of its category's guides, one that lists every one of them, the one with
 * the fewest sizes when several do (a kufi's S–L guide rather than the thobes' S–XL). None for a product without
 * sizes, or when no guide lists them all.
 */
export function sizeGuideFor(guides: readonly AuthoredGuide[] | null, sizes: readonly string[]): SizeGuide | undefined {
  if (sizes.length === 0) return undefined
  const covering = (guides ?? []).map(clean).filter((guide): guide is SizeGuide => {
    const listed = new Set(guide?.rows.map((row) => row.size.trim().toLowerCase()))
    return guide !== undefined && sizes.every((size) => listed.has(size.trim().toLowerCase()))
  })
  return covering.sort((a, b) => a.rows.length - b.rows.length)[0]
}
