import { describe, expect, it } from "vitest";
import path from "node:path";
import { EnvError, parseEnv } from "./env";

describe("parseEnv", () => {
  it("has working defaults for a newcomer: port 5000, embedded database under ./data, local login", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(5000);
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.dataDir).toBe(path.resolve("data"));
    expect(env.oidc).toBeNull();
  });

  it("stops with a message naming each bad variable", () => {
    expect(() => parseEnv({ PORT: "abc", DATABASE_URL: "not a url" })).toThrow(EnvError);
    try {
      parseEnv({ PORT: "abc", DATABASE_URL: "not a url" });
    } catch (error) {
      expect((error as Error).message).toContain("PORT");
      expect((error as Error).message).toContain("DATABASE_URL");
    }
  });

  it("reads numbers in decimal digits only, an empty one as unset", () => {
    expect(parseEnv({ PORT: "8080", TRUST_PROXY: " 1 ", DB_POOL_SIZE: "" })).toMatchObject({
      PORT: 8080,
      TRUST_PROXY: 1,
      DB_POOL_SIZE: 10,
    });
    for (const PORT of ["0x10", "1e3", " ", "-1", "70000"]) expect(() => parseEnv({ PORT }), PORT).toThrow(/PORT/);
  });

  it("wants the OIDC variables together, and the owner variables together", () => {
    expect(() => parseEnv({ OIDC_ISSUER_URL: "https://id.example.com" })).toThrow(/OIDC_ISSUER_URL/);
    expect(() => parseEnv({ OWNER_EMAIL: "dono@example.com" })).toThrow(/OWNER_EMAIL/);
    expect(() => parseEnv({ OWNER_RESET_PASSWORD: "1" })).toThrow(/OWNER_RESET_PASSWORD needs OWNER_EMAIL/);
    expect(
      parseEnv({ OWNER_EMAIL: "dono@example.com", OWNER_PASSWORD: "senha-longa-1", OWNER_RESET_PASSWORD: "1" }),
    ).toMatchObject({ OWNER_RESET_PASSWORD: true });
    const env = parseEnv({
      OIDC_ISSUER_URL: "https://id.example.com",
      OIDC_CLIENT_ID: "hospeda",
      OIDC_CLIENT_SECRET: "s3cret",
    });
    expect(env.oidc).toEqual({
      issuerUrl: "https://id.example.com",
      clientId: "hospeda",
      clientSecret: "s3cret",
      allowInsecure: false,
    });
  });

  it("wants the PSP's five variables together, its certificate and key together, and a URL-safe webhook secret", () => {
    const psp = {
      PIX_PSP_API_URL: "https://pix.psp.example/api/v2",
      PIX_PSP_TOKEN_URL: "https://oauth.psp.example/token",
      PIX_PSP_CLIENT_ID: "hospeda",
      PIX_PSP_CLIENT_SECRET: "segredo-do-cliente",
      PIX_PSP_WEBHOOK_SECRET: "abcdefghijklmnopqrstuvwxyz012345",
    };
    expect(parseEnv({}).pixPsp).toBeNull();
    expect(parseEnv(psp).pixPsp).toEqual({
      apiUrl: "https://pix.psp.example/api/v2",
      tokenUrl: "https://oauth.psp.example/token",
      clientId: "hospeda",
      clientSecret: "segredo-do-cliente",
      webhookSecret: "abcdefghijklmnopqrstuvwxyz012345",
      certFile: undefined,
      keyFile: undefined,
      allowLocal: false,
    });
    expect(() => parseEnv({ ...psp, PIX_PSP_CLIENT_SECRET: "" })).toThrow(/must be set together/);
    expect(() => parseEnv({ ...psp, PIX_PSP_CERT_FILE: "/etc/psp.crt" })).toThrow(/PIX_PSP_CERT_FILE and/);
    expect(() => parseEnv({ ...psp, PIX_PSP_WEBHOOK_SECRET: "curto" })).toThrow(/PIX_PSP_WEBHOOK_SECRET/);
    expect(() => parseEnv({ ...psp, PIX_PSP_WEBHOOK_SECRET: `${"a".repeat(32)}/..` })).toThrow(/URL segment/);
  });

  it("reads SESSION_SECRET as one secret or several separated by commas, the signing one first", () => {
    const current = "segredo-atual-da-pousada-com-32-caracteres";
    const previous = "segredo-anterior-da-pousada-com-32-caracteres";
    expect(parseEnv({ SESSION_SECRET: current }).SESSION_SECRET).toEqual([current]);
    expect(parseEnv({ SESSION_SECRET: `${current}, ${previous}` }).SESSION_SECRET).toEqual([current, previous]);
    expect(parseEnv({ SESSION_SECRET: "" }).SESSION_SECRET).toBeUndefined();
  });

  it("refuses a short or empty secret among several, saying which, without quoting any", () => {
    const current = "segredo-atual-da-pousada-com-32-caracteres";
    expect(() => parseEnv({ SESSION_SECRET: `${current},curto-demais` })).toThrow(
      "  - SESSION_SECRET: secret 2 of 2 is shorter than 32 characters: give one secret of 32 or more characters, " +
        "or several separated by commas (the first signs new sessions, every one is accepted)",
    );
    expect(() => parseEnv({ SESSION_SECRET: `${current},` })).toThrow("SESSION_SECRET: secret 2 of 2 is empty");
    expect(() => parseEnv({ SESSION_SECRET: "curto-demais" })).toThrow(
      "SESSION_SECRET: the secret is shorter than 32 characters",
    );
    try {
      parseEnv({ SESSION_SECRET: `${current},curto-demais` });
    } catch (error) {
      expect((error as Error).message).not.toMatch(/curto-demais|segredo-atual/);
    }
  });

  it("never echoes a secret value in its error", () => {
    expect(() => parseEnv({ SESSION_SECRET: "short-secret-value" })).toThrow(/SESSION_SECRET/);
    try {
      parseEnv({ SESSION_SECRET: "short-secret-value" });
    } catch (error) {
      expect((error as Error).message).not.toContain("short-secret-value");
    }
  });
});
