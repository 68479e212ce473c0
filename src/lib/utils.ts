import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names. It does not resolve conflicts between utilities (tailwind-merge would, for 8 KB
 * gzip on every page): a component offers variants for what callers may change, and callers add
 * classes, never override the component's own.
 */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs);
}
