// CSV for the ';'-separated pt-BR spreadsheets the pousada opens (Excel, LibreOffice): the server's exports and the
// files the screens build themselves (Configurações > Privacidade's record) write their cells the same way.

/**
 * One CSV cell: text that a spreadsheet would run as a formula (starting with = + - @, a tab or a carriage return)
 * gets a leading apostrophe; a cell with ';', '"' or a line break is quoted.
 */
export function csvCell(value: string | null | undefined): string {
  let text = value ?? "";
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[;"\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
