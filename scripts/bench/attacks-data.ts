// Issue 44's attacks on what is stored and sent (items 4 to 8): replicas without FORM_SECRET through
// kills, two replicas migrating one empty PostgreSQL database, a burst of leads to notify, the consent
// endpoint, and invisible or encoded-word names in the contact form.
import { randomBytes, randomUUID } from "node:crypto";
import net from "node:net";
import { setTimeout as sleep } from "node:timers/promises";
import { consentConfig } from "~/config/consent.ts";
import { collectTokens, leadBody, MIN_FILL_WAIT_MS, sqlQuery } from "./contact-client.ts";
import { waitForHealth, type BenchEnv, type BenchServer } from "./servers.ts";
import { ms, notificationReceivers, request, seconds, withControl, type AttackRow } from "./attack-tools.ts";
import { pagesOfOneServer, startLogged, type Target } from "./attacks-connections.ts";

const KILL_LEADS = Number(process.env.BENCH_KILL_LEADS ?? 2000);
const KILLS = 4;
const RACE_ROUNDS = Number(process.env.BENCH_RACE_ROUNDS ?? 20);
const BURST_LEADS = 64;
const NOTIFY_BOUND_MS = 10_000;
/** How long the bench waits for the burst's notifications (the issue saw 135 s). */
const NOTIFY_WAIT_MS = Number(process.env.BENCH_NOTIFY_WAIT_MS ?? 40_000);
const PART_TIME_LIMIT_MS = Number(process.env.BENCH_PART_TIME_LIMIT_MS ?? 300_000);
const TOKEN_IN_FORM = /name="formToken" value="([^"]+)"/;

/** The invisible characters the issue found passing the form's rules. */
const INVISIBLE = [
  ["U+E0041 (tag)", "\u{E0041}"],
  ["U+E0001 (language tag)", "\u{E0001}"],
  ["U+3164 (Hangul filler)", "\u3164"],
  ["U+00AD (soft hyphen)", "\u00AD"],
  ["U+180E (Mongolian vowel separator)", "\u180E"],
  ["U+FE0F (variation selector)", "\uFE0F"],
  ["U+2028 (line separator)", "\u2028"],
] as const;
/** "Admin" as an RFC 2047 encoded word: a mail program shows the decoded text, not what was typed. */
const ENCODED_WORD = "=?UTF-8?B?QWRtaW4=?=";

/** The form as a browser without JavaScript posts it, to one replica; the answer's page comes back. */
function postLead(port: number, body: string, headers: Record<string, string> = {}) {
  return request({
    port,
    method: "POST",
    path: "/en/contact",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: `http://127.0.0.1:${port}`, ...headers },
    body,
    timeoutMs: 20_000,
  });
}

async function storedEmails(env: BenchEnv, pattern: string) {
  return (await sqlQuery<{ email: string }>(env, `select "Email" as email from "Contact-final" where "Email" like $1`, [pattern])).map((row) => row.email);
}

async function startReplicas(count: number, port: number, env: BenchEnv) {
  return Promise.all(Array.from({ length: count }, (_, index) => startLogged(port + index, env)));
}

/**
 * Items 2, 5, 7, 8, 9 on one server (PGlite) or two replicas (PostgreSQL) with the agency's mail server and
 * webhook stood in for: the pages, the consent endpoint, invisible and encoded-word names, a burst of leads.
 */
export async function formAndNotifications(target: Target, replicas: number, runId: string): Promise<AttackRow[]> {
  const receivers = await notificationReceivers({ smtpPort: target.port + 2, webhookPort: target.port + 3 });
  const env = { ...target.env, ...receivers.env, TRUST_PROXY: "loopback" };
  const started = await startReplicas(replicas, target.port, env).catch(async (error: unknown) => {
    await receivers.close();
    throw error;
  });
  const ports = started.map(({ server }) => server.port);
  const [port] = ports as [number];
  try {
    const rows = await pagesOfOneServer(target, port);
    const tokens = await collectTokens(port, INVISIBLE.length + 1 + BURST_LEADS);
    await sleep(MIN_FILL_WAIT_MS);
    rows.push(...(await consent(target, env, port)));
    rows.push(await invisibleNames(target, env, port, runId, tokens.splice(0, INVISIBLE.length)));
    rows.push(...(await burstAndEncodedWord(target, ports, runId, tokens, receivers)));
    return rows;
  } finally {
    await Promise.all(started.map(({ server }) => server.stop()));
    await receivers.close();
  }
}

