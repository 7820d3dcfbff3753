// The local sign-in page (and, on a fresh installation, the owner set-up form), rendered by the server:
// it must work before the client bundle loads and without any script (the CSP allows none inline). It wears the
// app's own look: the landing page's logo, colours, type and card, at any width down to a phone's.

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

const LOGIN_ERRORS: Record<string, string> = {
  credenciais: "E-mail ou senha incorretos.",
  bloqueado: "Muitas tentativas de acesso. Aguarde alguns minutos e tente novamente.",
  dados: "Informe um e-mail válido e a senha.",
  senha: "A senha deve ter pelo menos 8 caracteres.",
  nome: "Informe seu nome.",
  controle: "Remova caracteres de controle do nome.",
  existe: "A conta do proprietário já existe. Entre com seu e-mail e senha.",
};

// The client's design tokens (client/src/index.css), with a hex fallback for browsers without oklch().
const STYLE = `
:root{--primary:#1e6fd0;--primary:oklch(0.53 0.16 256);--primary-fg:#f8fafc;--bg:#f8fafc;--bg:oklch(0.985 0.002 247);
--fg:#161d2f;--fg:oklch(0.21 0.03 265);--muted-fg:#5f6b80;--muted-fg:oklch(0.5 0.03 257);--border:#e1e6ee;
--border:oklch(0.91 0.012 255);--input:#d2d9e4;--input:oklch(0.87 0.015 255);--ring:#3a80d8;--ring:oklch(0.58 0.15 256);
--destructive:#c9302c;--destructive:oklch(0.55 0.22 27);--card:#fff}
*{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;min-height:100vh;min-height:100dvh;color:var(--fg);background:var(--bg);
background-image:linear-gradient(to bottom right,color-mix(in oklab,var(--primary) 10%,transparent),var(--bg) 50%,var(--bg));
font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,"Noto Sans",sans-serif;
line-height:1.5;display:flex;justify-content:center;padding:16px}
.shell{width:100%;max-width:26rem;display:flex;flex-direction:column;gap:24px;padding:8px 0 32px}
.back{align-self:flex-start;display:inline-flex;align-items:center;gap:6px;min-height:44px;padding:0 12px 0 8px;
border-radius:8px;color:var(--fg);text-decoration:none;font-size:.9rem;font-weight:500}
.back:hover{background:color-mix(in oklab,var(--primary) 8%,transparent)}
.back svg{width:18px;height:18px}
.brand{text-align:center}
.logo{margin:0 auto 12px;width:64px;height:64px;border-radius:16px;background:var(--primary);color:var(--primary-fg);
display:flex;align-items:center;justify-content:center;box-shadow:0 10px 15px -3px rgb(0 0 0/.1),0 4px 6px -4px rgb(0 0 0/.1)}
.logo svg{width:32px;height:32px}
h1{margin:0;font-size:2rem;line-height:1.2;font-weight:700;letter-spacing:-.025em}
.tag{margin:4px 0 0;color:var(--muted-fg);font-size:1.05rem}
.card{background:var(--card);border:1px solid var(--border);border-radius:14px;padding:24px;
box-shadow:0 1px 3px rgb(0 0 0/.06),0 1px 2px -1px rgb(0 0 0/.06)}
h2{margin:0 0 4px;font-size:1.25rem;line-height:1.3;font-weight:600}
.hint{margin:0 0 8px;color:var(--muted-fg);font-size:.9rem}
label{display:block;font-weight:500;font-size:.875rem;margin:16px 0 6px}
input{display:block;width:100%;height:44px;font:inherit;font-size:1rem;color:var(--fg);padding:8px 12px;
background:var(--card);border:1px solid var(--input);border-radius:8px;box-shadow:0 1px 2px rgb(0 0 0/.05)}
input:focus{outline:none;border-color:var(--ring);box-shadow:0 0 0 3px color-mix(in oklab,var(--ring) 50%,transparent)}
button{margin-top:24px;width:100%;height:44px;font:inherit;font-size:1rem;font-weight:500;border:0;border-radius:8px;
background:var(--primary);color:var(--primary-fg);cursor:pointer;box-shadow:0 1px 2px rgb(0 0 0/.05)}
button:hover{background:color-mix(in oklab,var(--primary) 90%,black)}
button:focus-visible,.back:focus-visible{outline:none;box-shadow:0 0 0 3px color-mix(in oklab,var(--ring) 50%,transparent)}
.error{margin:12px 0 0;padding:10px 12px;border-radius:8px;font-size:.9rem;color:var(--destructive);
background:color-mix(in oklab,var(--destructive) 8%,white);border:1px solid color-mix(in oklab,var(--destructive) 30%,white)}
@media (min-width:640px){body{align-items:center}.card{padding:32px}h1{font-size:2.25rem}}`;

