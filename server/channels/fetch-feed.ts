// The outbound request of a calendar import (docs/decisions/0052): http(s) only, a 10 s timeout, a size limit, and
// no private, loopback or link-local address (checked on the address actually connected to, so a DNS answer that
// changes between check and connect cannot slip through) unless CALENDAR_FEEDS_ALLOW_PRIVATE=1.
import dns from "node:dns";
import http from "node:http";
import https from "node:https";
import net from "node:net";

const FEED_TIMEOUT_MS = 10_000;
const FEED_MAX_BYTES = 2 * 1024 * 1024;
const MAX_REDIRECTS = 3;

/** A failure the owner reads in the feed's status: Portuguese, with no URL in it. */
export class FeedError extends Error {}

const blocked = new net.BlockList();
for (const [prefix, bits] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["224.0.0.0", 3],
] as const) {
  blocked.addSubnet(prefix, bits, "ipv4");
}
for (const [prefix, bits] of [
  ["::", 127],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8],
] as const) {
  blocked.addSubnet(prefix, bits, "ipv6");
}

/** Whether `address` is private, loopback, link-local or otherwise not on the public internet. */
export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return blocked.check(mapped[1]!, "ipv4");
  return blocked.check(address, net.isIPv6(address) ? "ipv6" : "ipv4");
}

const allowPrivate = () => process.env.CALENDAR_FEEDS_ALLOW_PRIVATE === "1";

/** Refuses a URL that is not http(s) (file:, ftp:, data: ...): checked when a feed is saved and on every fetch. */
export function checkFeedUrl(value: string): URL {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new FeedError("Endereço do calendário inválido");
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new FeedError("O endereço do calendário deve começar com http:// ou https://");
  }
  if (
    !allowPrivate() &&
    net.isIP(url.hostname.replace(/^\[|\]$/g, "")) &&
    isPrivateAddress(url.hostname.replace(/^\[|\]$/g, ""))
  ) {
    throw new FeedError("Endereços de rede interna não são permitidos");
  }
  return url;
}

/** dns.lookup that refuses to hand a private address to the socket unless `allow()` (the PSP's client uses it too). */
export const privateAddressGuard =
  (allow: () => boolean): net.LookupFunction =>
  (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, "", 0);
      const list = addresses as dns.LookupAddress[];
      const refused = !allow() && list.some((a) => isPrivateAddress(a.address));
      if (refused) return callback(new FeedError("Endereços de rede interna não são permitidos"), "", 0);
      if ((options as dns.LookupOptions).all)
        return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, list);
      return callback(null, list[0]!.address, list[0]!.family);
    });
  };

const guardedLookup = privateAddressGuard(allowPrivate);

function getOnce(url: URL, signal: AbortSignal): Promise<{ status: number; location?: string; body: string }> {
  const client = url.protocol === "https:" ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.get(
      url,
      {
        lookup: guardedLookup,
        signal,
        headers: { accept: "text/calendar, */*;q=0.5", "user-agent": "Hospeda-iCal/1" },
      },
      (res) => {
        const status = res.statusCode ?? 0;
        if (status >= 300 && status < 400) {
          res.resume();
          return resolve({ status, location: res.headers.location, body: "" });
        }
        const chunks: Buffer[] = [];
        let size = 0;
        res.on("data", (chunk: Buffer) => {
          size += chunk.length;
          if (size > FEED_MAX_BYTES) {
            req.destroy(new FeedError("O calendário é grande demais (mais de 2 MB)"));
            return;
          }
          chunks.push(chunk);
        });
        res.on("end", () => resolve({ status, body: Buffer.concat(chunks).toString("utf8") }));
        res.on("error", reject);
      },
    );
    req.on("error", reject);
  });
}

/** The feed's text, or a FeedError saying in Portuguese what went wrong. */
export async function fetchFeed(value: string, timeoutMs = FEED_TIMEOUT_MS): Promise<string> {
  let url = checkFeedUrl(value);
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
      const answer = await getOnce(url, signal);
      if (answer.location) {
        url = checkFeedUrl(new URL(answer.location, url).toString());
        continue;
      }
      if (answer.status !== 200) throw new FeedError(`O canal respondeu com erro ${answer.status}`);
      return answer.body;
    }
    throw new FeedError("Redirecionamentos demais");
  } catch (error) {
    if (error instanceof FeedError) throw error;
    if (signal.aborted) throw new FeedError("O canal não respondeu em 10 segundos");
    const cause = (error as { cause?: unknown }).cause;
    if (cause instanceof FeedError) throw cause;
    throw new FeedError("Não foi possível acessar o calendário do canal");
  }
}
