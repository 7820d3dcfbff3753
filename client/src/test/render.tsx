// Client component tests: the component mounted as the app mounts it, and the two things a user reads besides the
// fields themselves (a field's error, the notification).
import type { ReactElement } from "react";
import { QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Toaster } from "@/components/ui/toaster";
import { createQueryClient } from "@/lib/query-client";

/** `ui` with a QueryClient of its own and the notifications, and a user to drive it. */
export function renderWithApi(ui: ReactElement) {
  const user = userEvent.setup();
  const view = render(
    <QueryClientProvider client={createQueryClient()}>
      {ui}
      <Toaster />
    </QueryClientProvider>,
  );
  return { user, ...view };
}

/** Text as a person reads it: the money format's non-breaking space ("R$\u00a05,00") read as a space. */
export const seen = (text: string | null | undefined) => (text ?? "").replace(/\u00a0/g, " ");

/** A role query's name that reads the money format's non-breaking space as a space. */
export const named = (name: string) => (accessibleName: string) => seen(accessibleName) === name;

/** What a screen reader reads after a field's name (aria-describedby): its hint and its error. */
export function descriptionOf(field: HTMLElement): string {
  const ids = field.getAttribute("aria-describedby")?.split(/\s+/) ?? [];
  return seen(
    ids
      .map((id) => document.getElementById(id)?.textContent ?? "")
      .filter(Boolean)
      .join(" "),
  );
}

/** The notification on screen as "title: description", or null. The dialog hides the rest of the page from the
 * accessibility tree, so it is read from the DOM. */
export function notice(): string | null {
  const toast = document.querySelector("[data-slot=toast]");
  if (!toast) return null;
  const title = toast.querySelector("[data-slot=toast-title]")?.textContent ?? "";
  const description = toast.querySelector("[data-slot=toast-description]")?.textContent ?? "";
  return seen(description ? `${title}: ${description}` : title);
}
