// The FNRH's sends against the fake API (server/fnrh/fake-server.ts), through the real queue (graphile-worker):
// a complete stay registered with its guests and its events sent; a guest the API silently drops reported as an
// error; a lost answer (a 500 after the register took effect, a timeout after the check-in took effect) retried
// with nothing sent twice, a 500 and a timeout before anything took effect too; the key never in an answer, the
// audit log, a log line or the backup download; a job queued while no runner runs is done once by the next one.
import { Writable } from "node:stream";
import { gunzipSync } from "node:zlib";
import { quickAddJob } from "graphile-worker";
import { describe, expect, it } from "vitest";
import type { Test } from "supertest";
import { sql } from "drizzle-orm";
import type { FnrhStayView } from "@shared/api/fnrh";
import { calendarDateAt, shiftDate } from "@shared/pousada-time";
import { createLogger } from "../logger";
import { COMPLETE_BR } from "../test/fnrh-guest";
import { fnrhBed } from "../test/fnrh-bed";
import { testDatabaseUrl } from "../test/harness";
import { DROPPED_GUEST } from "./sync";

const KEY = "chave-super-secreta-123";
const bed = fnrhBed(KEY);

async function configure(modoCheckin = "avisar") {
  const res = await bed.owner
    .put("/api/settings/fnrh")
    .send({ ambiente: "homologacao", usuario: "pousada-api", chave: KEY, cpfOperador: "529.982.247-25", modoCheckin })
    .expect(200);
  return res;
}

async function stayWith(guest: Record<string, unknown>) {
  const room = await bed.api.room();
  const main = await bed.api.guest(guest);
  const today = calendarDateAt(new Date(), "America/Sao_Paulo");
  const reservation = await bed.api.reservation({
    guestId: main.id,
    roomId: room.id,
    checkInDate: today,
    checkOutDate: shiftDate(today, 2),
    numberOfGuests: 1,
    status: "confirmed",
    travelReason: "LAZER_FERIAS",
    transport: "AUTOMOVEL",
  });
  return (await bed.api.checkIn(reservation.id)).id;
}

