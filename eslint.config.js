// The house rules that a machine can check (README, "House rules"; docs/decisions/0020). `npm run lint`
// runs them with Prettier's check; `npx eslint path/to/file.tsx` runs them on one file.
import js from "@eslint/js";
import eslintReact from "@eslint-react/eslint-plugin";
import jsxA11y from "eslint-plugin-jsx-a11y-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";
import house from "./scripts/eslint/house-plugin.js";
import { importBoundaries } from "./scripts/eslint/import-boundaries.js";

const root = import.meta.dirname;

export default tseslint.config(
  {
    // Build output, generated types, data and the fixtures that break the rules on purpose.
    ignores: [
      "dist/**",
      ".astro/**",
      "data/**",
      "bench/**",
      "test-results/**",
      "playwright-report/**",
      "coverage/**",
      "drizzle/**",
      "scripts/eslint/fixtures/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: root },
    },
    settings: { house: { root } },
    plugins: { house },
    rules: {
      "house/no-import-cycles": "error",
      // A promise nobody awaits or catches fails silently: a lost lead, a consent record never stored.
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-misused-promises": ["error", { checksVoidReturn: { attributes: false } }],
      // import() in a type stays allowed: ambient declarations (*.d.ts) and vi.mock's importOriginal need it.
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports", disallowTypeAnnotations: false }],
      "@typescript-eslint/no-empty-object-type": ["error", { allowInterfaces: "with-single-extends" }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none", ignoreRestSiblings: true }],
      // The copy is typeset: French puts a narrow no-break space before its colons, in template strings too.
      "no-irregular-whitespace": ["error", { skipStrings: true, skipTemplates: true }],
    },
  },
  // Server code stays on the server, content holds no UI, features meet through their entry (eslint-plugin-boundaries).
  importBoundaries(root),
  {
    // One import style (docs/architecture.md, "Folders"): the importer's folder and below with `./`, anything
    // else through `~/` (src/) or `~server/` (server/): an import reads the same from any folder, and survives a move.
    files: ["src/**", "server/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ regex: "^\\.\\./", message: "Outside its own folder, a module imports through ~/ (src/) or ~server/ (server/)." }] },
      ],
    },
  },
  {
    // Tooling keeps its own relative paths, and reaches the site through the same aliases.
    files: ["scripts/**", "tests/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ regex: "^(\\.\\./)+(src|server)/", message: "Tooling reaches the site through ~/ (src/) or ~server/ (server/)." }] },
      ],
    },
  },
  {
    files: ["**/*.tsx"],
    ...eslintReact.configs["recommended-type-checked"],
    plugins: { ...eslintReact.configs["recommended-type-checked"].plugins, "react-hooks": reactHooks, "jsx-a11y-x": jsxA11y },
    rules: {
      ...eslintReact.configs["recommended-type-checked"].rules,
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.configs.recommended.rules,
      // A region that scrolls sideways (a wide table on a phone) takes focus, so a keyboard can scroll it.
      "jsx-a11y-x/no-noninteractive-tabindex": ["error", { roles: ["region"] }],
    },
  },
  {
    // Plain JavaScript (scripts, configs): no type information to lint with.
    files: ["**/*.js", "**/*.mjs"],
    ...tseslint.configs.disableTypeChecked,
  },
);
