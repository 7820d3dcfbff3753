// Configurações > Tarifário's price sections: the base rate and the holidays, each a price set per room type.
import { useState } from "react";
import { ROOM_TYPE_LABELS, type RoomType } from "@shared/enums";
import { brDate } from "@shared/pousada-time";
import { SaveButton } from "./save-button";
import type { PriceSetText } from "../lib/price-text";
import { numberOrNull, pricesOf, textsOf, type PricedSectionProps } from "../lib/tarifario-save";
import { NumberBox, PriceSetEditor, Section } from "./rate-fields";

export function RoomTypePrices({
  idPrefix,
  texts,
  onChange,
  fields,
  disabled,
}: {
  idPrefix: string;
  texts: Partial<Record<RoomType, PriceSetText>>;
  onChange: (texts: Partial<Record<RoomType, PriceSetText>>) => void;
  fields: ReadonlyArray<keyof PriceSetText>;
  disabled: boolean;
}) {
  return (
    <div className="space-y-4">
      {(Object.keys(texts) as RoomType[]).map((type) => (
        <fieldset key={type} className="space-y-2 rounded-lg border p-3">
          <legend className="px-1 text-sm font-semibold">{ROOM_TYPE_LABELS[type]}</legend>
          <PriceSetEditor
            idPrefix={`${idPrefix}-${type}`}
            value={texts[type]!}
            fields={fields}
            disabled={disabled}
            onChange={(value) => onChange({ ...texts, [type]: value })}
          />
        </fieldset>
      ))}
    </div>
  );
}

export function BaseRates({ view, sizes, canEdit, write }: PricedSectionProps) {
  const [texts, setTexts] = useState(() => textsOf(view.base, sizes));
  const fields = ["occupancy", "weekend", "extraBed", "childBands"] as const;
  return (
    <Section
      title="Tarifa base"
      description="Por tipo de quarto: diária por número de pessoas, fim de semana, cama extra e crianças por idade. Sem preço, vale a diária do quarto."
    >
      <RoomTypePrices idPrefix="base" texts={texts} onChange={setTexts} fields={fields} disabled={!canEdit} />
      {canEdit && (
        <SaveButton
          write={write}
          method="PUT"
          path="/base"
          body={() => ({ prices: pricesOf(texts, fields) })}
          done="Tarifa base salva"
        >
          Salvar tarifa base
        </SaveButton>
      )}
    </Section>
  );
}

export function Holidays({ view, sizes, canEdit, write }: PricedSectionProps) {
  const [texts, setTexts] = useState(() => textsOf(view.holiday, sizes));
  const [minStay, setMinStay] = useState(view.holiday?.minStay ? String(view.holiday.minStay) : "");
  const fields = ["occupancy"] as const;
  return (
    <Section
      title="Feriados"
      description="Feriados nacionais e do estado da pousada. A noite da véspera de um feriado usa este preço e esta estadia mínima."
    >
      <ul className="flex flex-wrap gap-2 text-sm" aria-label="Próximos feriados">
        {view.holidays.slice(0, 8).map((h) => (
          <li key={h.date} className="rounded-md bg-muted px-2 py-1">
            {brDate(h.date)} · {h.name}
          </li>
        ))}
      </ul>
      <RoomTypePrices idPrefix="feriado" texts={texts} onChange={setTexts} fields={fields} disabled={!canEdit} />
      <div className="w-40">
        <NumberBox
          id="feriado-min"
          label="Estadia mínima (noites)"
          value={minStay}
          onChange={setMinStay}
          disabled={!canEdit}
        />
      </div>
      {canEdit && (
        <SaveButton
          write={write}
          method="PUT"
          path="/holiday"
          body={() => ({ prices: pricesOf(texts, fields), minStay: numberOrNull(minStay) })}
          done="Preço de feriado salvo"
        >
          Salvar feriados
        </SaveButton>
      )}
    </Section>
  );
}
