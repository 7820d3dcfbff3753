// The one rule by which what a clerk types finds a guest (docs/product.md §12.4.1): the Guests page, the
// new-reservation dialog's typeahead (GET /api/guests?search=&limit=20) and the searches of reservations and stays
// by their guest all use it. The expressions are written exactly as the indexes of migrations/0006_list_search.sql
// are built, or the planner cannot use those indexes and a search becomes a scan of every guest.
import { and, or, sql, type AnyColumn, type SQL } from "drizzle-orm";
import { guests } from "@shared/schema/guests";
import { rooms } from "@shared/schema/rooms";
import type { DbOrTx } from "../db";

/**
 * Lower case and without accents ("JOÃO" -> "joao"), as the database folds the guests' names. Applied to what was
 * typed only: PostgreSQL computes it once, when it plans the statement.
 */
const folded = (text: string) => sql`lower(immutable_unaccent(${text}))`;

/**
 * "first last e-mail", folded: the generated column guests.search_text (migrations/0006_list_search.sql), which
 * Drizzle does not declare so that no answer carries it. Indexed by guests_search_trgm_idx.
 */
const guestText = sql`${guests}."search_text"`;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** What people type between the digits of a phone or a CPF: "(11) 98765-4321", "529.982.247-25", "+55 11 ...". */
const PHONE_PUNCTUATION = /[\s.\-()+/]/g;
/** Fewer digits than this are not a phone or CPF search ("12" is in every other phone). */
const MIN_DIGITS = 3;
/** A longer term still finds its guest by its first words; more would only make a longer query. */
const MAX_WORDS = 8;

/** A term as the search reads it (readSearchTerm). */
export interface SearchTerm {
  /** What was typed, trimmed, runs of spaces as one. */
  text: string;
  /** When the whole term is a phone or CPF (digits and their punctuation, at least 3 digits): its digits. */
  digits?: string;
  /** Every word must be found in the name or e-mail; a word of 3 or more digits may instead be in the phone or CPF. */
  words: Array<{ text: string; digits?: string }>;
}

/** The digits of a phone- or CPF-like text, or undefined; a Brazilian country code (+55) before a phone is dropped. */
function phoneOrCpfDigits(text: string): string | undefined {
  const digits = text.replace(PHONE_PUNCTUATION, "");
  if (!/^\d+$/.test(digits) || digits.length < MIN_DIGITS) return undefined;
  return /^55\d{10,11}$/.test(digits) ? digits.slice(2) : digits;
}

/** The term to search for, or undefined when nothing was typed. */
export function readSearchTerm(raw: string | undefined): SearchTerm | undefined {
  const text = raw?.trim().replace(/\s+/g, " ");
  if (!text) return undefined;
  return {
    text,
    digits: phoneOrCpfDigits(text),
    words: text
      .split(" ")
      .slice(0, MAX_WORDS)
      .map((word) => ({ text: word, digits: phoneOrCpfDigits(word) })),
  };
}

/**
 * The folded text holds the word. A word of one or two letters has no trigram to look up, and as a "contains" it
 * would match nearly everyone: it must begin a word ("jo" finds João and Maria Jose, not Marjorie).
 */
function textHolds(text: SQL, word: string): SQL {
  const piece = folded(escapeLike(word));
  if (word.length >= 3) return sql`${text} LIKE '%' || ${piece} || '%'`;
  return sql`(${text} LIKE ${piece} || '%' OR ${text} LIKE '% ' || ${piece} || '%')`;
}

const digitsIn = (digits: string) =>
  sql`(${guests.phone} LIKE ${`%${digits}%`} OR ${guests.cpf} LIKE ${`%${digits}%`})`;

/**
 * The guests the term finds: a phone or CPF term against the phone and CPF digits (a part of them); any other term
 * word by word against the first name, last name and e-mail, in any case and with or without accents ("joao" finds
 * João, "JOÃO SILVA" finds João da Silva). An e-mail with digits ("hospede4242@") is text: it matches no phone.
 */
export function guestMatches(term: SearchTerm): SQL {
  if (term.digits) return digitsIn(term.digits);
  return and(
    ...term.words.map((word) =>
      word.digits
        ? sql`(${textHolds(guestText, word.text)} OR ${digitsIn(word.digits)})`
        : textHolds(guestText, word.text),
    ),
  )!;
}

