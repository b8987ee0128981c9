import type { GarmentKind } from '../catalogue'
import { darken, lighten, mix } from './colour'

/**
 * Garment silhouettes for the seed pictures, drawn as SVG on a 1000 × 1250 canvas, centred on x = 500
 * and standing on y ≈ 1120. Each kind has a shape a shopper recognises at thumbnail size; `flavour`
 * (0, 1, 2: which product of that kind) varies a detail so two products of one kind differ.
 */

export interface Palette {
  base: string
  light: string
  dark: string
  fold: string
  line: string
  accent: string
  /** Colour of empty space inside a garment (the face opening of a hijab), close to the backdrop. */
  void: string
}

export function palette(base: string, accent: string, backdrop: string): Palette {
  return {
    base,
    light: lighten(base, 0.22),
    dark: darken(base, 0.2),
    fold: darken(base, 0.38),
    line: darken(base, 0.3),
    accent,
    void: mix(backdrop, base, 0.18),
  }
}

const fabric = (d: string, p: Palette, fill = 'url(#fab)') =>
  `<path d="${d}" fill="${fill}" stroke="${p.line}" stroke-width="2.5" stroke-linejoin="round"/><path d="${d}" fill="url(#tex)"/>`

const strokes = (ds: string[], colour: string, width: number, opacity: number) =>
  ds
    .map(
      (d) =>
        `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round" opacity="${opacity}"/>`,
    )
    .join('')

const folds = (ds: string[], p: Palette, width = 3) => strokes(ds, p.fold, width, 0.4)
const highlights = (ds: string[], p: Palette, width = 4) => strokes(ds, p.light, width, 0.55)