/** Item 7: a body announced at 1 GB, the same proof posted five times, a garbage X-Forwarded-For per proof. */
async function consent(target: Target, env: BenchEnv, port: number): Promise<AttackRow[]> {
  const proof = () => ({
    consentId: randomUUID(),
    action: "accept_all",
    categories: { analytics: true, marketing: false, preferences: true },
    version: consentConfig.version,
    language: "en",
    decidedAt: new Date().toISOString(),
  });
  const post = (body: string, forwardedFor: string) =>
    request({
      port,
      method: "POST",
      path: "/api/consent",
      headers: { "content-type": "application/json", origin: `http://127.0.0.1:${port}`, "x-forwarded-for": forwardedFor },
      body,
    });
  const ids: string[] = [];
  try {
    const huge = await withControl(port, () => announcedGigabyte(port));
    const same = proof();
    ids.push(same.consentId);
    const repeated = await withControl(port, async () => {
      const statuses = [];
      for (let i = 0; i < 5; i++) statuses.push((await post(JSON.stringify(same), "198.18.90.1")).status);
      return statuses;
    });
    const [{ n: stored } = { n: -1 }] = await sqlQuery<{ n: number }>(env, "select count(*)::int as n from consent_records where consent_id = $1", [
      same.consentId,
    ]);
    const garbage = await withControl(port, async () => {
      for (let i = 1; i <= 200; i++) {
        const distinct = proof();
        ids.push(distinct.consentId);
        const { status } = await post(JSON.stringify(distinct), `not-an-address-${i}`);
        if (status === 429) return i;
      }
      return undefined;
    });
    return [
      {
        scenario: "7 consent: Content-Length 1 GB",
        database: target.name,
        figure: `${huge.result.status || huge.result.error} in ${ms(huge.result.ms)}`,
        bound: "413 in ≤ 1 s",
        controlP99Ms: huge.control?.p99Ms,
        ok: huge.result.status === 413 && huge.result.ms <= 1000,
      },
      {
        scenario: "7 consent: one proof posted 5 times",
        database: target.name,
        figure: `answers ${repeated.result.join(" ")}; stored ${stored}×`,
        bound: "stored once",
        controlP99Ms: repeated.control?.p99Ms,
        ok: stored === 1,
      },
      {
        scenario: "7 consent: garbage X-Forwarded-For per proof",
        database: target.name,
        figure: garbage.result === undefined ? "no 429 in 200 proofs: each garbage value a fresh key" : `429 from proof ${garbage.result}`,
        bound: "limited like its socket's address (429)",
        controlP99Ms: garbage.control?.p99Ms,
        ok: garbage.result !== undefined,
      },
    ];
  } finally {
    if (env.DATABASE_URL) await sqlQuery(env, "delete from consent_records where consent_id = any($1::text[])", [ids]);
  }
}

/** A proof whose Content-Length says 1 GB, of which 16 KB are sent: when does an answer come? */
function announcedGigabyte(port: number): Promise<{ status: number; ms: number; error?: string }> {
  return new Promise((resolve) => {
    const started = performance.now();
    let received = "";
    const socket = net.connect(port, "127.0.0.1", () => {
      socket.write(
        `POST /api/consent HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nOrigin: http://127.0.0.1:${port}\r\nContent-Type: application/json\r\nContent-Length: 1000000000\r\n\r\n{"consentId":"${"x".repeat(16 * 1024)}`,
      );
    });
    const finish = (error?: string) => {
      socket.destroy();
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(received)?.[1] ?? 0), ms: performance.now() - started, error });
    };
    socket.on("data", (chunk: Buffer) => {
      received += chunk.toString("latin1");
      if (received.includes("\r\n")) finish();
    });
    socket.on("error", (error: NodeJS.ErrnoException) => finish(error.code));
    socket.on("close", () => finish("closed without an answer"));
    socket.setTimeout(35_000, () => finish("TIMEOUT"));
  });
}

