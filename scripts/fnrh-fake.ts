// The fake FNRH API (server/fnrh/fake-server.ts) as its own process, for the browser tests (client/e2e/global-setup.ts)
// and for a developer without the homologation environment: `FNRH_FAKE_USUARIO=... FNRH_FAKE_CHAVE=... tsx
// scripts/fnrh-fake.ts` prints {"url": ...} on its first line (give it to the app as FNRH_API_URL) and serves until
// stopped. POST {url-origin}/__fake/falhas makes the next matching call fail (see the fake).
import { startFakeFnrh } from "../server/fnrh/fake-server";

const usuario = process.env.FNRH_FAKE_USUARIO;
const chave = process.env.FNRH_FAKE_CHAVE;
if (!usuario || !chave) {
  console.error("Set FNRH_FAKE_USUARIO and FNRH_FAKE_CHAVE: the credentials the fake accepts.");
  process.exit(2);
}
const fake = await startFakeFnrh({ usuario, chave });
console.log(JSON.stringify({ url: fake.url }));
const stop = () => void fake.close().then(() => process.exit(0));
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
