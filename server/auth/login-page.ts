// The local sign-in page (and, on a fresh installation, the owner set-up form), rendered by the server:
// it must work before the client bundle loads and without any script.

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

export const LOGIN_ERRORS: Record<string, string> = {
  credenciais: "E-mail ou senha incorretos.",
  bloqueado: "Muitas tentativas de acesso. Aguarde alguns minutos e tente novamente.",
  dados: "Informe um e-mail válido e a senha.",
  senha: "A senha deve ter pelo menos 8 caracteres.",
  nome: "Informe seu nome.",
  existe: "A conta do proprietário já existe. Entre com seu e-mail e senha.",
};

const STYLE = `
*{box-sizing:border-box}body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;
font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f1f5f9;color:#0f172a;padding:16px}
main{width:100%;max-width:400px;background:#fff;border-radius:12px;box-shadow:0 4px 24px rgba(15,23,42,.08);padding:32px 24px}
h1{margin:0;font-size:1.6rem;color:#1d4ed8}p.tag{margin:4px 0 24px;color:#475569}
h2{font-size:1.1rem;margin:0 0 8px}p.hint{margin:0 0 16px;color:#475569;font-size:.95rem}
label{display:block;font-weight:600;font-size:.9rem;margin:14px 0 6px}
input{width:100%;font-size:1rem;padding:10px 12px;border:1px solid #cbd5e1;border-radius:8px}
input:focus{outline:2px solid #2563eb;outline-offset:1px;border-color:#2563eb}
button{margin-top:22px;width:100%;font-size:1rem;font-weight:600;padding:12px;border:0;border-radius:8px;
background:#2563eb;color:#fff;cursor:pointer}button:hover{background:#1d4ed8}
.error{background:#fef2f2;color:#991b1b;border:1px solid #fecaca;border-radius:8px;padding:10px 12px;margin-bottom:8px}
a{color:#2563eb}`;

function page(title: string, body: string) {
  return `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)} · Hospeda</title><link rel="icon" href="/favicon.svg"><style>${STYLE}</style></head>
<body><main><h1>Hospeda</h1><p class="tag">Sistema de Gestão Hoteleira</p>${body}</main></body></html>`;
}

const errorBox = (code: string | undefined) =>
  code && LOGIN_ERRORS[code] ? `<div class="error" role="alert">${escapeHtml(LOGIN_ERRORS[code])}</div>` : "";

export function renderLoginPage(errorCode?: string) {
  return page(
    "Entrar",
    `<h2>Entrar</h2>${errorBox(errorCode)}
<form method="post" action="/api/login">
<label for="email">E-mail</label><input id="email" name="email" type="email" autocomplete="username" required autofocus>
<label for="password">Senha</label><input id="password" name="password" type="password" autocomplete="current-password" required>
<button type="submit">Entrar</button></form>`,
  );
}

export function renderOwnerSetupPage(errorCode?: string) {
  return page(
    "Primeiro acesso",
    `<h2>Primeiro acesso</h2>
<p class="hint">Nenhuma conta existe ainda. Crie a conta do Proprietário: ela administra quartos, usuários e configurações.</p>
${errorBox(errorCode)}
<form method="post" action="/api/setup">
<label for="firstName">Nome</label><input id="firstName" name="firstName" autocomplete="given-name" required autofocus>
<label for="lastName">Sobrenome</label><input id="lastName" name="lastName" autocomplete="family-name">
<label for="email">E-mail</label><input id="email" name="email" type="email" autocomplete="username" required>
<label for="password">Senha (mínimo 8 caracteres)</label><input id="password" name="password" type="password" autocomplete="new-password" minlength="8" required>
<button type="submit">Criar conta do Proprietário</button></form>`,
  );
}