/** Item 8: names with characters nobody sees: each refused with the form shown again, none stored. */
async function invisibleNames(target: Target, env: BenchEnv, port: number, runId: string, tokens: string[]): Promise<AttackRow> {
  const { result: answers, control } = await withControl(port, () =>
    Promise.all(
      INVISIBLE.map(async ([name, character], index) => {
        const body = leadBody({ fullName: `Mario${character}Rossi`, email: `bench-${runId}-i${index}@example.com`, formToken: tokens[index]! });
        const answer = await postLead(port, body);
        return { name, status: answer.status, formAgain: TOKEN_IN_FORM.test(answer.body) };
      }),
    ),
  );
  const stored = await storedEmails(env, `bench-${runId}-i%`);
  const passed = answers.filter((answer, index) => answer.status !== 400 || !answer.formAgain || stored.includes(`bench-${runId}-i${index}@example.com`));
  return {
    scenario: "8 invisible characters in the name",
    database: target.name,
    figure: `refused ${answers.length - passed.length} of ${answers.length}, stored ${stored.length}${passed.length ? `; passed: ${passed.map((answer) => `${answer.name} ${answer.status}`).join(", ")}` : ""}`,
    bound: "each 400 with the form, none stored",
    controlP99Ms: control?.p99Ms,
    ok: passed.length === 0 && stored.length === 0,
    details: answers,
  };
}

/**
 * Items 5 and 8: an encoded-word name, then 64 leads at once spread over the replicas; how long until the
 * mail server and the webhook have each one, and what the encoded-word lead's e-mail says in its headers.
 */
async function burstAndEncodedWord(
  target: Target,
  ports: number[],
  runId: string,
  tokens: string[],
  receivers: Awaited<ReturnType<typeof notificationReceivers>>,
): Promise<AttackRow[]> {
  const encodedEmail = `bench-${runId}-w@example.com`;
  const encoded = await postLead(ports[0]!, leadBody({ fullName: `${ENCODED_WORD} Rossi`, email: encodedEmail, formToken: tokens[0]! }));
  const started = performance.now();
  const { result, control } = await withControl(ports[0], async () => {
    const acknowledged = (
      await Promise.all(
        Array.from({ length: BURST_LEADS }, async (_, i) => {
          const email = `bench-${runId}-n${i}@example.com`;
          const answer = await postLead(ports[i % ports.length]!, leadBody({ fullName: `Burst Lead ${i}`, email, formToken: tokens[1 + i]! }));
          return answer.status === 303 ? email : undefined;
        }),
      )
    ).filter((email): email is string => email !== undefined);
    const awaited = encoded.status === 303 ? [...acknowledged, encodedEmail] : acknowledged;
    const mailTo = (email: string) => receivers.mails.filter((mail) => mail.header("reply-to").includes(email));
    const hooksFor = (email: string) => receivers.hooks.filter((hook) => hook.lead.email === email);
    const deadline = performance.now() + NOTIFY_WAIT_MS;
    while (performance.now() < deadline && !awaited.every((email) => mailTo(email).length > 0 && hooksFor(email).length > 0)) await sleep(100);
    const mails = acknowledged.flatMap(mailTo);
    const hooks = acknowledged.flatMap(hooksFor);
    const lastAt = Math.max(...mails.map((mail) => mail.at), ...hooks.map((hook) => hook.at));
    return {
      acknowledged: acknowledged.length,
      mailed: acknowledged.filter((email) => mailTo(email).length > 0).length,
      hooked: acknowledged.filter((email) => hooksFor(email).length > 0).length,
      duplicates: mails.length + hooks.length - 2 * new Set(acknowledged).size,
      lastMs: lastAt - started,
      encodedMail: mailTo(encodedEmail)[0],
    };
  });
  const all = result.acknowledged === BURST_LEADS && result.mailed === BURST_LEADS && result.hooked === BURST_LEADS;
  const visitorWord = (header: string) => header.toLowerCase().includes(ENCODED_WORD.toLowerCase());
  const mail = result.encodedMail;
  return [
    {
      scenario: `5 ${BURST_LEADS} leads at once: e-mail + webhook`,
      database: target.name,
      figure: `${result.mailed}/${result.acknowledged} mailed, ${result.hooked}/${result.acknowledged} webhooks${
        Number.isFinite(result.lastMs) ? `, last at ${seconds(result.lastMs)}` : ""
      }${all ? "" : ` (waited ${seconds(NOTIFY_WAIT_MS)})`}; ${Math.max(0, result.duplicates)} sent twice`,
      bound: `all ${BURST_LEADS} in ≤ ${NOTIFY_BOUND_MS / 1000} s`,
      controlP99Ms: control?.p99Ms,
      ok: all && result.lastMs <= NOTIFY_BOUND_MS,
    },
    {
      scenario: "8 encoded-word name in the e-mail",
      database: target.name,
      figure:
        encoded.status !== 303
          ? `refused (${encoded.status})`
          : mail
            ? `Subject: ${mail.header("subject").slice(0, 60)} | Reply-To: ${mail.header("reply-to").slice(0, 60)}`
            : "stored, no e-mail came",
      bound: "no visitor's =? in Subject/Reply-To",
      ok: encoded.status === 400 || (mail !== undefined && !visitorWord(mail.header("subject")) && !visitorWord(mail.header("reply-to"))),
    },
  ];
}

