import { createServer, type Socket } from "node:net";
import type { PGlite } from "@electric-sql/pglite";

/** How long a client may hold the database between two messages of one exchange. */
const EXCHANGE_IDLE_LIMIT_MS = 5_000;

/**
 * Serves an open PGlite on a Unix socket in the PostgreSQL wire protocol, so the leads CLI can read and
 * erase leads while the server runs (ADR 0004, ADR 0023).
 *
 * PGlite is one session, shared by the server and every socket client. The session is the server's:
 * a client's start-up is answered here and never reaches PGlite, whose wire-protocol start-up would
 * reset the shared session's state (PGlite 0.3 then stops ending its answers with ReadyForQuery, and
 * every client waits forever). A client's exchange holds the database from its first message until
 * PGlite is ready for a query again: a simple query, or an extended-protocol sequence from Parse to
 * Sync. No statement of the server or of another client runs inside it, where its unnamed statement
 * would replace the client's, or the client's error would make PostgreSQL skip it. A client that leaves
 * a transaction open is rolled back and cut off: the session must be idle whenever the server writes a
 * lead.
 */
export async function serveOverSocket(db: PGlite, socketFile: string, { idleLimitMs = EXCHANGE_IDLE_LIMIT_MS } = {}): Promise<() => Promise<void>> {
  const { rows } = await db.query<{ server_version: string }>("show server_version");
  const welcome = startupAnswer(rows[0]?.server_version ?? "");
  const connections = new Set<SocketClient>();
  const server = createServer((socket) => {
    const connection = new SocketClient(db, socket, welcome, idleLimitMs);
    connections.add(connection);
    socket.once("close", () => connections.delete(connection));
  });
  server.maxConnections = 8;
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(socketFile, () => {
      server.off("error", reject);
      resolve();
    });
  });
  return async () => {
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    await Promise.all([...connections].map((connection) => connection.close()));
    await closed;
  };
}

const SSL_REQUEST = 80877103;
const GSS_REQUEST = 80877104;
const CANCEL_REQUEST = 80877102;
const TERMINATE = 0x58; // "X"
const READY_FOR_QUERY = 0x5a; // "Z"
const IDLE = 0x49; // "I": not in a transaction block
const SYNC = Buffer.from([0x53, 0, 0, 0, 4]);
const ROLLBACK = simpleQuery("ROLLBACK");

function backendMessage(type: string, body: Buffer): Buffer {
  const header = Buffer.alloc(5);
  header.write(type);
  header.writeInt32BE(4 + body.length, 1);
  return Buffer.concat([header, body]);
}

function simpleQuery(text: string): Buffer {
  return backendMessage("Q", Buffer.from(`${text}\0`));
}

/** AuthenticationOk (only the machine's users can reach the socket), the settings clients read, ReadyForQuery. */
function startupAnswer(serverVersion: string): Buffer {
  const settings = {
    server_version: serverVersion,
    server_encoding: "UTF8",
    client_encoding: "UTF8",
    DateStyle: "ISO, MDY",
    integer_datetimes: "on",
    standard_conforming_strings: "on",
  };
  return Buffer.concat([
    backendMessage("R", Buffer.from([0, 0, 0, 0])),
    ...Object.entries(settings).map(([name, value]) => backendMessage("S", Buffer.from(`${name}\0${value}\0`))),
    backendMessage("Z", Buffer.from("I")),
  ]);
}

/** The transaction status of the answer's closing ReadyForQuery, or undefined when the exchange goes on. */
function readyStatus(answer: Uint8Array): number | undefined {
  const view = Buffer.from(answer.buffer, answer.byteOffset, answer.byteLength);
  let last = -1;
  for (let at = 0; at + 5 <= view.length;) {
    const length = view.readInt32BE(at + 1);
    if (length < 4) return undefined;
    last = at;
    at += 1 + length;
  }
  return last >= 0 && view[last] === READY_FOR_QUERY ? view[last + 5] : undefined;
}