/**
 * How well a guest matches, for the order of the results: 0 exactly (the full name, the e-mail, the phone or the
 * CPF), 1 by a beginning (of the full name or of any of its words or the e-mail's, of the phone or CPF, or the
 * phone's end, as a clerk types the last digits), 2 otherwise. Read from search_text, which is the folded full
 * name, a space and the e-mail (stored in lower case; an e-mail with accents only misses the exact rank).
 */
export function guestRank(term: SearchTerm): SQL {
  const typed = folded(term.text);
  const typedLike = folded(escapeLike(term.text));
  const email = term.text.toLowerCase();
  const exact = [sql`${guestText} = ${typed} || ' ' || coalesce(${guests.email}, '')`, sql`${guests.email} = ${email}`];
  const start = [sql`${guestText} LIKE ${typedLike} || '%'`, sql`${guestText} LIKE '% ' || ${typedLike} || '%'`];
  if (term.digits) {
    exact.push(sql`${guests.phone} = ${term.digits}`, sql`${guests.cpf} = ${term.digits}`);
    start.push(
      sql`${guests.phone} LIKE ${`${term.digits}%`}`,
      sql`${guests.phone} LIKE ${`%${term.digits}`}`,
      sql`${guests.cpf} LIKE ${`${term.digits}%`}`,
    );
  }
  return sql`(CASE WHEN ${or(...exact)} THEN 0 WHEN ${or(...start)} THEN 1 ELSE 2 END)`;
}

/**
 * A phone or CPF searched among reservations or stays needs this many digits: fewer are taken for a room number
 * ("101", "1204"), which would otherwise also match every phone holding those digits.
 */
const MIN_DIGITS_BESIDE_ROOMS = 6;
/**
 * A search that finds more guests than this is broad ("ma": 9,581 of 50,000): their reservations are looked up by
 * subquery. Up to it, the ids travel as a list: "joao" (855 guests) by subquery walked 3,039 reservations in date
 * order for a page and counted by hashing all 100,000 (28 ms a request); as a list, 13 ms (npm run bench:lists).
 */
const FEW_GUESTS = 2_000;

/**
 * Reservations or stays (by their `guestId` and `roomId` columns) the term finds: their guest, by the rule of
 * guestMatches (a phone or CPF from 6 digits), or their room, whose number is the term or begins with it ("10"
 * finds 101 and 1010).
 *
 * Guests and rooms are looked up first and given to PostgreSQL as lists of ids when they are few: it then plans
 * from the rows it will really find, reading a guest's few reservations by reservations_guest_idx, where a
 * subquery (or an OR of two) left it walking the whole list in date order, trying each reservation's guest in turn
 * (45 ms for "joao" at 100,000 reservations, against 1 ms). A broad term keeps the subquery, and that walk, which
 * then stops early: a page's rows are soon found.
 */
export async function guestOrRoomMatches(
  db: DbOrTx,
  term: SearchTerm,
  columns: { guestId: AnyColumn; roomId: AnyColumn },
): Promise<SQL> {
  const findsGuest = !term.digits || term.digits.length >= MIN_DIGITS_BESIDE_ROOMS;
  const [guestIds, roomIds] = await Promise.all([
    findsGuest
      ? db
          .select({ id: guests.id })
          .from(guests)
          .where(guestMatches(term))
          .limit(FEW_GUESTS + 1)
          .then((found) => found.map((guest) => guest.id))
      : [],
    db
      .select({ id: rooms.id })
      .from(rooms)
      .where(sql`lower(${rooms.number}) LIKE lower(${escapeLike(term.text)}) || '%'`)
      .then((found) => found.map((room) => room.id)),
  ]);
  const byGuest =
    guestIds.length > FEW_GUESTS
      ? sql`${columns.guestId} IN (SELECT ${guests.id} FROM ${guests} WHERE ${guestMatches(term)})`
      : guestIds.length
        ? sql`${columns.guestId} = ANY(${sql.param(guestIds)}::uuid[])`
        : undefined;
  const byRoom = roomIds.length ? sql`${columns.roomId} = ANY(${sql.param(roomIds)}::uuid[])` : undefined;
  if (byGuest && byRoom) return sql`(${byGuest} OR ${byRoom})`;
  return byGuest ?? byRoom ?? sql`false`;
}
