// Relatórios > Ocupação's 'Receita por temporada' (docs/product.md §15.5): each layer's revenue, nights and ADR, the
// stays without a nightly breakdown named for what they are, and the empty period.
import { describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import { renderWithApi, seen } from "@/test/render";
import { SeasonRevenue } from "./season-revenue";

describe("Receita por temporada", () => {
  it("lists each season's revenue, nights and ADR, most first", () => {
    renderWithApi(
      <SeasonRevenue
        rows={[
          { season: "Alta temporada", roomNightsSold: 3, roomRevenue: "960.00", adr: "320.00" },
          { season: null, roomNightsSold: 2, roomRevenue: "300.00", adr: "150.00" },
          { season: "Diária do quarto", roomNightsSold: 1, roomRevenue: "99.99", adr: "99.99" },
        ]}
      />,
    );
    const items = within(screen.getByRole("list", { name: "Receita por temporada" })).getAllByRole("listitem");
    expect(items.map((item) => seen(item.getAttribute("aria-label")))).toEqual([
      "Alta temporada: R$ 960,00",
      "Sem tarifário (total da reserva): R$ 300,00",
      "Diária do quarto: R$ 99,99",
    ]);
    expect(seen(items[0]!.textContent)).toContain("3 diárias · ADR R$ 320,00");
    expect(seen(items[2]!.textContent)).toContain("1 diária · ADR R$ 99,99");
  });

  it("says when the period sold no night", () => {
    renderWithApi(<SeasonRevenue rows={[]} />);
    expect(screen.getByText("Nenhuma diária vendida no período.")).toBeTruthy();
  });
});
