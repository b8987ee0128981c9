/** Storybook has no Vike router: navigation is logged instead of performed. */
export async function navigate(url: string): Promise<void> {
  console.info(`[storybook] navigate(${url})`)
}

export async function reload(): Promise<void> {}
