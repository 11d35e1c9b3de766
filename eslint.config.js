import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** One-way imports (docs/ARCHITECTURE.md): app → pages → features → components, hooks → lib → config, content. */
const layerPatterns = (from, forbidden) =>
  forbidden.map((name) => ({
    group: [`@/${name}`, `@/${name}/**`, `**/${name}/**`],
    message: `${from.join(', ')} must not import from src/${name} (see docs/ARCHITECTURE.md).`,
  }));

/** React Router's <Link> brings its prefetch and framework code into every first visit. */
const ROUTER_LINK = {
  name: 'react-router-dom',
  importNames: ['Link', 'NavLink'],
  message: "Use Link from '@/components/ui/link' (why: see that file).",
};

const layer = (from, forbidden) => ({
  files: from,
  rules: {
    'no-restricted-imports': [
      'error',
      { patterns: layerPatterns(from, forbidden), paths: [ROUTER_LINK] },
    ],
  },
});

export default tseslint.config(
  {
    ignores: [
      'dist*',
      'dist-e2e',
      'node_modules',
      'coverage',
      'playwright-report',
      'test-results',
      'e2e/screenshots',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    // Type information from the tsconfig projects (tsconfig.json references them), through the
    // same TypeScript project service an editor uses.
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
  },
  {
    // Plain JavaScript (the tool configs) is in no tsconfig project.
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message:
            'Render API and configuration text as text; markup from outside must never run (issue 5).',
        },
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      // Copy keeps numbers and units together with no-break spaces (src/content/typography.test.ts).
      'no-irregular-whitespace': ['error', { skipStrings: true, skipTemplates: true }],
    },
  },
  {
    // Code that runs in the visitor's browser: Safari/iOS 14 and Chromium 87 (package.json
    // browserslist) lack these ES2022 built-ins, and the build adds no polyfills.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}', 'src/mocks/**', 'src/test/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message:
            'Render API and configuration text as text; markup from outside must never run (issue 5).',
        },
        // scripts/antd-trim.ts leaves the code behind these antd options out of the client build.
        ...[
          ["JSXOpeningElement[name.property.name='Item']", 'tooltip', "Form.Item's tooltip"],
          ["JSXOpeningElement[name.name='ConfigProvider']", 'tooltip', "ConfigProvider's tooltip"],
          ["JSXOpeningElement[name.name='Modal']", 'loading', "Modal's loading"],
        ].map(([element, attribute, what]) => ({
          selector: `${element} > JSXAttribute[name.name='${attribute}']`,
          message: `${what} is left out of the build (scripts/antd-trim.ts): show it another way.`,
        })),
        {
          selector: "CallExpression[callee.property.name='at']",
          message: '.at() is missing in Safari < 15.4 and Chromium < 92: index with length - 1.',
        },
        {
          selector:
            'CallExpression[callee.property.name=/^(findLast|findLastIndex|toSorted|toReversed|toSpliced)$/]',
          message:
            'Missing in Safari/iOS 14 and Chromium 87 (browserslist); no polyfills are built.',
        },
      ],
      'no-restricted-properties': [
        'error',
        {
          object: 'Object',
          property: 'hasOwn',
          message: 'Missing in Safari < 15.4: use Object.prototype.hasOwnProperty.call.',
        },
      ],
      'no-restricted-globals': [
        'error',
        { name: 'structuredClone', message: 'Missing in Safari < 15.4 and Chromium < 98.' },
      ],
    },
  },
  {
    // House rules held by the linter (README, "Habits"): no import cycle, resolved through the
    // tsconfig projects (the `@/` alias included), and no code file over 250 lines of code.
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'max-lines': ['error', { max: 250, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    // The inline start-up scripts (src/app/early-taps, bundled and minified on their own for
    // ES2017): written with function-scoped `var`, as they were as plain scripts, so their minified
    // text (which the CSP names by hash) did not change when they became TypeScript.
    files: ['src/app/early-taps/{capture,hold-pictures,ask-app}.ts'],
    rules: { 'no-var': 'off' },
  },
  {
    // Tests and their helpers.
    files: ['**/*.test.{ts,tsx}', 'src/test/**'],
    rules: {
      // expect(window.scrollTo) asserts on vitest.setup.ts's vi.fn() stub, never calls it unbound.
      '@typescript-eslint/unbound-method': 'off',
      // `await act(async () => …)` is React's way to let a render's effects and promises settle.
      '@typescript-eslint/require-await': 'off',
    },
  },
  layer(['src/app/**', 'src/*.{ts,tsx}'], []),
  layer(['src/pages/**'], ['app']),
  layer(['src/features/**'], ['app', 'pages']),
  {
    // The login island takes these from their own modules (src/features/login-modal/antd-parts.ts):
    // antd's index would bring statics the dialog never renders onto the line before it opens.
    files: ['src/features/login-modal/**'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: layerPatterns(['src/features/**'], ['app', 'pages']),
          paths: [
            ROUTER_LINK,
            {
              name: 'antd',
              importNames: ['Input', 'Modal', 'Checkbox'],
              message: "Import it from './antd-parts' (its own module, without antd's statics).",
            },
          ],
        },
      ],
    },
  },
  layer(['src/components/**'], ['app', 'pages', 'features']),
  layer(['src/hooks/**'], ['app', 'pages', 'features', 'components']),
  layer(['src/lib/**'], ['app', 'pages', 'features', 'components', 'hooks']),
  layer(
    ['src/config/**', 'src/content/**'],
    ['app', 'pages', 'features', 'components', 'hooks', 'lib'],
  ),
  // The handlers and the local API speak the contract (src/contract), not the site's axios client.
  layer(['src/mocks/**', 'server/**'], ['app', 'pages', 'features', 'components', 'hooks', 'lib']),
  {
    // The API contract is shared by the site, the msw handlers, the local API and the tests.
    files: ['src/contract/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              // Anything but a sibling file ('./paths') and the schema library.
              regex: '^(?!\\./[^/]+$|valibot$)',
              message:
                'src/contract imports nothing but its own files and valibot (no axios, no app code): see docs/ARCHITECTURE.md, "The API contract".',
            },
          ],
        },
      ],
    },
  },
);
