// Lint rules: typescript-eslint's recommended set, React hooks, and the one-way import direction
// shared -> server, shared -> web (web never imports server, shared imports neither).
import path from 'node:path';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * A feature uses another feature only through that feature's index.ts (what it chooses to offer); its
 * other files are its own. Relative and aliased (@web, @server) paths are both checked.
 */
const featureBoundaries = {
  meta: {
    type: 'problem',
    messages: {
      inside: 'features/{{from}} reaches into features/{{to}}{{rest}}: import from features/{{to}} (its index.ts), or move the shared part out of the feature.',
    },
  },
  create(context) {
    const file = context.filename.replaceAll('\\', '/');
    const own = /\/src\/(web|server)\/features\/([^/]+)\//.exec(file);
    if (!own) return {};
    const [, side, feature] = own;
    const root = file.slice(0, file.indexOf(`/src/${side}/`));
    const check = (node) => {
      const spec = node?.value;
      if (typeof spec !== 'string') return;
      let target;
      if (spec.startsWith('.')) target = path.posix.normalize(path.posix.join(path.posix.dirname(file), spec));
      else if (spec.startsWith(`@${side}/`)) target = `${root}/src/${side}/${spec.slice(side.length + 2)}`;
      else return;
      const other = new RegExp(`/src/${side}/features/([^/]+)(/.*)?$`).exec(target);
      if (!other || other[1] === feature) return;
      const rest = other[2] ?? '';
      if (rest === '' || rest === '/index' || rest === '/index.ts') return;
      context.report({ node, messageId: 'inside', data: { from: feature, to: other[1], rest } });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'drizzle', 'coverage', 'test-results', 'playwright-report', 'data'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  // Layout is Prettier's (npm run format); lint checks it and turns off its own rules on layout.
  prettier,
  {
    files: ['src/web/features/**/*.{ts,tsx}', 'src/server/features/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}'],
    plugins: { local: { rules: { 'feature-boundaries': featureBoundaries } } },
    rules: { 'local/feature-boundaries': 'error' },
  },
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: [{ group: ['@server/*', '**/server/**'], message: 'The browser app never imports server code.' }] }],
    },
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@server/*', '@web/*', '**/server/**', '**/web/**'], message: 'shared runs on both sides and imports neither.' },
            { group: ['node:*'], message: 'shared runs in the browser too: no node modules.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/server/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@web/*', '**/web/**'], message: 'The server never imports browser code.' }] }],
    },
  },
  {
    // The data layer sits below the features: the demo data, which uses features, lives in src/server/seed.
    files: ['src/server/db/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@web/*', '**/web/**'], message: 'The server never imports browser code.' },
            {
              group: ['@server/features/*', '**/features/**'],
              message: 'The data layer never imports a feature: code that uses features goes above it (e.g. src/server/seed).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['scripts/**/*.{ts,mjs}', 'e2e/**/*.ts', 'src/server/main.ts'],
    rules: { 'no-console': 'off' },
  },
);
