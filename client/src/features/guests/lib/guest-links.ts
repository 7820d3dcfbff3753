import { onlyDigits } from "@shared/identity";

/** WhatsApp chat with Brazil's country code in front of the stored DDD + number. */
export const whatsappUrl = (phone: string) => `https://wa.me/55${onlyDigits(phone)}`;

export const mailtoUrl = (email: string) => `mailto:${email}`;

export const mapsDirectionsUrl = (address: string) =>
  `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(address)}`;

/** Stored documents are read through the API, with the session cookie: "/objects/<uuid>" -> "/api/objects/<uuid>". */
export const documentUrl = (objectPath: string) => `/api${objectPath}`;
