import js from '@eslint/js'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

/** Stories and tests share tests/fixtures; the shop itself must never bundle them, nor the harness or a script. */
const testFixtures = {
  group: ['@/tests/*', '**/tests/*', '@/harness/*', '**/harness/*', '@/scripts/*', '**/scripts/*'],
  message: 'Shop code must not import tests/, harness/ or scripts/ (docs/architecture.md §4.1).',
}

/** Arrows point down (docs/architecture.md §4.1): tools and the harness never reach into the tests. */
const testsFolder = {
  group: ['@/tests/*', '**/tests/*'],
  message: 'Only tests import tests/: move what a script or the harness shares with them to harness/.',
}

export default tseslint.config(
  {
    ignores: [
      'dist',
      'storybook-static',
      'studio/dist',
      'studio/.sanity',
      'node_modules',
      'lib/content/sanity.types.ts',
      '**/*.generated.ts',
      'test-results',
      'playwright-report',
      'coverage',
      '.data',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  jsxA11y.flatConfigs.recommended,
  {
    files: ['**/*.{ts,tsx,mts,js,mjs}'],
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // Promise-returning interfaces (storage adapters, cache stores, suggestion fetchers) are implemented with
      // `async` even when one implementation has nothing to await; floating and misused promises stay errors.
      '@typescript-eslint/require-await': 'off',
      // React ignores what an event handler returns, so react-hook-form's `onSubmit={handleSubmit(...)}` is fine;
      // promises passed where a callback's result matters are still reported.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },
  {
    // Tests read untyped HTTP bodies and SDK results (`any`) and assert their shape with expect(); declaring a
    // type first would only restate the assertion. Product code keeps every no-unsafe-* rule.
    files: ['tests/**', '**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
    },
  },
  {
    // The few plain JavaScript files are outside tsconfig.json: no type information to lint with.
    files: ['**/*.{js,mjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // Playwright fixtures call their continuation `use`, which is not React's hook.
    files: ['tests/e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    // Vike's data hooks (and the hook that writes the server's styles) set the page's title and head tags with
    // vike-react's useConfig(), which in a Vike hook is a plain function (https://vike.dev/useConfig), not React's
    // hook.
    files: ['pages/**/+data.{ts,tsx}', 'pages/+onAfterRenderHtml.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    // House rule: code both sides use never reaches into the server.
    files: ['lib/**', 'components/**', 'pages/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/server/*'],
              message: 'lib/, components/ and pages/ must not import server code (types are fine).',
              allowTypeImports: true,
            },
            testFixtures,
          ],
        },
      ],
    },
  },
  {
    files: ['studio/**', 'seed/**'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [testFixtures] }] },
  },
  {
    // The server renders no React: its own pages are string templates (docs/architecture.md §4.1).
    files: ['server/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            testFixtures,
            {
              group: ['@/studio/*', '**/studio/*'],
              message:
                'server/ reads nothing of the Studio workspace: what both need lives in lib/ or seed/ (docs/architecture.md §4.1).',
            },
            {
              group: [
                '@/components/*',
                '**/components/*',
                'react',
                'react/*',
                'react-dom',
                'react-dom/*',
                'styled-components',
              ],
              message:
                'server/ renders no React and imports no components/: write the page as an escaped template (docs/architecture.md §4.1).',
            },
          ],
        },
      ],
    },
  },
  {
    // scripts/ holds the tools people run, tests/ the tests; what both need (the shop as a process, the loopback
    // fakes, the reliability world, where the visual baselines live) is in harness/, which neither of them is.
    files: ['scripts/**'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [testsFolder] }] },
  },
  {
    files: ['harness/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            testsFolder,
            { group: ['@/scripts/*', '**/scripts/*'], message: 'harness/ must not import scripts/.' },
          ],
        },
      ],
    },
  },
  {
    files: ['tests/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/scripts/*', '**/scripts/*'],
              message: 'Tests must not import scripts/: move what they share to harness/ (docs/architecture.md §4.1).',
            },
          ],
        },
      ],
    },
  },
)
