// The FNRH's code lists (`GET /dominios/...`): read from the API with the saved credentials and kept in memory for
// a while, the known values (shared/fnrh.ts) with their Portuguese names as the fallback when the API is not
// configured or does not answer. Used for the names the desk reads and to check a stay's codes before sending, so
// a value the register dropped from a list is a clear error of that stay rather than the API's 400.
import type { FnrhDomainList, FnrhDomains } from "@shared/api/fnrh";
import {
  FNRH_DISABILITY,
  FNRH_DISABILITY_TYPES,
  FNRH_DOCUMENT_TYPES,
  FNRH_GENDERS,
  FNRH_RACES,
  FNRH_TRANSPORTS,
  FNRH_TRAVEL_REASONS,
} from "@shared/fnrh";
import {
  FNRH_DISABILITY_LABELS,
  FNRH_DISABILITY_TYPE_LABELS,
  FNRH_DOCUMENT_TYPE_LABELS,
  FNRH_GENDER_LABELS,
  FNRH_RACE_LABELS,
  FNRH_TRANSPORT_LABELS,
  FNRH_TRAVEL_REASON_LABELS,
} from "@shared/fnrh-labels";
import type { FnrhApi } from "./client";

/** Each list's path under /dominios and its known values, named in Portuguese as the screens name them. */
const KNOWN: Record<FnrhDomainList, { path: string; names: Record<string, string>; order: readonly string[] }> = {
  motivos_viagem: { path: "fnrh/motivos_viagem", order: FNRH_TRAVEL_REASONS, names: FNRH_TRAVEL_REASON_LABELS },
  meios_transporte: { path: "fnrh/meios_transporte", order: FNRH_TRANSPORTS, names: FNRH_TRANSPORT_LABELS },
  generos: { path: "pessoas/generos", order: FNRH_GENDERS, names: FNRH_GENDER_LABELS },
  racas: { path: "pessoas/racas", order: FNRH_RACES, names: FNRH_RACE_LABELS },
  opcao_deficiencia: { path: "pessoas/opcao_deficiencia", order: FNRH_DISABILITY, names: FNRH_DISABILITY_LABELS },
  tipos_deficiencia: {
    path: "pessoas/tipos_deficiencia",
    order: FNRH_DISABILITY_TYPES,
    names: FNRH_DISABILITY_TYPE_LABELS,
  },
  tipos_documento: { path: "pessoas/tipos_documento", order: FNRH_DOCUMENT_TYPES, names: FNRH_DOCUMENT_TYPE_LABELS },
};

const LISTS = Object.keys(KNOWN) as FnrhDomainList[];

/** How long the API's lists are kept; a failed read is tried again sooner. */
const DOMAINS_TTL_MS = 12 * 60 * 60_000;
const RETRY_AFTER_FAILURE_MS = 5 * 60_000;

/** Each list's path under /dominios and its known codes (the fake API answers these). */
export const knownCodeLists = () =>
  Object.fromEntries(LISTS.map((list) => [KNOWN[list].path, [...KNOWN[list].order]])) as Record<string, string[]>;

function knownDomains(): FnrhDomains {
  return {
    source: "local",
    lists: Object.fromEntries(
      LISTS.map((list) => [list, KNOWN[list].order.map((id) => ({ id, descricao: KNOWN[list].names[id] ?? id }))]),
    ) as FnrhDomains["lists"],
  };
}

/** One list as the API answered it, `{dados: [{id, descricao}]}`; null when the answer has no usable entry. */
function entriesOf(answer: { dados?: unknown }) {
  if (!Array.isArray(answer.dados)) return null;
  const entries = answer.dados
    .map((item) => item as { id?: unknown; descricao?: unknown })
    .filter((item) => typeof item.id === "string" && item.id)
    .map((item) => ({ id: item.id as string, descricao: typeof item.descricao === "string" ? item.descricao : "" }));
  return entries.length ? entries : null;
}

interface Cached {
  value: FnrhDomains;
  until: number;
}

/**
 * The lists, from the cache while fresh. Per process: the lists change a few times a year, so two instances each
 * reading them twice a day cost nothing, and a table for them would buy nothing.
 */
function fnrhDomainsCache(now: () => number = Date.now) {
  let cached: Cached | undefined;
  let reading: Promise<FnrhDomains> | undefined;

  async function read(api: FnrhApi): Promise<FnrhDomains> {
    const known = knownDomains();
    try {
      const answers = await Promise.all(LISTS.map((list) => api.domain(KNOWN[list].path)));
      const lists = { ...known.lists };
      answers.forEach((answer, i) => {
        const list = LISTS[i]!;
        const entries = entriesOf(answer);
        // The API's name when it gives one, else ours.
        if (entries) {
          lists[list] = entries.map((e) => ({ id: e.id, descricao: e.descricao || KNOWN[list].names[e.id] || e.id }));
        }
      });
      const value: FnrhDomains = { source: "fnrh", lists };
      cached = { value, until: now() + DOMAINS_TTL_MS };
      return value;
    } catch {
      cached = { value: known, until: now() + RETRY_AFTER_FAILURE_MS };
      return known;
    }
  }

  return {
    /** The API's lists when configured (`api` non-null), else the known ones. */
    get(api: FnrhApi | null): Promise<FnrhDomains> {
      if (!api) return Promise.resolve(knownDomains());
      if (cached && cached.until > now()) return Promise.resolve(cached.value);
      reading ??= read(api).finally(() => (reading = undefined));
      return reading;
    },
    /** After the credentials change, the next read goes to the API. */
    clear() {
      cached = undefined;
    },
  };
}

/** The process's cache: the desk's names and the sends' check read the same lists. */
export const fnrhDomains = fnrhDomainsCache();

/**
 * The stay's codes the register's lists (as read from the API) no longer hold, as one Portuguese message; null when
 * all are known or the lists are our own.
 */
export function unknownCodes(
  domains: FnrhDomains,
  trip: { travelReason: string | null; transport: string | null },
  guests: { firstName: string; lastName: string; gender: string | null; documentType: string | null }[],
) {
  if (domains.source !== "fnrh") return null;
  const has = (list: FnrhDomainList, id: string | null) => !id || domains.lists[list].some((e) => e.id === id);
  const problems: string[] = [];
  if (!has("motivos_viagem", trip.travelReason)) problems.push(`motivo da viagem ${trip.travelReason}`);
  if (!has("meios_transporte", trip.transport)) problems.push(`meio de transporte ${trip.transport}`);
  for (const g of guests) {
    if (!has("generos", g.gender)) problems.push(`gênero ${g.gender} (${g.firstName} ${g.lastName})`);
    if (!has("tipos_documento", g.documentType)) {
      problems.push(`tipo de documento ${g.documentType} (${g.firstName} ${g.lastName})`);
    }
  }
  return problems.length
    ? `A lista de códigos da FNRH não tem mais: ${problems.join("; ")}. Corrija a ficha e reenvie.`
    : null;
}
