import '@testing-library/jest-dom/vitest'
import { configure } from '@testing-library/react'

// As in the story tests (.storybook/vitest.setup.ts): beside another stage of `npm test` a form's answer can take
// longer than Testing Library's default second to appear; `findBy…` and `waitFor` wait up to five.
configure({ asyncUtilTimeout: 5_000 })
