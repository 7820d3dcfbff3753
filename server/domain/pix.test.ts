// The BR Code builder against every published code of the reference (../shared/REFERENCE.md, "PIX static BR
// Code"): each payload is built from its fields and compared byte for byte, CRC included.
import { describe, expect, it } from "vitest";
import { buildPixPayload, crc16, pixText, reservationTxid } from "./pix";

const BCB_EXAMPLE =
  "00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D";
const THALES_WITH_AMOUNT =
  "00020126510014br.gov.bcb.pix0115thalesog@me.com0210Pedido 123520400005303986540510.005802BR5914THALES OGLIARI6015SAO MIGUEL DO O62070503***63040DC6";

describe("crc16 (CCITT-FALSE)", () => {
  it("gives the check value 29B1 for '123456789'", () => {
    expect(crc16("123456789")).toBe("29B1");
  });

  it("pads to four upper-case hex digits", () => {
    expect(crc16("")).toBe("FFFF");
    expect(crc16("A")).toBe("B915");
  });
});

describe("buildPixPayload", () => {
  it.each([
    {
      name: "1: the Banco Central manual's example (mixed-case name, no amount)",
      fields: {
        key: "123e4567-e12b-12d1-a456-426655440000",
        merchantName: "Fulano de Tal",
        merchantCity: "BRASILIA",
      },
      expected: BCB_EXAMPLE,
    },
    {
      name: "2: e-mail key, description, amount",
      fields: {
        key: "thalesog@me.com",
        description: "Pedido 123",
        amount: "10.00",
        merchantName: "THALES OGLIARI",
        merchantCity: "SAO MIGUEL DO O",
      },
      expected: THALES_WITH_AMOUNT,
    },
    {
      name: "3: the same without the amount",
      fields: {
        key: "thalesog@me.com",
        description: "Pedido 123",
        merchantName: "THALES OGLIARI",
        merchantCity: "SAO MIGUEL DO O",
      },
      expected: THALES_WITH_AMOUNT.replace("540510.00", "").replace(/0DC6$/, "62CA"),
    },
    {
      name: "4: a 24-character description",
      fields: {
        key: "vpaivatorres@gmail.com",
        description: "Biblioteca python-brcode",
        amount: "10.00",
        merchantName: "Victor Torres",
        merchantCity: "Natal",
      },
      expected:
        "00020126720014br.gov.bcb.pix0122vpaivatorres@gmail.com0224Biblioteca python-brcode520400005303986540510.005802BR5913Victor Torres6005Natal62070503***6304C1FA",
    },
    {
      name: "5: amount 1.00, mixed-case city",
      fields: {
        key: "nubank@thalesog.com",
        description: "Gerado por Pix-Utils",
        amount: "1.00",
        merchantName: "Thales Ogliari",
        merchantCity: "Sao Paulo",
      },
      expected:
        "00020126650014br.gov.bcb.pix0119nubank@thalesog.com0220Gerado por Pix-Utils52040000530398654041.005802BR5914Thales Ogliari6009Sao Paulo62070503***63046069",
    },
  ])("builds vector $name byte for byte", ({ fields, expected }) => {
    expect(buildPixPayload(fields)).toBe(expected);
  });

  it("6 (negative): the manual's example with name and city upper-cased ends in F012, not 1D3D", () => {
    const payload = buildPixPayload({
      key: "123e4567-e12b-12d1-a456-426655440000",
      merchantName: pixText("Fulano de Tal", 25),
      merchantCity: pixText("Brasília", 15),
    });
    expect(payload).toBe(BCB_EXAMPLE.replace("Fulano de Tal", "FULANO DE TAL").replace(/1D3D$/, "F012"));
    expect(payload).not.toBe(BCB_EXAMPLE);
  });

  it("carries the txid in field 62 and counts it in the CRC", () => {
    const txid = reservationTxid("0f8fad5b-d9cb-469f-a165-70867728950e");
    expect(txid).toBe("HOSP0F8FAD5BD9CB469FA1657");
    expect(txid).toHaveLength(25);
    const payload = buildPixPayload({
      key: "+5511999999999",
      amount: "150.00",
      merchantName: "POUSADA MAR AZUL",
      merchantCity: "PARATY",
      txid,
    });
    // The CRC 8DBF worked out apart from this module (CRC-16/CCITT-FALSE of everything before it).
    expect(payload).toBe(
      "00020126360014br.gov.bcb.pix0114+5511999999999520400005303986" +
        "5406150.005802BR5916POUSADA MAR AZUL6006PARATY" +
        "62290525HOSP0F8FAD5BD9CB469FA16576304" +
        "8DBF",
    );
  });

  it("refuses fields beyond the format's limits", () => {
    const base = { key: "a@b.co", merchantName: "POUSADA", merchantCity: "PARATY" };
    expect(() => buildPixPayload({ ...base, merchantName: "X".repeat(26) })).toThrow(/name/);
    expect(() => buildPixPayload({ ...base, merchantCity: "X".repeat(16) })).toThrow(/city/);
    expect(() => buildPixPayload({ ...base, txid: "HOSP-1" })).toThrow(/txid/);
    expect(() => buildPixPayload({ ...base, amount: "10" })).toThrow(/amount/);
    expect(() => buildPixPayload({ ...base, key: "k".repeat(80), description: "d".repeat(10) })).toThrow(/99/);
  });
});

describe("pixText", () => {
  it("removes accents, upper-cases, keeps printable ASCII and cuts to the limit", () => {
    expect(pixText("Pousada Recanto das Águas Claras", 25)).toBe("POUSADA RECANTO DAS AGUAS");
    expect(pixText("São João del-Rei", 15)).toBe("SAO JOAO DEL-RE");
    expect(pixText("  Ilha   Grande 🌴 ", 15)).toBe("ILHA GRANDE");
    expect(pixText("Paraty ", 15)).toBe("PARATY");
    // A cut that ends on a space leaves no trailing space.
    expect(pixText("Pousada do Sol Nascente", 11)).toBe("POUSADA DO");
  });
});
