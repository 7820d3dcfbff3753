// The guest's rights at the desk and Configurações > Privacidade (docs/product.md §18), on desktop and at 390x844: a
// request registered, the data exported (a JSON file and a printed page), the request answered, anonymisation refused
// while the guest is booked and done after the cancellation; the record of processing printed and downloaded, the
// retention's settings checked and saved, the dry run.
import { readFile } from "node:fs/promises";
import { brDate, dismissToast, expect, pousadaDay, test, toastWith } from "./fixtures";

test("a guest's data request: registered, exported, answered; anonymised once the booking is cancelled", async ({
  page,
  arrange,
}, testInfo) => {
  // The whole story at the desk, with a printed page and a download: longer than one screen's test.
  test.slow();
  const project = testInfo.project.name;
  const room = await arrange.room();
  // Initials no other guest of the run has: Q. Z. on desktop, Q. Y. on the phone.
  const initials = project === "desktop" ? "Q. Z." : "Q. Y.";
  const guest = await arrange.guest("Quitéria", {
    lastName: arrange.lastName(`${initials[3]}lgpd`),
    email: `lgpd-${project}-${Date.now()}@example.test`,
  });
  const booking = await arrange.reservation(guest, room, pousadaDay(3), pousadaDay(5));

  await page.goto(`/guests?q=${encodeURIComponent(guest.lastName)}`);
  await page.getByRole("button", { name: `Ações para ${guest.fullName}` }).click();
  await page.getByRole("menuitem", { name: "Ver Detalhes" }).click();
  const sheet = page.getByRole("dialog", { name: guest.fullName });
  const privacy = sheet.getByTestId("guest-privacy");
  await expect(privacy.getByRole("heading", { name: "Privacidade (LGPD)" })).toBeVisible();
  // No consent recorded: the contacts are for the stay only.
  await expect(sheet.getByTestId("contact-consent-whatsapp")).toHaveText("só sobre a estadia");
  await expect(privacy.getByTestId("consent-email")).toHaveText("Sem consentimento: só mensagens sobre a estadia");
  await expect(privacy.getByText("Nenhum pedido registrado.")).toBeVisible();

  // The guest asks for their data: the request, today, due in 15 days.
  await privacy.getByRole("button", { name: "Registrar pedido" }).click();
  const requestDialog = page.getByRole("dialog", { name: "Registrar pedido do titular" });
  await expect(requestDialog.getByRole("textbox", { name: "Data do pedido" })).toHaveValue(brDate(pousadaDay(0)));
  await requestDialog.getByRole("button", { name: "Registrar pedido" }).click();
  await expect(toastWith(page, "Pedido registrado")).toBeVisible();
  const requests = privacy.getByRole("list", { name: "Pedidos do titular" }).getByRole("listitem");
  await expect(requests).toHaveCount(1);
  await expect(requests).toContainText("Acesso aos dados");
  await expect(requests).toContainText(`Pedido em ${brDate(pousadaDay(0))} · Prazo ${brDate(pousadaDay(15))}`);

  // WhatsApp consent given at the desk: the contact says so.
  await privacy.getByRole("button", { name: "Registrar consentimento por WhatsApp" }).click();
  const consentDialog = page.getByRole("dialog", { name: "Registrar consentimento por WhatsApp" });
  await expect(consentDialog.getByLabel("Origem")).toHaveValue("Balcão");
  await consentDialog.getByRole("button", { name: "Registrar" }).click();
  await expect(toastWith(page, "Consentimento registrado")).toBeVisible();
  await expect(privacy.getByTestId("consent-whatsapp")).toHaveText(`Autorizado em ${brDate(pousadaDay(0))} · Balcão`);
  await expect(sheet.getByTestId("contact-consent-whatsapp")).toHaveText("aceita ofertas");
  await dismissToast(page, "Consentimento registrado");
  await page.screenshot({ path: `/tmp/lgpd-${project}-guest-privacy.png`, fullPage: true });
  await privacy.screenshot({ path: `/tmp/lgpd-${project}-guest-privacy-section.png` });

  // 'Exportar dados': the JSON file and the printed page, both with the booking.
  const [printed, download] = await Promise.all([
    page.context().waitForEvent("page"),
    page.waitForEvent("download"),
    privacy.getByRole("button", { name: "Exportar dados" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`dados-hospede-${guest.id}.json`);
  const exported = JSON.parse(await readFile((await download.path())!, "utf8")) as {
    guest: { id: string; firstName: string; phone: string };
    reservations: Array<{ id: string; checkInDate: string }>;
    requests: Array<{ kind: string }>;
  };
  expect(exported.guest).toMatchObject({ id: guest.id, firstName: "Quitéria", phone: guest.phone });
  expect(exported.reservations.map((r) => [r.id, r.checkInDate])).toEqual([[booking.id, pousadaDay(3)]]);
  expect(exported.requests.map((r) => r.kind)).toEqual(["acesso"]);

  await printed.waitForLoadState();
  expect(new URL(printed.url()).pathname).toBe(`/print/hospede/${guest.id}`);
  await expect(printed.getByRole("heading", { name: "DADOS PESSOAIS DO HÓSPEDE" })).toBeVisible();
  const stays = printed.getByRole("region", { name: "Estadias" });
  await expect(stays.getByRole("row")).toHaveCount(2);
  await expect(stays.getByRole("row").nth(1)).toContainText(
    `${brDate(pousadaDay(3))} a ${brDate(pousadaDay(5))}${room.number}Confirmada`,
  );
  await expect(printed.getByRole("region", { name: "Consentimentos para ofertas" })).toContainText(
    `WhatsApp: autorizado em ${brDate(pousadaDay(0))} (Balcão)`,
  );
  await expect(printed.getByRole("region", { name: "Pedidos do titular" })).toContainText(
    `Acesso aos dados: pedido em ${brDate(pousadaDay(0))}, prazo ${brDate(pousadaDay(15))}, em aberto`,
  );
  await printed.screenshot({ path: `/tmp/lgpd-${project}-export-print.png`, fullPage: true });
  await printed.close();

  // The owner sees the export in 'Quem acessou'.
  await expect(privacy.getByRole("list", { name: "Quem acessou" })).toContainText("Exportação · Hóspede");

  // Answered: the date shows and the button goes.
  await requests.getByRole("button", { name: "Marcar como respondido" }).click();
  await expect(toastWith(page, "Pedido marcado como respondido")).toBeVisible();
  await expect(requests).toContainText(`Respondido em ${brDate(pousadaDay(0))}`);
  await expect(requests.getByRole("button", { name: "Marcar como respondido" })).toHaveCount(0);

  // Booked: the owner is told why not, in the server's words.
  await privacy.getByRole("button", { name: "Anonimizar" }).click();
  const confirm = page.getByRole("alertdialog", { name: `Anonimizar ${guest.fullName}?` });
  await expect(confirm).toContainText("Removidos:");
  await expect(confirm).toContainText("Mantidos:");
  await confirm.getByRole("button", { name: "Anonimizar" }).click();
  await expect(confirm.getByRole("alert")).toHaveText(
    "Não é possível anonimizar: o hóspede tem uma reserva pendente ou confirmada.",
  );
  await confirm.getByRole("button", { name: "Cancelar" }).click();
  await expect(confirm).toBeHidden();

  // The booking cancelled (another desk), the owner anonymises: the panel closes and the row keeps the initials.
  const cancelled = await page.request.put(`/api/reservations/${booking.id}`, { data: { status: "cancelled" } });
  expect(cancelled.status(), await cancelled.text()).toBe(200);
  await privacy.getByRole("button", { name: "Anonimizar" }).click();
  await confirm.getByRole("button", { name: "Anonimizar" }).click();
  await expect(toastWith(page, "Hóspede anonimizado")).toBeVisible();
  await expect(confirm).toBeHidden();
  await expect(sheet).toBeHidden();

  await page.goto(`/guests?q=${encodeURIComponent(initials)}`);
  await expect(page.getByRole("button", { name: `Ações para ${initials}` })).toHaveCount(1);
  await expect(page.getByText(guest.lastName)).toHaveCount(0);
  await page.getByRole("button", { name: `Ações para ${initials}` }).click();
  await page.getByRole("menuitem", { name: "Ver Detalhes" }).click();
  const after = page.getByRole("dialog", { name: initials });
  await expect(after.getByTestId("guest-privacy")).toContainText(
    `Dados pessoais anonimizados em ${brDate(pousadaDay(0))}`,
  );
  await expect(after.getByRole("button", { name: "Anonimizar" })).toHaveCount(0);
});

test("Configurações > Privacidade: the record printed and downloaded, the retention checked and saved, the dry run", async ({
  page,
}, testInfo) => {
  const project = testInfo.project.name;
  await page.goto("/settings?tab=privacy");
  await expect(page.getByRole("tab", { name: "Privacidade" })).toHaveAttribute("aria-selected", "true");
  const record = page.getByRole(project === "desktop" ? "table" : "list", {
    name: "Registro das operações de tratamento",
  });
  await expect(record).toBeVisible();
  await expect(record).toContainText("Foto do documento");
  await expect(record).toContainText("Apagada 30 dias após o check-out");
  await expect(page.getByText("Nada a remover na próxima execução")).toBeVisible();
  await page.screenshot({ path: `/tmp/lgpd-${project}-settings-privacy.png`, fullPage: true });
  await page.getByRole("heading", { name: "Retenção automática" }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: `/tmp/lgpd-${project}-settings-retention.png` });

  // The CSV a spreadsheet opens.
  const [csv] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Baixar planilha (CSV)" }).click(),
  ]);
  expect(csv.suggestedFilename()).toBe("registro-de-tratamento.csv");
  const lines = (await readFile((await csv.path())!, "utf8")).split("\r\n");
  expect(lines[0]).toBe("\uFEFFDados;Finalidade;Base legal;Compartilhamento;Retenção");
  expect(lines).toContain(
    "Foto do documento;Conferir a identidade no check-in;Obrigação legal e contrato;Nenhum;Apagada 30 dias após o check-out",
  );

  // The printed record.
  const [printed] = await Promise.all([
    page.context().waitForEvent("page"),
    page.getByRole("link", { name: "Imprimir" }).click(),
  ]);
  await expect(printed.getByRole("heading", { name: "REGISTRO DAS OPERAÇÕES DE TRATAMENTO" })).toBeVisible();
  await expect(printed.getByRole("table", { name: "Registro das operações de tratamento" })).toContainText(
    "Dados sensíveis (raça, deficiência)",
  );
  await printed.screenshot({ path: `/tmp/lgpd-${project}-record-print.png`, fullPage: true });
  await printed.close();

  // Out of bounds: the field says so and nothing is saved.
  const days = page.getByLabel("Apagar a foto do documento após (dias)");
  await days.fill("0");
  await page.getByRole("button", { name: "Salvar retenção" }).click();
  await expect(page.getByText("Mínimo de 1 dia")).toBeVisible();
  await page.getByLabel("Anonimizar hóspedes sem hospedagem há (anos)").fill("31");
  await page.getByRole("button", { name: "Salvar retenção" }).click();
  await expect(page.getByText("Máximo de 30 anos")).toBeVisible();

  // Saved: the record quotes the new period; then back to the defaults for the other project.
  await days.fill("45");
  await page.getByLabel("Anonimizar hóspedes sem hospedagem há (anos)").fill("5");
  await page.getByRole("button", { name: "Salvar retenção" }).click();
  await expect(toastWith(page, "Retenção salva com sucesso")).toBeVisible();
  await expect(record).toContainText("Apagada 45 dias após o check-out");
  const restored = await page.request.put("/api/privacy/settings", {
    data: { documentRetentionDays: 30, inactiveGuestYears: 5 },
  });
  expect(restored.status(), await restored.text()).toBe(200);
});