/**
 * Item 4: replicas without FORM_SECRET behind the bench, one of them SIGKILLed four times. A post
 * without an answer is sent again, the same body to the other replica; one answered with the form again
 * (its token refused) is sent again with the form's new token to the same replica, as a visitor pressing
 * the button again: the sending again that stored a lead twice when each process had its own secret.
 */
export async function formSecretThroughKills(target: Target, replicas: number, runId: string): Promise<AttackRow> {
  const env = { ...target.env, FORM_SECRET: "" };
  const deadline = Date.now() + PART_TIME_LIMIT_MS;
  const servers: BenchServer[] = (await startReplicas(replicas, target.port, env)).map(({ server }) => server);
  const ports = servers.map((server) => server.port);
  const perReplica = Math.ceil(KILL_LEADS / replicas);
  const tokenSets = await Promise.all(ports.map((port) => collectTokens(port, perReplica, { deadline })));
  await sleep(MIN_FILL_WAIT_MS);
  const killAt = Array.from({ length: KILLS }, (_, k) => Math.ceil(((k + 1) * KILL_LEADS) / (KILLS + 1)));
  const acknowledged = new Set<string>();
  let kills = 0;
  let refusedForms = 0;
  let gaveUp = 0;
  let next = 0;
  let restarting = Promise.resolve();
  const restartFirst = async () => {
    await servers[0]!.kill();
    servers[0] = (await startLogged(ports[0]!, env, { healthy: false })).server;
    await waitForHealth(servers[0], deadline);
  };
  const survivor = replicas > 1 ? ports[1] : undefined;
  try {
    const { control } = await withControl(survivor, async () => {
      const worker = async () => {
        while (next < KILL_LEADS) {
          const i = next++;
          const email = `bench-${runId}-k${i}@example.com`;
          let body = leadBody({ fullName: `Kill Lead ${i}`, email, formToken: tokenSets[i % replicas]![Math.floor(i / replicas)]! });
          // Posted to the replica that did not render the form, when there is one; unanswered, to the other.
          let replica = (i + 1) % replicas;
          for (;;) {
            if (Date.now() > deadline) {
              gaveUp += 1;
              break;
            }
            const answer = await postLead(ports[replica]!, body);
            if (answer.status === 303) {
              acknowledged.add(email);
              break;
            }
            const renewed = TOKEN_IN_FORM.exec(answer.body)?.[1];
            if (answer.status >= 400 && answer.status < 500 && renewed) {
              // Sent again where the new form came from, as a sticky session would: each replica may sign its own.
              refusedForms += 1;
              body = leadBody({ fullName: `Kill Lead ${i}`, email, formToken: renewed });
            } else {
              if (answer.status === 0) replica = (replica + 1) % replicas;
              await sleep(answer.status === 0 ? 50 : 200);
            }
          }
          if (kills < KILLS && acknowledged.size >= killAt[kills]!) {
            kills += 1;
            restarting = restarting.then(restartFirst);
          }
        }
      };
      await Promise.all(Array.from({ length: 20 }, worker));
      await restarting;
    });
    const rows = await storedEmails(env, `bench-${runId}-k%`);
    const perEmail = new Map<string, number>();
    for (const email of rows) perEmail.set(email, (perEmail.get(email) ?? 0) + 1);
    const lost = [...acknowledged].filter((email) => !perEmail.has(email)).length;
    const duplicated = [...perEmail.values()].filter((count) => count > 1).length;
    return {
      scenario: `4 no FORM_SECRET, ${replicas} replica${replicas > 1 ? "s" : ""}, ${KILLS} SIGKILLs`,
      database: target.name,
      figure: `${acknowledged.size}/${KILL_LEADS} acknowledged, lost ${lost}, duplicated ${duplicated}, gave up ${gaveUp}; ${refusedForms} forms refused and sent again`,
      bound: "0 lost, 0 duplicated",
      controlP99Ms: control?.p99Ms,
      ok: lost === 0 && duplicated === 0 && gaveUp === 0 && kills === KILLS,
      details: { kills, refusedForms, stored: rows.length },
    };
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
  }
}

