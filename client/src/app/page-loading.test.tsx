// A signed-in page while its code loads: its own heading above the spinner, the same texts the page draws.
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, render, screen } from "@testing-library/react";
import { PageLoading } from "./page-loading";

afterEach(cleanup);

describe("PageLoading", () => {
  it("shows the page's heading and description with the spinner", () => {
    render(<PageLoading path="/reports" />);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Relatórios e Analytics");
    expect(screen.getByText("Receita, ocupação, pagamentos e hóspedes por período.")).toBeTruthy();
    expect(screen.getByRole("status").textContent).toBe("Carregando...");
  });

  it("shows another page's own heading", () => {
    render(<PageLoading path="/checkin-checkout" />);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Check-in / Check-out");
    expect(screen.getByText("Entradas e saídas de hóspedes.")).toBeTruthy();
  });

  it("shows only the spinner at an address that is no page with a heading", () => {
    render(<PageLoading path="/print/receipt/1" />);
    expect(screen.queryByRole("heading")).toBeNull();
    expect(screen.getByRole("status").textContent).toBe("Carregando...");
  });
});
