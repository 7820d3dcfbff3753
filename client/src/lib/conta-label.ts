/** An account as every picker names it: its name and bank ('Conta Movimento — Banco do Brasil'). */
export const contaLabel = (conta: { nome: string; banco?: string | null }) =>
  conta.banco ? `${conta.nome} — ${conta.banco}` : conta.nome;
