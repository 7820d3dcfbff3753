import { describe, expect, it } from "vitest";
import { TOAST_LIMIT, toastReducer, type ToasterToast, type ToastState } from "./use-toast";

const makeToast = (id: string, title = `toast ${id}`): ToasterToast => ({ id, title, open: true });

describe("toastReducer", () => {
  it("keeps only the newest toast visible", () => {
    expect(TOAST_LIMIT).toBe(1);
    let state: ToastState = { toasts: [] };
    state = toastReducer(state, { type: "ADD_TOAST", toast: makeToast("1") });
    state = toastReducer(state, { type: "ADD_TOAST", toast: makeToast("2") });
    expect(state.toasts.map((t) => t.id)).toEqual(["2"]);
  });

  it("updates a toast by id", () => {
    const state = toastReducer({ toasts: [makeToast("1")] }, { type: "UPDATE_TOAST", toast: { id: "1", title: "Salvo" } });
    expect(state.toasts[0].title).toBe("Salvo");
  });

  it("dismissing closes the toast but keeps it until it is removed", () => {
    const dismissed = toastReducer({ toasts: [makeToast("1")] }, { type: "DISMISS_TOAST", toastId: "1" });
    expect(dismissed.toasts).toHaveLength(1);
    expect(dismissed.toasts[0].open).toBe(false);

    const removed = toastReducer(dismissed, { type: "REMOVE_TOAST", toastId: "1" });
    expect(removed.toasts).toEqual([]);
  });

  it("without an id, dismiss and remove apply to every toast", () => {
    const state: ToastState = { toasts: [makeToast("1"), makeToast("2")] };
    expect(toastReducer(state, { type: "DISMISS_TOAST" }).toasts.every((t) => t.open === false)).toBe(true);
    expect(toastReducer(state, { type: "REMOVE_TOAST" }).toasts).toEqual([]);
  });
});
