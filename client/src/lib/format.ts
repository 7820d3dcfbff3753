/** pt-BR display formatting: money in R$ (shared/money.ts), dates dd/MM/yyyy, times HH:mm, on the pousada's clock. */
import { formatReais, signedCentavos } from "@shared/money";
import { DEFAULT_TIME_ZONE, timeZoneOf, wallClock, type PousadaTimeZone } from "@shared/pousada-time";

const INVALID_DATE_TEXT = "Data inválida";

// The pousada's time zone (Configurações > Geral). The router sets it from GET /api/auth/user before any signed-in
// screen renders, so every date and time the client shows, and its "today", are the pousada's.
let pousadaZone: PousadaTimeZone = DEFAULT_TIME_ZONE;

/** Takes the pousada's zone as the server sent it (an unknown value leaves Brasília time). */
export function setPousadaTimeZone(zone: unknown) {
  pousadaZone = timeZoneOf(zone);
}

/** The zone every date and time on screen is shown in. */
export const pousadaTimeZone = (): PousadaTimeZone => pousadaZone;

/** A decimal string from the API as reais: "1234.50" -> "R$ 1.234,50". Empty or non-numeric input shows R$ 0,00. */
export const formatCurrency = (value: string | null | undefined): string => formatReais(signedCentavos(value) ?? 0);

/** An integer amount of centavos: 123450 -> "R$ 1.234,50". */
export const formatCentavos = (cents: number | null | undefined): string => formatReais(cents ?? 0);

export type DateInput = string | number | Date | null | undefined;

interface DateTimeParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

// "2025-01-15", "2025-01-15T10:30", "2025-01-15 10:30:00.123+00" ...
const ISO_LIKE =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?)?$/i;

function isRealCalendarDate(year: number, month: number, day: number): boolean {
  const probe = new Date(Date.UTC(year, month - 1, day));
  return probe.getUTCFullYear() === year && probe.getUTCMonth() === month - 1 && probe.getUTCDate() === day;
}

function partsOfInstant(date: Date): DateTimeParts | null {
  if (Number.isNaN(date.getTime())) return null;
  const { year, month, day, hour, minute } = wallClock(date, pousadaZone);
  return { year, month, day, hour, minute };
}

/**
 * Reads a value as wall-clock parts at the pousada. A plain calendar date ("2025-01-15") or a
 * date-time without an offset is taken as written, so it never shifts a day; an instant
 * (with Z/offset, a Date or epoch milliseconds) is converted to the pousada's time zone.
 */
function toDisplayParts(value: DateInput): DateTimeParts | null {
  if (value == null) return null;
  if (value instanceof Date || typeof value === "number") return partsOfInstant(new Date(value));

  const text = value.trim();
  const match = ISO_LIKE.exec(text);
  if (!match) return null;

  const [, y, mo, d, h = "00", mi = "00", sec = "00", offset] = match;
  const [year, month, day, hour, minute] = [y, mo, d, h, mi].map(Number);
  if (!isRealCalendarDate(year, month, day) || hour > 23 || minute > 59 || Number(sec) > 59) return null;

  if (offset === undefined) return { year, month, day, hour, minute };

  // Rebuild a strict ISO string ("+00" -> "+00:00") so every engine parses the instant alike.
  const digits = offset.replace(":", "");
  const isoOffset = /^z$/i.test(offset) ? "Z" : `${digits.slice(0, 3)}:${digits.slice(3) || "00"}`;
  return partsOfInstant(new Date(`${y}-${mo}-${d}T${h}:${mi}:${sec}${isoOffset}`));
}

const pad2 = (n: number): string => String(n).padStart(2, "0");
const datePart = (p: DateTimeParts): string => `${pad2(p.day)}/${pad2(p.month)}/${String(p.year).padStart(4, "0")}`;
const timePart = (p: DateTimeParts): string => `${pad2(p.hour)}:${pad2(p.minute)}`;

/** dd/MM/yyyy, or "Data inválida". */
export function formatDate(value: DateInput): string {
  const parts = toDisplayParts(value);
  return parts ? datePart(parts) : INVALID_DATE_TEXT;
}

/** dd/MM/yyyy HH:mm, or "Data inválida". A plain calendar date reads as midnight. */
export function formatDateTime(value: DateInput): string {
  const parts = toDisplayParts(value);
  return parts ? `${datePart(parts)} ${timePart(parts)}` : INVALID_DATE_TEXT;
}

/** HH:mm (24h), or "Data inválida". */
export function formatTime(value: DateInput): string {
  const parts = toDisplayParts(value);
  return parts ? timePart(parts) : INVALID_DATE_TEXT;
}
