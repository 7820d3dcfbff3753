// The hotel the benches load (npm run bench:reservations, npm run bench:lists): 200 rooms, 500 stays per room
// (100,000 reservations) from three years back to about 1.3 years ahead, guests with Brazilian names, e-mails,
// phones and CPFs, and optionally the check-in records of the latest stays. Built from a seeded generator, so
// every database of a run gets the same hotel and every run the same shape around its own today; written straight
// with SQL (unnest) into a database the built server has just migrated.
import { randomUUID } from "node:crypto";
import type pg from "pg";

export const DAY_MS = 86_400_000;
/** Days since 1970-01-01, UTC. */
export const TODAY = Math.floor(Date.now() / DAY_MS);
export const isoDay = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

// ---------------------------------------------------------------- deterministic randomness

/** mulberry32, a seeded generator. */
export function seeded(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
export type Rng = () => number;
export const intIn = (rng: Rng, min: number, max: number) => min + Math.floor(rng() * (max - min + 1));
const pick = <T>(rng: Rng, list: readonly T[]) => list[Math.floor(rng() * list.length)]!;
/** A value drawn with the given relative weights: weights[i] is the weight of value min + i. */
const weighted = (rng: Rng, min: number, weights: readonly number[]) => {
  let r = rng() * weights.reduce((a, b) => a + b, 0);
  for (let i = 0; i < weights.length; i++) if ((r -= weights[i]!) < 0) return min + i;
  return min + weights.length - 1;
};

// ---------------------------------------------------------------- the hotel

export const ROOM_COUNT = 200;
const STAYS_PER_ROOM = 500;
// 500 stays per room in "about four years" leaves ~3 days per stay including the gap, so stays lean short, as
// they do at a pousada (weekends): 1-7 nights averaging ~2.4, gaps of 0-4 days averaging ~0.8. Each room's
// history then spans ~4.3 years, started 3 years back: ~1.3 years of bookings ahead, ~68% live occupancy.
const NIGHT_WEIGHTS = [35, 30, 15, 8, 5, 4, 3]; // 1..7 nights
const GAP_WEIGHTS = [55, 25, 12, 5, 3]; // 0..4 days
const HISTORY_START = TODAY - 3 * 365;

const ROOM_TYPES = [
  { type: "standard", capacity: 2, price: "180.00" },
  { type: "deluxe", capacity: 2, price: "260.00" },
  { type: "family", capacity: 4, price: "320.00" },
  { type: "suite", capacity: 3, price: "450.00" },
] as const;

// Names as a Brazilian guest book has them: accents, compound surnames with "da" and "dos", common ones repeated.
const FIRST_NAMES = [
  "Ana", "Antônio", "Álvaro", "Beatriz", "Bruno", "Camila", "Carlos", "Cecília", "Conceição", "Daniel",
  "Débora", "Diego", "Eduarda", "Eduardo", "Élcio", "Fábio", "Fernanda", "Francisco", "Gabriel", "Gabriela",
  "Guilherme", "Helena", "Henrique", "Igor", "Isabela", "Joana", "João", "Jorge", "José", "Júlia",
  "Larissa", "Leonardo", "Letícia", "Lucas", "Luíza", "Marcelo", "Márcio", "Marcos", "Maria", "Mariana",
  "Matheus", "Natália", "Otávio", "Patrícia", "Paula", "Pedro", "Rafael", "Raquel", "Renata", "Ricardo",
  "Rodrigo", "Sebastião", "Sofia", "Tatiana", "Thiago", "Valéria", "Vinícius", "Vitória", "Wagner", "Zé",
]; // prettier-ignore
const SURNAMES = [
  "Silva", "Santos", "Oliveira", "Souza", "Rodrigues", "Ferreira", "Alves", "Pereira", "Lima", "Gomes",
  "Costa", "Ribeiro", "Martins", "Carvalho", "Almeida", "Lopes", "Soares", "Fernandes", "Vieira", "Barbosa",
  "Rocha", "Dias", "Nascimento", "Andrade", "Moreira", "Nunes", "Marques", "Machado", "Mendes", "Freitas",
  "Cardoso", "Ramos", "Gonçalves", "Santana", "Teixeira", "Araújo", "Correia", "Moura", "Cavalcanti", "Monteiro",
  "Batista", "Campos", "Pinto", "Castro", "Brandão", "Conceição", "Magalhães", "Falcão", "Simões", "Guimarães",
  "Peixoto", "Tavares", "Assunção", "Brito", "Sampaio", "Damasceno", "Queiroz", "Leão", "Aragão", "Figueiredo",
]; // prettier-ignore
const PARTICLES = ["da", "de", "dos", "das"];
const MAIL_DOMAINS = ["gmail.com", "hotmail.com", "yahoo.com.br", "outlook.com", "uol.com.br", "bol.com.br"];
const AREA_CODES = ["11", "21", "31", "41", "47", "48", "51", "61", "71", "81", "85", "27", "19", "13", "24"];
const CITIES = ["São Paulo/SP", "Rio de Janeiro/RJ", "Belo Horizonte/MG", "Curitiba/PR", "Florianópolis/SC"];
const STREETS = ["Rua das Flores", "Avenida Brasil", "Rua XV de Novembro", "Rua São João", "Avenida Paulista"];

/** Lower case without accents, as an e-mail address is written. */
const ascii = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();

/** A valid CPF (check digits) from nine digits. */
function cpfFrom(nine: string) {
  const check = (digits: string) => {
    const sum = [...digits].reduce((acc, d, i) => acc + Number(d) * (digits.length + 1 - i), 0);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  const ten = nine + check(nine);
  return ten + check(ten);
}

export interface Guests {
  id: string[];
  firstName: string[];
  lastName: string[];
  phone: string[];
  email: Array<string | null>;
  cpf: Array<string | null>;
  address: Array<string | null>;
  createdAt: string[];
}

export interface Reservation {
  id: string;
  guestId: string;
  roomId: string;
  checkIn: string;
  checkOut: string;
  guests: number;
  total: string;
  status: string;
  payment: string;
  createdAt: string;
}

export interface Hotel {
  rooms: {
    id: string[];
    number: string[];
    type: string[];
    status: string[];
    capacity: number[];
    price: string[];
    isActive: boolean[];
  };
  guests: Guests;
  reservations: Reservation[];
  /** Check-in records of the latest checked-in and completed stays (none unless asked for). */
  stays: Reservation[];
}

/** Past stays are completed, current ones checked in, future ones pending or confirmed; ~10% cancelled or no-show. */
function statusOf(rng: Rng, checkIn: number, checkOut: number): [status: string, payment: string] {
  const r = rng();
  if (checkIn > TODAY) {
    if (r < 0.1) return ["cancelled", "PENDENTE"];
    return r < 0.45 ? ["pending", "PENDENTE"] : ["confirmed", r < 0.75 ? "PARCIAL" : "PENDENTE"];
  }
  if (r < 0.06) return ["cancelled", "PENDENTE"];
  if (r < 0.1) return ["no_show", "PENDENTE"];
  return checkOut > TODAY ? ["checked_in", r < 0.5 ? "PARCIAL" : "PAGO"] : ["completed", "PAGO"];
}

function buildGuests(rng: Rng, count: number): Guests {
  const guests: Guests = {
    id: [],
    firstName: [],
    lastName: [],
    phone: [],
    email: [],
    cpf: [],
    address: [],
    createdAt: [],
  };
  for (let i = 0; i < count; i++) {
    const first = pick(rng, FIRST_NAMES);
    const surname = pick(rng, SURNAMES);
    const r = rng();
    const last =
      r < 0.45
        ? surname
        : r < 0.8
          ? `${pick(rng, SURNAMES)} ${surname}`
          : `${pick(rng, SURNAMES)} ${pick(rng, PARTICLES)} ${surname}`;
    guests.id.push(randomUUID());
    guests.firstName.push(first);
    guests.lastName.push(last);
    // Unique by construction: i * 7919 runs over every residue mod 10^8 once (7919 is prime to 10).
    guests.phone.push(`${pick(rng, AREA_CODES)}9${String((i * 7_919 + 12_345_678) % 100_000_000).padStart(8, "0")}`);
    guests.email.push(
      rng() < 0.75 ? `${ascii(first)}.${ascii(surname).replace(/ /g, "")}${i}@${pick(rng, MAIL_DOMAINS)}` : null,
    );
    guests.cpf.push(rng() < 0.6 ? cpfFrom(String((i * 104_729 + 98_765) % 1_000_000_000).padStart(9, "0")) : null);
    guests.address.push(rng() < 0.5 ? `${pick(rng, STREETS)}, ${intIn(rng, 1, 2000)} - ${pick(rng, CITIES)}` : null);
    guests.createdAt.push(new Date((HISTORY_START + intIn(rng, 0, 3 * 365)) * DAY_MS).toISOString());
  }
  return guests;
}

/**
 * The hotel: `guestCount` guests booking 100,000 stays in 200 rooms; with `stayCount`, that many of the latest
 * checked-in and completed stays also get their check-in record (check-in at 14:00, check-out at 11:00).
 */
export function buildHotel(options: { guestCount: number; stayCount?: number }): Hotel {
  const rng = seeded(20_261_122);
  const rooms: Hotel["rooms"] = { id: [], number: [], type: [], status: [], capacity: [], price: [], isActive: [] };
  for (let i = 0; i < ROOM_COUNT; i++) {
    const floor = Math.floor(i / 20) + 1;
    const onFloor = (i % 20) + 1;
    const kind = ROOM_TYPES[onFloor <= 12 ? 0 : onFloor <= 16 ? 1 : onFloor <= 18 ? 2 : 3];
    rooms.id.push(randomUUID());
    rooms.number.push(`${floor}${String(onFloor).padStart(2, "0")}`);
    rooms.type.push(kind.type);
    rooms.capacity.push(kind.capacity);
    rooms.price.push(kind.price);
    // A few rooms the availability read must leave out whatever their bookings: out of order, or inactive.
    rooms.status.push(i % 50 === 7 ? "out_of_order" : i % 50 === 23 ? "maintenance" : "available");
    rooms.isActive.push(i % 100 !== 42);
  }

  const guests = buildGuests(seeded(7_051_990), options.guestCount);

  const reservations: Reservation[] = [];
  for (let r = 0; r < ROOM_COUNT; r++) {
    let day = HISTORY_START - intIn(rng, 0, 20);
    for (let s = 0; s < STAYS_PER_ROOM; s++) {
      day += weighted(rng, 0, GAP_WEIGHTS);
      const nights = weighted(rng, 1, NIGHT_WEIGHTS);
      const [status, payment] = statusOf(rng, day, day + nights);
      const price = Number(rooms.price[r]);
      reservations.push({
        id: randomUUID(),
        guestId: guests.id[intIn(rng, 0, options.guestCount - 1)]!,
        roomId: rooms.id[r]!,
        checkIn: isoDay(day),
        checkOut: isoDay(day + nights),
        guests: intIn(rng, 1, rooms.capacity[r]!),
        total: (nights * price).toFixed(2),
        status,
        payment,
        // Booked 1-90 days ahead (capped at today: nothing is created in the future).
        createdAt: new Date(
          Math.min(day - intIn(rng, 1, 90), TODAY) * DAY_MS + intIn(rng, 8, 20) * 3_600_000,
        ).toISOString(),
      });
      day += nights;
    }
  }
  // Rows land in the table in booking order, as they do in a live hotel, not room by room: the heap's physical
  // order decides how many pages a date window touches.
  reservations.sort((a, b) => (a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : 0));

  const stays = reservations
    .filter((r) => r.status === "checked_in" || r.status === "completed")
    .sort((a, b) => (a.checkIn < b.checkIn ? 1 : a.checkIn > b.checkIn ? -1 : 0))
    .slice(0, options.stayCount ?? 0);
  return { rooms, guests, reservations, stays };
}

// ---------------------------------------------------------------- loading

/** Bulk insert through unnest(): one statement per few thousand rows instead of 100,000 round trips. */
export async function loadHotel(client: pg.ClientBase, hotel: Hotel) {
  const started = performance.now();
  await client.query("BEGIN");
  const { rooms, guests } = hotel;
  await client.query(
    `INSERT INTO rooms (id, number, type, status, capacity, price_per_night, is_active)
     SELECT * FROM unnest($1::uuid[], $2::varchar[], $3::varchar[], $4::varchar[], $5::int[], $6::numeric[], $7::bool[])`,
    [rooms.id, rooms.number, rooms.type, rooms.status, rooms.capacity, rooms.price, rooms.isActive],
  );
  const BATCH = 5_000;
  for (let i = 0; i < guests.id.length; i += BATCH) {
    const part = <K extends keyof Guests>(key: K) => guests[key].slice(i, i + BATCH);
    await client.query(
      `INSERT INTO guests (id, first_name, last_name, phone, email, cpf, address, created_at, updated_at)
       SELECT i, f, l, p, e, c, a, t, t
       FROM unnest($1::uuid[], $2::varchar[], $3::varchar[], $4::varchar[], $5::varchar[], $6::varchar[], $7::text[],
                   $8::timestamptz[]) AS x(i, f, l, p, e, c, a, t)`,
      [
        part("id"),
        part("firstName"),
        part("lastName"),
        part("phone"),
        part("email"),
        part("cpf"),
        part("address"),
        part("createdAt"),
      ],
    );
  }
  for (let i = 0; i < hotel.reservations.length; i += BATCH) {
    const batch = hotel.reservations.slice(i, i + BATCH);
    const column = <K extends keyof Reservation>(key: K) => batch.map((row) => row[key]);
    // Every row passes the no-overlap exclusion constraint and the checks (every guest an adult): the data is what
    // the app could hold.
    await client.query(
      `INSERT INTO reservations (id, guest_id, room_id, check_in_date, check_out_date, number_of_guests, adults,
                                 total_amount, status, status_pagamento, created_at, updated_at)
       SELECT i, g, r, ci, co, n, n, t, s, p, c, c
       FROM unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::date[], $5::date[], $6::int[], $7::numeric[],
                   $8::varchar[], $9::varchar[], $10::timestamptz[]) AS x(i, g, r, ci, co, n, t, s, p, c)`,
      [
        column("id"),
        column("guestId"),
        column("roomId"),
        column("checkIn"),
        column("checkOut"),
        column("guests"),
        column("total"),
        column("status"),
        column("payment"),
        column("createdAt"),
      ],
    );
  }
  for (let i = 0; i < hotel.stays.length; i += BATCH) {
    const batch = hotel.stays.slice(i, i + BATCH);
    // Arrival at 14:00 and departure at 11:00 in São Paulo (UTC-3); a stay still in the house has no departure.
    const arrival = batch.map((r) => `${r.checkIn}T17:00:00Z`);
    const departure = batch.map((r) => (r.status === "completed" ? `${r.checkOut}T14:00:00Z` : null));
    await client.query(
      `INSERT INTO check_in_out (reservation_id, guest_id, room_id, check_in_time, actual_check_in_date,
                                 check_out_time, actual_check_out_date, created_at, updated_at)
       SELECT r, g, m, a, a, d, d, a, coalesce(d, a)
       FROM unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::timestamptz[], $5::timestamptz[]) AS x(r, g, m, a, d)`,
      [batch.map((r) => r.id), batch.map((r) => r.guestId), batch.map((r) => r.roomId), arrival, departure],
    );
  }
  await client.query("COMMIT");
  const loadMs = performance.now() - started;
  // The steady state autovacuum reaches on PostgreSQL a minute after a bulk load: statistics and visibility map.
  const vacuumStarted = performance.now();
  // reservation_segments too: the trigger filled it, and the map and availability read it (an unanalyzed one was
  // estimated at a quarter of its window's rows).
  await client.query("VACUUM ANALYZE rooms, guests, reservations, reservation_segments, check_in_out");
  return { loadMs, vacuumMs: performance.now() - vacuumStarted };
}
