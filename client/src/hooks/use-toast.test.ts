import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { dismissToast, getToastState, toast, TOAST_REMOVE_DELAY } from "./use-toast";

const shown = () => getToastState().toasts.map((t) => ({ title: t.title, open: t.open }));

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  // Leave the app-wide store empty for the next test.
  dismissToast();
  vi.runAllTimers();
  vi.useRealTimers();
});

describe("toast", () => {
  it("shows one notification at a time: a new one replaces the current one", () => {
    toast({ title: "Quarto criado com sucesso" });
    toast({ title: "Erro ao excluir quarto", variant: "destructive" });
    expect(shown()).toEqual([{ title: "Erro ao excluir quarto", open: true }]);
  });

  it("keeps a dismissed toast, closed, until its removal delay has passed", () => {
    const { dismiss } = toast({ title: "Hóspede excluído com sucesso" });
    dismiss();
    expect(shown()).toEqual([{ title: "Hóspede excluído com sucesso", open: false }]);

    vi.advanceTimersByTime(TOAST_REMOVE_DELAY - 1);
    expect(shown()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(shown()).toEqual([]);
  });

  it("is dismissed when the user closes it (swipe, the close button, Escape)", () => {
    toast({ title: "Reserva criada com sucesso" });
    getToastState().toasts[0].onOpenChange?.(false);
    expect(shown()).toEqual([{ title: "Reserva criada com sucesso", open: false }]);
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY);
    expect(shown()).toEqual([]);
  });

  it("dismissing twice schedules one removal", () => {
    const first = toast({ title: "Documento removido" });
    first.dismiss();
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY / 2);
    first.dismiss();
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY / 2);
    expect(shown()).toEqual([]);
  });

  it("updates a toast in place", () => {
    const { update } = toast({ title: "Enviando documento..." });
    update({ title: "Documento enviado com sucesso" });
    expect(shown()).toEqual([{ title: "Documento enviado com sucesso", open: true }]);
  });
});
