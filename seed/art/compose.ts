import type { CatalogueEntry, Colourway, GarmentKind } from '../catalogue'
import type { ImageVariant } from '../documents'
import { darken, lighten, luminance, mix } from './colour'
import { DETAIL_FOCUS, drawGarment, floorFor, palette, star, type Palette } from './garments'

/**
 * Whole pictures: the brand backdrop (warm paper, a faint eight-point-star lattice, a mihrab arch) with
 * one garment on it, framed per variant. Every picture shares the backdrop so the catalogue reads as one.
 */

export const PRODUCT_SIZE = { width: 1000, height: 1250 } as const
export const HERO_SIZE = { width: 1600, height: 1000 } as const

const PAPER = '#fbf8f4'
const SAND = '#e9ddcd'
const INK = '#1f1a17'
const UNDER_THOBE = '#f3f1ec'

function defs(p: Palette, backdrop: { light: string; dark: string }): string {
  const texLine = luminance(p.base) < 0.35 ? '#ffffff' : INK
  return `<defs>
  <radialGradient id="bg" cx="50%" cy="40%" r="80%"><stop offset="0" stop-color="${backdrop.light}"/><stop offset="1" stop-color="${backdrop.dark}"/></radialGradient>
  <pattern id="lattice" width="96" height="96" patternUnits="userSpaceOnUse">${star(48, 48, 13, 'none').replace(/fill="none"/g, `fill="none" stroke="${INK}" stroke-width="1.4"`)}</pattern>
  <linearGradient id="fab" x1="0" y1="0" x2="1" y2="0.25"><stop offset="0" stop-color="${p.light}"/><stop offset="0.45" stop-color="${p.base}"/><stop offset="1" stop-color="${p.dark}"/></linearGradient>
  <linearGradient id="fabDark" x1="0" y1="0" x2="1" y2="0.2"><stop offset="0" stop-color="${p.base}"/><stop offset="1" stop-color="${darken(p.base, 0.3)}"/></linearGradient>
  <pattern id="tex" width="28" height="28" patternUnits="userSpaceOnUse" patternTransform="rotate(35)"><path d="M3.5,0 L3.5,28 M10.5,0 L10.5,28 M17.5,0 L17.5,28 M24.5,0 L24.5,28" stroke="${texLine}" stroke-width="1.1" opacity="0.07"/></pattern>
  <pattern id="floral" width="56" height="56" patternUnits="userSpaceOnUse"><circle cx="14" cy="14" r="4" fill="${p.light}" opacity=".8"/><circle cx="42" cy="42" r="3" fill="${p.dark}" opacity=".5"/><circle cx="14" cy="8" r="2.4" fill="${p.light}" opacity=".6"/><circle cx="20" cy="14" r="2.4" fill="${p.light}" opacity=".6"/><circle cx="8" cy="14" r="2.4" fill="${p.light}" opacity=".6"/><circle cx="14" cy="20" r="2.4" fill="${p.light}" opacity=".6"/></pattern>
  <pattern id="crochet" width="22" height="22" patternUnits="userSpaceOnUse"><circle cx="11" cy="11" r="6" fill="none" stroke="${p.fold}" stroke-width="1.6" opacity=".45"/><circle cx="0" cy="0" r="2" fill="${p.fold}" opacity=".3"/></pattern>
  <pattern id="check" width="34" height="34" patternUnits="userSpaceOnUse"><path d="M9,17 L25,17 M17,9 L17,25" stroke="${p.accent}" stroke-width="4" opacity=".8"/><rect x="0" y="0" width="5" height="5" fill="${p.accent}" opacity=".7"/></pattern>
  <radialGradient id="bead" cx="35%" cy="32%" r="70%"><stop offset="0" stop-color="${lighten(p.base, 0.45)}"/><stop offset="0.55" stop-color="${p.base}"/><stop offset="1" stop-color="${darken(p.base, 0.35)}"/></radialGradient>
  <radialGradient id="pearl" cx="35%" cy="32%" r="70%"><stop offset="0" stop-color="#ffffff"/><stop offset="0.6" stop-color="${p.base}"/><stop offset="1" stop-color="${darken(p.base, 0.25)}"/></radialGradient>
  <linearGradient id="metal" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${darken(p.accent, 0.2)}"/><stop offset="0.4" stop-color="${lighten(p.accent, 0.35)}"/><stop offset="1" stop-color="${darken(p.accent, 0.3)}"/></linearGradient>
  <filter id="shadow" x="-20%" y="-20%" width="140%" height="140%"><feColorMatrix type="matrix" values="0 0 0 0 0.12 0 0 0 0 0.1 0 0 0 0 0.09 0 0 0 0.2 0"/><feGaussianBlur stdDeviation="12"/></filter>
  <filter id="blur"><feGaussianBlur stdDeviation="14"/></filter>
</defs>`
}

