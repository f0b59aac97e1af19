// One lint configuration for the monorepo (flat config). Type-aware rules are left out on
// purpose: `npm run typecheck` already runs tsc on every workspace, and the type-aware
// preset would type the whole tree a second time on a 2-core CI machine.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import i18next from 'eslint-plugin-i18next';

const REMOTES = ['mfe-client', 'mfe-restaurateur', 'mfe-livreur', 'mfe-admin'];

/**
 * In the apps, shared-ui's runtime code comes from its root: the one instance shared at runtime.
 * The zod schemas of the rules are the exception: they are not in the root (every page loads it,
 * zod only the pages with a form), so form code takes them, and only them, from the subpath.
 */
const SHARED_ROOT_ONLY = {
  regex: '^@teranga/shared-ui/rules$',
  allowImportNamePattern: 'Schema$',
  message:
    'De @teranga/shared-ui/rules, n’importez que les schémas zod (…Schema) ; le reste vient de @teranga/shared-ui (l’instance partagée).',
};

/** Imports a remote may not make: another remote (they share only shared-ui and the API) or the host. */
function remoteBoundaries(remote) {
  const others = REMOTES.filter((name) => name !== remote);
  return [
    ...others.map((name) => ({
      regex: `(^@teranga/${name}(/|$))|(/${name}/)`,
      message: 'Un remote n’importe jamais un autre remote : partagez par shared-ui ou par l’API.',
    })),
    { regex: '(^@teranga/shell(/|$))|(/shell/src/)', message: 'Un remote ne dépend pas de l’hôte.' },
    {
      regex: '^@teranga/shared-ui/public$',
      message:
        'shared-ui/public est l’entrée des pages publiques du shell : un remote prend l’instance partagée (@teranga/shared-ui).',
    },
    SHARED_ROOT_ONLY,
  ];
}

/**
 * The shell's public pages (`/`, `/login`) load before react-router, shared-ui's root and the
 * federation runtime (shell/src/app/app.tsx): they take their pieces from shared-ui/public and move
 * through app/navigation.tsx. Types are free (they cost nothing at runtime).
 */
const PUBLIC_PAGE_IMPORTS = [
  {
    regex: '^react-router(-dom)?$',
    allowTypeImports: true,
    message: 'Page publique : naviguez avec app/navigation.tsx (react-router n’est chargé qu’avec les espaces).',
  },
  {
    regex: '^@teranga/shared-ui$',
    allowTypeImports: true,
    message:
      'Page publique : prenez vos pièces dans @teranga/shared-ui/public (la racine, avec axios et react-toastify, se charge à la demande : import()).',
  },
];
const PUBLIC_PAGE_FILES = [
  'shell/src/index.ts',
  'shell/src/bootstrap.tsx',
  'shell/src/i18n.ts',
  'shell/src/locales/{core,fr,en}.ts',
  'shell/src/app/{app,navigation,public-location,toasts}.tsx',
  'shell/src/app/{paths,public-location,preload}.ts',
  'shell/src/features/home/**/*.{ts,tsx}',
  'shell/src/features/auth/login-page.tsx',
  'shell/src/features/auth/api/authenticate.ts',
  'shell/src/features/auth/components/{auth-form,auth-tabs,form-field,sign-in-form,sign-up-form}.tsx',
  'shell/src/features/auth/lib/{auth-schemas,safe-redirect}.ts',
];

/**
 * A feature's `components/`, `hooks/` and `lib/` are its internals: another feature may use its
 * `api/` (queries and mutations) but not reach inside. Relative imports only, since features
 * never import themselves through a package name.
 */
