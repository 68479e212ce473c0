/** Spec, section 9: the floating bar appears once less than half of the hero is visible. */
export const HERO_VISIBLE_THRESHOLD = 0.5;
