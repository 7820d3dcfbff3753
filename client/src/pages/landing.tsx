import { BarChart3, BedDouble, Hotel, UserCheck, Wallet, type LucideIcon } from "lucide-react";
import { Button } from "@/components/ui/button";

const CAPABILITIES: { icon: LucideIcon; title: string; text: string }[] = [
  { icon: BedDouble, title: "Quartos e reservas", text: "Controle de quartos e reservas" },
  { icon: UserCheck, title: "Hóspedes e check-in/out", text: "Gestão de hóspedes e check-in/out" },
  { icon: Wallet, title: "Financeiro", text: "Controle financeiro e de pagamentos" },
  { icon: BarChart3, title: "Relatórios", text: "Relatórios e estatísticas" },
];

export default function LandingPage() {
  return (
    <main className="flex min-h-screen items-center justify-center bg-gradient-to-br from-primary/10 via-background to-background px-4 py-12">
      <div className="w-full max-w-3xl space-y-10 text-center">
        <div className="space-y-4">
          <span className="mx-auto flex size-16 items-center justify-center rounded-2xl bg-primary text-primary-foreground shadow-lg">
            <Hotel className="size-8" aria-hidden="true" />
          </span>
          <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">Hospeda</h1>
          <p className="text-lg text-muted-foreground sm:text-xl">Sistema de Gestão Hoteleira</p>
        </div>
        <ul className="grid gap-3 text-left sm:grid-cols-2 sm:gap-4">
          {CAPABILITIES.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex items-start gap-3 rounded-xl border bg-card p-4 shadow-sm">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <div>
                <p className="font-semibold">{title}</p>
                <p className="text-sm text-muted-foreground">{text}</p>
              </div>
            </li>
          ))}
        </ul>
        <Button
          size="lg"
          className="w-full sm:w-auto sm:px-10"
          onClick={() => {
            window.location.href = "/api/login";
          }}
        >
          Entrar no Sistema
        </Button>
      </div>
    </main>
  );
}
