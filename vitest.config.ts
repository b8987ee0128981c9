import { storybookTest } from '@storybook/addon-vitest/vitest-plugin'
import { playwright } from '@vitest/browser-playwright'
import { defineConfig } from 'vitest/config'
import { chromiumLaunchArgs, chromiumPath } from './tests/helpers/chromium.ts'

// Unit tests run in Node (or jsdom per file with `// @vitest-environment jsdom`);
// integration tests start real servers on loopback, so they get longer time-outs and run one file at a time;
// every story renders in headless Chromium (Debian's, nothing downloaded), runs its `play` and an axe check.
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}', 'studio/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['tests/unit/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        extends: true,
        test: {
          // The whole compiled shop in its own process (tests/helpers/shop.ts); needs `npm run build` first.
          name: 'app',
          include: ['tests/app/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
      {
        // Storybook's own Vite config (React, styled-components' Babel plugin, the Vike stand-ins).
        extends: '.storybook/vite.config.ts',
        plugins: [storybookTest({ configDir: '.storybook' })],
        test: {
          name: 'storybook',
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: { executablePath: chromiumPath, args: chromiumLaunchArgs } }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
})