const dots = (points: Array<[number, number]>, r: number, fill: string, opacity = 1) =>
  points.map(([x, y]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="${fill}" opacity="${opacity}"/>`).join('')

/** `n` evenly spaced points along a straight segment. */
function along(x1: number, y1: number, x2: number, y2: number, n: number): Array<[number, number]> {
  return Array.from({ length: n }, (_, i) => {
    const t = n === 1 ? 0.5 : i / (n - 1)
    return [Math.round(x1 + (x2 - x1) * t), Math.round(y1 + (y2 - y1) * t)] as [number, number]
  })
}

/** Mirrors a left-hand drawing onto the right half of the canvas. */
const mirrored = (svg: string) => `${svg}<g transform="translate(1000 0) scale(-1 1)">${svg}</g>`

function headWrap(p: Palette, hemY: number, spread: number): string {
  const l = 500 - spread
  const r = 500 + spread
  const d = `M500,190 C590,190 652,262 656,360 C660,440 646,480 672,530 C${r - 60},${hemY - 260} ${r},${hemY - 150} ${r + 8},${hemY - 30} C${r - 80},${hemY + 20} 610,${hemY} 500,${hemY + 16} C390,${hemY} ${l + 80},${hemY + 20} ${l - 8},${hemY - 30} C${l},${hemY - 150} ${l + 60},${hemY - 260} 328,530 C354,480 340,440 344,360 C348,262 410,190 500,190 Z`
  return fabric(d, p)
}

const faceOpening = (p: Palette, band?: string) =>
  `<ellipse cx="500" cy="388" rx="80" ry="106" fill="${p.void}"/>` +
  `<ellipse cx="500" cy="388" rx="80" ry="106" fill="none" stroke="${band ?? p.dark}" stroke-width="${band ? 9 : 7}" opacity="${band ? 0.9 : 0.55}"/>`

function hijab(p: Palette, flavour: number): string {
  const drape = 'M566,468 C646,520 724,600 744,724 C750,770 724,800 690,790 C664,700 612,606 536,528 Z'
  return (
    headWrap(p, 900, 300) +
    faceOpening(p) +
    folds(
      [
        'M420,520 C400,640 360,760 330,900',
        'M580,520 C600,640 640,760 672,900',
        'M470,540 C470,680 455,800 440,915',
        'M530,540 C545,680 560,800 578,912',
        'M416,470 C450,528 552,528 586,470',
      ],
      p,
    ) +
    highlights(['M372,560 C340,660 300,760 280,860', 'M500,520 C505,640 498,780 500,900'], p) +
    fabric(drape, p) +
    folds(['M600,540 C660,600 700,680 712,770'], p) +
    (flavour === 2 ? strokes(['M214,872 C320,902 410,902 500,916 C590,902 680,902 786,872'], p.accent, 5, 0.7) : '')
  )
}

function abaya(p: Palette, flavour: number): string {
  const body =
    'M455,212 Q500,236 545,212 L612,246 Q664,266 692,328 L790,612 Q770,640 724,642 L652,432 L662,600 L724,1118 Q500,1144 276,1118 L338,600 L348,432 L276,642 Q230,640 210,612 L308,328 Q336,266 388,246 Z'
  let out =
    fabric(body, p) +
    `<path d="M455,212 Q500,264 545,212 Q500,232 455,212 Z" fill="${p.fold}" opacity=".7"/>` +
    folds(
      [
        'M420,640 C410,820 392,980 372,1116',
        'M580,640 C590,820 608,980 628,1116',
        'M300,380 L258,600',
        'M700,380 L742,600',
        'M652,432 L662,600',
        'M348,432 L338,600',
      ],
      p,
    ) +
    highlights(['M460,300 C452,600 444,900 436,1120', 'M330,360 L282,560'], p)
  if (flavour === 1) {
    // Open front: the under-layer shows between the panels, and a self-tie belt gathers the waist.
    out +=
      `<path d="M486,232 L474,1128 L526,1128 L514,232 Z" fill="${p.void}" stroke="${p.line}" stroke-width="2"/>` +
      `<path d="M344,560 Q500,580 656,560 L654,592 Q500,612 346,592 Z" fill="${p.dark}"/>` +
      `<path d="M520,590 C530,660 540,720 560,780 L584,772 C566,716 556,650 548,590 Z" fill="${p.dark}"/>` +
      `<path d="M500,590 C494,650 486,700 470,760 L494,766 C508,708 516,652 520,590 Z" fill="${p.dark}"/>`
  } else {
    out += folds(['M500,240 L500,1130'], p, 2)
  }
  if (flavour === 2) {
    // Embroidered cuffs and a front panel of small gold flowers.
    out +=
      strokes(['M724,642 L790,612', 'M276,642 L210,612'], p.accent, 14, 0.95) +
      dots(along(500, 260, 500, 1110, 26), 5, p.accent) +
      dots(along(486, 280, 486, 1100, 24), 3, p.accent, 0.8) +
      dots(along(514, 280, 514, 1100, 24), 3, p.accent, 0.8) +
      strokes(['M455,212 Q500,264 545,212'], p.accent, 5, 0.95)
  } else {
    out += strokes(['M724,642 L790,612', 'M276,642 L210,612'], p.dark, 8, 0.9)
  }
  return out
}

function jilbab(p: Palette, flavour: number): string {
  const skirt = 'M356,660 L644,660 L724,1120 Q500,1146 276,1120 Z'
  const capeHem = flavour === 1 ? 800 : 780
  const cape = `M500,190 C588,190 648,258 652,352 C655,420 648,450 668,490 C740,560 800,660 812,${capeHem - 10} Q500,${capeHem + 50} 188,${capeHem - 10} C200,660 260,560 332,490 C352,450 345,420 348,352 C352,258 412,190 500,190 Z`
  return (
    fabric(skirt, p, 'url(#fabDark)') +
    folds(['M430,820 L404,1124', 'M570,820 L596,1124', 'M500,840 L500,1134'], p) +
    fabric(cape, p) +
    faceOpening(p) +
    folds(
      [
        'M416,470 C450,528 552,528 586,470',
        'M400,540 C360,620 300,700 250,770',
        'M600,540 C640,620 700,700 750,770',
        'M470,560 C460,650 440,740 420,820',
        'M530,560 C540,650 560,740 580,820',
      ],
      p,
    ) +
    highlights(['M350,560 C320,640 280,720 240,780', 'M500,540 L500,830'], p)
  )
}

function prayerDress(p: Palette): string {
  const skirt = 'M350,700 L650,700 L730,1112 Q500,1140 270,1112 Z'
  const cape =
    'M500,190 C588,190 648,258 652,352 C655,420 648,450 668,490 C744,566 800,660 812,748 Q500,820 188,748 C200,660 256,566 332,490 C352,450 345,420 348,352 C352,258 412,190 500,190 Z'
  const scallops = Array.from({ length: 14 }, (_, i) => {
    const x = 276 + i * 32.6
    return `M${x.toFixed(1)},${1108 + (i % 2)} q16.3,22 32.6,0`
  })
  return (
    fabric(skirt, p) +
    `<path d="${skirt}" fill="url(#floral)"/>` +
    strokes(scallops, p.accent, 4, 0.9) +
    fabric(cape, p) +
    `<path d="${cape}" fill="url(#floral)"/>` +
    faceOpening(p, p.accent) +
    folds(['M400,540 C360,620 300,690 240,752', 'M600,540 C640,620 700,690 760,752', 'M500,560 L500,800'], p) +
    folds(['M440,760 L410,1110', 'M560,760 L590,1110'], p)
  )
}

function khimar(p: Palette): string {
  const inner =
    'M500,200 C590,200 652,270 656,368 C660,440 650,480 676,530 C760,640 820,800 830,990 Q500,1060 170,990 C180,800 240,640 324,530 C350,480 340,440 344,368 C348,270 410,200 500,200 Z'
  return (
    fabric(inner, p, 'url(#fabDark)') +
    headWrap(p, 830, 320) +
    faceOpening(p) +
    strokes(['M420,384 C420,300 460,282 500,282 C540,282 580,300 580,384'], p.dark, 12, 0.8) +
    folds(
      [
        'M416,470 C450,528 552,528 586,470',
        'M410,540 C370,640 320,740 260,840',
        'M590,540 C630,640 680,740 740,840',
        'M470,560 C460,680 446,780 430,850',
        'M530,560 C540,680 554,780 570,850',
        'M240,880 C230,920 220,960 210,990',
        'M760,880 C770,920 780,960 790,990',
      ],
      p,
    ) +
    highlights(['M360,570 C320,660 280,760 250,830', 'M500,540 L500,840'], p)
  )
}

function kaftan(p: Palette, flavour: number): string {
  const body =
    flavour === 1
      ? 'M460,230 Q500,256 540,230 L600,236 C720,250 860,340 900,560 C906,620 860,660 800,650 L690,620 L702,1120 Q500,1142 298,1120 L310,620 L200,650 C140,660 94,620 100,560 C140,340 280,250 400,236 Z'
      : 'M460,230 Q500,256 540,230 L600,236 C700,250 820,330 860,520 C870,560 830,600 780,600 L690,600 L700,1120 Q500,1140 300,1120 L310,600 L220,600 C170,600 130,560 140,520 C180,330 300,250 400,236 Z'
  return (
    fabric(body, p) +
    `<path d="M452,232 L500,338 L548,232 Q500,252 452,232 Z" fill="${p.fold}" opacity=".75"/>` +
    strokes(['M440,232 L500,360 L560,232'], p.accent, 9, 0.95) +
    dots(along(452, 268, 494, 352, 6), 4, p.accent) +
    dots(along(548, 268, 506, 352, 6), 4, p.accent) +
    folds(
      [
        'M380,300 C330,380 260,470 190,560',
        'M620,300 C670,380 740,470 810,560',
        'M420,620 L400,1116',
        'M580,620 L600,1116',
        'M500,380 L500,1130',
      ],
      p,
    ) +
    highlights(['M440,420 C436,700 430,900 426,1110'], p) +
    strokes(
      flavour === 1
        ? ['M100,560 C110,620 160,660 200,650', 'M900,560 C890,620 840,660 800,650']
        : ['M140,520 C136,566 176,600 220,600', 'M860,520 C864,566 824,600 780,600'],
      p.accent,
      7,
      0.9,
    ) +
    strokes(['M300,1120 Q500,1142 700,1120'], p.accent, 6, 0.8)
  )
}

function thobe(p: Palette, flavour: number): string {
  const body =
    'M458,214 Q500,232 542,214 L604,240 Q650,256 668,300 L716,640 Q700,656 672,654 L636,400 L646,1120 Q500,1136 354,1120 L364,400 L328,654 Q300,656 284,640 L332,300 Q350,256 396,240 Z'
  let out =
    fabric(body, p) +
    folds(['M636,400 L646,640', 'M364,400 L354,640', 'M430,640 L420,1122', 'M570,640 L580,1122'], p) +
    highlights(['M460,300 L452,1120', 'M350,330 L306,620'], p) +
    strokes(['M672,654 L716,640', 'M328,654 L284,640'], p.dark, 7, 0.8) +
    strokes(['M560,330 L612,330'], p.line, 3, 0.7)
  if (flavour === 0) {
    // Emirati: collarless with a tassel (tarboosh) hanging from the neck.
    out +=
      `<path d="M458,214 Q500,252 542,214 Q500,232 458,214 Z" fill="${p.fold}" opacity=".6"/>` +
      strokes(['M500,240 L500,430', 'M486,244 L486,300'], p.line, 3, 0.8) +
      `<path d="M492,430 L508,430 L516,500 L484,500 Z" fill="${p.accent}" stroke="${p.line}" stroke-width="2"/>`
  } else {
    const collar = 'M452,200 L456,236 Q500,254 544,236 L548,200 Q500,220 452,200 Z'
    out +=
      `<path d="${collar}" fill="${p.light}" stroke="${p.line}" stroke-width="2.5"/>` +
      `<rect x="488" y="244" width="24" height="240" rx="3" fill="${p.light}" stroke="${p.line}" stroke-width="2"/>` +
      dots(along(500, 272, 500, 456, 5), 6, p.accent) +
      (flavour === 2 ? strokes(['M456,236 Q500,254 544,236'], p.accent, 3, 0.9) : '')
  }
  return out
}

function kufi(p: Palette, flavour: number): string {
  const dome = 'M250,700 C250,462 366,370 500,370 C634,370 750,462 750,700 Z'
  const band = 'M250,700 L750,700 L754,800 Q500,830 246,800 Z'
  let out =
    `<ellipse cx="500" cy="812" rx="262" ry="34" fill="${p.fold}" opacity=".5"/>` +
    fabric(band, p, 'url(#fabDark)') +
    fabric(dome, p) +
    folds(['M500,372 L500,700', 'M500,372 C430,450 380,560 370,700', 'M500,372 C570,450 620,560 630,700'], p, 2.5) +
    highlights(['M330,600 C340,500 400,430 470,400'], p, 6)
  if (flavour === 0) {
    out += `<path d="${dome}" fill="url(#crochet)"/><path d="${band}" fill="url(#crochet)"/>`
  } else {
    const zig = Array.from({ length: 21 }, (_, i) => `${262 + i * 23.8},${i % 2 ? 722 : 778}`).join(' L')
    out +=
      strokes([`M${zig}`], p.accent, 4, 0.95) +
      strokes(['M250,700 L750,700', 'M248,796 Q500,826 752,796'], p.accent, 3, 0.9) +
      dots(along(290, 690, 710, 690, 15), 3.5, p.accent, 0.85)
  }
  return out
}

function bisht(p: Palette, under: Palette): string {
  const half =
    'M456,210 L380,240 Q300,270 248,360 L150,770 Q196,800 252,786 L298,560 L286,1112 Q380,1134 472,1128 L470,600 L468,236 Z'
  const thobeBody = 'M430,220 Q500,240 570,220 L580,1120 Q500,1130 420,1120 Z'
  return (
    fabric(thobeBody, under) +
    strokes(['M500,250 L500,430'], under.line, 3, 0.7) +
    mirrored(
      fabric(half, p) +
        folds(['M330,330 L220,720', 'M400,600 L380,1120', 'M298,560 L290,800'], p) +
        highlights(['M360,420 L340,1100'], p) +
        strokes(['M468,236 L470,600 L472,1128'], p.accent, 16, 0.95) +
        strokes(['M456,210 L380,240'], p.accent, 12, 0.95) +
        dots(along(470, 260, 472, 1100, 30), 3, darken(p.accent, 0.3), 0.8) +
        strokes(['M150,770 Q196,800 252,786'], p.accent, 6, 0.8),
    )
  )
}

function sirwal(p: Palette): string {
  const legs = 'M336,350 L664,350 L690,620 L650,1084 L556,1084 L520,720 Q500,690 480,720 L444,1084 L350,1084 L310,620 Z'
  return (
    fabric(legs, p) +
    fabric('M330,290 L670,290 L666,352 L334,352 Z', p, 'url(#fabDark)') +
    strokes(['M340,304 L660,304', 'M340,338 L660,338'], p.fold, 2, 0.5) +
    strokes(['M490,346 C480,420 470,450 456,470', 'M510,346 C520,420 530,450 546,470'], p.accent, 4, 0.9) +
    dots(
      [
        [456, 474],
        [546, 474],
      ],
      7,
      p.accent,
    ) +
    fabric('M350,1050 L444,1050 L444,1090 L350,1090 Z', p, 'url(#fabDark)') +
    fabric('M556,1050 L650,1050 L650,1090 L556,1090 Z', p, 'url(#fabDark)') +
    folds(
      [
        'M400,380 C380,520 372,680 396,1050',
        'M600,380 C620,520 628,680 604,1050',
        'M460,600 C440,680 430,760 420,840',
        'M540,600 C560,680 570,760 580,840',
        'M360,400 L384,420',
        'M640,400 L616,420',
      ],
      p,
    ) +
    highlights(['M340,420 C332,600 340,800 370,1040', 'M660,420 C668,600 660,800 630,1040'], p)
  )
}

function jubba(p: Palette, flavour: number): string {
  const body =
    'M450,262 Q500,278 550,262 L620,280 Q672,298 692,350 L760,660 Q730,684 690,680 L646,460 L656,1120 Q500,1138 344,1120 L354,460 L310,680 Q270,684 240,660 L308,350 Q328,298 380,280 Z'
  const hood = 'M500,96 C566,138 616,212 618,304 C588,320 412,320 382,304 C384,212 434,138 500,96 Z'
  const twist = along(500, 290, 500, 1110, 40).map(
    ([x, y], i) => `M${x - 6},${y - 8} L${x + 6},${y + 8}${i % 2 ? '' : ''}`,
  )
  return (
    fabric(body, p) +
    fabric(hood, p) +
    `<ellipse cx="500" cy="232" rx="62" ry="70" fill="${p.void}"/>` +
    strokes(['M438,232 C438,170 470,150 500,150 C530,150 562,170 562,232'], p.dark, 6, 0.6) +
    strokes(['M500,96 C520,110 540,126 556,146'], p.accent, 4, 0.8) +
    folds(['M646,460 L656,680', 'M354,460 L344,680', 'M420,700 L408,1122', 'M580,700 L592,1122'], p) +
    highlights(['M330,400 L276,640', 'M450,420 L444,1110'], p) +
    strokes(twist, p.accent, 3.5, 0.95) +
    dots(along(512, 330, 512, 640, 8), 5, p.accent) +
    strokes(
      ['M690,680 L760,660', 'M310,680 L240,660', 'M344,1120 Q500,1138 656,1120'],
      p.accent,
      flavour === 1 ? 5 : 7,
      0.85,
    )
  )
}

function shemagh(p: Palette): string {
  const cloth = 'M170,380 Q500,420 830,380 L520,1000 Q500,1012 480,1000 Z'
  const fringeLeft = along(186, 410, 478, 994, 26).map(([x, y]) => `M${x},${y} l-22,10`)
  const fringeRight = along(814, 410, 522, 994, 26).map(([x, y]) => `M${x},${y} l22,10`)
  return (
    strokes([...fringeLeft, ...fringeRight], p.accent, 3, 0.9) +
    fabric(cloth, p) +
    `<path d="${cloth}" fill="url(#check)"/>` +
    strokes(['M232,430 L500,968 L768,430', 'M260,436 L500,920 L740,436'], p.accent, 7, 0.85) +
    strokes(['M176,392 Q500,432 824,392'], p.accent, 8, 0.9) +
    folds(['M330,420 C380,600 440,780 490,960', 'M670,420 C620,600 560,780 510,960', 'M500,430 L500,980'], p, 3) +
    dots([[500, 1010]], 10, p.accent)
  )
}

function prayerMat(p: Palette, flavour: number): string {
  const fringe = along(312, 1066, 688, 1066, 38).map(([x, y]) => `M${x},${y} l0,34`)
  const arch = 'M382,1010 L382,640 Q382,520 500,474 Q618,520 618,640 L618,1010 Z'
  const corner = (x: number, y: number) =>
    `<path d="M${x},${y - 22} L${x + 22},${y} L${x},${y + 22} L${x - 22},${y} Z" fill="${p.accent}" opacity=".85"/>`
  return (
    strokes(fringe, lighten(p.accent, 0.3), 3, 0.9) +
    fabric('M300,360 L700,360 L700,1070 L300,1070 Z', p) +
    `<rect x="326" y="392" width="348" height="652" fill="none" stroke="${p.accent}" stroke-width="10"/>` +
    `<rect x="346" y="412" width="308" height="612" fill="none" stroke="${p.accent}" stroke-width="3" stroke-dasharray="10 8"/>` +
    `<path d="${arch}" fill="${p.dark}" stroke="${p.accent}" stroke-width="6"/>` +
    `<path d="M412,1010 L412,650 Q412,556 500,516 Q588,556 588,650 L588,1010" fill="none" stroke="${p.accent}" stroke-width="2.5" opacity=".8"/>` +
    // The hanging lamp under the arch.
    strokes(['M500,520 L500,610'], p.accent, 3, 0.9) +
    `<path d="M476,610 L524,610 L514,660 Q500,676 486,660 Z" fill="${p.accent}"/>` +
    corner(326, 392) +
    corner(674, 392) +
    corner(326, 1044) +
    corner(674, 1044) +
    (flavour === 0 ? `<path d="${arch}" fill="url(#tex)"/>` : '') +
    // The rolled top end.
    `<rect x="286" y="268" width="428" height="116" rx="58" fill="url(#fabDark)" stroke="${p.line}" stroke-width="2.5"/>` +
    strokes(['M300,300 L700,300'], p.light, 5, 0.5) +
    strokes(['M330,376 L670,376'], p.accent, 5, 0.7) +
    `<ellipse cx="300" cy="326" rx="30" ry="58" fill="${p.dark}" stroke="${p.line}" stroke-width="2.5"/>` +
    `<path d="M300,290 C322,300 322,352 300,360 C286,352 286,312 300,310" fill="none" stroke="${p.accent}" stroke-width="3"/>`
  )
}

function tasbih(p: Palette, flavour: number): string {
  const count = flavour === 0 ? 45 : 33
  const beads: string[] = []
  const r = flavour === 0 ? 15 : 19
  for (let i = 0; i < count; i++) {
    const t = 0.2 + (i / (count - 1)) * (2 * Math.PI - 0.4)
    const x = 500 + 230 * Math.sin(t)
    const y = 560 + 270 * Math.cos(t)
    const spacer = i === Math.round(count / 3) || i === Math.round((2 * count) / 3)
    beads.push(
      spacer
        ? `<ellipse cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" rx="${r * 0.8}" ry="${r * 1.2}" fill="url(#metal)" stroke="${p.line}" stroke-width="1.5"/>`
        : `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${r}" fill="url(#bead)" stroke="${p.line}" stroke-width="1.5"/>`,
    )
  }
  const tassel = Array.from({ length: 15 }, (_, i) => `M500,930 L${(440 + i * 8.6).toFixed(1)},1090`)
  return (
    strokes(['M443,822 Q470,850 500,860 Q530,850 557,822'], p.line, 3, 0.8) +
    beads.join('') +
    `<ellipse cx="500" cy="890" rx="20" ry="40" fill="url(#bead)" stroke="${p.line}" stroke-width="1.5"/>` +
    `<rect x="486" y="924" width="28" height="18" rx="4" fill="url(#metal)"/>` +
    strokes(tassel, p.accent, 3, 0.95) +
    `<rect x="480" y="940" width="40" height="14" rx="4" fill="url(#metal)"/>`
  )
}

