// The fake PSP (server/test/fake-psp.ts) as its own process, for a developer without a PSP's sandbox:
// `PSP_FAKE_CLIENT_ID=... PSP_FAKE_CLIENT_SECRET=... PSP_FAKE_CHAVE=<the account's PIX key> tsx scripts/psp-fake.ts`
// prints {"apiUrl", "tokenUrl"} on its first line (PIX_PSP_API_URL and PIX_PSP_TOKEN_URL, with PIX_PSP_ALLOW_LOCAL=1)
// and serves until stopped. POST {origin}/__fake/pagar {"txid": "..."} pays a charge and delivers it to the webhook.
import { startFakePsp } from "../server/test/fake-psp";

const clientId = process.env.PSP_FAKE_CLIENT_ID;
const clientSecret = process.env.PSP_FAKE_CLIENT_SECRET;
const chave = process.env.PSP_FAKE_CHAVE;
if (!clientId || !clientSecret || !chave) {
  console.error("Set PSP_FAKE_CLIENT_ID, PSP_FAKE_CLIENT_SECRET and PSP_FAKE_CHAVE: what the fake accepts.");
  process.exit(2);
}
const fake = await startFakePsp({ clientId, clientSecret, keys: [chave] });
console.log(JSON.stringify({ apiUrl: fake.apiUrl, tokenUrl: fake.tokenUrl }));
const stop = () => void fake.close().then(() => process.exit(0));
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
