// Configurações > FNRH (docs/product.md §19): what is saved under settings 'fnrh', and the key kept apart in
// fnrh_credentials so that no answer, log, audit entry or backup carries it (docs/decisions/0051).
import type { FnrhSettingsView } from "@shared/api/fnrh";
import { FNRH_CHECKIN_MODES, FNRH_ENVIRONMENTS } from "@shared/fnrh";
import type { FnrhSettingsSaved } from "@shared/validators/fnrh";
import type { DbOrTx } from "../db";
import { storage } from "../storage";
import { fnrhStorage } from "../storage/fnrh";

const EMPTY: FnrhSettingsSaved = { ambiente: "homologacao", usuario: "", cpfOperador: "", modoCheckin: "bloquear" };

function savedOf(value: unknown): FnrhSettingsSaved {
  const v = (value && typeof value === "object" ? value : {}) as Partial<FnrhSettingsSaved>;
  return {
    ambiente: FNRH_ENVIRONMENTS.includes(v.ambiente!) ? v.ambiente! : EMPTY.ambiente,
    usuario: typeof v.usuario === "string" ? v.usuario : "",
    cpfOperador: typeof v.cpfOperador === "string" ? v.cpfOperador : "",
    modoCheckin: FNRH_CHECKIN_MODES.includes(v.modoCheckin!) ? v.modoCheckin! : EMPTY.modoCheckin,
  };
}

/** The settings as the screen sees them: never the key. */
export async function fnrhSettingsView(db: DbOrTx): Promise<FnrhSettingsView> {
  const [saved, key] = await Promise.all([storage(db).settings.get("fnrh"), fnrhStorage(db).apiKey()]);
  const s = savedOf(saved);
  const chaveConfigurada = key !== null;
  return { ...s, chaveConfigurada, configurado: chaveConfigurada && Boolean(s.usuario && s.cpfOperador) };
}

/** The settings with the key, for the adapter only; null while the register is not set up. */
export async function fnrhCredentialsOf(db: DbOrTx) {
  const [saved, key] = await Promise.all([storage(db).settings.get("fnrh"), fnrhStorage(db).apiKey()]);
  const s = savedOf(saved);
  if (!key || !s.usuario || !s.cpfOperador) return null;
  return { ...s, chave: key };
}
