// The house's import boundaries (docs/architecture.md, "House rules"; docs/decisions/0037), held by
// eslint-plugin-boundaries. Every import is resolved to its file by the TypeScript resolver, through the
// `~/` and `~server/` paths of the tsconfig.json at `root`, so a boundary holds however the import is spelt,
// and `import type` counts like any other import.
import boundaries from "eslint-plugin-boundaries";
import path from "node:path";

/** What each file is: one file can be several things (a feature's `.tsx` is browser code and UI). */
const fileCategories = [
  // What never ships (scripts/vite/server-only.ts draws the same line at build time).
  { category: "server-only", pattern: ["server/**", "src/render/**", "src/**/*.server.ts", "src/**/*.server.tsx"] },
  // Code that can end up in a browser bundle: page scripts, islands and what they import.
  { category: "browser", pattern: "src/{browser,features,lib,content,i18n,config}/**" },
  { category: "test", pattern: ["**/*.test.ts", "**/*.test.tsx", "src/test-support/**"] },
  // Data and words, which any page, script or test imports without pulling in a renderer.
  { category: "words", pattern: "src/{content,i18n}/**" },
  { category: "ui", pattern: ["src/{components,layouts,shells,pages,browser}/**", "src/features/*/**/*.tsx", "src/features/*/**/*.astro"] },
];

/** Browser code that is neither a test nor server-only itself. */
const browserCode = { file: { categories: { allOf: ["browser"], noneOf: ["server-only", "test"] } } };

/** The import rules for the house at `root` (the project, or a test's fixture house). */
export function importBoundaries(root) {
  return {
    plugins: { boundaries },
    settings: {
      "boundaries/root-path": root,
      "boundaries/elements": [{ type: "feature", pattern: "src/features/*", partialMatch: false, capture: ["feature"] }],
      "boundaries/files": fileCategories,
      "import/resolver": { typescript: { project: path.join(root, "tsconfig.json") } },
    },
    rules: {
      "boundaries/dependencies": [
        "error",
        {
          default: "allow",
          // Packages too (React in content), and imports within one feature (its island importing its own *.server.ts).
          checkAllOrigins: true,
          checkInternals: true,
          policies: [
            {
              from: browserCode,
              disallow: { to: { file: { categories: "server-only" } } },
              message:
                "{{from.file.path}} can reach a browser, so it must not import server-only code ({{to.file.path}}): *.server.ts, server/ and src/render/ never ship.",
            },
            {
              from: { file: { categories: "words" } },
              disallow: { to: { file: { categories: "ui" } } },
              message: "{{from.file.path}} is content or i18n: it holds data and words, and imports nothing that draws ({{to.file.path}}).",
            },
            {
              from: { file: { categories: "words" } },
              disallow: { to: { module: { origin: "external", source: ["react", "react-dom", "lucide", "@astrojs/react"] } } },
              message: "{{from.file.path}} is content or i18n: it holds data and words, and imports nothing that draws ({{to.module.source}}).",
            },
            {
              from: { element: { type: "feature" } },
              disallow: {
                to: { element: { type: "feature", captured: { feature: "!{{from.element.captured.feature}}" }, fileInternalPath: "!index.ts" } },
              },
              message: "{{from.file.path}} reaches into another feature ({{to.file.path}}): import from its entry, ~/features/{{to.element.captured.feature}}.",
            },
          ],
        },
      ],
    },
  };
}
