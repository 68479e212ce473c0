import net from "node:net";
import { describe, expect, it } from "vitest";
import { freePort, startFloor } from "./servers.ts";

/** Whether a new server could listen on `port` now. */
function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer().once("error", () => resolve(false));
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
  });
}

describe("a server the benches start", () => {
  it("answers on the port it was given once started, and leaves the port free once stopped", async () => {
    const port = await freePort();
    const floor = await startFloor({ port });
    try {
      expect(floor.origin).toBe(`http://127.0.0.1:${port}`);
      const answer = await fetch(`${floor.origin}/`, { headers: { connection: "close" } });
      expect(answer.status).toBe(200);
      expect(await answer.text()).toContain("A page of nothing");
      expect(await canListen(port)).toBe(false);
    } finally {
      await floor.stop();
    }
    expect(floor.hasExited()).toBe(true);
    expect(await canListen(port)).toBe(true);
  });
});
