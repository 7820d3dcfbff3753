// The dates and the party (adults, each child's age): typed dates as Brazilians write them, never the browser's own
// date input (its language is the browser's).
import { useState, type FormEvent } from "react";
import { brDateToIso, maskDateInput } from "@/lib/date-input";
import { SubmitRow } from "./submit-row";

export interface StayQuery {
  checkInDate: string;
  checkOutDate: string;
  adults: number;
  childrenAges: number[];
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

function DateText(props: { id: string; label: string; value: string; onChange: (text: string) => void }) {
  return (
    <div className="field">
      <label htmlFor={props.id}>{props.label}</label>
      <input
        id={props.id}
        inputMode="numeric"
        autoComplete="off"
        placeholder="dd/mm/aaaa"
        value={props.value}
        onChange={(e) => props.onChange(maskDateInput(e.target.value))}
      />
    </div>
  );
}

export function StaySearch({ onSearch, busy }: { onSearch: (query: StayQuery) => void; busy: boolean }) {
  const [checkIn, setCheckIn] = useState("");
  const [checkOut, setCheckOut] = useState("");
  const [adults, setAdults] = useState(2);
  const [ages, setAges] = useState<number[]>([]);
  const [error, setError] = useState("");

  function submit(event: FormEvent) {
    event.preventDefault();
    const checkInDate = brDateToIso(checkIn);
    const checkOutDate = brDateToIso(checkOut);
    if (!checkInDate || !checkOutDate) return setError("Informe as datas de entrada e saída (dd/mm/aaaa).");
    if (checkOutDate <= checkInDate) return setError("A saída deve ser depois da entrada.");
    setError("");
    onSearch({ checkInDate, checkOutDate, adults, childrenAges: ages });
  }

  return (
    <form className="card search" onSubmit={submit} noValidate>
      <h2>Quando você vem?</h2>
      <div className="row">
        <DateText id="entrada" label="Entrada" value={checkIn} onChange={setCheckIn} />
        <DateText id="saida" label="Saída" value={checkOut} onChange={setCheckOut} />
      </div>
      <div className="row">
        <div className="field">
          <label htmlFor="adultos">Adultos</label>
          <select id="adultos" value={adults} onChange={(e) => setAdults(Number(e.target.value))}>
            {range(1, 10).map((n) => (
              <option key={n}>{n}</option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="criancas">Crianças</label>
          <select
            id="criancas"
            value={ages.length}
            onChange={(e) => setAges(range(1, Number(e.target.value)).map((i) => ages[i - 1] ?? 5))}
          >
            {range(0, 6).map((n) => (
              <option key={n}>{n}</option>
            ))}
          </select>
        </div>
      </div>
      {ages.length > 0 && (
        <div className="row">
          {ages.map((age, i) => (
            <div className="field" key={i}>
              <label htmlFor={`idade-${i}`}>Idade da criança {i + 1}</label>
              <select
                id={`idade-${i}`}
                value={age}
                onChange={(e) => setAges(ages.map((a, j) => (j === i ? Number(e.target.value) : a)))}
              >
                {range(0, 17).map((n) => (
                  <option key={n} value={n}>
                    {n === 0 ? "menos de 1 ano" : `${n} ${n === 1 ? "ano" : "anos"}`}
                  </option>
                ))}
              </select>
            </div>
          ))}
        </div>
      )}
      <SubmitRow error={error} busy={busy} label="Ver disponibilidade" busyLabel="Buscando…" />
    </form>
  );
}
