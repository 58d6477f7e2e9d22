// The yardstick: node:http answering a fixed JSON body, nothing else.
import { createServer } from "node:http";
const body = JSON.stringify({
  session: {
    id: "00000000-0000-0000-0000-000000000000",
    fastingType: "16:8",
    startTime: "2026-01-01T00:00:00.000Z",
    endTime: null,
    durationHours: null,
  },
});
createServer((_req, res) => {
  res.writeHead(200, { "content-type": "application/json", "content-length": Buffer.byteLength(body) });
  res.end(body);
}).listen(Number(process.env.PORT), "127.0.0.1", () => process.stdout.write("ready\n"));
