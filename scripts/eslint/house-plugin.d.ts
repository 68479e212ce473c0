import type { ESLint } from "eslint";

/** The house's own import rule (house-plugin.js): `house/no-import-cycles`. */
declare const house: ESLint.Plugin;
export default house;
