/**
 * The words of the last-resort error page, shown when even the root loader failed and no language's
 * messages arrived. English, the UI fallback language; kept apart so the page bundle stays small.
 */
export const rootFailureMessages = {
  title: "Something went wrong",
  description: "Please try again in a moment.",
  home: "Home",
};
