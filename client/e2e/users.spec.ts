// Users (docs/product.md §5.6, §12.16): the owner invites a colleague, who signs in through the one-time link as staff,
// sees the owner's controls hidden, changes their profile and password and signs in again; the owner deactivates them
// and their session ends. The run's owner account is never touched (its saved session serves every other spec).
import type { Browser, Page } from "@playwright/test";
import { expect, screenshot, test, toastWith } from "./fixtures";

const NEW_PASSWORD = "senha-do-convidado-1";
const CHANGED_PASSWORD = "outra-senha-forte-2";

/** A browser with nobody signed in. */
async function anonymousPage(browser: Browser, isMobile: boolean) {
  const context = await browser.newContext({
    storageState: { cookies: [], origins: [] },
    viewport: isMobile ? { width: 390, height: 844 } : { width: 1280, height: 800 },
    isMobile,
    hasTouch: isMobile,
    locale: "pt-BR",
    timezoneId: "America/Sao_Paulo",
    reducedMotion: "reduce",
  });
  return context.newPage();
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto("/api/login");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Senha").fill(password);
  await page.getByRole("button", { name: "Entrar" }).click();
  await expect(page).toHaveURL(/\/$/);
}

test("invite a colleague, who signs in by the link as staff, changes profile and password, and is deactivated", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(90_000);
  const isMobile = testInfo.project.name === "mobile";
  const email = `convidado.${testInfo.project.name}.${Date.now()}@hospeda.test`;

  // The owner invites: the one-time link is shown to copy.
  await page.goto("/settings?tab=users");
  await expect(page.getByRole("tab", { name: "Usuários" })).toBeVisible();
  await page.getByRole("button", { name: "Convidar Usuário" }).click();
  const inviteDialog = page.getByRole("dialog", { name: "Convidar Usuário" });
  await inviteDialog.getByLabel("Email").fill(email);
  await inviteDialog.getByRole("button", { name: "Gerar Convite" }).click();
  const linkDialog = page.getByRole("dialog", { name: "Convite criado" });
  const link = await linkDialog.getByLabel("Link de acesso").inputValue();
  expect(link).toMatch(/\/convite#[A-Za-z0-9_-]{43}$/);
  await screenshot(page, `users-invitation-link-${testInfo.project.name}`);
  await page.keyboard.press("Escape");
  const row = isMobile
    ? page.getByRole("list", { name: "Usuários" }).getByRole("listitem").filter({ hasText: email })
    : page.getByRole("row").filter({ hasText: email });
  await expect(row).toContainText("Convidado");
  await expect(row).toContainText("Nunca acessou");

  // The colleague opens the link, sets a password and is signed in as staff.
  const colleague = await anonymousPage(browser, isMobile);
  await colleague.goto(link);
  await expect(colleague.getByText(`Você foi convidado(a) como Funcionário com o e-mail ${email}`)).toBeVisible();
  await colleague.getByLabel("Nome", { exact: true }).fill("Joana");
  await colleague.getByLabel("Sobrenome").fill("Souza");
  await colleague.getByLabel("Senha", { exact: true }).fill(NEW_PASSWORD);
  await colleague.getByLabel("Confirmar senha").fill(NEW_PASSWORD);
  await colleague.getByRole("button", { name: "Criar senha e entrar" }).click();
  await expect(colleague).toHaveURL(/\/$/);
  await expect(colleague.getByText("PAINEL").first()).toBeVisible();

  // The link works once.
  const reused = await anonymousPage(browser, isMobile);
  await reused.goto(link);
  await expect(reused.getByText("Link inválido ou expirado. Peça um novo link ao proprietário.")).toBeVisible();
  await reused.context().close();

  // Staff see no Usuários or Privacidade tab, and their account card says Funcionário.
  await colleague.goto("/settings");
  await expect(colleague.getByRole("tab", { name: "Perfil" })).toBeVisible();
  await expect(colleague.getByRole("tab", { name: "Usuários" })).toHaveCount(0);
  await expect(colleague.getByRole("tab", { name: "Privacidade" })).toHaveCount(0);
  await expect(colleague.locator("dl").filter({ hasText: "Tipo de conta" })).toContainText("Funcionário");

  // Perfil: the rules, then a saved change.
  const profile = colleague.getByRole("form", { name: "Perfil" });
  await profile.getByLabel("Nome", { exact: true }).fill("J");
  await profile.getByRole("button", { name: "Salvar Alterações" }).click();
  await expect(profile.getByText("Nome deve ter pelo menos 2 caracteres")).toBeVisible();
  await profile.getByLabel("Nome", { exact: true }).fill("Joanna");
  await profile.getByLabel("Sobrenome", { exact: true }).fill("Souza Lima");
  await profile.getByRole("button", { name: "Salvar Alterações" }).click();
  await expect(toastWith(colleague, "Perfil atualizado com sucesso")).toBeVisible();
  await colleague.reload();
  await expect(colleague.getByRole("form", { name: "Perfil" }).getByLabel("Sobrenome", { exact: true })).toHaveValue(
    "Souza Lima",
  );

  // Alterar Senha: a wrong current password is refused; the right one changes it.
  const password = colleague.getByRole("form", { name: "Alterar Senha" });
  await password.getByLabel("Senha atual", { exact: true }).fill("nao-e-esta-1");
  await password.getByLabel("Nova senha", { exact: true }).fill(CHANGED_PASSWORD);
  await password.getByLabel("Confirmar nova senha", { exact: true }).fill(CHANGED_PASSWORD);
  await password.getByRole("button", { name: "Alterar Senha" }).click();
  await expect(password.getByText("Senha atual incorreta")).toBeVisible();
  await password.getByLabel("Senha atual", { exact: true }).fill(NEW_PASSWORD);
  await password.getByRole("button", { name: "Alterar Senha" }).click();
  await expect(toastWith(colleague, "Senha alterada")).toBeVisible();
  await screenshot(colleague, `users-profile-staff-${testInfo.project.name}`, { fullPage: true });

  // Sign out, and in again with the new password.
  await colleague.goto("/api/logout");
  await signIn(colleague, email, CHANGED_PASSWORD);
  await expect(colleague.getByText("PAINEL").first()).toBeVisible();

  // The owner deactivates them: their very next request is refused.
  await page.reload();
  const activeRow = isMobile
    ? page.getByRole("list", { name: "Usuários" }).getByRole("listitem").filter({ hasText: email })
    : page.getByRole("row").filter({ hasText: email });
  await expect(activeRow).toContainText("Ativo");
  await activeRow.getByRole("button", { name: `Ações para ${email}` }).click();
  await page.getByRole("menuitem", { name: "Desativar" }).click();
  // A slip of the finger does not lock a colleague out: the step is confirmed, and can be called off.
  const confirm = page.getByRole("alertdialog", { name: "Desativar usuário" });
  await expect(confirm).toContainText(`${email} sai do sistema agora`);
  await confirm.getByRole("button", { name: "Cancelar" }).click();
  await expect(confirm).toBeHidden();
  await expect(activeRow).toContainText("Ativo");
  await activeRow.getByRole("button", { name: `Ações para ${email}` }).click();
  await page.getByRole("menuitem", { name: "Desativar" }).click();
  await confirm.getByRole("button", { name: "Desativar" }).click();
  await expect(toastWith(page, "foi desativado")).toBeVisible();
  await expect(confirm).toBeHidden();
  await expect(activeRow).toContainText("Desativado");

  expect((await colleague.request.get("/api/auth/user")).status()).toBe(401);
  await colleague.goto("/");
  await expect(colleague.getByRole("button", { name: "Entrar no Sistema" })).toBeVisible();
  await colleague.context().close();
});
