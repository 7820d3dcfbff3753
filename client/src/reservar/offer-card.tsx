// One room type for the dates asked: its price from the server's quote, night by night, or why it cannot be sold.
import type { PublicAvailability } from "@shared/api/booking-page";
import { brDate, plural, reais } from "@shared/booking-page/format";
import { RoomTypeSummary, type PageRoomType } from "./room-type-summary";

type Offer = PublicAvailability[number];

export function OfferCard(props: { type: PageRoomType; offer: Offer; onChoose: () => void; chosen: boolean }) {
  const { type, offer } = props;
  const quote = offer.quote;
  return (
    <article className="card offer" aria-labelledby={`tipo-${type.roomType}`}>
      <RoomTypeSummary type={type} />
      {!offer.available && !quote?.restrictions.length && (
        <p className="unavailable">Sem disponibilidade nestas datas.</p>
      )}
      {quote && quote.restrictions.length > 0 && (
        <ul className="unavailable">
          {quote.restrictions.map((r) => (
            <li key={r.message}>{r.message}</li>
          ))}
        </ul>
      )}
      {quote && offer.available && (
        <>
          <p className="total">
            {reais(quote.total)}{" "}
            <span className="muted">no total, {plural(quote.nights.length, "noite", "noites")}</span>
          </p>
          <details>
            <summary>Ver o preço de cada noite</summary>
            <ul className="nights">
              {quote.nights.map((night) => (
                <li key={night.date}>
                  <span>
                    {brDate(night.date)} · {night.rule}
                  </span>
                  <span>{reais(night.price)}</span>
                </li>
              ))}
              {quote.extras.map((extra) => (
                <li key={extra.label}>
                  <span>{extra.label}</span>
                  <span>{reais(extra.amount)}</span>
                </li>
              ))}
              {quote.discounts.map((discount) => (
                <li key={discount.label}>
                  <span>{discount.label}</span>
                  <span>− {reais(discount.amount)}</span>
                </li>
              ))}
            </ul>
          </details>
          <p>
            Sinal para confirmar: <strong>{reais(quote.deposit.amount)}</strong> ({quote.deposit.percent}%) por PIX
            {quote.deposit.dueAt ? " em até 24 horas" : ""}; o restante no check-in.
          </p>
          <button type="button" className="primary" onClick={props.onChoose} aria-expanded={props.chosen}>
            Reservar {type.label}
          </button>
        </>
      )}
    </article>
  );
}
