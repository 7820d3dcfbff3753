import { reservationSchemas } from "@shared/validators/reservations";
import { todayAtPousada } from "@/lib/calendar-date";

/** The new and edit forms' schema: "two years ahead" counts from today on the pousada's clock. */
export const reservationFormSchema = reservationSchemas(() => todayAtPousada()).insert;
