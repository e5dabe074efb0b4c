/**
 * Comparison tables: plans as columns (header row of plan names, a price row, feature rows with
 * ✓/✗ or values) and, less often, plans as rows (Plan | Price | Features).
 */
import { childElements, closestTag, findAll, tagIs, tagOf, textOf } from "./dom";
import { detectPeriod, detectUnit, findMoney, headerPeriod, isCustomText, isFreeText, perMonth, BILLED_ANNUALLY_RE } from "@/lib/pricing/money-parse";
import { detectCurrency } from "./price-nodes";
import type { RawPlan } from "./pricing-cards";
import { normalizeNoiseText } from "@/lib/scan/extract/stable-text";
import { squash } from "@/lib/norm-text";
import { periodPhrases } from "@/lib/pricing/period-words";
import { recurringUnit, statedPeriod, usageResource, type Period } from "@/lib/pricing/period";

const isRow = tagIs("tr");
const isItem = tagIs("li");

interface Cell {
  el: Element;
  text: string;
  header: boolean;
}

const CHECK_RE = /^(?:✓|✔|✔️|✅|☑|yes|ja|oui|sí|si|included|inklusive|inklusiv|enthalten|inclus|incluido|incluso|available|x)$/i;
const CROSS_RE = /^(?:✗|✕|✖|×|❌|—|–|-|no|nein|non|not included|nicht enthalten|non inclus|no incluido|n\/a|)$/i;
const PRICE_LABEL_RE = /^(?:price|pricing|cost|preis|preise|kosten|prix|tarif|precio|prezzo|monthly|annual|yearly)\b|\b(?:price|preis|prix|precio)\b/i;
const ANNUAL_LABEL_RE = /annual|yearly|per year|billed annually|jährlich|jahreszahlung|annuel|anual/i;
const HIGHLIGHT_RE = /\b(?:most popular|popular|recommended|best value|beliebt|empfohlen|populaire|recommandé|más popular|recomendado)\b/i;

function cellText(el: Element): string {
  const labelled = el.querySelector("[aria-label]");
  let text = textOf(el);
  if (!text && labelled) text = labelled.getAttribute("aria-label") ?? "";
  if (!text) text = el.getAttribute("aria-label") ?? el.getAttribute("title") ?? "";
  return normalizeNoiseText(squash(text));
}

function grid(table: Element): Cell[][] {
  const rows: Cell[][] = [];
  for (const tr of findAll(table, isRow)) {
    if (closestTag(tr, "table") !== table) continue;
    const row: Cell[] = [];
    for (const c of childElements(tr)) {
      const t = tagOf(c);
      if (t !== "td" && t !== "th") continue;
      const cell = { el: c, text: cellText(c), header: t === "th" || !!closestTag(c, "thead") };
      const span = Math.min(Number(c.getAttribute("colspan") ?? "1") || 1, 20);
      row.push(cell);
      for (let i = 1; i < span; i++) row.push({ el: c, text: "", header: cell.header });
    }
    if (row.length) rows.push(row);
  }
  return rows;
}

/** `symbol`: the currency as written when it names several ("kr", "$"), for the page's hints to resolve. */
type PriceValue = { amount: number | null; currency: string | null; kind: "money" | "free" | "custom"; symbol?: string };

