import { createContext } from "react";

/**
 * Opens a guest's edit dialog by id: the check-in's FNRH panel's 'Completar cadastro'. The Check-in / Check-out page
 * provides it with the guest register's own dialog (a feature does not import another); without it the button hides.
 */
export const EditGuestContext = createContext<((guestId: string) => void) | null>(null);
