export function findChromium(options?: { install?: boolean }): string;
export const chromiumArgs: string[];
