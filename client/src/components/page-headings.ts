// Each signed-in page's heading (docs/product.md's texts), in one place: the page draws it, and so does the signed-in
// app while that page's code is still loading (app/page-loading.tsx), so the heading is on screen with the shell
// rather than after the page's chunk.
import type { SignedInPagePath } from "@shared/signed-in-pages";

export interface PageHeading {
  title: string;
  description: string;
}

export const PAGE_HEADINGS: Record<SignedInPagePath, PageHeading> = {
  "/rooms": { title: "Gestão de Quartos", description: "Acompanhe a situação de cada quarto e atualize o status." },
  "/guests": { title: "Gestão de Hóspedes", description: "Cadastro, contatos e documentos dos hóspedes da pousada." },
  "/reservations": { title: "Gestão de Reservas", description: "Reservas, datas e status de cada hospedagem." },
  "/checkin-checkout": { title: "Check-in / Check-out", description: "Entradas e saídas de hóspedes." },
  "/financeiro": {
    title: "Módulo Financeiro",
    description: "Lançamentos, contas bancárias e tags financeiras.",
  },
  "/products-services": {
    title: "Produtos e Serviços",
    description: "Catálogo de itens vendidos e serviços oferecidos aos hóspedes.",
  },
  "/reports": { title: "Relatórios e Analytics", description: "Receita, ocupação, pagamentos e hóspedes por período." },
  "/settings": { title: "Configurações do Sistema", description: "Perfil, quartos e preferências do Hospeda." },
  "/payments": { title: "Pagamentos", description: "Pagamentos das hospedagens, recibos e estornos." },
};
