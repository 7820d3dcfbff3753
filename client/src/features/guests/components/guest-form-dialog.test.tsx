// The guest form's FNRH ficha against a mocked API: a walk-in saved without it, the city found by typing without
// accents and picked with the keyboard (its UF follows), and the folded part opening on a refused field.
import { http, HttpResponse } from "msw";
import { describe, expect, it, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import { api } from "@/test/api";
import { guestRecord } from "@/test/records";
import { renderWithApi } from "@/test/render";
import { GuestFormDialog } from "./guest-form-dialog";

function serveGuests() {
  const posted: Record<string, unknown>[] = [];
  api.use(
    http.post("/api/guests", async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      posted.push(body);
      return HttpResponse.json(guestRecord({ id: "g-1", firstName: "Ana", lastName: "Souza", phone: "48988880000" }), {
        status: 201,
      });
    }),
  );
  return posted;
}

async function typeName(user: ReturnType<typeof renderWithApi>["user"]) {
  await user.type(screen.getByLabelText("Nome"), "Ana");
  await user.type(screen.getByLabelText("Sobrenome"), "Souza");
  await user.type(screen.getByLabelText("Celular *"), "48988880000");
}

describe("the guest form's FNRH ficha", () => {
  it("saves a walk-in without the ficha, folded and saying what it lacks", async () => {
    const posted = serveGuests();
    const onOpenChange = vi.fn();
    const { user } = renderWithApi(<GuestFormDialog open onOpenChange={onOpenChange} guest={null} />);
    await typeName(user);
    const ficha = screen.getByRole("button", { name: /^Ficha de hóspede \(FNRH\)/ });
    expect(ficha.getAttribute("aria-expanded")).toBe("false");
    expect(ficha.textContent).toContain(
      "Falta: Nacionalidade, Documento (CPF ou passaporte), Gênero, Data de nascimento, País de residência.",
    );
    await user.click(screen.getByRole("button", { name: "Criar Hóspede" }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(posted).toHaveLength(1);
    expect(posted[0]).toMatchObject({
      firstName: "Ana",
      phone: "48988880000",
      nationality: null,
      documentNumber: null,
      cityIbgeCode: null,
      state: null,
    });
  });

  it("finds 'brasilia' as Brasília - DF, picks it with the keyboard and fills the UF", async () => {
    const posted = serveGuests();
    const onOpenChange = vi.fn();
    const { user } = renderWithApi(<GuestFormDialog open onOpenChange={onOpenChange} guest={null} />);
    await typeName(user);
    await user.click(screen.getByRole("button", { name: /^Ficha de hóspede \(FNRH\)/ }));
    await user.click(screen.getByRole("combobox", { name: /^Cidade/ }));
    await user.type(screen.getByRole("combobox", { name: "Buscar cidade" }), "brasilia");
    expect((await screen.findAllByRole("option")).map((option) => option.textContent)).toEqual([
      "Brasília - DF",
      "Brasília de Minas - MG",
    ]);
    await user.keyboard("{ArrowDown}{ArrowUp}{Enter}");
    expect(screen.getByRole("combobox", { name: /^Cidade/ }).textContent).toBe("Brasília - DF");
    expect(screen.getByRole("combobox", { name: /^UF/ }).textContent).toContain("DF - Distrito Federal");
    await user.click(screen.getByRole("button", { name: "Criar Hóspede" }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(posted[0]).toMatchObject({ cityIbgeCode: "5300108", state: "DF" });
  });

  it("stays open on a refused field of the ficha: a number without its document type", async () => {
    serveGuests();
    const { user } = renderWithApi(<GuestFormDialog open onOpenChange={vi.fn()} guest={null} />);
    await typeName(user);
    const ficha = screen.getByRole("button", { name: /^Ficha de hóspede \(FNRH\)/ });
    await user.click(ficha);
    await user.type(screen.getByRole("textbox", { name: /^Número do documento/ }), "AB123456");
    await user.click(ficha);
    expect(ficha.getAttribute("aria-expanded")).toBe("false");
    await user.click(screen.getByRole("button", { name: "Criar Hóspede" }));
    expect(await screen.findByText("Informe o tipo do documento")).toBeTruthy();
    expect(ficha.getAttribute("aria-expanded")).toBe("true");
  });
});
