// ESLint flat config: TypeScript rules (type-aware), React hooks and jsx-a11y for components.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import prettier from 'eslint-config-prettier';

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'Resources/Public/',
      'coverage/',
      '.cache/',
      'Resources/Private/TypeScript/core/labels.generated.ts',
      'eslint.config.mjs',
      'fixtures/vendor/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-confusing-void-expression': 'off',
    },
  },
  {
    files: ['Resources/Private/TypeScript/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'tests/**/*.ts'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    // Plain browser scripts that fixture pages load as files (the consent-tool snippets of
    // Documentation/consent.md): classic scripts, no type information.
    files: ['fixtures/fileadmin/**/*.js'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: {
      ...tseslint.configs.disableTypeChecked.languageOptions,
      sourceType: 'script',
      globals: { window: 'readonly', document: 'readonly' },
    },
  },
  {
    // The map-worker experiment of `npm run bench` (issue 30): a page script and a worker script,
    // served as they are.
    files: ['scripts/bench/map-worker/**/*.js'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: {
      ...tseslint.configs.disableTypeChecked.languageOptions,
      sourceType: 'script',
      globals: {
        self: 'writable',
        window: 'readonly',
        document: 'readonly',
        location: 'readonly',
        performance: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        console: 'readonly',
        devicePixelRatio: 'readonly',
        importScripts: 'readonly',
        Worker: 'readonly',
        URL: 'readonly',
        Map: 'readonly',
        Set: 'readonly',
        Proxy: 'readonly',
      },
    },
  },
  prettier,
);
