import { Download, Printer, ScrollText } from "lucide-react";
import { processingRecord, processingRecordCsv } from "@shared/lgpd-record";
import type { PrivacySettings } from "@shared/validators/privacy";
import { ProcessingRecordTable } from "@/components/processing-record-table";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { saveFile } from "@/lib/save-download";

/** The record of processing with the pousada's periods: on screen, printed (its own page) or as a spreadsheet. */
export function ProcessingRecordCard({ settings }: { settings: PrivacySettings }) {
  const rows = processingRecord(settings);
  const downloadCsv = () =>
    saveFile(new Blob([processingRecordCsv(rows)], { type: "text/csv;charset=utf-8" }), "registro-de-tratamento.csv");
  return (
    <Card>
      <CardHeader>
        <h2 className="flex items-center gap-2 text-lg font-semibold">
          <ScrollText className="size-5 text-primary" aria-hidden="true" />
          Registro das operações de tratamento
        </h2>
        <CardDescription>
          O que a pousada guarda sobre os hóspedes, para quê, com que base legal (LGPD, art. 7º e 11), com quem
          compartilha e por quanto tempo.
        </CardDescription>
        <div className="flex flex-wrap gap-2 pt-2">
          <Button variant="outline" asChild className="flex-1 sm:flex-none">
            <a href="/print/privacidade" target="_blank" rel="noopener">
              <Printer aria-hidden="true" /> Imprimir
            </a>
          </Button>
          <Button variant="outline" onClick={downloadCsv} className="flex-1 sm:flex-none">
            <Download aria-hidden="true" /> Baixar planilha (CSV)
          </Button>
        </div>
      </CardHeader>
      <CardContent>
        <ProcessingRecordTable rows={rows} />
      </CardContent>
    </Card>
  );
}
