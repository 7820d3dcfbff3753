// What the audit middleware makes of a request before it runs: the kind of entry, the record, and an address and
// field list that cannot carry a CPF, a token or a password (docs/product.md §12.15).
import { describe, expect, it } from "vitest";
import { auditedRequest, fieldNames, maskedPath } from "./audit-requests";

const ID = "3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b";

describe("auditedRequest", () => {
  it.each([
    ["POST", "/guests", "create", "guest", null],
    ["PUT", `/guests/${ID}`, "update", "guest", ID],
    ["DELETE", `/reservations/${ID}`, "delete", "reservation", ID],
    ["PATCH", `/rooms/${ID}/status`, "update", "room", ID],
    ["POST", `/lancamentos-financeiros/${ID}/estorno`, "create", "lancamento", ID],
    ["PUT", `/objects/uploads/${ID}`, "create", "guest-document", ID],
    ["PUT", "/guest-documents", "update", "guest-document", null],
    ["GET", `/objects/${ID}`, "view", "guest-document", ID],
    ["GET", "/reports/export", "export", "report", null],
    ["GET", "/audit/export", "export", "audit", null],
    ["GET", "/system/backup", "export", "backup", null],
    ["GET", "/system/reset-backup", "export", "backup", null],
    ["POST", "/system/restore", "restore", "system", null],
    ["POST", "/system/reset", "reset", "system", null],
    ["POST", "/login", "login", "session", null],
    ["GET", "/logout", "logout", "session", null],
    ["POST", "/logout", "logout", "session", null],
    ["PUT", "/auth/user", "update", "user", null],
    ["POST", "/users/invitations", "create", "user", null],
  ] as const)("%s %s is %s of %s", (method, path, action, entity, entityId) => {
    expect(auditedRequest(method, path)).toMatchObject({ action, entity, entityId });
  });

  it.each([
    ["GET", "/guests"],
    ["GET", `/guests/${ID}`],
    ["HEAD", `/objects/${ID}`],
    ["GET", "/audit"],
    ["GET", "/login"],
    ["POST", "/payments/pix"],
    ["POST", "/objects/upload"],
    ["OPTIONS", "/guests"],
  ])("%s %s is not recorded", (method, path) => {
    expect(auditedRequest(method, path)).toBeUndefined();
  });

  it("records a sign-in only once a session exists", () => {
    expect(auditedRequest("POST", "/login")?.needsSession).toBe(true);
    expect(auditedRequest("POST", "/guests")?.needsSession).toBe(false);
  });
});

describe("maskedPath", () => {
  it("keeps ids and route words and masks anything else", () => {
    expect(maskedPath(`/guests/${ID}`)).toBe(`/guests/${ID}`);
    expect(maskedPath("/guests/529.982.247-25")).toBe("/guests/:valor");
    expect(maskedPath("/guests/52998224725/tags")).toBe("/guests/:valor/tags");
    expect(maskedPath("/invitations/0f9c2a7e5b1d4c3a8e6f7b2c9d0a1e3f5b7c9d1e2f3a4b5c6d7e8f9a0b1c2d3e/accept")).toBe(
      "/invitations/:valor/accept",
    );
    expect(maskedPath("/lancamentos-financeiros/data/desc")).toBe("/lancamentos-financeiros/data/desc");
  });
});

describe("fieldNames", () => {
  it("keeps the names of the fields, never the values", () => {
    expect(fieldNames({ firstName: "Ana", cpf: "529.982.247-25", password: "segredo-123" })).toEqual([
      "firstName",
      "cpf",
      "password",
    ]);
  });

  it("drops names that could be data and bodies that are not objects", () => {
    expect(fieldNames({ "52998224725": 1, cpf52998224725: 1, "529.982.247-25": 1, "a b": 1 })).toBeNull();
    expect(fieldNames(["a"])).toBeNull();
    expect(fieldNames(undefined)).toBeNull();
    expect(fieldNames(Buffer.from("%PDF"))).toEqual(null);
  });
});
