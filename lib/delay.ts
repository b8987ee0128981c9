/** Resolves after `ms`; the spec's UI delays (e.g. 2 s before a success toast) are awaited with this. */
export function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms))
}