class SocketClient {
  #buffer = Buffer.alloc(0);
  #starting = true;
  /** Ends this client's hold on the database; set while an exchange is under way. */
  #release: (() => void) | undefined;
  #idleTimer: NodeJS.Timeout | undefined;
  /** Messages run one after another, in the order they arrived. */
  #work: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: PGlite,
    private readonly socket: Socket,
    private readonly welcome: Buffer,
    private readonly idleLimitMs: number,
  ) {
    socket.on("data", (chunk) => {
      this.#buffer = Buffer.concat([this.#buffer, chunk]);
      while (!socket.destroyed) {
        const message = this.#takeMessage();
        if (!message) break;
        if (this.#starting) this.#start(message);
        else this.#then(() => this.#answer(message));
      }
    });
    socket.on("error", () => socket.destroy());
    socket.on("close", () => this.#then(() => this.#settle()));
  }

  close(): Promise<void> {
    this.socket.destroy();
    return this.#work;
  }

  #then(step: () => Promise<void>) {
    this.#work = this.#work.then(step).catch(async () => {
      this.socket.destroy();
      await this.#settle();
    });
  }

  /** The next whole message: start-up packets have no type byte, every later message has one. */
  #takeMessage(): Buffer | undefined {
    const typeLength = this.#starting ? 0 : 1;
    if (this.#buffer.length < typeLength + 4) return undefined;
    const length = typeLength + this.#buffer.readInt32BE(typeLength);
    if (length < typeLength + 4) {
      this.socket.destroy(); // not the PostgreSQL protocol
      return undefined;
    }
    if (this.#buffer.length < length) return undefined;
    const message = this.#buffer.subarray(0, length);
    this.#buffer = this.#buffer.subarray(length);
    return message;
  }

  /** Start-up is answered here: the session is the server's and already started. */
  #start(packet: Buffer) {
    const code = packet.readInt32BE(4);
    if (code === SSL_REQUEST || code === GSS_REQUEST) {
      this.socket.write("N"); // a plain socket only
    } else if (code === CANCEL_REQUEST) {
      this.socket.destroy();
    } else {
      this.#starting = false;
      this.socket.write(this.welcome);
    }
  }

  async #answer(message: Buffer) {
    if (this.socket.destroyed) return;
    if (message[0] === TERMINATE) {
      this.socket.end(); // the client leaves the session; the session stays the server's
      return;
    }
    await this.#hold();
    const answer = await this.db.execProtocolRaw(message);
    const status = readyStatus(answer);
    if (status !== undefined && status !== IDLE) {
      this.socket.destroy(); // a transaction left open would swallow the server's next writes
      return this.#settle();
    }
    if (answer.length > 0) this.socket.write(answer);
    if (status === undefined) this.#idleTimer = setTimeout(() => this.socket.destroy(), this.idleLimitMs);
    else this.#letGo();
  }

  /** Waits for the database: no server transaction or statement, no other client's exchange under way. */
  #hold(): Promise<void> {
    clearTimeout(this.#idleTimer);
    if (this.#release) return Promise.resolve();
    return new Promise((held) => {
      void this.db._runExclusiveTransaction(() =>
        this.db.runExclusive(
          () =>
            new Promise<void>((release) => {
              this.#release = release;
              held();
            }),
        ),
      );
    });
  }

  /** Ends an exchange the client left unfinished (it went away, stalled or opened a transaction). */
  async #settle() {
    if (!this.#release) return;
    clearTimeout(this.#idleTimer);
    try {
      if (readyStatus(await this.db.execProtocolRaw(SYNC)) !== IDLE) await this.db.execProtocolRaw(ROLLBACK);
    } finally {
      this.#letGo();
    }
  }

  #letGo() {
    clearTimeout(this.#idleTimer);
    this.#release?.();
    this.#release = undefined;
  }
}
