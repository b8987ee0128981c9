import { configure } from 'storybook/test'

// The story tests' own setup (vitest project `storybook`). A lazily loaded part of a story (the phone menu, a
// dialog) is transformed by Vite the first time a test opens it; beside another stage of `npm test` (two run at a
// time, docs/testing.md) that can take longer than Testing Library's default second, so `findBy…` and `waitFor` wait
// up to five for what they wait for. What they wait for is unchanged.
configure({ asyncUtilTimeout: 5_000 })
