import { Component, type ErrorInfo, type ReactNode } from "react";
import { RotateCw, TriangleAlert } from "lucide-react";
import { Button } from "@/components/ui/button";

/**
 * The last net under every screen: a screen that fails to draw (its code could not be loaded, or a defect) shows
 * this page and a way to reload, instead of leaving the reception with a blank window. Nothing typed is saved by a
 * reload, so it is the clerk's click, not automatic.
 */
export class AppErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error("Erro ao desenhar a tela", error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <main className="flex min-h-screen items-center justify-center p-6">
        <div role="alert" className="flex max-w-sm flex-col items-center gap-4 text-center">
          <TriangleAlert className="size-10 text-muted-foreground" aria-hidden="true" />
          <h1 className="text-xl font-semibold">Não foi possível abrir esta tela</h1>
          <p className="text-sm text-muted-foreground">
            O Hospeda pode ter sido atualizado enquanto esta janela estava aberta. Recarregue a página para continuar.
          </p>
          <Button onClick={() => window.location.reload()}>
            <RotateCw aria-hidden="true" />
            Recarregar a página
          </Button>
        </div>
      </main>
    );
  }
}
