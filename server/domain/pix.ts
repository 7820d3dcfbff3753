// The static PIX BR Code ("copia e cola"), built offline: EMV TLV fields in the order the Banco Central's manual
// lays out, closed by a CRC16-CCITT-FALSE over everything before it, '6304' included (docs/product.md §10.5).
// Pure: no database, no clock, so it is tested field by field against published codes. The QR code itself is drawn
// by shared/qr-code.ts.

/** CRC-16/CCITT-FALSE (polynomial 0x1021, initial 0xFFFF), as 4 upper-case hex digits. */
export function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, "utf8")) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, "0");
}

/** One field: two-digit id, two-digit length, value. */
function field(id: string, value: string): string {
  if (value.length < 1 || value.length > 99) throw new Error(`PIX field ${id} must hold 1 to 99 characters`);
  return `${id}${String(value.length).padStart(2, "0")}${value}`;
}

/**
 * Name and city as payers' apps show them and as the field lengths count them: accents removed, upper case,
 * printable ASCII only, spaces collapsed, cut to `max` characters.
 */
export function pixText(text: string, max: number): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toUpperCase()
    .replace(/[^\x20-\x7e]/g, "")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, max)
    .trim();
}

export interface PixPayloadFields {
  /** The receiving account's key, as the payer's app expects it (digits, +55..., lower-case e-mail, UUID). */
  key: string;
  /** Optional text shown to the payer (field 26, 02). */
  description?: string;
  /** Decimal string with a dot ("10.00"); without it the payer types the amount. */
  amount?: string;
  merchantName: string;
  merchantCity: string;
  /** At most 25 letters and digits; '***' when there is none. */
  txid?: string;
}

/** The BR Code of a static PIX charge. Throws when a field breaks the format (the caller normalises first). */
export function buildPixPayload(fields: PixPayloadFields): string {
  const txid = fields.txid ?? "***";
  if (txid !== "***" && !/^[A-Za-z0-9]{1,25}$/.test(txid)) throw new Error("PIX txid: 1 to 25 letters and digits");
  if (fields.merchantName.length > 25) throw new Error("PIX merchant name: at most 25 characters");
  if (fields.merchantCity.length > 15) throw new Error("PIX merchant city: at most 15 characters");
  if (fields.amount !== undefined && !/^\d{1,10}\.\d{2}$/.test(fields.amount)) throw new Error("PIX amount: 0.00");
  const account =
    field("00", "br.gov.bcb.pix") +
    field("01", fields.key) +
    (fields.description ? field("02", fields.description) : "");
  const body =
    field("00", "01") +
    field("26", account) +
    field("52", "0000") +
    field("53", "986") +
    (fields.amount !== undefined ? field("54", fields.amount) : "") +
    field("58", "BR") +
    field("59", fields.merchantName) +
    field("60", fields.merchantCity) +
    field("62", field("05", txid)) +
    "6304";
  return body + crc16(body);
}

/** The txid of a reservation's charge: 'HOSP' and the first 21 hex digits of its id (25 characters). */
export function reservationTxid(reservationId: string): string {
  return `HOSP${reservationId.replace(/-/g, "").slice(0, 21).toUpperCase()}`;
}