function underscarf(p: Palette, flavour: number): string {
  const cap =
    'M296,640 C296,420 388,326 500,326 C612,326 704,420 704,640 C704,706 686,744 664,770 L336,770 C314,744 296,706 296,640 Z'
  const ribs = Array.from({ length: 9 }, (_, i) => `M${380 + i * 30},470 L${380 + i * 30},520`)
  let out = ''
  if (flavour === 1) {
    out += fabric(
      'M330,720 L670,720 C700,820 716,900 720,990 Q500,1030 280,990 C284,900 300,820 330,720 Z',
      p,
      'url(#fabDark)',
    )
    out += folds(['M400,800 L380,990', 'M600,800 L620,990', 'M500,820 L500,1010'], p)
  }
  out +=
    fabric(cap, p) +
    `<path d="M384,760 C384,600 430,520 500,520 C570,520 616,600 616,760 Z" fill="${p.void}"/>` +
    strokes(['M384,760 C384,600 430,520 500,520 C570,520 616,600 616,760'], p.dark, 14, 0.8) +
    strokes(ribs, p.fold, 2.5, 0.45) +
    folds(['M360,460 C340,540 330,620 336,740', 'M640,460 C660,540 670,620 664,740'], p) +
    highlights(['M400,380 C440,356 480,350 520,352'], p, 6)
  return out
}

