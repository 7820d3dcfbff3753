// What the booking page offers (docs/product.md §16.1): the pousada, the room types it sells and, for given dates
// and party, whether each is available and its price from the server's own quote. Never a room's id, number or how
// many are free.
import type { RoomType } from "@shared/enums";
import { ROOM_TYPE_LABELS } from "@shared/enums";
import type { PublicAvailability, PublicPage } from "@shared/api/booking-page";
import { calendarDateAt, shiftDate } from "@shared/pousada-time";
import { bookingPageSettingsOf, type BookingPageSettings } from "@shared/validators/booking-page";
import { pousadaSchema } from "@shared/validators/settings";
import type { Db } from "../db";
import { NotFoundError, ValidationError } from "../errors";
import { storage } from "../storage";
import type { Clock } from "./clock";
import { publicRoomTypes } from "./room-type-photos";
import { ratesDomain } from "./rates";

const PAGE_OFF = "Página não encontrada";
/** How far ahead a guest may book: the desk's two years. */
const MAX_DAYS_AHEAD = 730;

interface Stay {
  checkInDate: string;
  checkOutDate: string;
  adults: number;
  childrenAges: number[];
}

export function offerDomain(db: Db, clock: Clock) {
  const s = storage(db);
  const rates = ratesDomain(db, clock);

  /** The page's settings; 404 while the owner keeps it off. */
  async function pageSettings(): Promise<BookingPageSettings> {
    const settings = bookingPageSettingsOf(await s.settings.get("booking-page"));
    if (!settings.enabled) throw new NotFoundError(PAGE_OFF);
    return settings;
  }

  /** From the pousada's today on, at most two years ahead. */
  async function checkDates(stay: Stay) {
    const today = calendarDateAt(clock(), await s.settings.timeZone());
    if (stay.checkInDate < today) throw new ValidationError("A data de entrada já passou", "checkInDate");
    if (stay.checkInDate > shiftDate(today, MAX_DAYS_AHEAD)) {
      throw new ValidationError("Reservas online até dois anos à frente", "checkInDate");
    }
  }

  /** The type's free rooms for the stay that hold the party, in the desk's order (by number): first is offered. */
  async function candidates(type: RoomType, stay: Stay) {
    const persons = stay.adults + stay.childrenAges.length;
    const free = await s.rooms.listBookable(stay.checkInDate, stay.checkOutDate);
    return free.filter((room) => room.type === type && room.capacity + room.extraBeds >= persons);
  }

  const quoteFor = (roomId: string, stay: Stay) => rates.quote({ roomId, ...stay });

  return {
    pageSettings,
    checkDates,
    candidates,
    quoteFor,

    async page(): Promise<PublicPage> {
      const settings = await pageSettings();
      const [saved, rooms, shown] = await Promise.all([
        s.settings.get("pousada"),
        s.rooms.list(),
        publicRoomTypes(db, settings.roomTypes),
      ]);
      const pousada = pousadaSchema.safeParse(saved);
      return {
        pousada: pousada.success
          ? {
              nome: pousada.data.nomeFantasia,
              cidade: pousada.data.cidade,
              uf: pousada.data.uf,
              endereco: pousada.data.endereco ?? null,
              telefone: pousada.data.telefone ?? null,
              email: pousada.data.email ?? null,
            }
          : null,
        roomTypes: settings.roomTypes.map((type) => {
          const ofType = rooms.filter((room) => room.type === type && room.isActive);
          return {
            roomType: type,
            label: ROOM_TYPE_LABELS[type],
            capacity: Math.max(0, ...ofType.map((room) => room.capacity + room.extraBeds)),
            ...shown(type),
          };
        }),
      };
    },

    async availability(stay: Stay): Promise<PublicAvailability> {
      const settings = await pageSettings();
      await checkDates(stay);
      const offers = [];
      for (const roomType of settings.roomTypes) {
        const [room] = await candidates(roomType, stay);
        if (!room) {
          offers.push({ roomType, available: false, quote: null });
          continue;
        }
        const quote = await quoteFor(room.id, stay);
        offers.push({ roomType, available: quote.restrictions.length === 0, quote });
      }
      return offers;
    },
  };
}
