import { describe, expect, it } from "vitest";
import {
  brDateToIso,
  caretAfterDigits,
  dateFieldValue,
  digitsBefore,
  isIsoDate,
  isoToBrDate,
  isoToLocalDate,
  localDateToIso,
  maskDateInput,
  monthLabel,
} from "./date-input";

describe("maskDateInput", () => {
  it("puts the slashes in as the digits are typed", () => {
    const typed = "25122026".split("").reduce<string[]>((shown, digit) => {
      shown.push(maskDateInput(`${shown.at(-1) ?? ""}${digit}`));
      return shown;
    }, []);
    expect(typed).toEqual(["2", "25", "25/1", "25/12", "25/12/2", "25/12/20", "25/12/202", "25/12/2026"]);
  });

  it("keeps at most eight digits and drops anything else", () => {
    expect(maskDateInput("25/12/20269")).toBe("25/12/2026");
    expect(maskDateInput("2a5-1b2")).toBe("25/12");
  });

  it("keeps a slash typed after a whole day or month, and pads a one-digit one", () => {
    expect(maskDateInput("25/")).toBe("25/");
    expect(maskDateInput("5/")).toBe("05/");
    expect(maskDateInput("05/3/")).toBe("05/03/");
    expect(maskDateInput("5/3/2026")).toBe("53/20/26");
  });

  it("does not pad while a digit in the middle is being replaced", () => {
    expect(maskDateInput("25/1/2026")).toBe("25/12/026");
  });

  it("turns a pasted ISO date around, and reads a pasted date with one-digit parts", () => {
    expect(maskDateInput("2026-12-25")).toBe("25/12/2026");
    expect(maskDateInput(" 2026-01-05 ")).toBe("05/01/2026");
    expect(maskDateInput("5/3/2026", { pasted: true })).toBe("05/03/2026");
    expect(maskDateInput("5.3.2026", { pasted: true })).toBe("05/03/2026");
  });
});

describe("brDateToIso and isoToBrDate", () => {
  it("read a whole, real dd/MM/yyyy date", () => {
    expect(brDateToIso("25/12/2026")).toBe("2026-12-25");
    expect(brDateToIso("29/02/2028")).toBe("2028-02-29");
    expect(isoToBrDate("2026-12-25")).toBe("25/12/2026");
  });

  it("refuse what is not a day of the calendar", () => {
    expect(brDateToIso("31/02/2026")).toBeNull();
    expect(brDateToIso("29/02/2027")).toBeNull();
    expect(brDateToIso("00/12/2026")).toBeNull();
    expect(brDateToIso("25/13/2026")).toBeNull();
    expect(brDateToIso("25/12/26")).toBeNull();
    expect(brDateToIso("")).toBeNull();
  });

  it("leave text that is not an ISO date as it is", () => {
    expect(isoToBrDate("")).toBe("");
    expect(isoToBrDate("25/12")).toBe("25/12");
  });
});

describe("dateFieldValue", () => {
  it("is empty, the ISO date, or the text itself for the validator to refuse", () => {
    expect(dateFieldValue("")).toBe("");
    expect(dateFieldValue("  ")).toBe("");
    expect(dateFieldValue("25/12/2026")).toBe("2026-12-25");
    expect(dateFieldValue("25/12/20")).toBe("25/12/20");
    expect(dateFieldValue("31/02/2026")).toBe("31/02/2026");
  });
});

describe("isIsoDate", () => {
  it("accepts only real calendar dates", () => {
    expect(isIsoDate("2026-12-25")).toBe(true);
    expect(isIsoDate("2026-02-30")).toBe(false);
    expect(isIsoDate("25/12/2026")).toBe(false);
    expect(isIsoDate(null)).toBe(false);
  });
});

describe("the caret after masking", () => {
  it("stays after the same digit", () => {
    // "2512" typed: the caret after the 4th digit is after "25/12" (and the slash that will follow it).
    expect(caretAfterDigits("25/12", digitsBefore("2512", 4))).toBe(5);
    expect(caretAfterDigits("25/12/2026", 2)).toBe(3);
    expect(caretAfterDigits("25/12/2026", 5)).toBe(7);
    expect(caretAfterDigits("25/12/2026", 0)).toBe(0);
    expect(caretAfterDigits("25/1", 9)).toBe(4);
    expect(digitsBefore("25/12/2026", 6)).toBe(4);
  });
});

describe("local dates for the calendar", () => {
  it("go there and back without shifting a day", () => {
    for (const date of ["2026-01-01", "2026-02-28", "2026-10-18", "2026-12-31", "1950-06-15"]) {
      expect(localDateToIso(isoToLocalDate(date))).toBe(date);
    }
  });
});

describe("monthLabel", () => {
  it("names the month in Portuguese", () => {
    expect(monthLabel("2026-11")).toBe("novembro de 2026");
    expect(monthLabel("2027-03")).toBe("março de 2027");
  });
});
