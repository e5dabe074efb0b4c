/**
 * What a pricing or product page says about who it is for: phrases naming a kind of customer, seat
 * ranges, compliance features, and price levels. English first, with the common spellings of German,
 * French, Spanish, Italian, Dutch, Polish and Portuguese pages.
 */

import type { AudienceSegment } from "@/lib/scan/types";

export type Segment = AudienceSegment;

export const SEGMENT_ORDER: Segment[] = ["individuals", "small teams", "mid-market", "enterprise"];

/** Phrases that name the customer. */
export const AUDIENCE_PHRASES: Array<[Segment, RegExp]> = [
  [
    "individuals",
    /\b(?:individuals?|personal (?:use|projects?|accounts?)|for (?:yourself|personal use)|freelancers?|solo(?:preneurs?| founders?| users?| developers?)?|hobby(?:ists?| projects?)?|indie (?:hackers?|developers?|makers?)|students?|college|single (?:users?|developers?)|one user|just you|privatpersonen|particuliers?|particulares?|privati|particulieren|osób prywatnych)\b/i,
  ],
  [
    "small teams",
    /\b(?:small (?:teams?|business(?:es)?|companies|offices?|agencies|venues?|salons?|shops?|firms?)|small and (?:medium|mid)[- ]sized|smbs?|smes?|start-?ups?|growing (?:teams?|businesses|companies|salons?|venues?)|local businesses|(?:your|their) teams?|for teams|teams of (?:up to )?\d{1,2}\b|kleine(?:n|re)? (?:unternehmen|betriebe|teams?|firmen)|lokale(?:n)? betriebe|selbstständige|petites? (?:entreprises?|équipes?|structures?)|indépendants|tpe|pme|pequeñas? (?:empresas?|negocios?)|autónomos|piccole (?:imprese|aziende)|kleine bedrijven|zzp(?:'ers)?|mkb|małych firm|małe firmy|pequenas empresas)\b/i,
  ],
  [
    "mid-market",
    /\b(?:mid[- ]?(?:market|sized|size)(?: companies| businesses| teams)?|medium[- ]sized (?:companies|businesses|teams)|scale-?ups?|multiple teams|across departments|mittelstand|mittelständische\w*|mittlere unternehmen|medianas empresas|średnich firm|średnie firmy|médias empresas|eti)\b/i,
  ],
  [
    "enterprise",
    /\b(?:enterprises|large (?:organi[sz]ations?|companies|enterprises|teams|businesses|corporations)|corporations|fortune 500|global (?:companies|organi[sz]ations|brands)|großunternehmen|konzerne|grandes? (?:entreprises?|comptes|empresas|organisations)|grandi aziende|grote (?:bedrijven|organisaties)|dużych firm|duże firmy)\b/i,
  ],
];

/** Phrases that say the product is for every size. */
export const ALL_SIZES =
  /\b(?:teams? of all sizes|businesses of (?:all|every) sizes?|companies of all sizes|every (?:team|business) size|from (?:solo|individuals?|freelancers?|startups?|small teams?) to (?:large )?(?:enterprises?|corporations|large organi[sz]ations)|für jede unternehmensgröße|pour toutes les tailles|para empresas de todos los tamaños)\b/i;

/** What a seat count is counted in. */
const SEAT_UNIT =
  "(?:users?|seats?|team ?members?|members?|people|employees|agents?|editors?|collaborators?|licen[cs]es?|developers?|chairs?|locations?|venues?|membres|personnes|utilisateurs|mitglieder|nutzer|benutzer|mitarbeiter(?:innen)?|usuarios|utenti|gebruikers|użytkowników|usuários)";

export const SEAT_RANGE = new RegExp(`(\\d[\\d,. ]{0,6})\\s*(?:[-–—]|to|bis|à|a)\\s*(\\d[\\d,. ]{0,6})\\s*${SEAT_UNIT}\\b`, "i");
export const SEAT_LIMIT = new RegExp(`(?:up to|max(?:imum)?\\.?|bis zu|jusqu'à|jusqu’à|hasta|fino a|tot|do)\\s*(\\d[\\d,. ]{0,6})\\s*${SEAT_UNIT}\\b`, "i");
export const SEAT_COUNT = new RegExp(`(?:^|[^\\d.,])(\\d{1,6})\\s*${SEAT_UNIT}\\b(?!\\s*(?:per|/))`, "i");
export const PER_SEAT_UNIT = /\b(?:user|seat|member|agent|editor|licen[cs]e|developer|utilisateur|nutzer|benutzer|usuario|utente)s?\b/i;

/** Features only larger organisations ask for. */
export const COMPLIANCE =
  /\b(?:SSO|single sign-on|SAML(?: 2\.0)?|SCIM|SOC ?2(?: Type (?:II|2))?|ISO ?27001|HIPAA|GDPR DPA|DPA|audit logs?|audit log connector|SLA|service level agreement|uptime SLA|dedicated (?:account|success|customer success) managers?|technical account managers?|account management|VPC(?: peering)?|private link|on-?prem(?:ise|ises)?(?: deployment)?|self-hosted deployment|data residency|security (?:review|compliance process|questionnaire)|vendor registration|procurement|invoice billing|annual invoicing|custom contracts?|RBAC|role-based access control)\b/;

/** Rough US dollars per unit of a currency, to read a price level (not to convert prices for display). */
export const USD_PER_UNIT: Record<string, number> = {
  USD: 1, EUR: 1.1, GBP: 1.3, CHF: 1.1, CAD: 0.73, AUD: 0.66, NZD: 0.6, JPY: 0.0068, CNY: 0.14, INR: 0.012, BRL: 0.18,
  MXN: 0.055, PLN: 0.25, SEK: 0.095, NOK: 0.093, DKK: 0.15, CZK: 0.043, HUF: 0.0028, TRY: 0.03, ZAR: 0.055, SGD: 0.75,
  HKD: 0.13, KRW: 0.00073, RUB: 0.011, ILS: 0.27, AED: 0.27,
};

/** The segment a monthly price per buyer (US dollars) suggests. */
export function segmentOfPrice(usdPerMonth: number): Segment {
  if (usdPerMonth < 12) return "individuals";
  if (usdPerMonth < 250) return "small teams";
  if (usdPerMonth < 1500) return "mid-market";
  return "enterprise";
}

/** The segment a team size suggests. */
export function segmentOfSeats(seats: number): Segment {
  if (seats <= 1) return "individuals";
  if (seats <= 25) return "small teams";
  if (seats <= 250) return "mid-market";
  return "enterprise";
}
