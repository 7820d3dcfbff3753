import { describe, expect, it } from "vitest";
import { mayMessageGuest, type GuestConsents } from "./lgpd";
import { processingRecord, processingRecordCsv } from "./lgpd-record";

const at = "2026-11-20T13:00:00.000Z";

describe("mayMessageGuest", () => {
  it("lets every message about the stay through, with or without consent", () => {
    expect(mayMessageGuest({}, "whatsapp", "estadia")).toBe(true);
    expect(mayMessageGuest(null, "email", "estadia")).toBe(true);
    expect(mayMessageGuest({ whatsapp: { granted: false, at, source: "balcão" } }, "whatsapp", "estadia")).toBe(true);
  });

  it("lets a message beyond the stay through only on a channel the guest consented to", () => {
    const consents: GuestConsents = {
      whatsapp: { granted: true, at, source: "balcão" },
      email: { granted: false, at, source: "formulário" },
    };
    expect(mayMessageGuest(consents, "whatsapp", "alem-da-estadia")).toBe(true);
    // Withdrawn: the record stays, the answer is no.
    expect(mayMessageGuest(consents, "email", "alem-da-estadia")).toBe(false);
  });

  it("says no beyond the stay when nothing was recorded", () => {
    expect(mayMessageGuest({}, "email", "alem-da-estadia")).toBe(false);
    expect(mayMessageGuest(undefined, "whatsapp", "alem-da-estadia")).toBe(false);
    expect(mayMessageGuest({ email: { granted: true, at, source: "site" } }, "whatsapp", "alem-da-estadia")).toBe(
      false,
    );
  });
});

describe("processingRecord", () => {
  it("quotes the pousada's own retention periods and writes a CSV a spreadsheet reads", () => {
    const rows = processingRecord({ documentRetentionDays: 45, inactiveGuestYears: 1 });
    expect(rows.find((row) => row.data === "Foto do documento")?.retention).toBe("Apagada 45 dias após o check-out");
    expect(rows[0]!.retention).toBe("Até 1 ano sem hospedagem; então anonimizados");
    const csv = processingRecordCsv(rows.slice(0, 1));
    expect(csv).toBe(
      "\uFEFFDados;Finalidade;Base legal;Compartilhamento;Retenção\r\n" +
        "Identificação (nome, CPF, nascimento);Ficha de hóspede (FNRH) e contrato da hospedagem;" +
        '"Obrigação legal (art. 7º II; Lei 11.771 art. 26) e contrato (art. 7º V)";' +
        'Sistema FNRH (Ministério do Turismo);"Até 1 ano sem hospedagem; então anonimizados"\r\n',
    );
  });
});
