import type { Linter } from "eslint";

/** The house's import boundaries (import-boundaries.js), for the house whose tsconfig.json is in `root`. */
export function importBoundaries(root: string): Linter.Config;
