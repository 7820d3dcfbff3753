// A small stand-in for the FNRH Digital API (SERPRO v2) on 127.0.0.1, for tests and for a developer without the
// homologation environment (FNRH_API_URL). It implements the endpoints the adapter uses and the quirks real
// integrations met (../shared/REFERENCE-WAVE3.md §FNRH): Basic credentials and the cpf_solicitante header checked,
// the 401 body, a 201 that silently drops a guest without logradouro, text/plain event bodies, 400 for an unknown
// ISO or IBGE code. A test can make the next requests fail (a status) or hang (a timeout), before or after the
// request took effect: in process through `fail`, or from another process (the browser tests) by posting the fault
// to the fake's own /__fake/falhas, which the real API does not have.
import { randomUUID } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { getMunicipalityByCode } from "@brazilian-utils/brazilian-utils";
import countries from "i18n-iso-countries";

interface FakeGuest {
  hospede_id: string;
  pessoa_id: string;
  nome: string;
  numero_documento: string;
  situacao_hospede_id: string;
}
interface FakeReservation {
  reserva_id: string;
  numero_reserva: string;
  situacao_reserva_id: string;
  link_precheckin: string;
  hospedes: FakeGuest[];
}
/** What the next matching request meets: a status answered, or no answer at all (the caller times out). */
interface Fault {
  match: RegExp;
  kind: "status" | "hang";
  status?: number;
  /** The request takes effect before the fault (the answer is lost on the way back). */
  afterEffect?: boolean;
  /** The API's `mensagem` in the failed answer (by default "Erro interno do servidor"). */
  message?: string;
  /** Only a request whose body holds this text (one stay's register among others' sends). */
  bodyIncludes?: string;
}

export interface FakeFnrh {
  url: string;
  reservations: Map<string, FakeReservation>;
  /** Every request as "METHOD /path", in order (the test reads what was sent, and how often). */
  requests: string[];
  /** Bodies of the requests that took effect, by "METHOD /path". */
  effects: string[];
  fail(fault: Fault): void;
  close(): Promise<void>;
}

const faultBody = (fault: Fault) => ({
  erro: "Erro",
  mensagem: fault.message ?? "Erro interno do servidor",
  codigo: fault.status,
});

const UNAUTHORIZED = { erro: "Unauthorized", mensagem: "Credenciais inválidas ou ausentes", codigo: 401 };

