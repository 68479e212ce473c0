export function findChromium(options?: { install?: boolean }): string;
export function findRobotoFolder(options?: { install?: boolean }): string;
export const chromiumArgs: string[];
