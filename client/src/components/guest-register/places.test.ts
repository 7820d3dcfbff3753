// The pickers' search over the real lists (the IBGE table of @brazilian-utils/brazilian-utils, the Portuguese names
// of i18n-iso-countries): any accent and case, the exact name first.
import { describe, expect, it } from "vitest";
import { loadCountries, loadMunicipalities } from "./place-lists";
import { foldForSearch, searchPlaces } from "./places";

const first = async (query: string) => searchPlaces(await loadMunicipalities(), query)[0];

describe("the city search", () => {
  it("finds a city typed without accents, the exact name before the longer ones", async () => {
    expect(await first("sao paulo")).toMatchObject({ code: "3550308", label: "São Paulo - SP", state: "SP" });
    expect(await first("brasilia")).toMatchObject({ code: "5300108", label: "Brasília - DF", state: "DF" });
    expect(await first("florianopolis")).toMatchObject({ code: "4205407", label: "Florianópolis - SC" });
    expect((await loadMunicipalities()).length).toBe(5571);
  });

  it("reads any case, spacing and the UF after the name", async () => {
    expect(await first("  SÃO   PAULO ")).toMatchObject({ code: "3550308" });
    expect(await first("santa maria rs")).toMatchObject({ code: "4316907", label: "Santa Maria - RS" });
    const paulo = searchPlaces(await loadMunicipalities(), "sao paulo").map((city) => city.label);
    expect(paulo.slice(0, 3)).toEqual(["São Paulo - SP", "São Paulo das Missões - RS", "São Paulo de Olivença - AM"]);
  });

  it("finds nothing for a name no city has", async () => {
    expect(searchPlaces(await loadMunicipalities(), "xyzzy")).toEqual([]);
  });
});

describe("the country list", () => {
  it("has Brasil first and the rest in Portuguese alphabetical order", async () => {
    const countries = await loadCountries();
    expect(countries.length).toBe(250);
    expect(countries.slice(0, 3).map((c) => [c.code, c.label])).toEqual([
      ["BR", "Brasil"],
      ["AF", "Afeganistão"],
      ["ZA", "África do Sul"],
    ]);
  });

  it("is searched by any of a country's names or by its code", async () => {
    const countries = await loadCountries();
    expect(searchPlaces(countries, "estados unidos da america")[0]).toMatchObject({ code: "US" });
    expect(searchPlaces(countries, "alemanha")[0]).toMatchObject({ code: "DE", label: "Alemanha" });
    expect(searchPlaces(countries, "ar")[0]).toMatchObject({ code: "AR", label: "Argentina" });
  });
});

describe("foldForSearch", () => {
  it("drops accents, case and punctuation", () => {
    expect(foldForSearch("São Paulo - SP")).toBe("sao paulo sp");
    expect(foldForSearch("Pau D'Arco")).toBe("pau d arco");
  });
});
