/**
 * Where `npm run studio` leaves the Studio's address with the lake token (`…/#token=…`): a file only the owner can
 * read, not the terminal, whose scrollback, logs and screen sharing would keep the token (N11 of the second
 * review, docs/security.md §3).
 */
import { mkdir, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'

/** Writes `url` to DATA_DIR/studio/studio-url (mode 0600) and returns the file's path. */
export async function writeStudioUrl(dataDir: string, url: string): Promise<string> {
  const file = path.join(dataDir, 'studio', 'studio-url')
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 })
  // Removed first and then created exclusively, so the mode holds even if a file (or a planted link) was there.
  await rm(file, { force: true })
  await writeFile(file, `${url}\n`, { mode: 0o600, flag: 'wx' })
  return file
}