function pins(p: Palette, flavour: number): string {
  const dish =
    `<ellipse cx="500" cy="800" rx="320" ry="128" fill="${darken(p.base, 0.08)}" stroke="${p.line}" stroke-width="2.5"/>` +
    `<ellipse cx="500" cy="788" rx="290" ry="108" fill="${lighten(p.base, 0.35)}"/>` +
    `<ellipse cx="500" cy="796" rx="262" ry="90" fill="url(#tex)"/>`
  if (flavour === 0) {
    const pinsSvg = Array.from({ length: 9 }, (_, i) => {
      const a = (-70 + i * 17.5) * (Math.PI / 180)
      const hx = 500 + 250 * Math.sin(a)
      const hy = 760 - 120 * Math.cos(a) - 40
      const tx = 500 + 40 * Math.sin(a)
      const ty = 850
      return (
        `<path d="M${hx.toFixed(1)},${hy.toFixed(1)} L${tx.toFixed(1)},${ty}" stroke="#9a9590" stroke-width="3.5" stroke-linecap="round"/>` +
        `<circle cx="${hx.toFixed(1)}" cy="${hy.toFixed(1)}" r="22" fill="url(#pearl)" stroke="${p.line}" stroke-width="1.2"/>`
      )
    }).join('')
    return dish + pinsSvg
  }
  const shades = [
    p.base,
    p.dark,
    p.light,
    mix(p.base, '#c9a65b', 0.4),
    lighten(p.dark, 0.1),
    mix(p.base, '#2f2a27', 0.5),
  ]
  const magnets = shades
    .map((shade, i) => {
      const x = 350 + (i % 3) * 150
      const y = 750 + Math.floor(i / 3) * 86
      return (
        `<circle cx="${x + 18}" cy="${y + 8}" r="40" fill="${darken(shade, 0.25)}"/>` +
        `<circle cx="${x}" cy="${y}" r="40" fill="${shade}" stroke="${p.line}" stroke-width="2"/>` +
        `<circle cx="${x - 12}" cy="${y - 14}" r="10" fill="#ffffff" opacity=".45"/>`
      )
    })
    .join('')
  return dish + magnets
}

