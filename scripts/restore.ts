// `npm run restore -- FILE [--force]` (built: `node dist/server/restore.js FILE [--force]`): puts a backup
// downloaded from Configurações > Sistema back into the database the app is configured with (DATABASE_URL, or the
// embedded server under DATA_DIR: stop the app first, the embedded server belongs to one process). Only on an empty
// installation unless --force, which replaces the data. The file must hold an active owner account, and it is checked
// like an upload to Configurações > Sistema (docs/decisions/0019).
import fs from "node:fs";
import { parseEnv, EnvError } from "../server/env";
import { openDatabase, runMigrations } from "../server/db";
import { restoreBackupFile } from "../server/domain/backup-restore-stream";
import { HttpError } from "../server/errors";

/** How it was started: from a checkout (tsx), or built, where only dist/ is (the Docker image). */
const USAGE = import.meta.url.endsWith(".js") ? "node dist/server/restore.js" : "npm run restore --";

async function restoreFromCommandLine(args: string[]) {
  const force = args.includes("--force");
  const file = args.find((arg) => !arg.startsWith("--"));
  if (!file) {
    console.error(`Uso: ${USAGE} ARQUIVO.jsonl.gz [--force]`);
    return 2;
  }
  if (!fs.existsSync(file)) {
    console.error(`Arquivo não encontrado: ${file}`);
    return 2;
  }
  const env = parseEnv();
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.dataDir, poolSize: 2 });
  try {
    await runMigrations(database);
    const { restored, auditEntriesAdded } = await restoreBackupFile(database.db, fs.createReadStream(file), { force });
    const total = Object.values(restored).reduce((sum, n) => sum + n, 0);
    console.log(`Backup restaurado: ${total} registros em ${Object.keys(restored).length} tabelas.`);
    for (const [table, n] of Object.entries(restored)) if (n) console.log(`  ${table}: ${n}`);
    console.log(`Registro de auditoria: ${auditEntriesAdded} entradas do arquivo acrescentadas; as existentes ficam.`);
    console.log("Todas as sessões foram encerradas: cada um entra de novo com uma conta do backup.");
    return 0;
  } catch (error) {
    if (error instanceof HttpError) {
      console.error(error.message + (error.status === 409 ? " (use --force para substituir os dados)" : ""));
      return 1;
    }
    throw error;
  } finally {
    await database.close();
  }
}

try {
  process.exitCode = await restoreFromCommandLine(process.argv.slice(2));
} catch (error) {
  console.error(error instanceof EnvError ? error.message : error);
  process.exitCode = 1;
}
