// The PSP's API Pix (Banco Central's standard, v2) over HTTPS: an OAuth2 client_credentials token, kept until shortly
// before it expires and shared by concurrent callers; PUT /cob/{txid}, GET /pix/{e2eid}, PUT /webhook/{chave}. Every
// call has a timeout and a size limit, follows no redirect, and connects through the private-address guard of the
// calendar imports (server/channels/fetch-feed.ts) unless `allowLocal` (the fake on 127.0.0.1). The client secret,
// the token and the Authorization header never go into an error or a log line. mTLS, which real PSPs require, takes
// the certificate and key files the operator gives.
import http from "node:http";
import https from "node:https";
import net from "node:net";
import { FeedError, isPrivateAddress, privateAddressGuard } from "../channels/fetch-feed";
import {
  COB_TXID,
  PixProviderError,
  type PixCharge,
  type PixChargeRequest,
  type PixProvider,
  type PixReceived,
} from "./provider";

export interface BacenPixConfig {
  /** The API's base, e.g. https://api.psp.example/api/v2 (paths /cob, /pix, /webhook follow it). */
  apiUrl: string;
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
  /** PEM certificate and key for mTLS, when the PSP asks for them. */
  cert?: string;
  key?: string;
  timeoutMs?: number;
  /** http:// and private addresses (the local fake only). */
  allowLocal?: boolean;
  /** Time for the token's expiry (tests move it). */
  now?: () => number;
}

const PRIVATE_ADDRESS = "O PSP está num endereço de rede interna: não permitido";
const MAX_ANSWER_BYTES = 256 * 1024;
/** A token is renewed this long before the expiry it was given. */
const TOKEN_MARGIN_MS = 60_000;

interface Answer {
  status: number;
  body: string;
}

