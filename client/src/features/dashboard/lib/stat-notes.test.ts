import { describe, expect, it } from "vitest";
import { checkInsNote, occupancyNote, occupiedNote, revenueNote } from "./stat-notes";

describe("stat card notes", () => {
  it("says how the occupied rooms moved today", () => {
    expect(occupiedNote(2)).toEqual({ text: "+2 hoje", trend: "up" });
    expect(occupiedNote(-1)).toEqual({ text: "-1 hoje", trend: "down" });
    expect(occupiedNote(0)).toEqual({ text: "sem mudança hoje", trend: "flat" });
  });

  it("shows yesterday's check-ins, coloured by how today compares", () => {
    expect(checkInsNote(5, 3)).toEqual({ text: "3 ontem", trend: "up" });
    expect(checkInsNote(1, 4)).toEqual({ text: "4 ontem", trend: "down" });
    expect(checkInsNote(0, 0)).toEqual({ text: "0 ontem", trend: "flat" });
  });

  it("writes the revenue change with a decimal comma, or says there was nothing to compare", () => {
    expect(revenueNote(8.5)).toEqual({ text: "+8,5% mês anterior", trend: "up" });
    expect(revenueNote(-12.3)).toEqual({ text: "-12,3% mês anterior", trend: "down" });
    expect(revenueNote(150)).toEqual({ text: "+150% mês anterior", trend: "up" });
    expect(revenueNote(1234.5).text).toBe("+1.234,5% mês anterior");
    expect(revenueNote(0)).toEqual({ text: "igual ao mês anterior", trend: "flat" });
    expect(revenueNote(null)).toEqual({ text: "sem receita no mês anterior", trend: "flat" });
  });

  it("gives the occupancy change in points against a week ago", () => {
    expect(occupancyNote(60, 62)).toEqual({ text: "-2% semana anterior", trend: "down" });
    expect(occupancyNote(75, 50)).toEqual({ text: "+25% semana anterior", trend: "up" });
    expect(occupancyNote(40, 40)).toEqual({ text: "igual à semana anterior", trend: "flat" });
  });
});
