// The house's one import rule that no library holds (docs/architecture.md, "House rules"; docs/decisions/0037): no
// circle of imports, `import type` included — a type-only circle is still two modules that cannot be understood
// one without the other, and eslint-plugin-import-x's no-cycle skips type-only imports. The boundaries are
// eslint-plugin-boundaries' (./import-boundaries.js). Every import is resolved to the file it names, relative or
// through the `~/` and `~server/` aliases of tsconfig.json, so a circle is found however its imports are spelt.
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { parse } from "@typescript-eslint/typescript-estree";

const SOURCE_EXTENSIONS = [".ts", ".tsx", ".js", ".mjs"];

/** The file an import names, or undefined for a package, a stylesheet, an .astro file or a missing file. */
function resolveImport(specifier, importer, root) {
  let base;
  if (specifier.startsWith("~/")) base = path.join(root, "src", specifier.slice(2));
  else if (specifier.startsWith("~server/")) base = path.join(root, "server", specifier.slice("~server/".length));
  else if (specifier.startsWith(".")) base = path.resolve(path.dirname(importer), specifier);
  else return undefined;
  const candidates = [
    base,
    ...SOURCE_EXTENSIONS.map((extension) => base + extension),
    ...SOURCE_EXTENSIONS.map((extension) => path.join(base, `index${extension}`)),
  ];
  return candidates.find((file) => SOURCE_EXTENSIONS.includes(path.extname(file)) && existsSync(file) && statSync(file).isFile());
}

/** Every module specifier of a program: imports, re-exports and dynamic imports of a literal. */
function specifiersOf(program) {
  const found = [];
  const visit = (node) => {
    if (!node || typeof node.type !== "string") return;
    if ((node.type === "ImportDeclaration" || node.type === "ExportNamedDeclaration" || node.type === "ExportAllDeclaration") && node.source)
      found.push(node.source.value);
    if (node.type === "ImportExpression" && node.source.type === "Literal" && typeof node.source.value === "string") found.push(node.source.value);
    for (const [key, value] of Object.entries(node)) {
      if (key === "parent") continue;
      if (Array.isArray(value)) value.forEach(visit);
      else if (value && typeof value === "object") visit(value);
    }
  };
  visit(program);
  return found;
}

/** The files each file imports, read from disk once per lint run. */
const importsCache = new Map();
function importsOf(file, root) {
  let imports = importsCache.get(file);
  if (!imports) {
    let program;
    try {
      program = parse(readFileSync(file, "utf8"), { jsx: file.endsWith(".tsx"), range: false, loc: false });
    } catch {
      program = undefined;
    }
    imports = program
      ? [
          ...new Set(
            specifiersOf(program)
              .map((specifier) => resolveImport(specifier, file, root))
              .filter(Boolean),
          ),
        ]
      : [];
    importsCache.set(file, imports);
  }
  return imports;
}

/** The shortest chain of imports from `start` back to `target`, or undefined when there is none. */
function chainBack(start, target, root) {
  const cameFrom = new Map([[start, undefined]]);
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift();
    for (const next of importsOf(file, root)) {
      if (next === target) {
        const chain = [file];
        for (let step = cameFrom.get(file); step; step = cameFrom.get(step)) chain.unshift(step);
        return chain;
      }
      if (!cameFrom.has(next)) {
        cameFrom.set(next, file);
        queue.push(next);
      }
    }
  }
  return undefined;
}

/** Calls `check(node, resolvedFile)` for every import of the file being linted. */
function eachImport(context, check) {
  const root = context.settings.house?.root ?? context.cwd;
  const importer = context.filename;
  const onSource = (node, source) => {
    if (source?.type !== "Literal" || typeof source.value !== "string") return;
    const file = resolveImport(source.value, importer, root);
    if (file) check(node, file);
  };
  return {
    ImportDeclaration: (node) => onSource(node, node.source),
    ExportNamedDeclaration: (node) => onSource(node, node.source),
    ExportAllDeclaration: (node) => onSource(node, node.source),
    ImportExpression: (node) => onSource(node, node.source),
  };
}

const relative = (context, file) => path.relative(context.settings.house?.root ?? context.cwd, file);

const noImportCycles = {
  meta: {
    type: "problem",
    docs: { description: "No circle of imports, type-only imports included." },
    messages: { cycle: "Import circle: {{chain}}. Move what both sides need into a module of its own." },
    schema: [],
  },
  create(context) {
    const root = context.settings.house?.root ?? context.cwd;
    const importer = context.filename;
    return eachImport(context, (node, file) => {
      const chain = file === importer ? [importer] : chainBack(file, importer, root);
      if (chain)
        context.report({
          node,
          messageId: "cycle",
          data: { chain: [importer, ...(file === importer ? [] : chain), importer].map((step) => relative(context, step)).join(" → ") },
        });
    });
  },
};

export default { meta: { name: "house" }, rules: { "no-import-cycles": noImportCycles } };
