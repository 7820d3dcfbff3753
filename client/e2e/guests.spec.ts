// The guest register through the UI (docs/product.md §5.3, §9), on desktop and at 390x844.
import { dismissToast, expect, screenshot, test, toastWith } from "./fixtures";

/** Guest phones are unique: a mobile number no other test (or earlier run) uses. */
function uniquePhoneDigits() {
  const tail = String(Date.now() % 100_000_000).padStart(8, "0");
  return `119${tail}`;
}
/** A CPF with valid check digits, different on every run (CPFs are unique too). */
function uniqueCpf() {
  const base = String(Date.now() % 1_000_000_000)
    .padStart(9, "0")
    .replace(/^(\d)\1{8}$/, "123456789");
  const check = (digits: string) => {
    const sum = [...digits].reduce((acc, d, i) => acc + Number(d) * (digits.length + 1 - i), 0);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  const first = check(base);
  return `${base}${first}${check(`${base}${first}`)}`;
}
const formattedCpf = (cpf: string) => cpf.replace(/(\d{3})(\d{3})(\d{3})(\d{2})/, "$1.$2.$3-$4");
const masked = (digits: string) => `(${digits.slice(0, 2)}) ${digits.slice(2, 7)}-${digits.slice(7)}`;

test("register a guest with a document, find, tag, edit, refuse a duplicate phone, delete", async ({
  page,
  playwright,
  arrange,
}, testInfo) => {
  const project = testInfo.project.name;
  // Registered in the UI; the fixture removes whatever the test leaves, however it ends.
  const lastName = arrange.lastName(`Teste${project}`);
  const fullName = `Ana ${lastName}`;
  const phone = uniquePhoneDigits();
  const cpf = uniqueCpf();
  // A real image to stand for the photo of a document: a screenshot of the page itself (PNG).
  await page.goto("/guests");
  const photo = await page.screenshot({ clip: { x: 0, y: 0, width: 120, height: 80 } });
  await expect(page.getByRole("heading", { level: 1, name: "Gestão de Hóspedes" })).toBeVisible();

  // Create, with the phone masked as it is typed and a document photo.
  await page.getByRole("button", { name: "Novo Hóspede" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Novo Hóspede" });
  // The footer is pinned under the scrolling fields: saving never needs a scroll, not even at 390x844.
  await expect(dialog.getByRole("button", { name: "Criar Hóspede" })).toBeInViewport({ ratio: 1 });
  await expect(dialog.getByRole("button", { name: "Cancelar" })).toBeInViewport({ ratio: 1 });
  await dialog.getByLabel("Nome", { exact: true }).fill("Ana");
  await dialog.getByLabel("Sobrenome").fill(lastName);
  const phoneInput = dialog.getByLabel("Celular *");
  await phoneInput.pressSequentially(phone);
  await expect(phoneInput).toHaveValue(masked(phone));
  await dialog.getByLabel("CPF").pressSequentially(cpf);
  await expect(dialog.getByLabel("CPF")).toHaveValue(formattedCpf(cpf));

  // A text file dressed as a JPEG is refused by the server, in Portuguese, and nothing is attached.
  const fileInput = dialog.getByTestId("guest-document-input");
  await fileInput.setInputFiles({
    name: "documento.jpg",
    mimeType: "image/jpeg",
    buffer: Buffer.from("não sou uma foto"),
  });
  await expect(toastWith(page, "Tipo de arquivo não permitido")).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Remover" })).toHaveCount(0);
  await dismissToast(page, "Tipo de arquivo não permitido");

  await fileInput.setInputFiles({ name: "rg.png", mimeType: "image/png", buffer: photo });
  await expect(toastWith(page, "Documento enviado com sucesso")).toBeVisible();
  await dismissToast(page, "Documento enviado com sucesso");
  await expect(dialog.getByRole("button", { name: "Remover" })).toBeVisible();
  await screenshot(dialog, `${project}-guest-dialog`);
  await dialog.getByRole("button", { name: "Criar Hóspede" }).click();
  await expect(toastWith(page, "Hóspede cadastrado com sucesso")).toBeVisible();
  await expect(dialog).toBeHidden();
  await dismissToast(page, "Hóspede cadastrado com sucesso");

  // The stored document is private: served to the session with no-store, and 401 without one.
  const [stored] = (
    (await (await page.request.get("/api/guests")).json()) as Array<{
      lastName: string;
      phone: string;
      documentPhotoUrl: string;
    }>
  ).filter((g) => g.lastName === lastName);
  expect(stored.phone).toBe(phone);
  const documentUrl = `/api${stored.documentPhotoUrl}`;
  const served = await page.request.get(documentUrl);
  expect(served.status()).toBe(200);
  expect(served.headers()["content-type"]).toBe("image/png");
  expect(served.headers()["cache-control"]).toBe("no-store");
  // The test runner gives new request contexts the project's saved session unless told otherwise.
  const anonymous = await playwright.request.newContext({
    baseURL: new URL(page.url()).origin,
    storageState: { cookies: [], origins: [] },
  });
  const refused = await anonymous.get(documentUrl);
  expect(refused.status()).toBe(401);
  await anonymous.dispose();

  // Find by search (any case, and by phone digits).
  const search = page.getByPlaceholder("Buscar hóspedes...");
  await search.fill(lastName.toUpperCase());
  const actions = page.getByRole("button", { name: `Ações para ${fullName}` });
  await expect(actions).toBeVisible();
  await search.fill(phone.slice(3, 9));
  await expect(actions).toBeVisible();
  await search.fill("ninguém-com-este-nome");
  await expect(page.getByText("Nenhum hóspede encontrado")).toBeVisible();
  await search.fill(lastName);
  await screenshot(page, `${project}-guests-page`, { fullPage: true });

  // Tag: '+' asks by prompt; '×' removes. (What the prompt asked is checked here, not in the handler, where a
  // failed expect would not fail the test.)
  let asked = "";
  page.once("dialog", (prompt) => {
    asked = prompt.message();
    void prompt.accept("VIP");
  });
  await page
    .getByRole("button", { name: new RegExp(`^Adicionar etiqueta`) })
    .first()
    .click();
  expect(asked).toBe("Digite o nome da etiqueta:");
  const removeTag = page.getByRole("button", { name: "Remover etiqueta VIP" });
  await expect(removeTag).toBeVisible();
  await removeTag.click();
  await expect(removeTag).toHaveCount(0);

  // Edit through the row menu.
  await actions.click();
  await page.getByRole("menuitem", { name: "Editar" }).click();
  const editDialog = page.getByRole("dialog", { name: "Editar Hóspede" });
  await expect(editDialog.getByLabel("Celular *")).toHaveValue(masked(phone));
  await editDialog.getByLabel("Endereço").fill("Rua das Flores, 10 - Paraty - RJ");
  await editDialog.getByRole("button", { name: "Atualizar" }).click();
  await expect(toastWith(page, "Hóspede atualizado com sucesso")).toBeVisible();
  await dismissToast(page, "Hóspede atualizado com sucesso");
  await expect(page.getByRole("link", { name: /Rua das Flores, 10/ })).toBeVisible();

  // A second guest with the same phone is refused with docs/product.md §13.3's text.
  await page.getByRole("button", { name: "Novo Hóspede" }).first().click();
  const duplicate = page.getByRole("dialog", { name: "Novo Hóspede" });
  await duplicate.getByLabel("Nome", { exact: true }).fill("Outra");
  await duplicate.getByLabel("Sobrenome").fill(lastName);
  await duplicate.getByLabel("Celular *").pressSequentially(phone);
  await duplicate.getByRole("button", { name: "Criar Hóspede" }).click();
  await expect(toastWith(page, "Este número de celular já está cadastrado. Use um número diferente.")).toBeVisible();
  // Toasts sit at the bottom right: this one would cover the row menu's last item.
  await dismissToast(page, "Este número de celular já está cadastrado. Use um número diferente.");
  await expect(duplicate).toBeVisible();
  await duplicate.getByRole("button", { name: "Cancelar" }).click();

  // Delete, after the confirmation; the document goes with the guest.
  await actions.click();
  await page.getByRole("menuitem", { name: "Excluir" }).click();
  const confirm = page.getByRole("alertdialog");
  await expect(confirm).toContainText("Tem certeza que deseja excluir este hóspede?");
  await confirm.getByRole("button", { name: "Excluir" }).click();
  await expect(toastWith(page, "Hóspede excluído com sucesso")).toBeVisible();
  await expect(actions).toHaveCount(0);
  expect((await page.request.get(documentUrl)).status()).toBe(404);
});