function attar(p: Palette): string {
  const bottle = 'M396,720 L440,650 L560,650 L604,720 L604,990 L560,1056 L440,1056 L396,990 Z'
  const liquid = 'M400,800 L600,800 L600,988 L558,1050 L442,1050 L400,988 Z'
  return (
    `<path d="${bottle}" fill="#f7f3ee" opacity=".55" stroke="${p.line}" stroke-width="2.5"/>` +
    `<path d="${liquid}" fill="url(#fab)" opacity=".92"/>` +
    `<path d="M400,800 L600,800" stroke="${lighten(p.base, 0.4)}" stroke-width="4"/>` +
    strokes(['M440,650 L440,1056', 'M560,650 L560,1056', 'M396,720 L604,720', 'M396,990 L604,990'], '#ffffff', 3, 0.6) +
    strokes(['M418,740 L418,960'], '#ffffff', 10, 0.5) +
    `<rect x="462" y="594" width="76" height="60" rx="6" fill="url(#metal)" stroke="${darken(p.accent, 0.3)}" stroke-width="2"/>` +
    strokes(['M466,612 L534,612', 'M466,634 L534,634'], darken(p.accent, 0.3), 2, 0.7) +
    `<path d="M500,300 C548,390 556,500 536,596 L464,596 C444,500 452,390 500,300 Z" fill="url(#metal)" stroke="${darken(p.accent, 0.3)}" stroke-width="2"/>` +
    strokes(
      ['M500,320 L500,586', 'M480,420 C476,480 476,540 482,590', 'M520,420 C524,480 524,540 518,590'],
      darken(p.accent, 0.35),
      2,
      0.6,
    ) +
    strokes(['M474,400 C468,460 470,520 476,570'], '#ffffff', 5, 0.55) +
    `<path d="M430,880 L500,830 L570,880 L500,930 Z" fill="none" stroke="${p.accent}" stroke-width="3" opacity=".9"/>`
  )
}

