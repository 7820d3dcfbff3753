import { PROCESSING_RECORD_HEADER, type ProcessingRecordRow } from "@shared/lgpd-record";

/**
 * The record of processing (shared/lgpd-record.ts): a table where there is room, and on a phone one card per class of
 * data with its four answers. Shared by Configurações > Privacidade and its printed page.
 */
export function ProcessingRecordTable({ rows, printed = false }: { rows: ProcessingRecordRow[]; printed?: boolean }) {
  const cells = (row: ProcessingRecordRow) => [row.data, row.purpose, row.legalBasis, row.sharedWith, row.retention];
  return (
    <div className={printed ? "overflow-x-auto" : undefined}>
      <table
        className={printed ? "w-full border-collapse text-xs" : "hidden w-full border-collapse text-sm md:table"}
        aria-label="Registro das operações de tratamento"
      >
        <thead>
          <tr className="text-left">
            {PROCESSING_RECORD_HEADER.map((title) => (
              <th key={title} scope="col" className="border-b px-2 py-2 align-bottom font-semibold">
                {title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.data} className="border-b align-top last:border-b-0">
              {cells(row).map((cell, index) =>
                index === 0 ? (
                  <th key={index} scope="row" className="px-2 py-2 text-left font-medium">
                    {cell}
                  </th>
                ) : (
                  <td key={index} className="px-2 py-2">
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
      {!printed && (
        <ul className="divide-y rounded-md border md:hidden" aria-label="Registro das operações de tratamento">
          {rows.map((row) => (
            <li key={row.data} className="space-y-1 p-3 text-sm">
              <p className="font-semibold">{row.data}</p>
              <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5">
                {PROCESSING_RECORD_HEADER.slice(1).map((title, index) => (
                  <div key={title} className="contents">
                    <dt className="text-muted-foreground">{title}</dt>
                    <dd>{cells(row)[index + 1]}</dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
