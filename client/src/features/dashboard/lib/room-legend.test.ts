import { describe, expect, it } from "vitest";
import { dashboardRooms, legendCounts, legendEntryOf } from "./room-legend";

const room = (number: string, status: string, isActive = true) => ({ number, status, isActive });

describe("room status legend", () => {
  it("counts maintenance and out of order together as 'Manutenção', leaving inactive rooms out", () => {
    const rooms = [
      room("101", "available"),
      room("102", "occupied"),
      room("103", "occupied"),
      room("104", "cleaning"),
      room("105", "maintenance"),
      room("106", "out_of_order"),
      room("107", "available", false),
    ];
    expect(legendCounts(rooms)).toEqual({ available: 1, occupied: 2, cleaning: 1, maintenance: 2 });
    expect(legendEntryOf("out_of_order").label).toBe("Manutenção");
    expect(legendEntryOf("available").label).toBe("Livre");
  });

  it("shows the first eight active rooms in the order given", () => {
    const rooms = [
      room("A", "available", false),
      ...Array.from({ length: 10 }, (_, i) => room(String(i), "available")),
    ];
    expect(dashboardRooms(rooms).map((r) => r.number)).toEqual(["0", "1", "2", "3", "4", "5", "6", "7"]);
  });
});
