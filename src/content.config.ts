import { brandCollections } from "./content/brand/schema";

/**
 * The site's words, figures and pictures (docs/decisions/0033): each part of src/content/ declares its
 * collection and schema beside its files, and a build stops on any file that breaks one.
 */
export const collections = { ...brandCollections };
