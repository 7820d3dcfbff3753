// The stay's guests editor against a mocked API: the main guest first and never removable, a companion found in the
// register, a child typed with a name and a birth date (the main guest offered as responsible), the list full at the
// reservation's number of guests, a companion removed, and the server's refusal shown as it said it.
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import type { StayGuest } from "@shared/api";
import { api } from "@/test/api";
import { guestRecord } from "@/test/records";
import { notice, renderWithApi } from "@/test/render";
import { StayGuestsEditor } from "./stay-guests-editor";

const RESERVATION = "8192a3b4-c5d6-4e7f-9081-92a3b4c5d6e7";
const MARTA = "5e6f7081-92a3-4b4c-8d5e-6f708192a3b4";
const RUI = "6f708192-a3b4-4c5d-9e6f-708192a3b4c5";
const BIA = "708192a3-b4c5-4d6e-8f70-8192a3b4c5d6";

const marta: StayGuest = {
  guestId: MARTA,
  firstName: "Marta",
  lastName: "Lima",
  birthDate: "1985-06-20",
  isMain: true,
  isMinor: false,
  guardianGuestId: null,
};
const rui = guestRecord({ id: RUI, firstName: "Rui", lastName: "Costa", phone: "11987654321" });

/** The server: the stay's list as it stands, what was posted and deleted. */
function serveStay(listed: StayGuest[]) {
  const posted: unknown[] = [];
  const deleted: string[] = [];
  api.use(
    http.get(`/api/reservations/${RESERVATION}/guests`, () => HttpResponse.json(listed)),
    http.get("/api/guests", () => HttpResponse.json([rui])),
    http.post(`/api/reservations/${RESERVATION}/guests`, async ({ request }) => {
      const body = (await request.json()) as Record<string, string | null>;
      posted.push(body);
      const added: StayGuest = body.guestId
        ? {
            guestId: RUI,
            firstName: "Rui",
            lastName: "Costa",
            birthDate: null,
            isMain: false,
            isMinor: false,
            guardianGuestId: null,
          }
        : {
            guestId: BIA,
            firstName: "Bia",
            lastName: "Lima",
            birthDate: "2012-03-11",
            isMain: false,
            isMinor: true,
            guardianGuestId: body.guardianGuestId ?? null,
          };
      listed.push(added);
      return HttpResponse.json(added, { status: 201 });
    }),
    http.delete(`/api/reservations/${RESERVATION}/guests/:guestId`, ({ params }) => {
      deleted.push(params.guestId as string);
      listed.splice(
        listed.findIndex((g) => g.guestId === params.guestId),
        1,
      );
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return { posted, deleted };
}

const rows = () =>
  within(screen.getByRole("list", { name: "Hóspedes da estadia" }))
    .getAllByRole("listitem")
    .map((item) => item.textContent);

describe("StayGuestsEditor", () => {
  it("adds a companion from the register and a child by name and birth date, up to the number of guests", async () => {
    const { posted, deleted } = serveStay([{ ...marta }]);
    const { user } = renderWithApi(
      <StayGuestsEditor reservationId={RESERVATION} numberOfGuests={3} checkInDate="2030-03-10" />,
    );

    // The first read of the run loads the modules: a slow machine takes more than waitFor's second.
    await screen.findByTestId("stay-guests-count", {}, { timeout: 10_000 });
    expect(rows()).toEqual(["Marta LimaTitularNascimento: 20/06/1985"]);
    expect(screen.getByTestId("stay-guests-count").textContent).toBe("1 de 3");
    // The main guest cannot be removed.
    expect(screen.queryByRole("button", { name: "Remover Marta Lima da estadia" })).toBeNull();

    await user.click(screen.getByRole("button", { name: "Adicionar acompanhante" }));
    await user.type(screen.getByRole("searchbox", { name: "Buscar acompanhante por nome, telefone ou email" }), "rui");
    await user.click(await screen.findByRole("button", { name: "Adicionar Rui Costa" }));
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(rows()[1]).toBe("Rui CostaSem data de nascimentoRemover");
    expect(screen.getByTestId("stay-guests-count").textContent).toBe("2 de 3");

    await user.click(screen.getByRole("button", { name: "Adicionar acompanhante" }));
    await user.click(screen.getByRole("button", { name: "Novo (nome e nascimento)" }));
    await user.click(screen.getByRole("button", { name: "Adicionar acompanhante" }));
    expect(screen.getByText("Nome é obrigatório")).toBeTruthy();
    expect(screen.getByText("Sobrenome é obrigatório")).toBeTruthy();
    expect(screen.getByText("Data de nascimento é obrigatória")).toBeTruthy();
    await user.type(screen.getByRole("textbox", { name: "Nome do acompanhante" }), "Bia");
    await user.type(screen.getByRole("textbox", { name: "Sobrenome do acompanhante" }), "Lima");
    await user.type(screen.getByRole("textbox", { name: "Data de nascimento" }), "11032012");
    // Under 18 on the check-in date: the main guest is offered as the responsible adult.
    expect(screen.getByRole("combobox", { name: "Responsável" }).textContent).toBe("Marta Lima");
    await user.click(screen.getByRole("button", { name: "Adicionar acompanhante" }));

    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(rows()[2]).toBe("Bia LimaCriançaNascimento: 11/03/2012 · Responsável: Marta LimaRemover");
    expect(
      screen.getByText("Lista completa: aumente o número de hóspedes da reserva para incluir mais alguém."),
    ).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Adicionar acompanhante" })).toBeNull();
    expect(posted).toEqual([
      { guestId: RUI },
      { firstName: "Bia", lastName: "Lima", birthDate: "2012-03-11", guardianGuestId: MARTA },
    ]);

    await user.click(screen.getByRole("button", { name: "Remover Rui Costa da estadia" }));
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(deleted).toEqual([RUI]);
    expect(screen.getByTestId("stay-guests-count").textContent).toBe("2 de 3");
  });

  it("shows the server's refusal as it said it", async () => {
    serveStay([{ ...marta }]);
    const full =
      "A reserva é para 2 hóspedes e a lista já está completa: aumente o número de hóspedes da reserva para incluir mais alguém";
    api.use(
      http.post(`/api/reservations/${RESERVATION}/guests`, () =>
        HttpResponse.json({ message: full, field: "numberOfGuests" }, { status: 409 }),
      ),
    );
    const { user } = renderWithApi(
      <StayGuestsEditor reservationId={RESERVATION} numberOfGuests={2} checkInDate="2030-03-10" />,
    );
    await user.click(await screen.findByRole("button", { name: "Adicionar acompanhante" }));
    await user.type(screen.getByRole("searchbox", { name: "Buscar acompanhante por nome, telefone ou email" }), "rui");
    await user.click(await screen.findByRole("button", { name: "Adicionar Rui Costa" }));
    await waitFor(() => expect(notice()).toBe(`Erro ao adicionar hóspede: ${full}`));
    expect(rows()).toHaveLength(1);
  });
});