export function bacenPixProvider(config: BacenPixConfig): PixProvider {
  const timeoutMs = config.timeoutMs ?? 8000;
  const now = config.now ?? Date.now;
  const lookup = privateAddressGuard(() => config.allowLocal === true);
  const agentOptions = { keepAlive: true, cert: config.cert, key: config.key, lookup };
  const agents = { https: new https.Agent(agentOptions), http: new http.Agent({ keepAlive: true, lookup }) };
  let token: { value: string; expiresAt: number } | undefined;
  let pending: Promise<string> | undefined;

  function send(method: string, url: string, headers: Record<string, string>, body?: string): Promise<Answer> {
    const target = new URL(url);
    if (target.protocol !== "https:" && !(config.allowLocal && target.protocol === "http:")) {
      return Promise.reject(new PixProviderError("O endereço do PSP deve usar https://"));
    }
    // An address written as such is never looked up, so the guard checks it here.
    const literal = target.hostname.replace(/^\[|\]$/g, "");
    if (!config.allowLocal && net.isIP(literal) && isPrivateAddress(literal)) {
      return Promise.reject(new PixProviderError(PRIVATE_ADDRESS));
    }
    const client = target.protocol === "https:" ? https : http;
    return new Promise<Answer>((resolve, reject) => {
      const req = client.request(
        target,
        {
          method,
          agent: target.protocol === "https:" ? agents.https : agents.http,
          headers: { Accept: "application/json", ...headers },
          signal: AbortSignal.timeout(timeoutMs),
        },
        (res) => {
          const chunks: Buffer[] = [];
          let size = 0;
          res.on("data", (chunk: Buffer) => {
            size += chunk.length;
            if (size > MAX_ANSWER_BYTES) req.destroy(new PixProviderError("Resposta do PSP grande demais"));
            else chunks.push(chunk);
          });
          res.on("end", () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8") }));
          res.on("error", reject);
        },
      );
      req.on("error", (error) => {
        if (error instanceof PixProviderError) return reject(error);
        if (error instanceof FeedError) {
          return reject(new PixProviderError(PRIVATE_ADDRESS));
        }
        const timedOut = error.name === "AbortError" || error.name === "TimeoutError";
        reject(new PixProviderError(timedOut ? "O PSP não respondeu a tempo" : "Não foi possível conectar ao PSP"));
      });
      req.end(body);
    });
  }

  async function fetchToken(): Promise<string> {
    const basic = Buffer.from(`${config.clientId}:${config.clientSecret}`).toString("base64");
    const answer = await send(
      "POST",
      config.tokenUrl,
      { Authorization: `Basic ${basic}`, "Content-Type": "application/x-www-form-urlencoded" },
      "grant_type=client_credentials",
    );
    if (answer.status === 400 || answer.status === 401) {
      throw new PixProviderError(`O PSP recusou as credenciais (${answer.status})`, answer.status);
    }
    if (answer.status !== 200) throw failure("emitir o token de acesso", answer);
    const parsed = parseJson(answer.body) as { access_token?: unknown; expires_in?: unknown };
    if (typeof parsed.access_token !== "string" || !parsed.access_token) {
      throw new PixProviderError("O PSP não devolveu um token de acesso");
    }
    const seconds = typeof parsed.expires_in === "number" && parsed.expires_in > 0 ? parsed.expires_in : 300;
    token = { value: parsed.access_token, expiresAt: now() + seconds * 1000 - TOKEN_MARGIN_MS };
    return parsed.access_token;
  }

  /** The cached token while it has time left; one request for a new one however many callers wait. */
  function accessToken(): Promise<string> {
    if (token && now() < token.expiresAt) return Promise.resolve(token.value);
    pending ??= fetchToken().finally(() => {
      pending = undefined;
    });
    return pending;
  }

  async function call(method: string, path: string, json?: unknown): Promise<Answer> {
    const url = `${config.apiUrl.replace(/\/$/, "")}${path}`;
    const body = json === undefined ? undefined : JSON.stringify(json);
    const headers = (value: string) => ({
      Authorization: `Bearer ${value}`,
      ...(body ? { "Content-Type": "application/json" } : {}),
    });
    let answer = await send(method, url, headers(await accessToken()), body);
    if (answer.status === 401) {
      // Revoked or expired early at the PSP: one new token, one retry.
      token = undefined;
      answer = await send(method, url, headers(await accessToken()), body);
    }
    return answer;
  }

  return {
    async createCharge(request: PixChargeRequest) {
      if (!COB_TXID.test(request.txid)) throw new PixProviderError("txid da cobrança inválido");
      const answer = await call("PUT", `/cob/${request.txid}`, {
        calendario: { expiracao: request.expiresInSeconds },
        valor: { original: request.amount },
        chave: request.chave,
        solicitacaoPagador: request.description.slice(0, 140),
      });
      if (answer.status !== 201 && answer.status !== 200) throw failure("criar a cobrança", answer);
      const cob = parseJson(answer.body) as {
        txid?: unknown;
        status?: unknown;
        pixCopiaECola?: unknown;
        calendario?: { criacao?: unknown; expiracao?: unknown };
      };
      if (cob.status !== "ATIVA" || typeof cob.pixCopiaECola !== "string" || cob.txid !== request.txid) {
        throw new PixProviderError("O PSP devolveu uma cobrança inesperada");
      }
      const created = typeof cob.calendario?.criacao === "string" ? new Date(cob.calendario.criacao) : new Date(now());
      return {
        txid: cob.txid,
        pixCopiaECola: cob.pixCopiaECola,
        createdAt: Number.isNaN(created.getTime()) ? new Date(now()) : created,
        expiresInSeconds:
          typeof cob.calendario?.expiracao === "number" ? cob.calendario.expiracao : request.expiresInSeconds,
      } satisfies PixCharge;
    },

    async verifyPayment(endToEndId) {
      const answer = await call("GET", `/pix/${encodeURIComponent(endToEndId)}`);
      if (answer.status === 404) return null;
      if (answer.status !== 200) throw failure("consultar o Pix", answer);
      const pix = parseJson(answer.body) as {
        endToEndId?: unknown;
        txid?: unknown;
        valor?: unknown;
        horario?: unknown;
      };
      const horario = typeof pix.horario === "string" ? new Date(pix.horario) : new Date(NaN);
      if (
        pix.endToEndId !== endToEndId ||
        typeof pix.valor !== "string" ||
        !/^\d{1,8}\.\d{2}$/.test(pix.valor) ||
        Number.isNaN(horario.getTime())
      ) {
        throw new PixProviderError("O PSP devolveu um Pix inesperado");
      }
      return {
        endToEndId,
        txid: typeof pix.txid === "string" && /^[a-zA-Z0-9]{1,35}$/.test(pix.txid) ? pix.txid : null,
        valor: pix.valor,
        horario,
      } satisfies PixReceived;
    },

    async registerWebhook(chave, url) {
      const answer = await call("PUT", `/webhook/${encodeURIComponent(chave)}`, { webhookUrl: url });
      if (answer.status < 200 || answer.status > 299) throw failure("registrar o webhook", answer);
    },
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new PixProviderError("O PSP respondeu algo que não é JSON");
  }
}

/** The PSP's refusal: its status and its `title` (API Pix errors are RFC 7807 problems), never the request. */
function failure(what: string, answer: Answer) {
  let title = "";
  try {
    const problem = JSON.parse(answer.body) as { title?: unknown };
    if (typeof problem.title === "string") title = `: ${problem.title.slice(0, 120)}`;
  } catch {
    // not JSON
  }
  return new PixProviderError(`O PSP não conseguiu ${what} (${answer.status}${title})`, answer.status);
}
