// A stand-in for a PSP's API Pix (Banco Central's standard, v2) on 127.0.0.1, for the tests of the optional PSP
// (docs/decisions/0065). What the adapter meets at a real PSP: an OAuth2 client_credentials token (Basic client
// credentials) that expires; Bearer checked on every call, 401 when missing or expired; PUT /v2/cob/{txid} refusing a
// txid outside 26-35 letters and digits, one already used, a bad amount or an unknown key (RFC 7807 problems);
// GET /v2/cob/{txid} (ATIVA, then CONCLUIDA with its pix); GET /v2/pix/{e2eid} (404 for a Pix it never saw);
// PUT /v2/webhook/{chave}. A payment is delivered to `<webhookUrl>/pix` as { pix: [...] }, retried on any non-2xx
// answer, and can be delivered several times at once (PSPs redeliver). A test can make the next matching calls
// answer a status or never answer (`fail`), or take the whole PSP down. scripts/psp-fake.ts runs it on its own.
import { randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { crc16 } from "../domain/pix";

interface Cob {
  txid: string;
  criacao: string;
  expiracao: number;
  valor: string;
  chave: string;
  solicitacaoPagador?: string;
  location: string;
  pixCopiaECola: string;
  status: "ATIVA" | "CONCLUIDA";
  pix: FakePix[];
}
export interface FakePix {
  endToEndId: string;
  txid?: string;
  valor: string;
  horario: string;
  infoPagador?: string;
}
interface Fault {
  match: RegExp;
  status?: number;
  /** No answer at all: the caller times out. */
  hang?: boolean;
  /** How many matching calls it hits (1 by default). */
  times?: number;
}

export interface FakePsp {
  /** The API's base (PIX_PSP_API_URL), ending in /v2. */
  apiUrl: string;
  tokenUrl: string;
  cobs: Map<string, Cob>;
  pix: Map<string, FakePix>;
  webhooks: Map<string, string>;
  /** Every call as "METHOD /path", in order. */
  requests: string[];
  tokensIssued: number;
  fail(fault: Fault): void;
  /** Every call answers 503 while down. */
  setDown(down: boolean): void;
  /** Every token issued so far stops being accepted (expired early at the PSP). */
  expireTokens(): void;
  /** A payer pays a charge (its amount by default); the Pix is recorded, not delivered. */
  pay(txid: string, valor?: string): FakePix;
  /** A Pix to the key with no charge. */
  payKey(valor: string): FakePix;
  /**
   * POSTs the Pix to the key's webhook `copies` times at once, each retried on a non-2xx answer up to `attempts`
   * times; answers every status received, in order of arrival.
   */
  deliver(chave: string, pix: FakePix[], options?: { copies?: number; attempts?: number }): Promise<number[]>;
  close(): Promise<void>;
}

const ISPB_PAYER = "60701190";

function endToEndId(at: Date) {
  const stamp = at.toISOString().replace(/\D/g, "").slice(0, 12);
  const tail = randomBytes(16)
    .toString("base64")
    .replace(/[^a-zA-Z0-9]/g, "")
    .padEnd(11, "x")
    .slice(0, 11);
  return `E${ISPB_PAYER}${stamp}${tail}`;
}

/** A dynamic BR Code: the charge's location (field 26, 25) instead of a key, no amount, txid '***', its CRC. */
function dynamicCode(location: string) {
  const f = (id: string, value: string) => `${id}${String(value.length).padStart(2, "0")}${value}`;
  const body =
    f("00", "01") +
    f("01", "12") +
    f("26", f("00", "br.gov.bcb.pix") + f("25", location)) +
    f("52", "0000") +
    f("53", "986") +
    f("58", "BR") +
    f("59", "POUSADA TESTE") +
    f("60", "SAO PAULO") +
    f("62", f("05", "***")) +
    "6304";
  return body + crc16(body);
}

export async function startFakePsp(options: {
  clientId: string;
  clientSecret: string;
  /** Keys registered at the PSP: a charge to another key is refused. */
  keys: string[];
  tokenSeconds?: number;
}): Promise<FakePsp> {
  const tokens = new Map<string, number>();
  const faults: Fault[] = [];
  const hanging: http.ServerResponse[] = [];
  let down = false;
  let sequence = 0;

  const problem = (res: http.ServerResponse, status: number, title: string, detail?: string) => {
    res.writeHead(status, { "Content-Type": "application/problem+json" });
    res.end(JSON.stringify({ type: `https://pix.bcb.gov.br/api/v2/error/${status}`, title, status, detail }));
  };
  const json = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { "Content-Type": "application/json" });
    res.end(JSON.stringify(body));
  };
  const cobView = (cob: Cob) => ({
    calendario: { criacao: cob.criacao, expiracao: cob.expiracao },
    txid: cob.txid,
    revisao: 0,
    loc: { id: 1, location: cob.location, tipoCob: "cob" },
    location: cob.location,
    status: cob.status,
    valor: { original: cob.valor },
    chave: cob.chave,
    solicitacaoPagador: cob.solicitacaoPagador,
    pixCopiaECola: cob.pixCopiaECola,
    ...(cob.pix.length ? { pix: cob.pix } : {}),
  });

  function handle(req: http.IncomingMessage, res: http.ServerResponse, body: string) {
    const url = new URL(req.url ?? "/", "http://fake");
    const line = `${req.method} ${url.pathname}`;
    fake.requests.push(line);
    if (down) return problem(res, 503, "Serviço indisponível");
    const faultAt = faults.findIndex((f) => f.match.test(line));
    if (faultAt >= 0) {
      const fault = faults[faultAt]!;
      fault.times = (fault.times ?? 1) - 1;
      if (fault.times <= 0) faults.splice(faultAt, 1);
      if (fault.hang) return void hanging.push(res);
      return problem(res, fault.status ?? 500, "Erro interno");
    }

    // Not in the real API: from another process (scripts/psp-fake.ts), a payer pays a charge (or the key, without
    // txid) and the Pix is delivered to the key's webhook, `copias` times at once.
    if (req.method === "POST" && url.pathname === "/__fake/pagar") {
      const input = JSON.parse(body || "{}") as { txid?: string; valor?: string; copias?: number };
      if (input.txid && !fake.cobs.has(input.txid)) return problem(res, 404, "Cobrança não encontrada");
      const pix = input.txid ? fake.pay(input.txid, input.valor) : fake.payKey(input.valor ?? "1.00");
      const chave = input.txid ? fake.cobs.get(input.txid)!.chave : options.keys[0]!;
      void fake.deliver(chave, [pix], { copies: input.copias ?? 1 }).catch(() => undefined);
      return json(res, 202, pix);
    }

    if (req.method === "POST" && url.pathname === "/oauth/token") {
      const basic = `Basic ${Buffer.from(`${options.clientId}:${options.clientSecret}`).toString("base64")}`;
      if (req.headers.authorization !== basic) return json(res, 401, { error: "invalid_client" });
      if (new URLSearchParams(body).get("grant_type") !== "client_credentials") {
        return json(res, 400, { error: "unsupported_grant_type" });
      }
      const seconds = options.tokenSeconds ?? 3600;
      const token = randomBytes(24).toString("hex");
      tokens.set(token, Date.now() + seconds * 1000);
      fake.tokensIssued++;
      return json(res, 200, { access_token: token, token_type: "Bearer", expires_in: seconds, scope: "cob.write" });
    }

    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? "")?.[1];
    const expiresAt = bearer ? tokens.get(bearer) : undefined;
    if (!expiresAt || expiresAt <= Date.now()) return problem(res, 401, "Não autorizado");

    const cobPath = /^\/v2\/cob\/([^/]+)$/.exec(url.pathname);
    if (cobPath && req.method === "PUT") {
      const txid = decodeURIComponent(cobPath[1]!);
      if (!/^[a-zA-Z0-9]{26,35}$/.test(txid)) return problem(res, 400, "Cobrança inválida", "txid inválido");
      if (fake.cobs.has(txid)) return problem(res, 400, "Cobrança inválida", "txid já utilizado");
      let input: { calendario?: { expiracao?: unknown }; valor?: { original?: unknown }; chave?: unknown };
      try {
        input = JSON.parse(body) as typeof input;
      } catch {
        return problem(res, 400, "Requisição inválida");
      }
      const valor = input.valor?.original;
      const expiracao = input.calendario?.expiracao ?? 86400;
      if (typeof valor !== "string" || !/^\d{1,10}\.\d{2}$/.test(valor) || Number(valor) <= 0) {
        return problem(res, 400, "Cobrança inválida", "valor.original inválido");
      }
      if (typeof expiracao !== "number" || !Number.isInteger(expiracao) || expiracao <= 0) {
        return problem(res, 400, "Cobrança inválida", "calendario.expiracao inválido");
      }
      if (typeof input.chave !== "string" || !options.keys.includes(input.chave)) {
        return problem(res, 400, "Cobrança inválida", "chave não pertence ao usuário recebedor");
      }
      const location = `psp.fake/qr/v2/${randomBytes(12).toString("hex")}`;
      const cob: Cob = {
        txid,
        criacao: new Date().toISOString(),
        expiracao,
        valor,
        chave: input.chave,
        solicitacaoPagador: (input as { solicitacaoPagador?: string }).solicitacaoPagador,
        location,
        pixCopiaECola: dynamicCode(location),
        status: "ATIVA",
        pix: [],
      };
      fake.cobs.set(txid, cob);
      return json(res, 201, cobView(cob));
    }
    if (cobPath && req.method === "GET") {
      const cob = fake.cobs.get(decodeURIComponent(cobPath[1]!));
      return cob ? json(res, 200, cobView(cob)) : problem(res, 404, "Cobrança não encontrada");
    }
    const pixPath = /^\/v2\/pix\/([^/]+)$/.exec(url.pathname);
    if (pixPath && req.method === "GET") {
      const pix = fake.pix.get(decodeURIComponent(pixPath[1]!));
      return pix ? json(res, 200, pix) : problem(res, 404, "Pix não encontrado");
    }
    const hookPath = /^\/v2\/webhook\/([^/]+)$/.exec(url.pathname);
    if (hookPath && req.method === "PUT") {
      const chave = decodeURIComponent(hookPath[1]!);
      const webhookUrl = (JSON.parse(body || "{}") as { webhookUrl?: unknown }).webhookUrl;
      if (typeof webhookUrl !== "string" || !options.keys.includes(chave)) return problem(res, 400, "Webhook inválido");
      fake.webhooks.set(chave, webhookUrl);
      return json(res, 200, { webhookUrl, chave, criacao: new Date().toISOString() });
    }
    return problem(res, 404, "Não encontrado");
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => handle(req, res, Buffer.concat(chunks).toString("utf8")));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  function record(pix: FakePix) {
    fake.pix.set(pix.endToEndId, pix);
    return pix;
  }

  async function postOnce(url: string, payload: string, attempts: number, statuses: number[]) {
    for (let attempt = 1; attempt <= attempts; attempt++) {
      let status: number;
      try {
        const res = await fetch(`${url}/pix`, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: payload,
          signal: AbortSignal.timeout(10_000),
        });
        status = res.status;
        await res.arrayBuffer();
      } catch {
        status = 0;
      }
      statuses.push(status);
      if (status >= 200 && status < 300) return;
      await new Promise((resolve) => setTimeout(resolve, 20 * attempt));
    }
  }

  const fake: FakePsp = {
    apiUrl: `${origin}/v2`,
    tokenUrl: `${origin}/oauth/token`,
    cobs: new Map(),
    pix: new Map(),
    webhooks: new Map(),
    requests: [],
    tokensIssued: 0,
    fail: (fault) => faults.push(fault),
    setDown: (value) => {
      down = value;
    },
    expireTokens: () => tokens.clear(),
    pay(txid, valor) {
      const cob = fake.cobs.get(txid);
      if (!cob) throw new Error(`no charge ${txid}`);
      const at = new Date(Date.now() + sequence++);
      const pix = record({ endToEndId: endToEndId(at), txid, valor: valor ?? cob.valor, horario: at.toISOString() });
      cob.status = "CONCLUIDA";
      cob.pix.push(pix);
      return pix;
    },
    payKey(valor) {
      const at = new Date(Date.now() + sequence++);
      return record({ endToEndId: endToEndId(at), valor, horario: at.toISOString(), infoPagador: "Pix avulso" });
    },
    async deliver(chave, pix, { copies = 1, attempts = 5 } = {}) {
      const url = fake.webhooks.get(chave);
      if (!url) throw new Error(`no webhook for ${chave}`);
      const payload = JSON.stringify({ pix });
      const statuses: number[] = [];
      await Promise.all(Array.from({ length: copies }, () => postOnce(url, payload, attempts, statuses)));
      return statuses;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of hanging) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return fake;
}
