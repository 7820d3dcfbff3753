import { describe, expect, it } from "vitest";
import type { GuestRecord } from "@/api/use-guests";
import { filterGuests } from "./guest-search";

const guest = (overrides: Partial<GuestRecord>): GuestRecord => ({
  id: crypto.randomUUID(),
  firstName: "Maria",
  lastName: "Silva",
  email: null,
  phone: "11999998888",
  cpf: null,
  address: null,
  birthDate: null,
  documentPhotoUrl: null,
  tags: [],
  notes: null,
  createdAt: "2025-01-15T12:00:00.000Z",
  updatedAt: "2025-01-15T12:00:00.000Z",
  ...overrides,
});

const maria = guest({ email: "maria@exemplo.com.br" });
const joao = guest({ firstName: "João", lastName: "Pereira Souza", phone: "21987654321" });
const all = [maria, joao];

describe("filterGuests", () => {
  it("returns everyone for a blank search", () => {
    expect(filterGuests(all, "  ")).toEqual(all);
  });

  it("matches first name, last name and full name in any case", () => {
    expect(filterGuests(all, "MARIA")).toEqual([maria]);
    expect(filterGuests(all, "souza")).toEqual([joao]);
    expect(filterGuests(all, "joão pereira")).toEqual([joao]);
  });

  it("ignores accents, as a clerk typing on a phone would expect", () => {
    expect(filterGuests(all, "joao")).toEqual([joao]);
  });

  it("matches the e-mail", () => {
    expect(filterGuests(all, "exemplo.com")).toEqual([maria]);
  });

  it("matches phone digits by substring, masked or not", () => {
    expect(filterGuests(all, "98765")).toEqual([joao]);
    expect(filterGuests(all, "(21) 98765")).toEqual([joao]);
    expect(filterGuests(all, "9999-8888")).toEqual([maria]);
  });

  it("does not match phones on the digits of a text search", () => {
    expect(filterGuests(all, "ap 9")).toEqual([]);
  });
});