function tote(p: Palette): string {
  const body = 'M296,560 L704,560 L736,1086 L264,1086 Z'
  return (
    strokes(['M380,566 C376,360 476,340 472,566', 'M528,566 C524,340 624,360 620,566'], p.dark, 22, 1) +
    strokes(['M380,566 C376,360 476,340 472,566', 'M528,566 C524,340 624,360 620,566'], p.light, 4, 0.5) +
    fabric(body, p) +
    `<path d="M296,560 L704,560 L706,600 L294,600 Z" fill="${p.dark}" opacity=".35"/>` +
    strokes(['M300,612 L700,612'], p.line, 2, 0.6) +
    `<path d="M300,612 L700,612" stroke="${p.light}" stroke-width="2" stroke-dasharray="8 7"/>` +
    `<path d="M410,1000 L410,780 Q410,700 500,664 Q590,700 590,780 L590,1000 Z" fill="none" stroke="${p.accent}" stroke-width="8"/>` +
    `<path d="M440,1000 L440,790 Q440,730 500,704 Q560,730 560,790 L560,1000" fill="none" stroke="${p.accent}" stroke-width="3"/>` +
    star(500, 850, 34, p.accent) +
    folds(['M330,640 L310,1080', 'M670,640 L690,1080'], p, 2)
  )
}

