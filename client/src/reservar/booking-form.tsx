// The guest's details, the policy and the privacy notice accepted, then the booking. The price is not sent: the
// server quotes again. `website` is the honeypot (hidden from people, left empty by them).
import { useState, type FormEvent } from "react";
import type { Quote } from "@shared/api/rates";
import { publicApi } from "./api";
import { PolicyNotice, PrivacyNotice } from "@shared/booking-page/policy-notice";
import type { StayQuery } from "./stay-search";
import { SubmitRow } from "./submit-row";

const FIELDS = [
  { name: "firstName", label: "Nome", autoComplete: "given-name", inputMode: "text" },
  { name: "lastName", label: "Sobrenome", autoComplete: "family-name", inputMode: "text" },
  { name: "email", label: "E-mail", autoComplete: "email", inputMode: "email" },
  { name: "phone", label: "Celular (WhatsApp)", autoComplete: "tel-national", inputMode: "tel" },
  { name: "cpf", label: "CPF", autoComplete: "off", inputMode: "numeric" },
] as const;

export function BookingForm(props: { roomType: string; stay: StayQuery; quote: Quote }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    if (data.get("acceptPolicy") !== "on")
      return setError("Aceite a política de cancelamento e o aviso de privacidade.");
    setBusy(true);
    setError("");
    try {
      const created = await publicApi.book({
        roomType: props.roomType,
        ...props.stay,
        ...Object.fromEntries(FIELDS.map((f) => [f.name, String(data.get(f.name) ?? "")])),
        website: String(data.get("website") ?? ""),
        acceptPolicy: true,
      });
      window.location.assign(`/reservar/c/${created.code}`);
    } catch (failure) {
      setError((failure as Error).message);
      setBusy(false);
    }
  }

  return (
    <form className="card" onSubmit={submit} noValidate aria-labelledby="seus-dados">
      <h2 id="seus-dados">Seus dados</h2>
      {FIELDS.map((f) => (
        <div className="field" key={f.name}>
          <label htmlFor={f.name}>{f.label}</label>
          <input id={f.name} name={f.name} autoComplete={f.autoComplete} inputMode={f.inputMode} required />
        </div>
      ))}
      <div className="hp" aria-hidden="true">
        <label htmlFor="website">Site</label>
        <input id="website" name="website" tabIndex={-1} autoComplete="off" />
      </div>
      <PolicyNotice policy={props.quote.cancellationPolicy} />
      <PrivacyNotice />
      <label className="check">
        <input type="checkbox" name="acceptPolicy" /> Li e aceito a política de cancelamento e o aviso de privacidade
      </label>
      <SubmitRow error={error} busy={busy} label="Confirmar reserva" busyLabel="Reservando…" />
    </form>
  );
}
