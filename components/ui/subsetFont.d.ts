/** `subset-font` (HarfBuzz's hb-subset in WebAssembly) ships no types: what components/ui/fontFiles.ts uses of it. */
declare module 'subset-font' {
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: { targetFormat?: 'sfnt' | 'woff' | 'woff2' | 'truetype' },
  ): Promise<Buffer>
}
