// The reference for a signed-in read on PostgreSQL: node:http and a pg pool (10
// connections, as the app's) running the one query GET /api/fasting/active needs, the user's
// running fast through the one-active-per-user index, for the user the x-user header names. No
// session check, no framework, no ORM: what one query allows on this machine.
import { createServer } from "node:http";
import pg from "pg";

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const SQL = "select id, fasting_type, start_time, target_hours from fasting_sessions where user_id = $1 and end_time is null";

createServer(async (req, res) => {
  try {
    const { rows } = await pool.query(SQL, [req.headers["x-user"]]);
    const row = rows[0];
    const body = JSON.stringify({
      session: row ? { id: row.id, fastingType: row.fasting_type, startTime: row.start_time, targetHours: row.target_hours } : null,
    });
    res.writeHead(200, { "content-type": "application/json", "content-length": Buffer.byteLength(body) });
    res.end(body);
  } catch (error) {
    res.writeHead(500).end(String(error));
  }
}).listen(Number(process.env.PORT), "127.0.0.1", () => process.stdout.write("ready\n"));
