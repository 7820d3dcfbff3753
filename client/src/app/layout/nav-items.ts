import {
  BarChart3,
  BedDouble,
  CalendarDays,
  CreditCard,
  LayoutDashboard,
  LogIn,
  Package,
  Settings,
  Users,
  Wallet,
  type LucideIcon,
} from "lucide-react";

export interface NavItem {
  href: string;
  label: string;
  /** What the top bar shows while this page is open. */
  title: string;
  icon: LucideIcon;
}

export const NAV_ITEMS: readonly NavItem[] = [
  { href: "/", label: "Dashboard", title: "PAINEL", icon: LayoutDashboard },
  { href: "/rooms", label: "Quartos", title: "Quartos", icon: BedDouble },
  { href: "/guests", label: "Hóspedes", title: "Hóspedes", icon: Users },
  { href: "/reservations", label: "Reservas", title: "Reservas", icon: CalendarDays },
  { href: "/checkin-checkout", label: "Check-in/out", title: "Check-in/out", icon: LogIn },
  { href: "/payments", label: "Pagamentos", title: "Pagamentos", icon: CreditCard },
  { href: "/financeiro", label: "Financeiro", title: "Financeiro", icon: Wallet },
  { href: "/products-services", label: "Produtos/Serviços", title: "Produtos/Serviços", icon: Package },
  { href: "/reports", label: "Relatórios", title: "Relatórios", icon: BarChart3 },
  { href: "/settings", label: "Configurações", title: "Configurações", icon: Settings },
];

export function pageTitleFor(path: string): string {
  return NAV_ITEMS.find((item) => item.href === path)?.title ?? "Página não encontrada";
}
