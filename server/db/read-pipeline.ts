// One connection for the statements every API request runs: its session read and the hot lists. Through the pool,
// each statement waits for a connection of its own, and the PostgreSQL backend that answers it goes to sleep
// until the next one arrives, a wake-up per statement. On a pipelined connection each statement is written as
// soon as it is issued, without waiting for the answers before it, so under load one busy backend answers them
// back to back. Only for single read-only statements that take microseconds: a slow one would hold up all those
// queued behind it, and nothing here may belong to a transaction.
import pg from "pg";
import { CONNECTION_OPTIONS } from "./session-options";

export class ReadPipeline {
  private client: Promise<pg.Client> | null = null;

  constructor(private readonly connectionString: string) {}

  async query<Row extends pg.QueryResultRow>(statement: pg.QueryConfig): Promise<pg.QueryResult<Row>> {
    this.client ??= this.connect();
    return (await this.client).query<Row>(statement);
  }

  async close() {
    const client = this.client;
    this.client = null;
    await (await client?.catch(() => null))?.end();
  }

  /** A new connection; when it fails (the server restarted, the network dropped) the next query opens another. */
  private connect() {
    const client = new pg.Client({
      connectionString: this.connectionString,
      pipeline: true,
      options: CONNECTION_OPTIONS,
      application_name: "hospeda reads", // tells it apart from the pool's connections in pg_stat_activity
    });
    const connecting = client.connect().then(() => client);
    const forget = () => {
      if (this.client === connecting) this.client = null;
    };
    client.on("error", forget);
    client.on("end", forget);
    connecting.catch(forget);
    return connecting;
  }
}
