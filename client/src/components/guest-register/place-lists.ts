// The pickers' lists load when first needed (a picker opened, a stored code to name), each in a chunk of its own:
// the IBGE table is about 60 KB compressed and the guest form must open without it. Loaded once per visit; a failed
// load is tried again next time.
import { useEffect, useState } from "react";
import { countryOptions, municipalityOptions, type PlaceOption } from "./places";

function once<T>(load: () => Promise<T>) {
  let pending: Promise<T> | null = null;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = null;
      throw error;
    });
    return pending;
  };
}

export const loadCountries = once(() =>
  import("i18n-iso-countries/langs/pt.json").then((json) => countryOptions(json.default.countries)),
);

export const loadMunicipalities = once(() =>
  import("@brazilian-utils/brazilian-utils/get-municipalities").then((module) =>
    municipalityOptions(module.getMunicipalities()),
  ),
);

export type PlaceList = () => Promise<PlaceOption[]>;

export interface LoadedPlaces {
  options: PlaceOption[] | undefined;
  failed: boolean;
  retry: () => void;
}

/** A list while `enabled` (once loaded it stays); `failed` with `retry` when its chunk could not be fetched. */
export function usePlaces(load: PlaceList, enabled: boolean): LoadedPlaces {
  const [options, setOptions] = useState<PlaceOption[]>();
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!enabled || options) return;
    let live = true;
    load().then(
      (loaded) => live && setOptions(loaded),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [load, enabled, options, attempt]);
  return {
    options,
    failed,
    retry: () => {
      setFailed(false);
      setAttempt((n) => n + 1);
    },
  };
}

/**
 * The label of a stored code ("Florianópolis - SC", "Argentina"), loading its list: undefined while it loads, the
 * code itself if the list could not load or does not know it, null for no code.
 */
export function usePlaceLabel(load: PlaceList, code: string | null | undefined): string | null | undefined {
  const { options, failed } = usePlaces(load, Boolean(code));
  if (!code) return null;
  if (!options) return failed ? code : undefined;
  return options.find((option) => option.code === code)?.label ?? code;
}
