/**
 * Where the font files are served: `/fonts/…`, from the build's client output (dist/client/fonts). The build
 * writes them there (components/ui/fontFiles.ts), the server serves the folder like /assets (server/ssr.ts), and
 * the metrics label its requests by it (lib/route-table.ts).
 */
export const FONTS_FOLDER = 'fonts'