const FEATURE_INTERNALS = [
  {
    // from features/<a>/<file> to features/<b>/(components|hooks|lib)/…
    regex: '^\\.\\./(?!\\.)[^/]+/(components|hooks|lib)/',
    message:
      'N’importez pas l’intérieur d’une autre feature : passez par son api/, ou déplacez le code partagé dans src/components ou shared-ui.',
  },
  {
    // from features/<a>/<folder>/<file> to features/<b>/(components|hooks|lib)/…
    regex: '^\\.\\./\\.\\./(?!\\.)[^/]+/(components|hooks|lib)/',
    message:
      'N’importez pas l’intérieur d’une autre feature : passez par son api/, ou déplacez le code partagé dans src/components ou shared-ui.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/coverage/**',
      'api/data/**',
      'api/drizzle/**',
      'api/drizzle-pg/**',
      'test-results/**',
      'playwright-report/**',
      'bench/results/**',
      '**/mockServiceWorker.js',
      '**/*.gen.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node, ...globals.browser },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      eqeqeq: ['error', 'smart'],
    },
  },
  {
    // Command-line tools (scripts, bench, API scripts) print; the apps report through toasts and screens.
    files: ['shared-ui/src/**/*.{ts,tsx}', 'shell/src/**/*.{ts,tsx}', ...REMOTES.map((r) => `${r}/src/**/*.{ts,tsx}`)],
    rules: { 'no-console': ['error', { allow: ['warn', 'error'] }] },
  },
  {
    files: ['**/*.tsx', 'shared-ui/src/**/*.ts', ...REMOTES.map((r) => `${r}/src/**/*.ts`), 'shell/src/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  ...REMOTES.map((remote) => ({
    files: [`${remote}/src/**/*.{ts,tsx}`],
    rules: { 'no-restricted-imports': ['error', { patterns: [...remoteBoundaries(remote)] }] },
  })),
  // A remote's mock API is no page code: it may run the pure rules of the subpath (the schedule
  // module, the API's own) without bringing them into the root every page downloads.
  ...REMOTES.map((remote) => ({
    files: [`${remote}/src/mocks/**/*.ts`],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: remoteBoundaries(remote).filter((pattern) => pattern !== SHARED_ROOT_ONLY) },
      ],
    },
  })),
  ...REMOTES.map((remote) => ({
    files: [`${remote}/src/features/**/*.{ts,tsx}`],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...remoteBoundaries(remote), ...FEATURE_INTERNALS] }] },
  })),
  {
    files: ['shell/src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [SHARED_ROOT_ONLY] }] },
  },
  {
    files: ['shell/src/features/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [SHARED_ROOT_ONLY, ...FEATURE_INTERNALS] }] },
  },
  {
    files: PUBLIC_PAGE_FILES,
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [SHARED_ROOT_ONLY, ...FEATURE_INTERNALS, ...PUBLIC_PAGE_IMPORTS] },
      ],
    },
  },
  {
    // Issue 18: every word a user reads comes from the catalogues (src/locales, shared-ui's i18n). Text in
    // JSX and the attributes that are read out; form field names and the brand are not words to translate.
    files: ['shared-ui/src/**/*.tsx', 'shell/src/**/*.tsx', ...REMOTES.map((r) => `${r}/src/**/*.tsx`)],
    ignores: ['**/*.test.tsx', '**/mocks/**', '**/testing/**', '**/test/**'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'jsx-attributes': {
            include: ['label', 'aria-label', 'title', 'placeholder', 'alt', 'hint', 'description', 'emptyText'],
          },
          callees: { exclude: ['t', 'i18n(ext)?', 'tr', 'register', 'controlProps', 'numberInput', 'useId'] },
          words: { exclude: ['Teranga', '[★☆✓✗✕×·•—–−←→…\\s]+', '[0-9!-/:-@[-`{-~]+', '[A-Z_-]+'] },
        },
      ],
    },
  },
  {
    // shared → features → app: the shared package never depends on an app.
    files: ['shared-ui/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^@teranga/(?!shared-ui)', message: 'shared-ui ne dépend d’aucune application.' }] },
      ],
    },
  },
  {
    // The API never imports front code, except the pure rules module both sides share.
    files: ['api/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@teranga/(?!shared-ui/rules$)',
              message: 'L’API ne partage que @teranga/shared-ui/rules avec le front.',
            },
          ],
        },
      ],
    },
  },
  {
    // One code for SQLite and PostgreSQL (api/src/db/client.ts): drizzle's SQLite-only executors
    // and its transactions (synchronous on better-sqlite3) are replaced by `await` and `db.tx()`.
    files: ['api/src/**/*.ts'],
    ignores: ['api/src/db/client.ts', 'api/src/db/migrate*.ts', 'api/src/scripts/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'CallExpression[arguments.length=0] > MemberExpression.callee[property.name=/^(get|all|run)$/]',
          message: 'Requête drizzle : `await` la requête (les exécuteurs .get/.all/.run n’existent que sur SQLite).',
        },
        {
          selector: "CallExpression > MemberExpression.callee[property.name='transaction']",
          message: 'Transaction : `db.tx(async (tx) => …)` (db/client.ts), la même sur SQLite et PostgreSQL.',
        },
        {
          selector: "ImportDeclaration[source.value='better-sqlite3']",
          message: 'Le pilote SQLite ne sert que dans db/client.ts : passez par `Db`.',
        },
      ],
    },
  },
  prettier,
);
