import type { z } from "astro/zod";

/**
 * A content file parsed by its schema, or one line per problem that names the file, the field and what
 * it expects (`src/content/brand/brand.json: founders.0.profileUrl: an https address …`): the agency
 * reads it in the build's output and knows which field of which file to change.
 */
export function parseContent<Schema extends z.ZodType>(schema: Schema, data: unknown, file: string): z.output<Schema> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `${file}: ${issue.path.length > 0 ? `${issue.path.join(".")}: ` : ""}${issue.message}`);
  throw new Error(problems.join("\n"));
}
