// The reference for a signed-in read on PostgreSQL: node:http and a pg pool (10
// connections, as the app's) running the one query GET /api/fasting/active needs, the user's
// running fast through the one-active-per-user index, for the user the x-user header names. No
// session check, no framework, no ORM: what one query allows on this machine.
//
// With REFERENCE_STATEMENT (JSON: the text and values of another read's statement, "$user" where
// the user's id goes) it runs that statement as a named prepared statement instead and sends its
// rows as they come: what that read's query costs without the app around it.
import { createServer } from "node:http";
import pg from "pg";

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const SQL = "select id, fasting_type, start_time, target_hours from fasting_sessions where user_id = $1 and end_time is null";
const statement = process.env.REFERENCE_STATEMENT ? JSON.parse(process.env.REFERENCE_STATEMENT) : undefined;

async function respond(user) {
  if (statement) {
    const values = statement.values.map((value) => (value === "$user" ? user : value));
    const { rows } = await pool.query({ name: "reference", text: statement.text, values });
    return JSON.stringify(rows);
  }
  const { rows } = await pool.query(SQL, [user]);
  const row = rows[0];
  return JSON.stringify({
    session: row ? { id: row.id, fastingType: row.fasting_type, startTime: row.start_time, targetHours: row.target_hours } : null,
  });
}

createServer(async (req, res) => {
  try {
    const body = await respond(req.headers["x-user"]);
    res.writeHead(200, { "content-type": "application/json", "content-length": Buffer.byteLength(body) });
    res.end(body);
  } catch (error) {
    res.writeHead(500).end(String(error));
  }
}).listen(Number(process.env.PORT), "127.0.0.1", () => process.stdout.write("ready\n"));
