import path from "node:path";
import { build } from "astro";

/**
 * `astro build`, with one line per content mistake (docs/decisions/0033): the file, the field and what
 * it should be, e.g. `src/content/home/fr.yaml: hero.headlineDesktop: missing`, for whoever edited it.
 * Astro's own report of a schema error spreads it over a block of markup, links and a stack trace.
 */
export function describeBuildError(error: unknown, root = process.cwd()): string[] {
  const { loc, message, name } = error as { loc?: { file?: string }; message?: string; name?: string };
  const file = loc?.file ? path.relative(root, loc.file) : undefined;
  if (name === "InvalidContentEntryDataError" && file && message) {
    return [...message.matchAll(/^ {2}\*\*(.+?)\*\*: (.*)$/gm)].map(([, field, problem]) => `${file}: ${field}${plainProblem(problem!)}`);
  }
  const text = String(message ?? error).replaceAll("**", "");
  return [file ? `${file}: ${text}` : text];
}

/** Astro repeats the field before zod's "Required"; the rest of zod's messages are the schemas' own. */
function plainProblem(problem: string): string {
  const bare = problem.replace(/^\*\*.+?\*\*: /, "");
  return bare === "Required" ? " is missing" : `: ${bare}`;
}

if (import.meta.main) {
  try {
    await build({});
  } catch (error) {
    console.error(["", "The build stopped:", ...describeBuildError(error).map((line) => `  ${line}`)].join("\n"));
    process.exit(1);
  }
}
