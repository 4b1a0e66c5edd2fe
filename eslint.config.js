import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Which part of the code may import which: the seams the code relies on, checked on every lint
 * rather than remembered. Type imports count too, since a type import still ties one side's
 * code to the other's. Paths are relative to the repository root (where ESLint runs).
 */
const boundaries = [
  {
    target: './src/shared',
    from: './src',
    except: ['./shared'],
    message: 'src/shared is the contract both sides use: it imports nothing of ours outside it.',
  },
  {
    target: './src/shared',
    from: ['./e2e', './scripts'],
    message: 'src/shared is the contract both sides use: it imports nothing of ours outside it.',
  },
  {
    target: './src/client',
    from: ['./src/shared/in-language.ts', './src/shared/texts/catalogues.ts'],
    message:
      "A build of the pages carries its own language's texts only: the page's formatters default to it.",
  },
  {
    target: './src/client',
    from: './src/server',
    message: 'The client imports nothing from the server, types included: share it in src/shared.',
  },
  {
    target: './src/server',
    from: './src/client',
    except: ['./entry-server.tsx'],
    message:
      'The server knows the client by its server entry alone: the contract is in src/shared (page-rendering.ts).',
  },
  {
    target: './src/server/lib',
    from: ['./src/server/modules', './src/server/config.ts'],
    message:
      'Adapters in src/server/lib know no feature and no app config: give them their own types.',
  },
  {
    target: './src/server/modules/mail',
    from: './src/server/modules',
    except: ['./mail', './jobs', './app-module.ts'],
    message:
      'Mail knows no feature: each sender composes its own mail (mail-layout.ts) and hands it to mail.service.ts.',
  },
  {
    // Every module but mail's own files.
    target: './src/server/modules/!(mail)/**',
    from: [
      './src/server/modules/mail/mail-outbox.repository.ts',
      './src/server/modules/mail/mail-delivery.ts',
    ],
    message:
      'Mail is sent through mail.service.ts (enqueue, sendNow), which makes the outbox and its delivery once.',
  },
  {
    target: ['./src/client/components', './src/client/lib', './src/client/hooks'],
    from: './src/client/pages',
    message: 'Components, lib and hooks serve the pages and import nothing from them.',
  },
  {
    // Everything that ships; the server's test helpers (src/server/test) may start the app the way
    // the benchmarks do (scripts/spawn-app.mjs).
    target: [
      './src/client',
      './src/shared',
      './src/server/*.ts',
      './src/server/db',
      './src/server/demo',
      './src/server/infra',
      './src/server/lib',
      './src/server/modules',
      './src/server/plugins',
    ],
    from: './scripts',
    message:
      'The app ships without scripts/: a generator writes its output into src (the demo photos: src/server/demo/data).',
  },
];

/**
 * A feature module imports another only through its entry (`<feature>.module.ts`, which makes
 * the module and re-exports the types of its public parts) or its tables (`*.table.ts`, for
 * joins), so that what a module offers is one file. The parts shared by design are listed.
 */
function moduleZones() {
  const shared = [
    // Every module brings jobs and counts in the one registry.
    'jobs/job-scheduler.ts',
    'metrics/metrics.ts',
    // Each sender composes its mails with the mail module's layout (decision 32).
    'mail/mail-layout.ts',
    // The request hooks of authentication, which every module's routes use.
    'auth/{authenticate,own-account-only,origin-guard,moderators}.ts',
    // The keyset cursor the lists of listings share (moderation's, search's).
    'listings/cursor.ts',
    // A saved search is a search: it is read, matched and described in search's terms.
    'search/{grid-cells,search-conditions,search-criteria}.ts',
    'saved-searches/alert-cells.ts',
  ];
  const modules = readdirSync('src/server/modules', { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  // Globs, matched against the absolute path of what is imported (`**/`: any folder, or none).
  const root = `${import.meta.dirname}/src/server/modules`;
  return modules.map((name) => ({
    target: `./src/server/modules/${name}`,
    from: `./src/server/modules/!(${name})/**`,
    except: [
      `${root}/*/*.module.ts`,
      `${root}/*/*.table.ts`,
      ...shared.map((path) => `${root}/**/${path}`),
    ],
    message:
      "A module imports another through its entry (<feature>.module.ts) or its tables (*.table.ts): add what it needs to the entry's exports.",
  }));
}

export default tseslint.config(
  { ignores: ['dist', 'data', 'coverage', 'test-results', 'playwright-report', 'drizzle'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver()],
      // Without these, import-x reads no TypeScript module it imports, and no-cycle sees nothing.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/external-module-folders': ['node_modules', 'node_modules/@types'],
    },
    rules: {
      // Packages cannot import our code back, so following them only costs time.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: [...boundaries, ...moduleZones()] }],
    },
  },
  {
    // A module's tests may set up another module's rows and tokens with its own code.
    files: ['src/server/modules/**/*.test.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: boundaries }] },
  },
  {
    // The server writes in every language: its formatters take the language, without the pages'
    // default (their build's language, which on the server is English). src/shared/in-language.ts.
    files: ['src/server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/shared/format', '**/shared/format-day', '**/shared/format-moment'],
              message:
                'The server says the language: import the formatter from shared/in-language.',
            },
            {
              group: ['**/shared/listing-price'],
              importNames: ['displayPrice', 'discountText'],
              message: 'The server says the language: displayPrice is in shared/in-language.',
            },
            {
              group: ['**/shared/texts/language'],
              message:
                "The build's language is English on the server: take the request's or the account's.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
);
