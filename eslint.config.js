// ESLint flat config: typescript-eslint's recommended rules for the TypeScript, eslint-plugin-svelte's for
// the renderer's components. Formatting is Prettier's job (`.prettierrc.json`), so no style rules here.
import js from '@eslint/js'
import svelte from 'eslint-plugin-svelte'
import globals from 'globals'
import ts from 'typescript-eslint'

export default ts.config(
  {
    // The last two: the bundled copies of a config electron-vite and Vite write beside it while they build
    // (npm test lints while the build runs; a copy gone before it is read failed ESLint).
    ignores: [
      'out/',
      'release/',
      'build/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
      'docs/screenshots/',
      '*.config.ts.*.mjs',
      '**/*.timestamp-*.mjs'
    ]
  },
  js.configs.recommended,
  ...ts.configs.recommended,
  ...svelte.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } }
  },
  {
    files: ['src/renderer/**/*', 'src/preload/**/*'],
    languageOptions: { globals: { ...globals.browser } }
  },
  {
    files: ['**/*.svelte', '**/*.svelte.ts'],
    languageOptions: { parserOptions: { parser: ts.parser, extraFileExtensions: ['.svelte'] } }
  },
  {
    // Type-aware rules for promises: a promise nobody awaits or catches loses its error, and one handed
    // where a plain callback is expected (an event handler, a snippet's callback) is never awaited.
    // They need the types, so these files are parsed with the project's tsconfigs.
    files: ['**/*.ts', '**/*.svelte'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error'
    }
  },
  {
    rules: {
      // TypeScript checks names itself (DOM types such as BlobPart included); typescript-eslint advises this off.
      'no-undef': 'off',
      // The renderer's Maps and Sets are working values inside one computation, or caches that signal
      // through a $state version; reactive state is declared with $state, so SvelteMap would add nothing.
      'svelte/prefer-svelte-reactivity': 'off',
      // An argument or binding named with a leading underscore is unused on purpose (an interface's shape).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true }
      ]
    }
  }
)
