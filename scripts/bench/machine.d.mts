export interface MachineShare {
  othersPercent: number;
  stealPercent: number;
  benchPercent: number;
}
export function watchMachine(): () => MachineShare | null;
export function waitForQuietMachine(options?: { limitPercent?: number; windowMs?: number; maxWaitMs?: number }): Promise<Partial<MachineShare> & { waitedMs: number; quiet: boolean }>;