const svg = (paths: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true">${paths}</svg>`;

// The app's logo (lucide's "hotel", as client/src/app/layout/brand.tsx and the landing page draw it) and an arrow.
const HOTEL_ICON = svg(
  '<path d="M10 22v-6.57"/><path d="M12 11h.01"/><path d="M12 7h.01"/><path d="M14 15.43V22"/><path d="M15 16a5 5 0 0 0-6 0"/><path d="M16 11h.01"/><path d="M16 7h.01"/><path d="M8 11h.01"/><path d="M8 7h.01"/><rect x="4" y="2" width="16" height="20" rx="2"/>',
);
const BACK_ICON = svg('<path d="m12 19-7-7 7-7"/><path d="M19 12H5"/>');

function page(title: string, body: string) {
  return `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="theme-color" content="#2563eb"><title>${escapeHtml(title)} · Hospeda</title>
<link rel="icon" type="image/svg+xml" href="/favicon.svg"><style>${STYLE}</style></head>
<body><main class="shell">
<a class="back" href="/">${BACK_ICON}Voltar</a>
<div class="brand"><span class="logo">${HOTEL_ICON}</span><h1>Hospeda</h1><p class="tag">Sistema de Gestão Hoteleira</p></div>
<section class="card" aria-labelledby="titulo">${body}</section>
</main></body></html>`;
}

const errorBox = (code: string | undefined) =>
  code && LOGIN_ERRORS[code] ? `<p class="error" role="alert">${escapeHtml(LOGIN_ERRORS[code])}</p>` : "";

/** What a form post that failed brings back to its page: what was typed, never the password. */
export interface KeptFields {
  email?: string;
  firstName?: string;
  lastName?: string;
}

const valueOf = (text: string | undefined) => (text ? ` value="${escapeHtml(text)}"` : "");

export function renderLoginPage(errorCode?: string, kept: KeptFields = {}) {
  // After a refused attempt the e-mail is still there: the password is what to type again.
  const focusPassword = Boolean(kept.email);
  return page(
    "Entrar",
    `<h2 id="titulo">Entrar</h2><p class="hint">Use o e-mail e a senha da sua conta.</p>${errorBox(errorCode)}
<form method="post" action="/api/login">
<label for="email">E-mail</label><input id="email" name="email" type="email" autocomplete="username" inputmode="email" required${valueOf(kept.email)}${focusPassword ? "" : " autofocus"}>
<label for="password">Senha</label><input id="password" name="password" type="password" autocomplete="current-password" required${focusPassword ? " autofocus" : ""}>
<button type="submit">Entrar</button></form>`,
  );
}

export function renderOwnerSetupPage(errorCode?: string, kept: KeptFields = {}) {
  return page(
    "Primeiro acesso",
    `<h2 id="titulo">Primeiro acesso</h2>
<p class="hint">Nenhuma conta existe ainda. Crie a conta do Proprietário: ela administra quartos, usuários e configurações.</p>
${errorBox(errorCode)}
<form method="post" action="/api/setup">
<label for="firstName">Nome</label><input id="firstName" name="firstName" autocomplete="given-name" required autofocus${valueOf(kept.firstName)}>
<label for="lastName">Sobrenome</label><input id="lastName" name="lastName" autocomplete="family-name"${valueOf(kept.lastName)}>
<label for="email">E-mail</label><input id="email" name="email" type="email" autocomplete="username" inputmode="email" required${valueOf(kept.email)}>
<label for="password">Senha (mínimo 8 caracteres)</label><input id="password" name="password" type="password" autocomplete="new-password" minlength="8" required>
<button type="submit">Criar conta do Proprietário</button></form>`,
  );
}

/** GET /api/logout started by another site: nothing ended; the user signs out here only if they meant to. */
export function renderSignOutConfirmPage() {
  return page(
    "Sair",
    `<h2 id="titulo">Sair do sistema?</h2>
<p class="hint">Este pedido de saída veio de outro site e foi ignorado: sua sessão continua aberta.</p>
<form method="post" action="/api/logout"><button type="submit">Sair</button></form>`,
  );
}
