// The pickers' lists (countries, Brazil's municipalities) and how they are searched: by name, whatever the accents and
// the case, so 'sao paulo' finds São Paulo and 'florianopolis sc' finds Florianópolis - SC.

/** One line of a picker: the code it stores, what it shows, and the folded text a search matches. */
export interface PlaceOption {
  code: string;
  label: string;
  /** The name folded (no accents, lower case, words apart by one space): an exact name ranks first. */
  name: string;
  /** Everything a search may match, folded: the name, other names, the UF or the country's code. */
  search: string;
  /** A municipality's UF. */
  state?: string;
}

/** "São Paulo - SP" -> "sao paulo sp": no accents, lower case, any run of other characters one space. */
export function foldForSearch(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

const byName = (a: { label: string }, b: { label: string }) => a.label.localeCompare(b.label, "pt-BR");

/** The countries with their Portuguese names (i18n-iso-countries' "pt"), Brasil first and the rest in order. */
export function countryOptions(names: Record<string, string | string[]>): PlaceOption[] {
  const options = Object.entries(names).map(([code, name]) => {
    const all = Array.isArray(name) ? name : [name];
    return { code, label: all[0]!, name: foldForSearch(all[0]!), search: foldForSearch(`${all.join(" ")} ${code}`) };
  });
  const brasil = options.filter((option) => option.code === "BR");
  return [...brasil, ...options.filter((option) => option.code !== "BR").sort(byName)];
}

/** The IBGE table's municipalities as 'Cidade - UF', in alphabetical order. */
export function municipalityOptions(list: { code: string; name: string; stateCode: string }[]): PlaceOption[] {
  return list
    .map(({ code, name, stateCode }) => ({
      code,
      label: `${name} - ${stateCode}`,
      name: foldForSearch(name),
      search: foldForSearch(`${name} ${stateCode}`),
      state: stateCode,
    }))
    .sort(byName);
}

/**
 * The options whose text holds every word typed: the exact name (or code) first, then names that start with what was typed,
 * then names with a word that does, then the rest, each group in the list's order. Nothing typed: the whole list.
 */
export function searchPlaces(options: readonly PlaceOption[], query: string): readonly PlaceOption[] {
  const typed = foldForSearch(query);
  if (!typed) return options;
  const words = typed.split(" ");
  const rank = (option: PlaceOption) => {
    if (option.name === typed || option.search === typed || option.code.toLowerCase() === typed) return 0;
    if (option.name.startsWith(typed) || option.search.startsWith(typed)) return 1;
    return ` ${option.name}`.includes(` ${words[0]}`) ? 2 : 3;
  };
  const groups: PlaceOption[][] = [[], [], [], []];
  for (const option of options) {
    if (words.every((word) => option.search.includes(word))) groups[rank(option)]!.push(option);
  }
  return groups.flat();
}
