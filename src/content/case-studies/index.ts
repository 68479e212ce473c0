import type { CaseSlug, CaseStudy } from "./types";
import { airhelpCase } from "./airhelp";
import { criptominingCase } from "./criptomining";
import { opstartCase } from "./opstart";
import { xtribeCase } from "./xtribe";
import { zteCase } from "./zte";

export const caseStudies: Record<CaseSlug, CaseStudy> = {
  "criptomining-case": criptominingCase,
  "opstart-case": opstartCase,
  "airhelp-case": airhelpCase,
  "xtribe-case": xtribeCase,
  "zte-case": zteCase,
};