function priceValue(text: string): PriceValue | null {
  const money = findMoney(text);
  if (money.length) return { amount: money[0].amount, currency: money[0].currency, kind: "money", ...(money[0].ambiguous ? { symbol: money[0].symbol } : {}) };
  const head = text.split(/\s*[\/(]\s*/)[0];
  if (isFreeText(text) || isFreeText(head)) return { amount: 0, currency: null, kind: "free" };
  if (isCustomText(text) || isCustomText(head)) return { amount: null, currency: null, kind: "custom" };
  return null;
}

function isPriceRow(row: Cell[], columns: number[]): boolean {
  const hits = columns.filter((c) => row[c] && priceValue(row[c].text)).length;
  return hits >= Math.max(1, Math.ceil(columns.length / 2)) && (PRICE_LABEL_RE.test(row[0]?.text ?? "") || hits === columns.length || columns.some((c) => row[c] && findMoney(row[c].text).length));
}

/**
 * The plan name of a header cell that may also hold the price ("Pro $29 per month", "Team — €9 / Monat"):
 * the text before the first amount, less a badge and a period phrase after the name. A connector is cut
 * only as the start of a period phrase after a name, never as the name itself ("Pro", "Per Seat Plan").
 */
function stripName(text: string): string {
  const first = findMoney(text)[0];
  let name = squash((first ? text.slice(0, first.index) : text).replace(HIGHLIGHT_RE, " "));
  const period = periodPhrases(name).find((h) => h.index > 0);
  if (period) name = name.slice(0, period.index);
  // "Starter per user", "Team / seat": a unit phrase after the name
  name = name.replace(/(?<=\S)\s+(?:per|\/)\s.*$/i, "");
  return squash(name).replace(/[:–—/-]+$/, "").trim();
}

/** Plans from a table with plans as columns; [] when the table is not a pricing table. */
export function parseColumnsTable(table: Element): RawPlan[] {
  const rows = grid(table);
  const headerIdx = rows.findIndex((r) => r.slice(1).filter((c) => c.text).length >= 2);
  if (headerIdx < 0) return [];
  const header = rows[headerIdx];
  const columns = header.map((_, i) => i).filter((i) => i > 0 && header[i].text);
  const priceRows = rows.filter((r, i) => (i === headerIdx ? columns.some((c) => findMoney(r[c].text).length) : isPriceRow(r, columns)));
  if (!priceRows.length) return [];
  const primary = priceRows.find((r) => !ANNUAL_LABEL_RE.test(r[0]?.text ?? "")) ?? priceRows[0];
  const annualRow = priceRows.find((r) => r !== primary && ANNUAL_LABEL_RE.test(r[0]?.text ?? ""));
  const plans: RawPlan[] = [];
  for (const c of columns) {
    const headText = header[c].text;
    const name = stripName(headText);
    if (!name) continue;
    const cell = primary[c]?.text ?? "";
    const value = priceValue(cell);
    if (!value) continue;
    const context = `${cell} ${primary === header ? "" : primary[0]?.text ?? ""}`;
    const annualCell = annualRow?.[c]?.text ?? "";
    const annualValue = annualRow ? priceValue(annualCell) : null;
    let annualPrice: number | null | undefined;
    if (annualValue && annualValue.kind === "money" && annualValue.amount !== null) {
      const annualCtx = `${annualCell} ${annualRow?.[0]?.text ?? ""}`.replace(BILLED_ANNUALLY_RE, " ").replace(/\bj(?:ä|ae)hrlich(?:e|er)?\b|\bannual(?:ly)?\b|\byearly\b/gi, " ");
      annualPrice = perMonth(annualValue.amount, detectPeriod(annualCtx), value.amount);
    } else if (annualValue && value.kind !== "custom") {
      annualPrice = annualValue.amount;
    }
    const isCustom = value.kind === "custom";
    const features: string[] = [];
    for (const row of rows) {
      if (row === header || priceRows.includes(row)) continue;
      const label = row[0]?.text ?? "";
      const filled = row.filter((x) => x.text).length;
      if (!label || filled <= 1) continue; // section rows
      const v = row[c]?.text ?? "";
      if (CROSS_RE.test(v)) continue;
      features.push(CHECK_RE.test(v) ? label : `${label}: ${v}`);
    }
    const headCell = header[c].el;
    plans.push({
      name,
      price: isCustom ? null : value.amount,
      currency: isCustom ? null : value.currency ?? (value.kind === "free" ? null : detectCurrency(context)),
      period: isCustom || value.kind === "free" && !/\d/.test(cell) ? null : cellPeriod(cell.replace(ANNUAL_LABEL_RE, " "), context.slice(cell.length).replace(ANNUAL_LABEL_RE, " "), () => (primary === header ? null : headerPeriod((primary[0]?.text ?? "").replace(ANNUAL_LABEL_RE, " ")))),
      unit: isCustom ? null : cellUnit(cell, context.slice(cell.length)),
      periodStated: statedPeriod(cell) !== null,
      ...(annualPrice !== undefined ? { annualPrice } : {}),
      ...(!isCustom && value.symbol ? { ambiguousSymbol: value.symbol } : {}),
      addOns: [],
      features,
      highlighted: HIGHLIGHT_RE.test(headText) || /popular|featured|recommended|highlight/.test((headCell.getAttribute("class") ?? "").toLowerCase()),
      panel: null,
      priceKind: value.kind,
    });
  }
  return plans;
}

/**
 * The period a price cell states itself ("€990 / year"), before the one its row label or column header
 * states. A cell that states another unit of time itself ("$2.50 per hour" under "Price per month") has
 * no billing period: `fallback` (the header's) is not read for it.
 */
function cellPeriod(cell: string, label: string, fallback: () => Period | null = () => null): Period | null {
  const p = statedPeriod(`${cell}${label}`, { start: 0, end: cell.length });
  if (p === "other" && statedPeriod(cell) === "other") return null;
  return p === "other" || p === null ? fallback() : p;
}

/** The unit of a price cell's own phrase ("per user", "za użytkownika / mies."), else its row label's or column header's. */
function cellUnit(cell: string, label: string): string | null {
  const money = findMoney(cell)[0];
  const after = money ? cell.slice(money.index + money.raw.length) : "";
  return detectUnit(cell) ?? (money ? recurringUnit(after) : null) ?? detectUnit(`${cell}${label}`);
}

/** A cell that only marks inclusion: a tick or cross (as text, or as an image or icon with no text), or empty. */
function isMark(cell: Cell | undefined): boolean {
  return Boolean(cell && (CHECK_RE.test(cell.text) || CROSS_RE.test(cell.text)));
}

/** Columns (other than those given) whose body cells are inclusion marks in at least four rows of five, some of them not empty. */
function markColumns(body: Cell[][], skip: number[]): number {
  const width = Math.max(0, ...body.map((r) => r.length));
  let columns = 0;
  for (let j = 0; j < width; j++) {
    if (skip.includes(j)) continue;
    const cells = body.map((r) => r[j]);
    const marks = cells.filter(isMark).length;
    const shown = cells.filter((c) => c && (c.text !== "" || c.el.querySelector("img, svg"))).length;
    if (body.length > 0 && marks >= 0.8 * body.length && shown > 0) columns++;
  }
  return columns;
}

function labelledPriceColumn(header: Cell[]): number | null {
  const i = header.findIndex((c) => PRICE_LABEL_RE.test(c.text));
  return i < 0 ? null : i;
}

/**
 * Without a column labelled as the price: the leftmost column with an amount in at least two rows of
 * three (three rows at least) under a header that holds none, beside a first column of names that are
 * not prices, periods or price labels themselves (those label the rows of a table whose plans are columns).
 */
function moneyColumn(rows: Cell[][]): number | null {
  const [header, ...body] = rows;
  if (body.length < 3 || header.some((c) => findMoney(c.text).length)) return null;
  const names = body.map((r) => r[0]?.text ?? "");
  if (names.some((n) => !n || findMoney(n).length || PRICE_LABEL_RE.test(n) || ANNUAL_LABEL_RE.test(n) || detectPeriod(n))) return null;
  for (let j = 1; j < header.length; j++) {
    const priced = body.filter((r) => r[j] && findMoney(r[j].text).length).length;
    if (priced >= 3 && priced >= (2 / 3) * body.length) return j;
  }
  return null;
}

/**
 * Plans from a table with plans as rows (columns Plan | Price | Features). A table of usage rates or of
 * volume tiers yields no plan: its rows are pushed to `rates` (the page's add-ons) instead.
 */
export function parseRowsTable(table: Element, rates: string[] = []): RawPlan[] {
  const rows = grid(table);
  if (rows.length < 3) return [];
  const header = rows[0];
  const priceCol = labelledPriceColumn(header) ?? moneyColumn(rows);
  if (priceCol === null) return [];
  const nameCol = Math.max(0, header.findIndex((c) => /plan|tarif|name|paket|package|tier/i.test(c.text)));
  const featCol = header.findIndex((c) => /feature|include|funktion|leistung|inclu/i.test(c.text));
  // Rows that are ticked or crossed in two or more columns are items each tier includes or not (a
  // price breakdown whose columns are the tiers), not plans.
  if (markColumns(rows.slice(1), [nameCol, priceCol, featCol]) >= 2) return [];
  const plans: RawPlan[] = [];
  const rated: Array<{ perQuantity: boolean; metered: boolean }> = [];
  for (const row of rows.slice(1)) {
    const name = row[nameCol]?.text ?? "";
    const cell = row[priceCol]?.text ?? "";
    const value = priceValue(cell);
    if (!name || !value) continue;
    const isCustom = value.kind === "custom";
    if (!isCustom) rated.push(rateOf(cell));
    const featCell = featCol >= 0 ? row[featCol] : undefined;
    const items = featCell ? findAll(featCell.el, isItem).map((li) => textOf(li)) : [];
    const features = items.length ? items : featCell ? featCell.text.split(/\s*[,;]\s*/).filter(Boolean) : [];
    plans.push({
      name: stripName(name) || name,
      price: isCustom ? null : value.amount,
      currency: isCustom ? null : value.currency,
      period: isCustom ? null : cellPeriod(cell, ` ${header[priceCol].text}`, () => headerPeriod(header[priceCol].text)),
      unit: isCustom ? null : cellUnit(cell, ` ${header[priceCol].text}`),
      periodStated: statedPeriod(cell) !== null,
      ...(!isCustom && value.symbol ? { ambiguousSymbol: value.symbol } : {}),
      addOns: [],
      features,
      highlighted: HIGHLIGHT_RE.test(row.map((r) => r.text).join(" ")),
      panel: null,
      priceKind: value.kind,
    });
  }
  // Every price per a quantity of something ("$0.05 / GB", "$20 / vCPU / month"), some of them per a
  // metered amount rather than a seat: a table of usage rates (Resource | Price), not of plans.
  // Rows named by a number alone ("2000", "10,000") are the tiers of one priced quantity, not plans either.
  const priced = plans.filter((p) => p.price !== null);
  const tiers = priced.length >= 2 && (priced.every((p) => !/\p{L}/u.test(p.name)) || volumeTiers(plans.map((p) => p.name)));
  if (tiers || (rated.length >= 2 && rated.every((r) => r.perQuantity) && rated.some((r) => r.metered))) {
    for (const row of rows.slice(1)) if (priceValue(row[priceCol]?.text ?? "")) rates.push(rateLine(row.map((c) => c.text).filter(Boolean)));
    return [];
  }
  return plans.length >= 2 ? plans : [];
}

/** The figures a row label states, in order ("10 – 100 million" → 10, 100; "1,001+" → 1001). */
const figuresOf = (label: string) => (label.match(/\d[\d,.]*/g) ?? []).map((x) => Number(x.replace(/[,.](?=\d{3}\b)/g, ""))).filter(Number.isFinite);

/**
 * Row labels that are the bands of one quantity: each states figures, and each band starts where the
 * one above ends (or one after it) and reaches higher ("First 10 million", "10 – 100 million", "Over
 * 100 million"; "1 – 1,000", "1,001 – 10,000"). Volume tiers of one priced quantity, not plans.
 */
function volumeTiers(labels: string[]): boolean {
  const bands = labels.map(figuresOf);
  if (bands.length < 3 || bands.some((b) => !b.length)) return false;
  return bands.slice(1).every((b, i) => {
    const above = bands[i];
    const end = above[above.length - 1];
    return (b[0] === end || b[0] === end + 1) && (b[b.length - 1] > end || (b.length === 1 && i === bands.length - 2));
  });
}

/** A rate row as one line of the page's add-ons: "Memory: $6 / GB / month", further cells after a middle dot. */
const rateLine = ([label, ...rest]: string[]) => (rest.length ? `${label}: ${rest.join(" · ")}` : label);

/** How a price cell's own phrase prices: per a quantity of something, and whether that is a usage rate (not a recurring price per seat-like unit). */
function rateOf(cell: string): { perQuantity: boolean; metered: boolean } {
  const money = findMoney(cell)[0];
  const after = money ? cell.slice(money.index + money.raw.length) : "";
  const resource = money ? usageResource(after) : null;
  return { perQuantity: resource !== null, metered: resource !== null && recurringUnit(after) === null };
}
