// A small stand-in for the FNRH Digital API (SERPRO v2) on 127.0.0.1, for tests and for a developer without the
// homologation environment (FNRH_API_URL). It implements the endpoints the adapter uses and the quirks real
// integrations met (../shared/REFERENCE-WAVE3.md §FNRH): Basic credentials and the cpf_solicitante header checked,
// the 401 body, a 201 that silently drops a guest without logradouro, text/plain event bodies, 400 for an unknown
// ISO or IBGE code, a cancellation refused once a guest checked in. A test can make the next requests fail (a
// status) or hang (a timeout), before or after the request took effect: in process through `fail`, or from another
// process (the browser tests) by posting the fault to the fake's own /__fake/falhas, which the real API does not
// have; and it can fill a guest's ficha as the guest would through the pre-check-in link.
import { randomUUID } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { getMunicipalityByCode } from "@brazilian-utils/brazilian-utils";
import countries from "i18n-iso-countries";
import { knownCodeLists } from "./domains";

interface FakeGuest {
  hospede_id: string;
  pessoa_id: string;
  nome: string;
  numero_documento: string;
  situacao_hospede_id: string;
  is_principal: boolean;
  /** The ficha as filled (by the register's payload or by the guest through the pre-check-in link). */
  dados_pessoais: Record<string, unknown>;
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
  /** A guest fills their ficha through the reservation's pre-check-in link; answers the new hospede_id. */
  precheckin(reservaId: string, dadosPessoais: Record<string, unknown>): string;
  close(): Promise<void>;
}

const faultBody = (fault: Fault) => ({
  erro: "Erro",
  mensagem: fault.message ?? "Erro interno do servidor",
  codigo: fault.status,
});

/** The code lists the fake answers under /dominios (the known values of shared/fnrh.ts). */
const DOMAINS: Record<string, string[]> = {
  ...knownCodeLists(),
  "reservas/situacoes": ["CRIADA", "EM_ANDAMENTO", "CANCELADA"],
};

const UNAUTHORIZED = { erro: "Unauthorized", mensagem: "Credenciais inválidas ou ausentes", codigo: 401 };

