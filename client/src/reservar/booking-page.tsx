// /reservar (docs/product.md §16.1): the pousada, its room types, the dates and party, the offer from the server's
// quote, then the guest's details.
import { useEffect, useState } from "react";
import type { PublicAvailability, PublicPage } from "@shared/api/booking-page";
import { publicApi } from "./api";
import { BookingForm } from "./booking-form";
import { OfferCard } from "./offer-card";
import { PousadaHeader } from "./pousada-header";
import { RoomTypeSummary } from "./room-type-summary";
import { StaySearch, type StayQuery } from "./stay-search";

export function BookingPage() {
  const [page, setPage] = useState<PublicPage | null>(null);
  const [failure, setFailure] = useState("");
  const [stay, setStay] = useState<StayQuery | null>(null);
  const [offers, setOffers] = useState<PublicAvailability | null>(null);
  const [busy, setBusy] = useState(false);
  const [chosen, setChosen] = useState<string | null>(null);

  useEffect(() => {
    publicApi.page().then(setPage, (error: Error) => setFailure(error.message));
  }, []);

  async function search(query: StayQuery) {
    setBusy(true);
    setChosen(null);
    setFailure("");
    try {
      setOffers(await publicApi.availability(query));
      setStay(query);
    } catch (error) {
      setFailure((error as Error).message);
      setOffers(null);
    } finally {
      setBusy(false);
    }
  }

  const choice = offers?.find((o) => o.roomType === chosen);
  return (
    <>
      {page && <PousadaHeader pousada={page.pousada} />}
      <main className="page">
        <h1>Reservar online</h1>
        {/* A page the owner turned off (404) offers nothing to search. */}
        {!(failure && !page) && <StaySearch onSearch={search} busy={busy} />}
        {failure && (
          <p className="error" role="alert">
            {failure}
          </p>
        )}
        {offers && page && (
          <section aria-label="Quartos disponíveis" className="offers">
            {offers.length === 0 && <p>Nenhum tipo de quarto à venda online no momento.</p>}
            {offers.map((offer) => {
              const type = page.roomTypes.find((t) => t.roomType === offer.roomType)!;
              return (
                <OfferCard
                  key={offer.roomType}
                  type={type}
                  offer={offer}
                  chosen={chosen === offer.roomType}
                  onChoose={() => setChosen(offer.roomType)}
                />
              );
            })}
          </section>
        )}
        {!offers && page && page.roomTypes.length > 0 && (
          <section aria-labelledby="nossos-quartos" className="offers">
            <h2 id="nossos-quartos">Nossos quartos</h2>
            {page.roomTypes.map((type) => (
              <article key={type.roomType} className="card" aria-labelledby={`tipo-${type.roomType}`}>
                <RoomTypeSummary type={type} />
              </article>
            ))}
          </section>
        )}
        {choice?.quote && stay && <BookingForm roomType={choice.roomType} stay={stay} quote={choice.quote} />}
      </main>
    </>
  );
}
