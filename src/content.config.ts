import { brandCollections } from "./content/brand/schema";
import { legalCollections } from "./content/legal/schema";
import { casesCollections } from "./content/cases/schema";
import { homeCollections } from "./content/home/schema";
import { contactCollections } from "./content/contact/schema";
import { consentCollections } from "./content/consent/schema";
import { messagesCollections } from "./content/messages/schema";

/**
 * The site's words, figures and pictures (docs/decisions/0033): each part of src/content/ declares its
 * collection and schema beside its files, and a build stops on any file that breaks one.
 */
export const collections = {
  ...brandCollections,
  ...legalCollections,
  ...homeCollections,
  ...casesCollections,
  ...contactCollections,
  ...consentCollections,
  ...messagesCollections,
};