export async function startFakeFnrh(credentials: { usuario: string; chave: string }): Promise<FakeFnrh> {
  const reservations = new Map<string, FakeReservation>();
  const people = new Map<string, Record<string, unknown>>();
  const faults: Fault[] = [];
  const hanging: http.ServerResponse[] = [];
  const fake: FakeFnrh = {
    url: "",
    reservations,
    requests: [],
    effects: [],
    fail: (fault) => faults.push(fault),
    precheckin(reservaId, dadosPessoais) {
      const reservation = reservations.get(reservaId)!;
      const guest = guestOf(dadosPessoais, "PRECHECKIN_REALIZADO", reservation.hospedes.length === 0);
      reservation.hospedes.push(guest);
      return guest.hospede_id;
    },
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
  const notFound = (mensagem: string): [number, unknown] => [404, { erro: "NotFound", mensagem, codigo: 404 }];

  function guestOf(dados: Record<string, unknown>, situacao: string, principal: boolean): FakeGuest {
    const p = dados as { nome: string; documento_id?: { numero_documento?: string } };
    const pessoaId = randomUUID();
    people.set(pessoaId, dados);
    return {
      hospede_id: randomUUID(),
      pessoa_id: pessoaId,
      nome: p.nome,
      numero_documento: p.documento_id?.numero_documento ?? "",
      situacao_hospede_id: situacao,
      is_principal: principal,
      dados_pessoais: dados,
    };
  }

  /** The reservation moves on with its guests: once one checked in it is under way and may not be cancelled. */
  function reservationSituation(reservation: FakeReservation) {
    if (
      reservation.situacao_reserva_id === "CRIADA" &&
      reservation.hospedes.some(
        (h) =>
          h.situacao_hospede_id !== "PRECHECKIN_REALIZADO" &&
          h.situacao_hospede_id !== "PRECHECKIN_PENDENTE" &&
          h.situacao_hospede_id !== "NOSHOW",
      )
    ) {
      reservation.situacao_reserva_id = "EM_ANDAMENTO";
    }
    return reservation.situacao_reserva_id;
  }

  function addGuest(reservation: FakeReservation, body: string): [number, unknown] {
    const input = JSON.parse(body) as { pessoa_id?: string; is_principal?: boolean; situacao_hospede_id?: string };
    const dados = input.pessoa_id ? people.get(input.pessoa_id) : undefined;
    if (!dados) return validation("pessoa_id inválido");
    const guest = {
      ...guestOf(dados, input.situacao_hospede_id ?? "PRECHECKIN_REALIZADO", Boolean(input.is_principal)),
      pessoa_id: input.pessoa_id!,
    };
    reservation.hospedes.push(guest);
    return [201, { dados: { hospede_id: guest.hospede_id, pessoa_id: guest.pessoa_id } }];
  }

  function createPerson(body: string): [number, unknown] {
    const dados = JSON.parse(body) as Record<string, unknown> & {
      contato?: Record<string, unknown>;
      PaisNacionalidade_id?: string;
    };
    if (!countries.isValid(String(dados.PaisNacionalidade_id ?? "")))
      return validation("PaisNacionalidade_id inválido");
    if (dados.contato?.PaisResidencia_id === "BR" && !dados.contato.logradouro)
      return validation("logradouro é obrigatório");
    const pessoaId = randomUUID();
    people.set(pessoaId, dados);
    return [201, { dados: { pessoa_id: pessoaId } }];
  }

  function register(body: string): [number, unknown] {
    const input = JSON.parse(body) as {
      reserva: { numero_reserva: string };
      dados_hospede: {
        is_principal?: boolean;
        dados_pessoais: Record<string, unknown> & { contato?: Record<string, unknown> };
      }[];
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
      if (!guest.dados_pessoais.contato?.logradouro) continue;
      reservation.hospedes.push(guestOf(guest.dados_pessoais, "PRECHECKIN_REALIZADO", Boolean(guest.is_principal)));
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
    const from = kind === "checkout" ? ["CHECKIN_REALIZADO"] : ["PRECHECKIN_REALIZADO", "PRECHECKIN_PENDENTE"];
    if (!from.includes(guest.situacao_hospede_id)) return validation(`Situação do hóspede não permite ${kind}`);
    guest.situacao_hospede_id =
      kind === "checkin" ? "CHECKIN_REALIZADO" : kind === "checkout" ? "CHECKOUT_REALIZADO" : "NOSHOW";
    return [200, { dados: { hospede_id: hospedeId, situacao_hospede_id: guest.situacao_hospede_id } }];
  }

  function route(method: string, path: string, url: URL, body: string, type: string): [number, unknown] {
    if (method === "GET" && path.startsWith("/dominios/")) {
      const list = DOMAINS[path.slice("/dominios/".length)];
      if (!list) return notFound("Domínio não encontrado");
      return [200, { dados: list.map((id) => ({ id, descricao: id })) }];
    }
    if (method === "POST" && path === "/pessoas") return createPerson(body);
    const person = path.match(/^\/pessoas\/documento\/([^/]+)\/([^/]+)$/);
    if (method === "GET" && person) {
      const found = [...people.entries()].find(
        ([, p]) => (p.documento_id as { numero_documento?: string } | undefined)?.numero_documento === person[2],
      );
      return found ? [200, { dados: { pessoa_id: found[0] } }] : notFound("Pessoa não encontrada");
    }
    const one = path.match(/^\/reservas\/([^/]+)(\/cancelar)?$/);
    if (one && one[1] !== undefined && (method === "GET" || (method === "POST" && one[2]))) {
      const reservation = reservations.get(one[1]);
      if (!reservation) return notFound("Reserva não encontrada");
      const situation = reservationSituation(reservation);
      if (method === "POST") {
        if (situation !== "CRIADA") return validation(`Reserva não pode ser cancelada na situação ${situation}`);
        reservation.situacao_reserva_id = "CANCELADA";
      }
      const { hospedes: _h, ...rest } = reservation;
      return [200, { dados: rest }];
    }
    if (method === "POST" && path === "/hospedagem/registrar") return register(body);
    if (method === "GET" && path === "/reservas") {
      const code = url.searchParams.get("codigo_reserva");
      const found = [...reservations.values()].filter((r) => r.numero_reserva === code);
      return [200, { dados: found.map(({ hospedes: _h, ...r }) => r) }];
    }
    const guests = path.match(/^\/reservas\/([^/]+)\/hospedes$/);
    if (guests && (method === "GET" || method === "POST")) {
      const reservation = reservations.get(guests[1]!);
      if (!reservation) return notFound("Reserva não encontrada");
      if (method === "POST") return addGuest(reservation, body);
      return [
        200,
        {
          dados: reservation.hospedes.map((h) => ({
            ...h,
            data_nascimento: h.dados_pessoais.data_nascimento,
            tipo_documento_id: (h.dados_pessoais.documento_id as { tipo_documento_id?: string } | undefined)
              ?.tipo_documento_id,
          })),
        },
      ];
    }
    // The quirk: the pre-check-ins list answers an empty object whatever it holds.
    if (method === "GET" && path === "/hospedes/pre-checkins") return [200, {}];
    const ev = path.match(/^\/hospedes\/([^/]+)\/(checkin|checkout|noshow)$/);
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
