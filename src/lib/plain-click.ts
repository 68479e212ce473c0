/**
 * A click a script may take over: the main button, no modifier key. With a modifier the visitor asked the
 * browser for something of its own (a new tab or window, a download), which the link must keep doing.
 */
export const isPlainClick = (event: MouseEvent): boolean => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
