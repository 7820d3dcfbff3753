// The reports' queries (a period of calendar dates at the pousada, both ends inclusive), the export's format, and the
// day's cash closing ('Fechamento de caixa'). Plain zod with Portuguese messages; money as decimal strings (0012).
import { z } from "zod";
import "../zod-pt";
import { PAYMENT_METHODS } from "../enums";
import { periodRangeIssue } from "../report-periods";
import { calendarDate, decimalString, optionalText } from "./fields";

const periodFields = {
  from: calendarDate("Informe a data inicial"),
  to: calendarDate("Informe a data final"),
};

function checkPeriod(value: { from: string; to: string }, ctx: z.core.$RefinementCtx) {
  const issue = periodRangeIssue(value);
  if (issue) ctx.addIssue({ code: "custom", message: issue, path: ["to"] });
}

/** GET /api/reports/summary|financeiro|ocupacao|pagamentos|hospedes?from=YYYY-MM-DD&to=YYYY-MM-DD. */
export const reportPeriodSchema = z.object(periodFields).superRefine(checkPeriod);

const EXPORT_FORMATS = ["csv", "xlsx"] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** GET /api/reports/export?from=&to=&format=csv|xlsx. */
export const reportExportSchema = z
  .object({
    ...periodFields,
    format: z.enum(EXPORT_FORMATS, { error: "Formato inválido: use csv ou xlsx" }),
  })
  .superRefine(checkPeriod);

/** GET /api/fechamentos-caixa?data=YYYY-MM-DD: the day's cash of every active 'caixa' account. */
export const cashDayQuerySchema = z.object({ data: calendarDate("Informe a data do caixa") });

/** POST /api/fechamentos-caixa: close one account's day with the cash counted in the drawer. */
export const closeCashDaySchema = z
  .object({
    data: calendarDate("Informe a data do caixa"),
    contaBancariaId: z.string({ error: "Escolha o caixa" }).min(1, "Escolha o caixa").pipe(z.uuid("Escolha o caixa")),
    saldoContado: decimalString("Informe o valor contado", { integerDigits: 13 }),
    observacoes: optionalText(2000, { multiLine: true }),
  })
  .strict();

export type CloseCashDay = z.output<typeof closeCashDaySchema>;

/** POST /api/fechamentos-caixa/:id/reabrir: the owner says why the closed day is reopened. */
export const reopenCashDaySchema = z
  .object({
    motivo: z
      .string({ error: "Informe o motivo da reabertura" })
      .trim()
      .min(3, "Informe o motivo da reabertura")
      .max(500, "Motivo muito longo"),
  })
  .strict();

export type ReopenCashDay = z.output<typeof reopenCashDaySchema>;

/** POST /api/fechamentos-caixa/conferencias: the clerk marks (or unmarks) one line of the day's receipts. */
export const receiptCheckSchema = z
  .object({
    data: calendarDate("Informe a data do caixa"),
    contaBancariaId: z.string({ error: "Escolha a conta" }).min(1, "Escolha a conta").pipe(z.uuid("Escolha a conta")),
    metodo: z.enum(PAYMENT_METHODS, { error: "Forma de pagamento inválida" }),
    conferido: z.boolean({ error: "Informe se a linha está conferida" }),
  })
  .strict();

export type ReceiptCheck = z.output<typeof receiptCheckSchema>;