/** Item 6: two replicas started together on an empty PostgreSQL database, RACE_ROUNDS times. */
export async function migrationRace(target: Target): Promise<AttackRow> {
  const pg = (await import("pg")).default;
  const admin = new pg.Client({ connectionString: target.env.DATABASE_URL });
  await admin.connect();
  const failures: string[] = [];
  let bothStarted = 0;
  try {
    for (let round = 0; round < RACE_ROUNDS; round++) {
      const url = new URL(target.env.DATABASE_URL!);
      const name = `${url.pathname.slice(1)}_race_${randomBytes(4).toString("hex")}`;
      url.pathname = `/${name}`;
      await admin.query(`create database "${name}"`);
      const replicas = await Promise.all(
        [0, 1].map((index) => startLogged(target.port + index, { ...target.env, DATABASE_URL: url.toString() }, { healthy: false })),
      );
      try {
        const outcomes = await Promise.allSettled(replicas.map(({ server }) => waitForHealth(server, Date.now() + 90_000)));
        if (outcomes.every((outcome) => outcome.status === "fulfilled")) bothStarted += 1;
        else {
          const failed = replicas.find((_, index) => outcomes[index]!.status === "rejected")!;
          const exit = failed.server.hasExited() ? await failed.server.exited : undefined;
          failures.push(
            `exit ${exit?.code ?? "-"}: ${failed.lines.find((line) => line.includes('"level":"error"'))?.slice(0, 200) ?? failed.lines.at(-1)?.slice(0, 200) ?? ""}`,
          );
        }
      } finally {
        await Promise.all(replicas.map(({ server }) => server.kill()));
        await admin.query(`drop database "${name}" with (force)`);
      }
    }
  } finally {
    await admin.end();
  }
  return {
    scenario: "6 two replicas, empty database, started together",
    database: target.name,
    figure: `both started in ${bothStarted} of ${RACE_ROUNDS} rounds${failures[0] ? `; ${failures[0]}` : ""}`,
    bound: `${RACE_ROUNDS} of ${RACE_ROUNDS}`,
    ok: bothStarted === RACE_ROUNDS,
    details: failures,
  };
}
