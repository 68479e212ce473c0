import type { ChildProcess } from "node:child_process";
import type { Agent } from "node:http";

export const BUILD_ENTRY: string;
export const FORM_SECRET: string;
export const MIN_FILL_WAIT_MS: number;
export function sleep(ms: number): Promise<void>;
export function ensureBuild(): void;

export interface BenchServer {
  child: ChildProcess;
  pid: number;
  port: number;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  hasExited(): boolean;
  kill(): Promise<void>;
  stop(): Promise<void>;
}
export type BenchEnv = Record<string, string>;
export function startServer(options: { port: number; env?: BenchEnv; onLogLine?: (line: string, stream: "stdout" | "stderr") => void }): BenchServer;
export function waitForHealth(server: BenchServer, deadline: number): Promise<void>;
export function collectTokens(port: number, count: number, options?: { concurrency?: number; deadline?: number }): Promise<string[]>;
export function leadBody(lead: { fullName: string; email: string; company?: string; motivation?: string; formToken: string }): string;
export function postForm(options: {
  port: number;
  agent?: Agent | false;
  body: string;
  address?: string;
  path?: string;
  headers?: Record<string, string>;
  timeoutMs?: number;
}): Promise<{ status: number; error?: string; ms: number }>;
export interface StoredLead {
  id: number;
  email: string;
  firstName: string;
  [field: string]: unknown;
}
export function readStoredLeads(env: BenchEnv): Promise<StoredLead[]>;
export function sqlQuery<Row = Record<string, unknown>>(env: BenchEnv, text: string, params?: unknown[]): Promise<Row[]>;
export function deleteLeads(databaseUrl: string, emailPattern: string): Promise<number>;
export function rssMb(pid: number): number | undefined;
export function percentile(sorted: number[], p: number): number;
