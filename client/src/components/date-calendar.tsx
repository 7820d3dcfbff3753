// The month calendar behind the date field's button, in Portuguese whatever the browser's language (react-day-picker
// with date-fns' pt-BR). Loaded with the first calendar opened, never with a page.
import { useEffect, useRef } from "react";
import { DayPicker, type Matcher } from "react-day-picker";
import { ptBR } from "react-day-picker/locale/pt-BR";
import { isoToLocalDate, localDateToIso } from "@/lib/date-input";

export interface DateCalendarProps {
  /** The chosen date "YYYY-MM-DD", or "" when none. */
  selected: string;
  onSelect: (date: string) => void;
  /** The month shown first when nothing is chosen ("YYYY-MM-DD" of any day in it). */
  defaultMonth: string;
  /** The pousada's today, marked in the calendar. */
  today: string;
  min?: string;
  max?: string;
  /** Month and year as dropdowns: for dates far away (a birth date). */
  yearDropdown?: boolean;
}

const DAY_BUTTON =
  "inline-flex size-11 items-center justify-center rounded-md text-sm tabular-nums outline-none transition-colors sm:size-10 " +
  "hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/60 disabled:pointer-events-none disabled:opacity-40 " +
  "group-data-[today=true]/day:font-bold group-data-[today=true]/day:text-primary " +
  "group-data-[outside=true]/day:text-muted-foreground " +
  // The chosen day wins over today's colours when they are the same day.
  "group-data-[selected=true]/day:bg-primary! group-data-[selected=true]/day:font-semibold " +
  "group-data-[selected=true]/day:text-primary-foreground! group-data-[selected=true]/day:hover:bg-primary/90!";

const NAV_BUTTON =
  "inline-flex size-10 items-center justify-center rounded-md outline-none hover:bg-accent " +
  "focus-visible:ring-[3px] focus-visible:ring-ring/60 aria-disabled:pointer-events-none aria-disabled:opacity-40 [&_svg]:size-4 [&_svg]:fill-current";

export default function DateCalendar({
  selected,
  onSelect,
  defaultMonth,
  today,
  min,
  max,
  yearDropdown = false,
}: DateCalendarProps) {
  const disabled: Matcher[] = [];
  if (min) disabled.push({ before: isoToLocalDate(min) });
  if (max) disabled.push({ after: isoToLocalDate(max) });
  const chosen = selected ? isoToLocalDate(selected) : undefined;
  const root = useRef<HTMLDivElement>(null);

  // The chosen day (or today) takes the focus: arrows move by day and week, Enter picks. A frame later than the
  // calendar's own autoFocus would: by then the popover's focus scope is in place, and a dialog around the field
  // does not pull the focus back to itself.
  useEffect(() => {
    const frame = requestAnimationFrame(() =>
      root.current?.querySelector<HTMLButtonElement>("[role=grid] button[tabindex='0']")?.focus(),
    );
    return () => cancelAnimationFrame(frame);
  }, []);

  return (
    <div ref={root}>
      <DayPicker
        mode="single"
        // Picking the chosen day again keeps it (and closes the calendar) instead of clearing it.
        required
        locale={ptBR}
        selected={chosen}
        onSelect={(date: Date | undefined) => date && onSelect(localDateToIso(date))}
        defaultMonth={chosen ?? isoToLocalDate(defaultMonth)}
        today={isoToLocalDate(today)}
        disabled={disabled}
        startMonth={min ? isoToLocalDate(min) : yearDropdown ? new Date(1900, 0, 1) : undefined}
        endMonth={max ? isoToLocalDate(max) : yearDropdown ? new Date(2100, 11, 31) : undefined}
        captionLayout={yearDropdown ? "dropdown" : "label"}
        showOutsideDays
        fixedWeeks
        // "D S T Q Q S S": the initials; screen readers hear the whole name (labelWeekday).
        formatters={{ formatWeekdayName: (date, _options, dateLib) => dateLib?.format(date, "ccccc") ?? "" }}
        classNames={{
          root: "relative w-fit",
          months: "relative flex flex-col",
          month: "space-y-2",
          month_caption: "flex h-10 items-center justify-center px-11",
          caption_label: "inline-flex items-center gap-1 text-sm font-semibold [&_svg]:size-3.5 [&_svg]:fill-current",
          dropdowns: "flex items-center gap-2",
          dropdown_root: "relative inline-flex items-center rounded-md border border-input px-2 h-10",
          dropdown: "absolute inset-0 w-full cursor-pointer opacity-0",
          months_dropdown: "",
          years_dropdown: "",
          nav: "absolute inset-x-0 top-0 z-10 flex h-10 items-center justify-between",
          button_previous: NAV_BUTTON,
          button_next: NAV_BUTTON,
          chevron: "",
          month_grid: "border-collapse",
          weekdays: "",
          weekday: "h-8 text-xs font-medium text-muted-foreground",
          weeks: "",
          week: "",
          day: "group/day p-0 text-center",
          day_button: DAY_BUTTON,
          selected: "",
          today: "",
          outside: "",
          disabled: "",
          hidden: "invisible",
        }}
      />
    </div>
  );
}
