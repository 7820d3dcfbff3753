import request from "supertest";
import { beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db";
import { testApp, testDatabase } from "../test/harness";

let database: Database;
beforeAll(async () => {
  database = await testDatabase();
});

const appBehind = (proxies: number) =>
  testApp(database, { env: { NODE_ENV: "production", TRUST_PROXY: proxies, APP_ORIGIN: undefined } });

describe("Strict-Transport-Security", () => {
  it("is never sent over plain http, e.g. on http://localhost", async () => {
    const res = await request(appBehind(0)).get("/api/auth/user").set("Host", "localhost:5000");
    expect(res.headers["strict-transport-security"]).toBeUndefined();
  });

  it("is sent when a trusted proxy says the browser came over https", async () => {
    const res = await request(appBehind(1)).get("/api/auth/user").set("X-Forwarded-Proto", "https");
    expect(res.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
  });

  it("ignores X-Forwarded-Proto when no proxy is trusted (anyone can send the header)", async () => {
    const res = await request(appBehind(0)).get("/api/auth/user").set("X-Forwarded-Proto", "https");
    expect(res.headers["strict-transport-security"]).toBeUndefined();
  });

  it("is not sent when the trusted proxy got the request over http", async () => {
    const res = await request(appBehind(1)).get("/api/auth/user").set("X-Forwarded-Proto", "http");
    expect(res.headers["strict-transport-security"]).toBeUndefined();
  });
});

describe("Permissions-Policy", () => {
  it("keeps the camera for our own pages (document photos) and denies the features the app never uses", async () => {
    const res = await request(appBehind(0)).get("/api/auth/user");
    const policy = Object.fromEntries(
      String(res.headers["permissions-policy"])
        .split(",")
        .map((directive) => directive.trim().split("=") as [string, string]),
    );
    expect(policy.camera).toBe("(self)");
    for (const feature of ["geolocation", "microphone", "payment", "usb", "serial", "hid", "midi", "display-capture"]) {
      expect(policy[feature], feature).toBe("()");
    }
  });
});
