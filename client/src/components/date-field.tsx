import { lazy, Suspense, useLayoutEffect, useRef, useState, type ChangeEvent, type KeyboardEvent } from "react";
import { CalendarDays } from "lucide-react";
import { Input } from "@/components/ui/input";
import { Popover, PopoverAnchor, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { Skeleton } from "@/components/ui/skeleton";
import { todayAtPousada } from "@/lib/calendar-date";
import {
  caretAfterDigits,
  dateFieldValue,
  digitsBefore,
  isIsoDate,
  isoToBrDate,
  maskDateInput,
} from "@/lib/date-input";
import { cn } from "@/lib/utils";

// The calendar (react-day-picker and date-fns' Portuguese) loads the first time one is opened.
const DateCalendar = lazy(() => import("./date-calendar"));

type InputProps = Omit<React.ComponentProps<"input">, "value" | "onChange" | "type" | "min" | "max" | "defaultValue">;

export interface DateFieldProps extends InputProps {
  /** "YYYY-MM-DD"; "" when empty; or, while it is not a whole date, the text typed (the form refuses it). */
  value: string;
  onChange: (value: string) => void;
  /** The calendar's bounds, "YYYY-MM-DD": days outside cannot be picked there (the form checks typed ones). */
  min?: string;
  max?: string;
  /** The calendar button's name, e.g. "Abrir calendário da entrada"; not the field's label, which names the input. */
  calendarLabel?: string;
  /** Month and year dropdowns in the calendar, for dates years away (a birth date). */
  yearDropdown?: boolean;
  /** A 'Hoje' shortcut under the calendar. */
  showToday?: boolean;
}

/**
 * A date typed and shown dd/MM/yyyy whatever the browser's language, with a calendar in Portuguese beside it. The form
 * gets "YYYY-MM-DD". Works with react-hook-form's field (`{...field}`): the ref, name and onBlur reach the input, and
 * so do the ids and aria attributes a <FormControl> adds.
 */
export function DateField({
  value,
  onChange,
  min,
  max,
  calendarLabel = "Abrir calendário",
  yearDropdown = false,
  showToday = true,
  disabled,
  className,
  ref,
  onKeyDown,
  ...inputProps
}: DateFieldProps) {
  const [open, setOpen] = useState(false);
  const inputRef = useRef<HTMLInputElement | null>(null);
  const pendingCaret = useRef<number | null>(null);
  // What the input shows: the value in dd/MM/yyyy, or the text being typed until it is a date.
  const [text, setText] = useState(() => isoToBrDate(value ?? ""));
  const [shownFor, setShownFor] = useState(value);
  if (value !== shownFor) {
    // A new value from outside (a reset, the calendar, the map's day): show it, unless it is what was typed.
    setShownFor(value);
    if (dateFieldValue(text) !== value) setText(isoToBrDate(value ?? ""));
  }

  useLayoutEffect(() => {
    if (pendingCaret.current === null || document.activeElement !== inputRef.current) return;
    inputRef.current?.setSelectionRange(pendingCaret.current, pendingCaret.current);
    pendingCaret.current = null;
  });

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const raw = event.target.value;
    const pasted = (event.nativeEvent as InputEvent).inputType === "insertFromPaste";
    const masked = maskDateInput(raw, { pasted });
    const caret = event.target.selectionStart ?? raw.length;
    // Typing at the end leaves the caret at the end; a change in the middle keeps it after the same digit.
    pendingCaret.current = caret >= raw.length ? masked.length : caretAfterDigits(masked, digitsBefore(raw, caret));
    setText(masked);
    const next = dateFieldValue(masked);
    setShownFor(next);
    onChange(next);
  };

  const choose = (date: string) => {
    setText(isoToBrDate(date));
    setShownFor(date);
    onChange(date);
    setOpen(false);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    // As in the browsers' own date fields: Alt+↓ opens the calendar.
    if (!event.defaultPrevented && event.altKey && event.key === "ArrowDown") {
      event.preventDefault();
      setOpen(true);
    }
  };

  const today = todayAtPousada();
  const selected = isIsoDate(value) ? value : "";
  const defaultMonth = selected || (min && min > today ? min : max && max < today ? max : today);

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverAnchor asChild>
        <div className={cn("relative", className)}>
          <Input
            {...inputProps}
            ref={(element) => {
              inputRef.current = element;
              if (typeof ref === "function") ref(element);
              else if (ref) ref.current = element;
            }}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            placeholder="dd/mm/aaaa"
            maxLength={10}
            value={text}
            onChange={handleChange}
            onKeyDown={handleKeyDown}
            disabled={disabled}
            className="pr-11 tabular-nums"
          />
          <PopoverTrigger asChild>
            <button
              type="button"
              disabled={disabled}
              aria-label={calendarLabel}
              className="absolute inset-y-0 right-0 inline-flex w-11 items-center justify-center rounded-r-md text-muted-foreground outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:opacity-50"
            >
              <CalendarDays className="size-5" aria-hidden="true" />
            </button>
          </PopoverTrigger>
        </div>
      </PopoverAnchor>
      <PopoverContent
        align="end"
        className="w-auto p-3"
        role="dialog"
        aria-label="Calendário"
        // The calendar puts the focus on the chosen day (or today) itself, once it is drawn.
        onOpenAutoFocus={(event) => event.preventDefault()}
        // Closing gives the focus back to the field, where typing goes on.
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          inputRef.current?.focus();
        }}
      >
        <Suspense fallback={<Skeleton className="h-[22rem] w-[19.5rem] sm:h-[20rem] sm:w-[17.5rem]" />}>
          <DateCalendar
            selected={selected}
            onSelect={choose}
            defaultMonth={defaultMonth}
            today={today}
            min={min}
            max={max}
            yearDropdown={yearDropdown}
          />
        </Suspense>
        {showToday && (!min || today >= min) && (!max || today <= max) && (
          <div className="mt-2 flex justify-end border-t pt-2">
            <button
              type="button"
              onClick={() => choose(today)}
              className="inline-flex h-10 items-center rounded-md px-3 text-sm font-medium text-primary outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50"
            >
              Hoje
            </button>
          </div>
        )}
      </PopoverContent>
    </Popover>
  );
}
