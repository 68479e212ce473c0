/** V8's explicit compile hint (Chrome 136+): compile every function of the file while it downloads. */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad";

/** The contact form's own modules (its script, schema and session). */
const CONTACT_FORM_CODE = /[\\/]src[\\/]features[\\/]contact[\\/]/;

/**
 * The first line of a browser chunk (the client build's `postBanner`, written after minification, which
 * would drop a comment): V8's compile hint for the contact form's chunks, nothing for the others
 * (docs/decisions/0027). Without the hint, V8 compiles a function on the main thread the first time it
 * runs, so the first press of the form's button would pay for compiling the checks and the code that
 * shows their errors; with it, they are compiled on a background thread while the file streams in.
 * Most functions of the other chunks run later, if ever: V8's own choice suits them.
 */
export function compileHintFor(chunk: { moduleIds: readonly string[] }): string {
  return chunk.moduleIds.some((id) => CONTACT_FORM_CODE.test(id)) ? COMPILE_HINT : "";
}
