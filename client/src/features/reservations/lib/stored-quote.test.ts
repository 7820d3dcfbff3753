import { describe, expect, it } from "vitest";
import { storedQuote } from "./stored-quote";

const sold = {
  checkInDate: "2027-03-08",
  checkOutDate: "2027-03-10",
  totalAmount: "500.00",
  room: { pricePerNight: "150.00" },
  cancellationPolicy: null,
};

describe("a reservation's price as sold", () => {
  it("shows its stored nights and the rest of the quoted total as one line", () => {
    const quote = storedQuote({
      ...sold,
      quotedTotal: "480.00",
      nights: [
        { date: "2027-03-08", price: "180.00", rule: "Tarifa base" },
        { date: "2027-03-09", price: "180.00", rule: "Tarifa base" },
      ],
    });
    // 480 - 2 x 180 = 120 of children, extra beds and discounts
    expect(quote.extras).toEqual([{ label: "Crianças, camas extras e descontos", amount: "120.00" }]);
    expect(quote.discounts).toEqual([]);
    expect(quote.total).toBe("480.00");
  });

  it("reads a reservation made before the quote as nights x the room's price", () => {
    const quote = storedQuote({ ...sold, quotedTotal: null, nights: [] });
    expect(quote.nights).toEqual([
      { date: "2027-03-08", price: "150.00", rule: "Diária do quarto" },
      { date: "2027-03-09", price: "150.00", rule: "Diária do quarto" },
    ]);
    expect(quote.total).toBe("300.00");
    expect(quote.extras).toEqual([]);
  });
});
