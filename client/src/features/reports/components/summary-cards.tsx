import type { ReportFigures, ReportSummary } from "@shared/api/reports";
import { formatCurrency } from "@/lib/format";
import { pointsChange, relativeChange } from "../lib/figure-change";
import { FigureCard } from "./figure-card";

interface SummaryCardsProps {
  summary: ReportSummary | undefined;
}

const count = (n: number) => n.toLocaleString("pt-BR");
const percent = (n: number) => `${n}%`;

interface CardSpec {
  label: string;
  value: (figures: ReportFigures) => string;
  change: (current: ReportFigures, previous: ReportFigures) => ReturnType<typeof relativeChange>;
  detail?: (figures: ReportFigures) => string;
}

/**
 * The four cards of docs/product.md §5.7, then the hotel figures of the period: room-night occupancy, ADR and RevPAR.
 */
const CARDS: CardSpec[] = [
  {
    label: "Receita Total",
    value: (f) => formatCurrency(f.totalRevenue),
    change: (c, p) => relativeChange(c.totalRevenue, p.totalRevenue),
    detail: () => "Pagamentos recebidos menos estornos",
  },
  {
    label: "Reservas",
    value: (f) => count(f.reservations),
    change: (c, p) => relativeChange(c.reservations, p.reservations),
    detail: () => "Criadas no período",
  },
  {
    label: "Ticket Médio",
    value: (f) => formatCurrency(f.averageTicket),
    change: (c, p) => relativeChange(c.averageTicket, p.averageTicket),
    detail: () => "Receita por reserva",
  },
  {
    label: "Taxa de Ocupação",
    value: (f) => percent(f.occupancyRate),
    change: (c, p) => pointsChange(c.occupancyRate, p.occupancyRate),
    detail: () => "Quartos ocupados ao fim do período",
  },
  {
    label: "Ocupação (diárias)",
    value: (f) => percent(f.roomNightOccupancyRate),
    change: (c, p) => pointsChange(c.roomNightOccupancyRate, p.roomNightOccupancyRate),
    detail: (f) => `${count(f.roomNightsSold)} de ${count(f.roomNightsAvailable)} diárias vendidas`,
  },
  {
    label: "ADR (diária média)",
    value: (f) => formatCurrency(f.adr),
    change: (c, p) => relativeChange(c.adr, p.adr),
    detail: (f) => `Receita de hospedagem ${formatCurrency(f.roomRevenue)}`,
  },
  {
    label: "RevPAR",
    value: (f) => formatCurrency(f.revpar),
    change: (c, p) => relativeChange(c.revpar, p.revpar),
    detail: () => "Receita por quarto disponível",
  },
];

/** The period's figures, each with the previous period's beside it. */
export function SummaryCards({ summary }: SummaryCardsProps) {
  return (
    <section aria-label="Resumo do período" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {CARDS.map((card) => (
        <FigureCard
          key={card.label}
          label={card.label}
          value={summary ? card.value(summary.current) : undefined}
          previous={summary ? card.value(summary.previous) : undefined}
          change={summary ? card.change(summary.current, summary.previous) : undefined}
          detail={summary ? card.detail?.(summary.current) : undefined}
        />
      ))}
    </section>
  );
}
