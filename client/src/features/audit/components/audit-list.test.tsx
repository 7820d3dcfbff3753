// An audit entry's changes as the owner reads them (docs/product.md §12.15), and an older entry with field names only.
import { describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import type { AuditEntryView } from "@shared/api/audit";
import { AuditChanges } from "./audit-list";

const entry = (details: AuditEntryView["details"]): AuditEntryView => ({
  id: "0b1c2d3e-4f50-4617-8293-a4b5c6d7e8f9",
  at: "2027-03-10T12:00:00.000Z",
  userId: null,
  userEmail: "recepcao@example.com",
  userName: "Teste Silva",
  action: "update",
  entity: "reservation",
  entityId: null,
  method: "PUT",
  path: "/api/reservations",
  status: 200,
  ip: null,
  details,
});

describe("AuditChanges", () => {
  it("shows each changed field with its old and new value", () => {
    render(
      <AuditChanges
        entry={entry({
          fields: ["totalAmount", "roomId"],
          changes: [
            { field: "totalAmount", from: "R$\u00a0700,00", to: "R$\u00a01,00" },
            { field: "notes", from: null, to: "Chega tarde" },
          ],
        })}
      />,
    );
    const items = screen.getAllByRole("listitem").map((item) => item.textContent);
    expect(items).toEqual(["Total: R$\u00a0700,00 → R$\u00a01,00", "Observações: — → Chega tarde"]);
  });

  it("shows nothing for an older entry that has only the fields' names", () => {
    const { container } = render(<AuditChanges entry={entry({ fields: ["totalAmount"] })} />);
    expect(container.innerHTML).toBe("");
  });
});
