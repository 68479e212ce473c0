import { once } from "node:events";
import { createServer, type Server, type Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leadEmailSender } from "./email";
import type { LeadMessage } from "./lead-message";

const SILENT_PORT = 3324;
let silent: Server;
const sockets = new Set<Socket>();

beforeAll(async () => {
  // Accepts the connection and never greets, as a mail server that hangs does.
  silent = createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  silent.listen(SILENT_PORT, "127.0.0.1");
  await once(silent, "listening");
});

afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await new Promise<void>((resolve) => silent.close(() => resolve()));
});

describe("the lead e-mail's limits", () => {
  it("gives up on a mail server that never greets within the greeting limit", async () => {
    const send = leadEmailSender(
      { smtpUrl: `smtp://127.0.0.1:${SILENT_PORT}`, from: "site@agency.example", to: "leads@agency.example" },
      { connectionTimeout: 500, greetingTimeout: 500, socketTimeout: 500 },
    );
    const started = Date.now();
    const lead: LeadMessage = {
      id: 1,
      firstName: "Ada",
      lastName: "Lovelace",
      email: "ada@example.com",
      company: "Engines",
      motivation: "Hello",
      language: "en",
      createdAt: new Date().toISOString(),
    };
    await expect(send(lead)).rejects.toMatchObject({ code: "ETIMEDOUT" });
    expect(Date.now() - started).toBeLessThan(3_000);
  }, 10_000);
});
