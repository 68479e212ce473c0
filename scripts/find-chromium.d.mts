export function findChromium(options?: { install?: boolean }): string;
export function findRobotoFolder(): string;
export function installRobotoWhenMissing(): void;
export const chromiumArgs: string[];
