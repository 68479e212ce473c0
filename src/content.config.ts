import { brandCollections } from "./content/brand/schema";
import { legalCollections } from "./content/legal/schema";
import { casesCollections } from "./content/cases/schema";
import { homeCollections } from "./content/home/schema";

/**
 * The site's words, figures and pictures (docs/decisions/0033): each part of src/content/ declares its
 * collection and schema beside its files, and a build stops on any file that breaks one.
 */
export const collections = { ...brandCollections, ...legalCollections, ...homeCollections, ...casesCollections };