/** The eight-pointed star (two overlapping squares) used as the brand's small motif. */
export function star(cx: number, cy: number, r: number, fill: string): string {
  const sq = `M${cx - r},${cy - r} L${cx + r},${cy - r} L${cx + r},${cy + r} L${cx - r},${cy + r} Z`
  return `<path d="${sq}" fill="${fill}"/><path d="${sq}" fill="${fill}" transform="rotate(45 ${cx} ${cy})"/>`
}

function quranStand(p: Palette): string {
  const boardA = 'M282,1070 L372,1070 L726,548 L656,520 Z'
  const boardB = 'M718,1070 L628,1070 L274,548 L344,520 Z'
  const cutA = 'M360,1010 L356,960 Q380,900 420,880 Q432,930 410,1010 Z'
  const cutB = 'M640,1010 L644,960 Q620,900 580,880 Q568,930 590,1010 Z'
  const pageLines = (side: 1 | -1) =>
    Array.from({ length: 6 }, (_, i) => {
      const y = 560 + i * 26
      return side === -1 ? `M${380 + i * 10},${y} L${486},${y + 54}` : `M${620 - i * 10},${y} L${514},${y + 54}`
    })
  return (
    fabric(boardB, p, 'url(#fabDark)') +
    `<path d="${cutB}" fill="${p.void}"/>` +
    fabric(boardA, p) +
    `<path d="${cutA}" fill="${p.void}"/>` +
    strokes(['M300,1050 L680,540', 'M700,1050 L320,540'], p.fold, 2, 0.35) +
    // The open mushaf resting in the upper V.
    `<path d="M318,520 Q410,500 500,560 L500,700 Q410,644 330,660 Z" fill="#f6efe2" stroke="${p.line}" stroke-width="2.5"/>` +
    `<path d="M682,520 Q590,500 500,560 L500,700 Q590,644 670,660 Z" fill="#f1e8d8" stroke="${p.line}" stroke-width="2.5"/>` +
    strokes([...pageLines(-1), ...pageLines(1)], '#8f8173', 2.5, 0.6) +
    strokes(['M318,520 Q410,500 500,560 Q590,500 682,520'], '#2f5e4e', 7, 0.9) +
    star(500, 792, 16, p.accent)
  )
}

