// Lint rules: typescript-eslint's recommended set, React hooks, the one-way import direction
// shared -> server, shared -> web (web never imports server, shared imports neither), and queries only in repos.
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

/**
 * Queries live in repos: outside *.repo.ts a file neither builds a query (drizzle-orm, the schema's tables)
 * nor runs one (`db.select(…)`, `tx.update(…)`, `pool.query(…)`, prepared statements); it calls a function
 * of a repo. The one thing it may do with the database itself is open `db.transaction((tx) => …)` to run
 * several repo calls as one, passing `tx` to them. Type-only imports (Db, Tx, a table's row type) are fine.
 * Modules named in `fragments` build SQL fragments for a repo to run: they may import drizzle-orm and the
 * schema, but run nothing either.
 */
const QUERY_BUILDERS = /^(drizzle-orm(\/.*)?|@server\/db\/schema)$/;
const QUERY_RUNNERS = /^(pg|@server\/db\/prepared)$/;
const QUERY_METHOD = /^(select(Distinct(On)?)?|insert|update|delete|execute|query|transaction|\$count|\$?with)$/;
const DATABASE_HANDLES = new Set(['db', 'tx', 'pool']);
const WHERE = 'queries belong in a repo: write them as functions of a *.repo.ts in this folder and call those from here';

const queriesInRepos = {
  meta: {
    type: 'problem',
    schema: [{ type: 'object', properties: { fragments: { type: 'array', items: { type: 'string' } } }, additionalProperties: false }],
    messages: {
      builds: `'{{source}}' builds queries; ${WHERE}.`,
      runs: `'{{source}}' runs queries; ${WHERE}.`,
      call: `{{handle}}.{{method}} queries the database; ${WHERE} (outside a repo, only db.transaction() may be opened, to pass tx to repo functions).`,
    },
  },
  create(context) {
    const file = context.filename.replaceAll('\\', '/');
    const root = file.includes('/src/server/') ? file.slice(0, file.indexOf('/src/server/')) : null;
    const isFragments = root !== null && (context.options[0]?.fragments ?? []).includes(file.slice(root.length + 1));
    /** The import as an alias when it points into src/server ('../../db/schema' -> '@server/db/schema'). */
    const named = (spec) => {
      if (!spec.startsWith('.') || root === null) return spec;
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), spec)).replace(/\.[jt]s$/, '');
      return target.startsWith(`${root}/src/server/`) ? `@server/${target.slice(root.length + '/src/server/'.length)}` : spec;
    };
    const typeOnly = (node, kind) => node[kind] === 'type' || (node.specifiers?.length > 0 && node.specifiers.every((s) => s[kind] === 'type'));
    const check = (node, kind) => {
      const spec = node.source?.value;
      if (typeof spec !== 'string' || (kind && typeOnly(node, kind))) return;
      const source = named(spec);
      if (QUERY_RUNNERS.test(source)) context.report({ node: node.source, messageId: 'runs', data: { source: spec } });
      else if (QUERY_BUILDERS.test(source) && !isFragments) context.report({ node: node.source, messageId: 'builds', data: { source: spec } });
    };
    /** 'db' for `db.x`, `this.db.x`, `app.deps.database.db.x`; null for anything that is not a database handle. */
    const handleOf = (object) => {
      const name = object.type === 'Identifier' ? object.name : object.type === 'MemberExpression' && !object.computed ? object.property.name : null;
      return DATABASE_HANDLES.has(name) ? name : null;
    };
    return {
      ImportDeclaration: (node) => check(node, 'importKind'),
      ExportNamedDeclaration: (node) => check(node, 'exportKind'),
      ExportAllDeclaration: (node) => check(node, 'exportKind'),
      ImportExpression: (node) => check(node, null),
      MemberExpression(node) {
        if (node.computed || node.property.type !== 'Identifier' || !QUERY_METHOD.test(node.property.name)) return;
        const handle = handleOf(node.object);
        if (!handle) return;
        const opens = handle === 'db' && node.property.name === 'transaction' && node.parent.type === 'CallExpression' && node.parent.callee === node;
        if (!opens) context.report({ node, messageId: 'call', data: { handle, method: node.property.name } });
      },
    };
  },
};

const local = { rules: { 'feature-boundaries': featureBoundaries, 'queries-in-repos': queriesInRepos } };

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'drizzle', 'coverage', 'test-results', 'playwright-report', 'data'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  // Layout is Prettier's (npm run format); lint checks it and turns off its own rules on layout.
  prettier,
  {
    files: ['src/web/features/**/*.{ts,tsx}', 'src/server/features/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}'],
    plugins: { local },
    rules: { 'local/feature-boundaries': 'error' },
  },
  {
    // Repos hold the queries (see queriesInRepos); tests set up and inspect rows as they need.
    files: ['src/server/features/**/*.ts', 'src/server/auth/**/*.ts'],
    ignores: ['**/*.repo.ts', '**/*.test.ts'],
    plugins: { local },
    rules: {
      'local/queries-in-repos': [
        'error',
        {
          // SQL fragments that repos put in their statements; they run nothing themselves.
          fragments: [
            'src/server/features/search/search-sql.ts',
            'src/server/features/search/conditions-sql.ts',
            'src/server/features/reviews/rating-sql.ts',
            'src/server/features/listings/listing-json.ts',
          ],
        },
      ],
    },
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
    // Plain scripts the pages load as they are, before the app: the browser's globals, no modules.
    files: ['public/**/*.js'],
    languageOptions: { globals: { ...globals.browser }, sourceType: 'script' },
  },
  {
    // The offline service worker runs in a worker of its own, with a worker's globals.
    files: ['public/sw.js'],
    languageOptions: { globals: { ...globals.serviceworker } },
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
