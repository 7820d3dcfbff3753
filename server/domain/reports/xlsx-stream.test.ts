import { describe, expect, it } from "vitest";
import readXlsxFile from "read-excel-file/node";
import { unzipSync, strFromU8 } from "fflate";
import { xlsxChunks, xmlText, type XlsxCell } from "./xlsx-stream";

async function workbook(sheets: Parameters<typeof xlsxChunks>[0]) {
  const chunks: Uint8Array[] = [];
  for await (const chunk of xlsxChunks(sheets)) chunks.push(chunk);
  return { file: Buffer.concat(chunks), chunks: chunks.length };
}

async function* pagesOf(...pages: XlsxCell[][][]) {
  for (const page of pages) yield page;
}

describe("xlsxChunks", () => {
  it("escapes XML's specials and drops the characters XML cannot hold", () => {
    expect(xmlText(`a<b & "c" > d\u0001\u0008e\tf`)).toBe("a&lt;b &amp; &quot;c&quot; &gt; de\tf");
  });

  it("writes sheets a spreadsheet reads back: bold header, texts, numbers, amounts, dates and instants", async () => {
    const { file } = await workbook([
      {
        name: "Pagamentos & cia",
        header: ["Data", "Hóspede", "Valor", "Noites", "Check-in"],
        widths: [17, 28, 14, 8, 12],
        pages: pagesOf(
          [
            [
              { dateTime: new Date("2030-01-05T09:07:00Z") },
              " <Zé> & filhos ",
              { amount: 1234.56 },
              { number: 2 },
              null,
            ],
          ],
          [[null, '=HYPERLINK("x")', { amount: -0.5 }, { number: 0 }, { date: new Date("2030-01-10T00:00:00Z") }]],
        ),
      },
      { name: "Vazia", header: ["Só o título"], widths: [10], pages: pagesOf() },
    ]);
    const sheets = await readXlsxFile(file);
    expect(sheets.map((sheet) => sheet.sheet)).toEqual(["Pagamentos & cia", "Vazia"]);
    expect(sheets[0]!.data).toEqual([
      ["Data", "Hóspede", "Valor", "Noites", "Check-in"],
      // The reader trims text; the file keeps the spaces (checked below).
      [new Date("2030-01-05T09:07:00Z"), "<Zé> & filhos", 1234.56, 2, null],
      [null, '=HYPERLINK("x")', -0.5, 0, new Date("2030-01-10T00:00:00Z")],
    ]);
    expect(sheets[1]!.data).toEqual([["Só o título"]]);
    const parts = unzipSync(file);
    const sheet = strFromU8(parts["xl/worksheets/sheet1.xml"]!);
    // The header in bold (style 1), the widths as given, the amounts and dates with their formats.
    expect(sheet).toContain('<c r="A1" s="1" t="inlineStr"><is><t xml:space="preserve">Data</t></is></c>');
    expect(sheet).toContain('<t xml:space="preserve"> &lt;Zé&gt; &amp; filhos </t>');
    expect(sheet).toContain('<col min="2" max="2" width="28" customWidth="1"/>');
    expect(sheet).toContain('<c r="C2" s="3"><v>1234.56</v></c>');
    expect(sheet).toContain('<c r="E3" s="4"><v>47493</v></c>');
    expect(strFromU8(parts["xl/styles.xml"]!)).toContain('<numFmt numFmtId="165" formatCode="#,##0.00"/>');
  });

  it("hands the file on page by page, and names columns past Z as AA, AB", async () => {
    const wide = Array.from({ length: 28 }, (_, index): XlsxCell => ({ number: index }));
    const pages = Array.from({ length: 30 }, (_, page) =>
      Array.from({ length: 100 }, (_, row) => [`linha ${page * 100 + row}`, ...wide.slice(1)]),
    );
    const { file, chunks } = await workbook([{ name: "Longa", header: ["A"], widths: [10], pages: pagesOf(...pages) }]);
    // More chunks than pages: the zip's bytes leave while the sheet is still being read.
    expect(chunks).toBeGreaterThan(30);
    const [sheet] = await readXlsxFile(file);
    expect(sheet!.data).toHaveLength(3001);
    expect(sheet!.data[3000]![0]).toBe("linha 2999");
    expect(sheet!.data[3000]![27]).toBe(27);
    expect(strFromU8(unzipSync(file)["xl/worksheets/sheet1.xml"]!)).toContain('<c r="AB3001"><v>27</v></c>');
  });
});