function backdropFor(colour: Colourway, flat: boolean): { light: string; dark: string } {
  return flat
    ? { light: mix(lighten(SAND, 0.4), colour.base, 0.05), dark: mix(SAND, colour.base, 0.08) }
    : { light: mix(PAPER, colour.base, 0.07), dark: mix('#ebe1d4', colour.base, 0.14) }
}

function backdrop(
  width: number,
  height: number,
  arches: number[],
  archWidth: number,
  archTop: number,
  lattice = 0.045,
): string {
  const archPaths = arches
    .map((cx) => {
      const r = archWidth / 2
      const d = `M${cx - r},${height} L${cx - r},${archTop + r} A${r},${r} 0 0 1 ${cx + r},${archTop + r} L${cx + r},${height} Z`
      return `<path d="${d}" fill="#ffffff" opacity=".38"/><path d="${d}" fill="none" stroke="${INK}" stroke-width="2" opacity=".1"/>`
    })
    .join('')
  return (
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>` +
    `<rect width="${width}" height="${height}" fill="url(#lattice)" opacity="${lattice}"/>` +
    archPaths
  )
}

/** The shadow copy only needs the outline: texture overlays would cost render time for nothing. */
const shadowOnly = (svg: string) => svg.replace(/<path d="[^"]*" fill="url\(#tex\)"\/>/g, '')

const svgDoc = (width: number, height: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`

/** Counts the products of each kind so the second abaya, say, gets the second abaya's detail. */
export function flavours(catalogue: readonly CatalogueEntry[]): Map<string, number> {
  const seen = new Map<GarmentKind, number>()
  const out = new Map<string, number>()
  for (const entry of catalogue) {
    const n = seen.get(entry.kind) ?? 0
    out.set(entry.slug, n)
    seen.set(entry.kind, n + 1)
  }
  return out
}

function garmentGroup(kind: GarmentKind, colour: Colourway, flavour: number, bg: { light: string; dark: string }) {
  const p = palette(colour.base, colour.accent, bg.light)
  const under = palette(UNDER_THOBE, '#c9c2b6', bg.light)
  return { p, svg: drawGarment(kind, p, flavour, under) }
}

export function productSvg(entry: CatalogueEntry, variant: ImageVariant, flavour: number): string {
  const { width, height } = PRODUCT_SIZE
  const colour = variant === 'alt' ? entry.altColour : entry.colour
  const flat = variant === 'flat'
  const bg = backdropFor(colour, flat)
  const { p, svg } = garmentGroup(entry.kind, colour, flavour, bg)

  let transform = ''
  if (variant === 'detail') {
    const [fx, fy] = DETAIL_FOCUS[entry.kind]
    transform = `translate(500 625) scale(2.3) translate(${-fx} ${-fy})`
  } else if (flat) {
    transform = 'rotate(-7 500 640) translate(40 30) scale(0.92)'
  } else {
    transform = 'translate(0 20)'
  }

  // Hanging beads cast no floor shadow; everything else rests on one.
  const rest = floorFor(entry.kind, flavour)
  const floor =
    variant === 'detail' || flat || entry.kind === 'tasbih'
      ? ''
      : `<ellipse cx="500" cy="${rest.y + 20}" rx="${rest.rx}" ry="24" fill="${INK}" opacity=".1" filter="url(#blur)"/>`
  const body =
    defs(p, bg) +
    backdrop(width, height, flat ? [] : [500], 600, 150) +
    floor +
    `<g transform="${transform}"><g transform="translate(10 16)" filter="url(#shadow)">${shadowOnly(svg)}</g>${svg}</g>` +
    // A thin inset frame, the same on every picture.
    `<rect x="24" y="24" width="${width - 48}" height="${height - 48}" fill="none" stroke="${INK}" stroke-width="1.5" opacity=".08"/>`
  return svgDoc(width, height, body)
}

interface Placement {
  kind: GarmentKind
  colour: Colourway
  flavour: number
  x: number
  y: number
  scale: number
  rotate?: number
}

function heroSvg(backdropColour: Colourway, arches: number[], placements: Placement[]): string {
  const { width, height } = HERO_SIZE
  const bg = backdropFor(backdropColour, false)
  // Each garment needs its own gradients, so each is rendered as a nested SVG with its own defs.
  const items = placements
    .map((item, i) => {
      const { p, svg } = garmentGroup(item.kind, item.colour, item.flavour, bg)
      const ids = [
        'fab',
        'fabDark',
        'tex',
        'floral',
        'crochet',
        'check',
        'bead',
        'pearl',
        'metal',
        'shadow',
        'blur',
        'bg',
        'lattice',
      ]
      let scoped = defs(p, bg) + `<g transform="translate(10 16)" filter="url(#shadow)">${shadowOnly(svg)}</g>${svg}`
      for (const id of ids)
        scoped = scoped.replaceAll(`id="${id}"`, `id="${id}${i}"`).replaceAll(`url(#${id})`, `url(#${id}${i})`)
      const rotate = item.rotate ? ` rotate(${item.rotate} 500 625)` : ''
      return `<g transform="translate(${item.x - 500 * item.scale} ${item.y - 625 * item.scale}) scale(${item.scale})${rotate}">${scoped}</g>`
    })
    .join('')
  const p = palette(backdropColour.base, backdropColour.accent, bg.light)
  const body =
    defs(p, bg) +
    backdrop(width, height, arches, 380, 110, 0.025) +
    `<ellipse cx="800" cy="930" rx="640" ry="30" fill="${INK}" opacity=".08" filter="url(#blur)"/>` +
    items +
    `<rect x="24" y="24" width="${width - 48}" height="${height - 48}" fill="none" stroke="${INK}" stroke-width="1.5" opacity=".08"/>`
  return svgDoc(width, height, body)
}

const col = (name: string, base: string, accent: string): Colourway => ({ name, base, accent })

export function heroPrimarySvg(): string {
  return heroSvg(
    col('Sand', '#d8c7ad', '#c9a65b'),
    [380, 800, 1220],
    [
      { kind: 'abaya', colour: col('Deep Navy', '#253049', '#c9a65b'), flavour: 2, x: 380, y: 555, scale: 0.72 },
      { kind: 'hijab', colour: col('Dusty Rose', '#d9a5a0', '#b87a74'), flavour: 0, x: 800, y: 520, scale: 0.72 },
      { kind: 'thobe', colour: col('Ivory', '#ebe3d3', '#b9ab92'), flavour: 1, x: 1220, y: 555, scale: 0.72 },
    ],
  )
}

export function heroSecondarySvg(): string {
  return heroSvg(
    col('Sage', '#a7b59a', '#c9a65b'),
    [800],
    [
      { kind: 'tasbih', colour: col('Olive Wood', '#9c7a55', '#c9a65b'), flavour: 1, x: 360, y: 520, scale: 0.62 },
      { kind: 'prayerMat', colour: col('Emerald', '#2f5e4e', '#d1b26a'), flavour: 0, x: 800, y: 500, scale: 0.72 },
      { kind: 'attar', colour: col('Oud Amber', '#a25a3c', '#c9a65b'), flavour: 0, x: 1230, y: 500, scale: 0.66 },
    ],
  )
}