export async function startFakeFnrh(credentials: { usuario: string; chave: string }): Promise<FakeFnrh> {
  const reservations = new Map<string, FakeReservation>();
  const faults: Fault[] = [];
  const hanging: http.ServerResponse[] = [];
  const fake: FakeFnrh = {
    url: "",
    reservations,
    requests: [],
    effects: [],
    fail: (fault) => faults.push(fault),
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of hanging) res.destroy();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
  const expected = `Basic ${Buffer.from(`${credentials.usuario}:${credentials.chave}`).toString("base64")}`;

  const handle = async (req: http.IncomingMessage, res: http.ServerResponse) => {
    const body = await new Promise<string>((resolve) => {
      let text = "";
      req.on("data", (chunk: Buffer) => (text += chunk.toString("utf8")));
      req.on("end", () => resolve(text));
    });
    const url = new URL(req.url ?? "/", "http://fake");
    if (req.method === "POST" && url.pathname === "/__fake/falhas") {
      // The tests' control: {"rota": "POST /hospedagem/registrar", "status": 400, "mensagem": "...", "contendo": "..."}
      // fails the next such request (whose body holds `contendo`, when given).
      const control = JSON.parse(body) as { rota: string; status: number; mensagem?: string; contendo?: string };
      const escaped = control.rota.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
      fake.fail({
        match: new RegExp(`^${escaped}$`),
        kind: "status",
        status: control.status,
        message: control.mensagem,
        bodyIncludes: control.contendo,
      });
      res.writeHead(204);
      return void res.end();
    }
    const path = url.pathname.replace(/^\/FNRH_API\/rest\/v2/, "");
    const line = `${req.method} ${path}`;
    fake.requests.push(line);
    const send = (status: number, json: unknown) => {
      res.writeHead(status, { "Content-Type": "application/json; charset=utf-8" });
      res.end(JSON.stringify(json));
    };
    if (req.headers.authorization !== expected) return send(401, UNAUTHORIZED);
    if (!/^\d{11}$/.test(String(req.headers.cpf_solicitante ?? ""))) {
      return send(400, { erro: "VALIDATION", mensagem: "Cabeçalho cpf_solicitante ausente ou inválido", codigo: 400 });
    }
    const faultAt = faults.findIndex((f) => f.match.test(line) && (!f.bodyIncludes || body.includes(f.bodyIncludes)));
    const fault = faultAt >= 0 ? faults.splice(faultAt, 1)[0] : undefined;
    const answer = () => route(req.method ?? "GET", path, url, body, req.headers["content-type"] ?? "");
    if (fault && !fault.afterEffect) {
      if (fault.kind === "hang") return void hanging.push(res);
      return send(fault.status!, faultBody(fault));
    }
    const [status, json] = answer();
    if (status < 300 && req.method !== "GET") fake.effects.push(line);
    if (fault?.kind === "hang") return void hanging.push(res);
    if (fault) return send(fault.status!, faultBody(fault));
    send(status, json);
  };

  const validation = (mensagem: string): [number, unknown] => [400, { erro: "VALIDATION", mensagem, codigo: 400 }];

  function register(body: string): [number, unknown] {
    const input = JSON.parse(body) as {
      reserva: { numero_reserva: string };
      dados_hospede: { dados_pessoais: Record<string, unknown> & { contato?: Record<string, unknown> } }[];
    };
    for (const guest of input.dados_hospede) {
      const p = guest.dados_pessoais;
      if (!countries.isValid(String(p.PaisNacionalidade_id ?? ""))) return validation("PaisNacionalidade_id inválido");
      const city = p.contato?.cidade_id;
      if (city !== undefined && city !== null && getMunicipalityByCode(String(city)) == null) {
        return validation("cidade_id inválido");
      }
    }
    const reservation: FakeReservation = {
      reserva_id: randomUUID(),
      numero_reserva: input.reserva.numero_reserva,
      situacao_reserva_id: "CRIADA",
      link_precheckin: `https://fnrh.turismo.gov.br/precheckin/${randomUUID()}`,
      hospedes: [],
    };
    // The quirk: a guest without logradouro is dropped without a word, and the answer is still 201.
    for (const guest of input.dados_hospede) {
      const p = guest.dados_pessoais as { nome: string; documento_id: { numero_documento: string } };
      if (!guest.dados_pessoais.contato?.logradouro) continue;
      reservation.hospedes.push({
        hospede_id: randomUUID(),
        pessoa_id: randomUUID(),
        nome: p.nome,
        numero_documento: p.documento_id.numero_documento,
        situacao_hospede_id: "PRECHECKIN_REALIZADO",
      });
    }
    reservations.set(reservation.reserva_id, reservation);
    return [
      201,
      {
        dados: {
          reserva: { reserva_id: reservation.reserva_id, link_precheckin: reservation.link_precheckin },
          dados_hospedes: reservation.hospedes.map(({ hospede_id, pessoa_id, nome, numero_documento }) => ({
            hospede_id,
            pessoa_id,
            nome,
            numero_documento,
          })),
        },
      },
    ];
  }

  function event(hospedeId: string, kind: string, body: string, type: string): [number, unknown] {
    if (!type.startsWith("text/plain")) return validation("Content-Type deve ser text/plain");
    if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/.test(body.trim())) return validation("Data/hora inválida");
    const guest = [...reservations.values()].flatMap((r) => r.hospedes).find((h) => h.hospede_id === hospedeId);
    if (!guest) return [404, { erro: "NotFound", mensagem: "Hóspede não encontrado", codigo: 404 }];
    const from = kind === "checkin" ? "PRECHECKIN_REALIZADO" : "CHECKIN_REALIZADO";
    if (guest.situacao_hospede_id !== from) return validation(`Situação do hóspede não permite ${kind}`);
    guest.situacao_hospede_id = kind === "checkin" ? "CHECKIN_REALIZADO" : "CHECKOUT_REALIZADO";
    return [200, { dados: { hospede_id: hospedeId, situacao_hospede_id: guest.situacao_hospede_id } }];
  }

  function route(method: string, path: string, url: URL, body: string, type: string): [number, unknown] {
    if (method === "GET" && path.startsWith("/dominios/")) {
      return [
        200,
        {
          dados: [
            { id: "CRIADA", descricao: "Criada" },
            { id: "EM_ANDAMENTO", descricao: "Em andamento" },
          ],
        },
      ];
    }
    if (method === "POST" && path === "/hospedagem/registrar") return register(body);
    if (method === "GET" && path === "/reservas") {
      const code = url.searchParams.get("codigo_reserva");
      const found = [...reservations.values()].filter((r) => r.numero_reserva === code);
      return [200, { dados: found.map(({ hospedes: _h, ...r }) => r) }];
    }
    const guests = path.match(/^\/reservas\/([^/]+)\/hospedes$/);
    if (method === "GET" && guests) {
      const reservation = reservations.get(guests[1]!);
      if (!reservation) return [404, { erro: "NotFound", mensagem: "Reserva não encontrada", codigo: 404 }];
      return [200, { dados: reservation.hospedes }];
    }
    const ev = path.match(/^\/hospedes\/([^/]+)\/(checkin|checkout)$/);
    if (method === "PATCH" && ev) return event(ev[1]!, ev[2]!, body, type);
    return [404, { erro: "NotFound", mensagem: `Rota não encontrada: ${method} ${path}`, codigo: 404 }];
  }

  const server = http.createServer((req, res) => {
    handle(req, res).catch(() => {
      res.writeHead(500);
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/FNRH_API/rest/v2`;
  return fake;
}
