import type { ESLint } from "eslint";

/** The house's import rules (house-plugin.js): `house/boundaries` and `house/no-import-cycles`. */
declare const house: ESLint.Plugin;
export default house;
