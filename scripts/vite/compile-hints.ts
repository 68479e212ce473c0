/** V8's explicit compile hint (Chrome 136+): compile every function of the file while it downloads. */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad";

/** React's runtime and the contact island's own modules. */
const ISLAND_CODE = /[\\/]node_modules[\\/](?:react|react-dom|scheduler|@astrojs[\\/]react)[\\/]|[\\/]src[\\/]features[\\/]contact[\\/]/;

/**
 * The first line of a browser chunk (the client build's `postBanner`, written after minification, which
 * would drop a comment): V8's compile hint for the contact island's chunks, nothing for the others
 * (docs/decisions/0027). Without the hint, V8 compiles a function on the main thread the first time it
 * runs, so the island's hydration and the first press of its button paid for React's code there; with
 * it, the island's functions are compiled on a background thread while the file streams in. Most
 * functions of the other chunks run later, if ever: V8's own choice suits them.
 */
export function compileHintFor(chunk: { moduleIds: readonly string[] }): string {
  return chunk.moduleIds.some((id) => ISLAND_CODE.test(id)) ? COMPILE_HINT : "";
}
