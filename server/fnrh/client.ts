// The FNRH Digital API (SERPRO v2) over HTTPS: Basic authentication with the portal's user and key, the operator's
// CPF in cpf_solicitante, a timeout on every call. The base URL is one of the two official ones (or FNRH_API_URL,
// set by whoever runs the server): never a value from a request, so no other host can be reached through it.
// Neither the key nor the Authorization header ever goes into an error or a log line.

export const FNRH_URLS = {
  producao: "https://fnrh.turismo.serpro.gov.br/FNRH_API/rest/v2",
  homologacao: "https://hom-lowcode.serpro.gov.br/FNRH_API/rest/v2",
} as const;

/** An answer other than 2xx, or none: `retryable` for a timeout, a network failure or a 5xx. */
export class FnrhError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
    readonly status?: number,
  ) {
    super(message);
  }
}

export interface FnrhConnection {
  baseUrl: string;
  usuario: string;
  chave: string;
  cpfOperador: string;
  timeoutMs: number;
}

/** The API's own message (`mensagem`, else `erro`), in Portuguese as it sends it. */
function messageOf(status: number, text: string) {
  try {
    const body = JSON.parse(text) as { mensagem?: unknown; erro?: unknown };
    const said = typeof body.mensagem === "string" ? body.mensagem : typeof body.erro === "string" ? body.erro : "";
    if (said) return `FNRH respondeu ${status}: ${said}`;
  } catch {
    // not JSON
  }
  return `FNRH respondeu ${status}`;
}

export function fnrhClient(connection: FnrhConnection) {
  const authorization = `Basic ${Buffer.from(`${connection.usuario}:${connection.chave}`).toString("base64")}`;

  async function call<T>(method: string, path: string, body?: { json: unknown } | { text: string }): Promise<T> {
    let res: Response;
    try {
      res = await fetch(`${connection.baseUrl}${path}`, {
        method,
        headers: {
          Authorization: authorization,
          cpf_solicitante: connection.cpfOperador,
          Accept: "application/json",
          ...(body ? { "Content-Type": "json" in body ? "application/json" : "text/plain" } : {}),
        },
        body: body ? ("json" in body ? JSON.stringify(body.json) : body.text) : undefined,
        signal: AbortSignal.timeout(connection.timeoutMs),
        redirect: "error",
      });
    } catch (error) {
      const timedOut = (error as Error).name === "TimeoutError";
      throw new FnrhError(timedOut ? "A FNRH não respondeu a tempo" : "Não foi possível conectar à FNRH", true);
    }
    const text = await res.text();
    if (!res.ok) {
      const message =
        res.status === 401
          ? "FNRH recusou as credenciais: confira usuário, chave e CPF do operador"
          : messageOf(res.status, text);
      throw new FnrhError(message, res.status >= 500, res.status);
    }
    return (text ? JSON.parse(text) : {}) as T;
  }

  return {
    /** 'Testar conexão': a domain list the API answers only to valid credentials. */
    test: () => call<{ dados?: unknown[] }>("GET", "/dominios/reservas/situacoes"),
    findReservation: (code: string) =>
      call<{ dados?: { reserva_id: string; link_precheckin?: string }[] }>(
        "GET",
        `/reservas?codigo_reserva=${encodeURIComponent(code)}`,
      ),
    register: (payload: unknown) =>
      call<{
        dados?: {
          reserva?: { reserva_id: string; link_precheckin?: string };
          dados_hospedes?: FnrhAnsweredGuest[];
        };
      }>("POST", "/hospedagem/registrar", { json: payload }),
    guests: (reservaId: string) =>
      call<{ dados?: FnrhOfficialGuest[] }>("GET", `/reservas/${encodeURIComponent(reservaId)}/hospedes`),
    /** A guest's check-in, check-out or no-show: the body is the UTC instant as text/plain. */
    event: (hospedeId: string, kind: "checkin" | "checkout" | "noshow", at: Date) =>
      call("PATCH", `/hospedes/${encodeURIComponent(hospedeId)}/${kind}`, { text: at.toISOString() }),
    /** The official reservation (its situation decides whether it may still be cancelled). */
    reservation: (reservaId: string) =>
      call<{ dados?: { reserva_id: string; situacao_reserva_id?: string; link_precheckin?: string } }>(
        "GET",
        `/reservas/${encodeURIComponent(reservaId)}`,
      ),
    /** Allowed by the API only while the reservation is CRIADA (no guest checked in). */
    cancel: (reservaId: string) => call("POST", `/reservas/${encodeURIComponent(reservaId)}/cancelar`),
    /** A person by document (404 when the register does not know them). */
    personByDocument: (type: string, number: string) =>
      call<{ dados?: { pessoa_id: string } }>(
        "GET",
        `/pessoas/documento/${encodeURIComponent(type)}/${encodeURIComponent(number)}`,
      ),
    createPerson: (person: unknown) => call<{ dados?: { pessoa_id: string } }>("POST", "/pessoas", { json: person }),
    /** A guest added to a reservation already registered (v2.3 answers its hospede_id). */
    addGuest: (reservaId: string, guest: unknown) =>
      call<{ dados?: { hospede_id: string; pessoa_id?: string } }>(
        "POST",
        `/reservas/${encodeURIComponent(reservaId)}/hospedes`,
        { json: guest },
      ),
    /** Code lists (`/dominios/fnrh/motivos_viagem`, …): `{dados: [{id, descricao}]}`. */
    domain: (path: string) => call<{ dados?: unknown }>("GET", `/dominios/${path}`),
  };
}

export type FnrhApi = ReturnType<typeof fnrhClient>;

export interface FnrhAnsweredGuest {
  hospede_id: string;
  pessoa_id: string;
  numero_documento?: string;
  nome?: string;
}

/**
 * A guest of an official reservation as `GET /reservas/{id}/hospedes` answers it: the ids and situation, and the
 * ficha the guest filled (flat or under `dados_pessoais`, as the register's versions differ; server/fnrh/ficha.ts
 * reads both).
 */
export interface FnrhOfficialGuest extends FnrhAnsweredGuest {
  situacao_hospede_id?: string;
  tipo_documento_id?: string;
  data_nascimento?: string;
  dados_pessoais?: Record<string, unknown>;
}