async function settled(stayId: string, states: string[]): Promise<FnrhStayView> {
  for (let i = 0; i < 150; i++) {
    const view = (await bed.staff.get(`/api/checkinout/${stayId}/fnrh`).expect(200)).body as FnrhStayView;
    if (states.includes(view.state)) return view;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error("the FNRH job never settled");
}

describe("FNRH sends", () => {
  it("registers a complete stay at check-in and sends its check-in and check-out, each once", async () => {
    const settings = await configure();
    expect(settings.body).toEqual({
      ambiente: "homologacao",
      usuario: "pousada-api",
      cpfOperador: "52998224725",
      modoCheckin: "avisar",
      chaveConfigurada: true,
      configurado: true,
    });
    expect((await bed.owner.post("/api/settings/fnrh/test").expect(200)).body).toEqual({
      ok: true,
      mensagem: "Conexão com a FNRH funcionando",
    });
    const stayId = await stayWith(COMPLETE_BR);
    const inHouse = await settled(stayId, ["checkin_enviado", "erro"]);
    expect(inHouse).toMatchObject({
      state: "checkin_enviado",
      lastError: null,
      guests: [{ state: "checkin_enviado" }],
    });
    expect(inHouse.linkPrecheckin).toMatch(/^https:\/\/fnrh\.turismo\.gov\.br\/precheckin\//);
    await bed.api.checkOut(stayId);
    const gone = await settled(stayId, ["checkout_enviado", "erro"]);
    expect(gone.state).toBe("checkout_enviado");
    expect(bed.fake.effects.map((e) => e.replace(/\/hospedes\/[^/]+\//, "/hospedes/:id/"))).toEqual([
      "POST /hospedagem/registrar",
      "PATCH /hospedes/:id/checkin",
      "PATCH /hospedes/:id/checkout",
    ]);
    // The key in no answer and no audit entry.
    const answers = [settings.text, (await bed.owner.get("/api/settings/fnrh").expect(200)).text];
    for (const text of answers) expect(text).not.toContain(KEY);
    const audit = await bed.database.db.execute(sql`SELECT * FROM audit_log`);
    expect(JSON.stringify(audit.rows)).not.toContain(KEY);
    expect(JSON.stringify(audit.rows)).toContain("/api/settings/fnrh");
  });

  it("reports a guest the API silently dropped (no logradouro) as an error, not a success", async () => {
    await configure();
    const stayId = await stayWith({ ...COMPLETE_BR, street: null });
    const view = await settled(stayId, ["erro", "checkin_enviado"]);
    expect(view.state).toBe("erro");
    expect(view.lastError).toBe(DROPPED_GUEST);
    expect(view.guests).toMatchObject([{ state: "erro", lastError: DROPPED_GUEST }]);
  });

  it("retries after a 500 and a timeout whose requests took effect, sending nothing twice", async () => {
    await configure();
    bed.fake.fail({ match: /^POST \/hospedagem\/registrar$/, kind: "status", status: 500, afterEffect: true });
    bed.fake.fail({ match: /^PATCH \/hospedes\/[^/]+\/checkin$/, kind: "hang", afterEffect: true });
    const stayId = await stayWith(COMPLETE_BR);
    const view = await settled(stayId, ["checkin_enviado"]);
    expect(view.state).toBe("checkin_enviado");
    expect(bed.fake.effects.map((e) => e.replace(/\/hospedes\/[^/]+\//, "/hospedes/:id/"))).toEqual([
      "POST /hospedagem/registrar",
      "PATCH /hospedes/:id/checkin",
    ]);
    expect(bed.fake.requests.filter((r) => r === "POST /hospedagem/registrar")).toHaveLength(1);
    expect(bed.fake.requests.filter((r) => r.startsWith("GET /reservas?") || r === "GET /reservas")).not.toHaveLength(
      0,
    );
  }, 40_000);

  it("retries after a 500 and a timeout before anything took effect, registering and checking in once", async () => {
    await configure();
    bed.fake.fail({ match: /^POST \/hospedagem\/registrar$/, kind: "status", status: 500 });
    bed.fake.fail({ match: /^PATCH \/hospedes\/[^/]+\/checkin$/, kind: "hang" });
    const stayId = await stayWith(COMPLETE_BR);
    const view = await settled(stayId, ["checkin_enviado"]);
    expect(view.guests).toMatchObject([{ state: "checkin_enviado", lastError: null }]);
    expect(bed.fake.effects.map((e) => e.replace(/\/hospedes\/[^/]+\//, "/hospedes/:id/"))).toEqual([
      "POST /hospedagem/registrar",
      "PATCH /hospedes/:id/checkin",
    ]);
    // Each was asked twice (the failure, then the retry) and took effect once.
    expect(bed.fake.requests.filter((r) => r === "POST /hospedagem/registrar")).toHaveLength(2);
    expect(bed.fake.requests.filter((r) => /^PATCH \/hospedes\/[^/]+\/checkin$/.test(r))).toHaveLength(2);
  }, 40_000);

  it("reports a guest with no address at all as an error, not a success", async () => {
    await configure();
    const stayId = await stayWith({
      ...COMPLETE_BR,
      cep: null,
      street: null,
      addressNumber: null,
      neighborhood: null,
      cityIbgeCode: null,
      state: null,
    });
    const view = await settled(stayId, ["erro", "checkin_enviado"]);
    expect(view).toMatchObject({ state: "erro", lastError: DROPPED_GUEST, guests: [{ state: "erro" }] });
    // The register took the reservation (201) but no guest: nothing is checked in.
    expect(bed.fake.effects).toEqual(["POST /hospedagem/registrar"]);
  });

  it("keeps the key out of every log line (a refused call included) and out of the backup download", async () => {
    await bed.jobs.stop();
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString("utf8"));
        done();
      },
    });
    const logger = createLogger("trace", sink);
    bed.jobs = await bed.startRunner(logger);
    await bed.signIn(bed.jobs, logger);
    await configure();
    // A 500 that the queue logs as the job's failure, then the retry.
    bed.fake.fail({ match: /^POST \/hospedagem\/registrar$/, kind: "status", status: 500 });
    const stayId = await stayWith(COMPLETE_BR);
    await settled(stayId, ["checkin_enviado"]);
    await bed.owner.post("/api/settings/fnrh/test").expect(200);
    const backup = await bed.owner.get("/api/system/backup").buffer(true).parse(asBytes).expect(200);
    const backupText = gunzipSync(backup.body as Buffer).toString("utf8");

    const basic = Buffer.from(`pousada-api:${KEY}`).toString("base64");
    expect(lines.join("").length).toBeGreaterThan(0);
    expect(lines.some((l) => l.includes("fnrh-enviar"))).toBe(true);
    for (const secret of [KEY, basic]) {
      expect(lines.filter((l) => l.includes(secret))).toEqual([]);
      expect(backupText).not.toContain(secret);
    }
    expect(backupText).not.toContain("fnrh_credentials");
    expect(backupText).toContain("fnrh_registrations");
  }, 40_000);

  it("a job queued while no runner runs survives the stop and is done once by the next runner", async () => {
    await bed.jobs.stop();
    // The app queues on the bed.database alone: no runner takes the job.
    await bed.signIn({
      add: (name, payload, spec) =>
        quickAddJob({ connectionString: testDatabaseUrl() }, name, payload as object, {
          jobKey: spec?.key,
          maxAttempts: 8,
        }).then(() => undefined),
    });
    await configure();
    const stayId = await stayWith(COMPLETE_BR);
    await new Promise((r) => setTimeout(r, 1_000));
    expect((await bed.staff.get(`/api/checkinout/${stayId}/fnrh`).expect(200)).body).toMatchObject({
      state: "pendente",
    });
    expect(bed.fake.requests).toEqual([]);
    const queued = await bed.database.db.execute(
      sql`SELECT count(*)::int AS n FROM graphile_worker.jobs WHERE task_identifier = 'fnrh-enviar'`,
    );
    expect(queued.rows).toEqual([{ n: 1 }]);

    bed.jobs = await bed.startRunner();
    const view = await settled(stayId, ["checkin_enviado", "erro"]);
    expect(view.state).toBe("checkin_enviado");
    expect(bed.fake.effects.map((e) => e.replace(/\/hospedes\/[^/]+\//, "/hospedes/:id/"))).toEqual([
      "POST /hospedagem/registrar",
      "PATCH /hospedes/:id/checkin",
    ]);
  }, 40_000);
});

const asBytes: Parameters<Test["parse"]>[0] = (res, done) => {
  const chunks: Buffer[] = [];
  res.on("data", (chunk: Buffer) => chunks.push(chunk));
  res.on("end", () => done(null, Buffer.concat(chunks)));
};