export function drawGarment(kind: GarmentKind, p: Palette, flavour: number, under: Palette): string {
  switch (kind) {
    case 'hijab':
      return hijab(p, flavour)
    case 'abaya':
      return abaya(p, flavour)
    case 'jilbab':
      return jilbab(p, flavour)
    case 'kaftan':
      return kaftan(p, flavour)
    case 'prayerDress':
      return prayerDress(p)
    case 'khimar':
      return khimar(p)
    case 'thobe':
      return thobe(p, flavour)
    case 'kufi':
      return kufi(p, flavour)
    case 'bisht':
      return bisht(p, under)
    case 'sirwal':
      return sirwal(p)
    case 'jubba':
      return jubba(p, flavour)
    case 'shemagh':
      return shemagh(p)
    case 'prayerMat':
      return prayerMat(p, flavour)
    case 'tasbih':
      return tasbih(p, flavour)
    case 'underscarf':
      return underscarf(p, flavour)
    case 'pins':
      return pins(p, flavour)
    case 'attar':
      return attar(p)
    case 'tote':
      return tote(p)
    case 'quranStand':
      return quranStand(p)
  }
}

/** Where the "detail" picture zooms in: the neckline, trim or texture that sells each kind. */
export const DETAIL_FOCUS: Record<GarmentKind, [number, number]> = {
  hijab: [560, 520],
  abaya: [640, 520],
  jilbab: [500, 520],
  kaftan: [500, 320],
  prayerDress: [560, 760],
  khimar: [500, 420],
  thobe: [520, 330],
  kufi: [560, 700],
  bisht: [520, 420],
  sirwal: [500, 420],
  jubba: [500, 340],
  shemagh: [560, 560],
  prayerMat: [500, 560],
  tasbih: [500, 900],
  underscarf: [500, 520],
  pins: [560, 760],
  attar: [500, 640],
  tote: [500, 820],
  quranStand: [500, 600],
}

/** Where each kind rests, for the soft floor shadow: small objects sit higher than full-length robes. */
export function floorFor(kind: GarmentKind, flavour: number): { y: number; rx: number } {
  switch (kind) {
    case 'hijab':
      return { y: 936, rx: 300 }
    case 'khimar':
      return { y: 1016, rx: 320 }
    case 'kufi':
      return { y: 826, rx: 270 }
    case 'pins':
      return { y: 934, rx: 330 }
    case 'attar':
      return { y: 1062, rx: 130 }
    case 'underscarf':
      return flavour === 1 ? { y: 1010, rx: 230 } : { y: 776, rx: 210 }
    case 'shemagh':
      return { y: 1030, rx: 200 }
    case 'prayerMat':
      return { y: 1104, rx: 240 }
    case 'quranStand':
      return { y: 1076, rx: 240 }
    case 'tote':
      return { y: 1092, rx: 260 }
    case 'sirwal':
      return { y: 1096, rx: 200 }
    default:
      return { y: 1148, rx: 300 }
  }
}
