// The guest's page, /reservar/c/:code, rendered on the server (docs/product.md §16.1, docs/decisions/0058): the
// booking, its status and the deposit's QR are in the HTML itself, so a phone paints them at once, and the page
// (client/reservar-confirmacao.html) carries no React: one small script wires 'Copiar código PIX'
// (client/src/reservar/confirmation-enhance.ts). A code that names no booking gets the client-rendered page, which
// reads it and says so.
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { BookingView } from "@shared/booking-page/booking-view";
import type { Db } from "./db";
import type { Clock } from "./domain/clock";
import { publicBookingDomain } from "./domain/public-booking";
import type { PixPsp } from "./domain/pix-psp";
import { HttpError } from "./errors";

const CONFIRMATION = /^\/reservar\/c\/([^/]+)\/?$/;
const ROOT = '<div id="root"></div>';

export type BookingPageRenderer = (path: string, template: string) => Promise<string | undefined>;

export function bookingPageRenderer(db: Db, clock: Clock, psp?: PixPsp): BookingPageRenderer {
  const bookings = publicBookingDomain(db, clock, psp);
  return async (path, template) => {
    const encoded = CONFIRMATION.exec(path)?.[1];
    if (!encoded || !template.includes(ROOT)) return undefined;
    let code: string;
    try {
      code = decodeURIComponent(encoded);
    } catch {
      return undefined;
    }
    const view = await bookings.view(code).catch((error: unknown) => {
      if (error instanceof HttpError && error.status === 404) return undefined;
      throw error;
    });
    if (!view) return undefined;
    const markup = renderToStaticMarkup(createElement(BookingView, { code, view }));
    return template.replace(ROOT, () => `<div id="root">${markup}</div>`);
  };
}
