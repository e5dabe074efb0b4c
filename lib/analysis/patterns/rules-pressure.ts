/**
 * Cues for the pressure categories: Scarcity, Urgency and Social Proof.
 * Each regular expression describes a linguistic shape (bound + quantity + "left", number + clock
 * units, crowd + activity verb ...), so it generalises to wording it has never seen.
 */
import { ACTIVITY, BOUND, CROWD, FEW, NUM, TIME_WORD, countClockUnits, findClockReading, findClockUnitSpan } from "./text-cues";
import { re, rule, type Rule } from "./rule";

const REMAIN = String.raw`(?:left|remaining|remains?|available|in stock|in inventory|to go|for sale)(?![\p{L}-])`;
const NOT_TIME = String.raw`(?!(?:days?|hours?|hrs?|minutes?|mins?|seconds?|secs?|weeks?|months?|years?)\b)`;

export const SCARCITY_RULES: Rule[] = [
  // "only 3 left", "less than 10 left in stock", "only a few more left", "only: 9 in stock"
  rule("Low-stock Message", 3, "bounded quantity remaining",
    re(String.raw`\b${BOUND}\s*:?\s*(?:${NUM}|${FEW})\+?\s+${NOT_TIME}(?:[\p{L}()'-]+\s+){0,3}?${REMAIN}`)),
  // "9 items left", "(5 Left)", "4 Remaining", "167 piece(s) left"
  rule("Low-stock Message", 2.5, "count followed by 'left'",
    re(String.raw`(?<![\d:.])\b${NUM}\+?\s*${NOT_TIME}(?:[\p{L}()'-]+\s+){0,2}?(?:left|remaining|remain)\b(?!-)`)),
  // "23% left in stock", "90% offers claimed"
  rule("Low-stock Message", 2.5, "share of stock claimed or left",
    re(String.raw`\b\d{1,3}\s*%\s*(?:of\s+)?(?:the\s+)?(?:[\p{L}]+\s+){0,2}?(?:claimed|sold|gone|left|taken|booked)\b`)),
  rule("Low-stock Message", 2.5, "stock-level wording",
    re(String.raw`\b(?:low (?:in )?(?:stock|inventory|supply)|stock (?:is |running |levels? )?low|limited (?:quantit(?:y|ies)|stocks?|supply|supplies|availability|inventory|items|pieces|units|seats|spots|edition)|(?:almost|nearly|soon to be) (?:gone|sold out)|(?:running|selling) out|(?:stock|inventory|supply|supplies) (?:is |are )?(?:running |getting )?low|(?:flying|selling|going) off the shelves|last (?:one|items?|pieces?|units?|pairs?|few)\b|(?:few|last) (?:stocks?|items?|units?|pieces?|seats?|spots?) (?:left|remaining)|rarely restock|remaining (?:stock|inventory)|while (?:stocks?|supplies) last)`)),
  // "Stock: only 2", "Qty available: just 4"
  rule("Low-stock Message", 3, "stock label with a bounded count",
    re(String.raw`\b(?:stock|inventory|availability|qty|quantity)(?: [\p{L}]+)?\s*:?\s*(?:only|just)\s*${NUM}\b`)),
  // "Last 3 pieces" (but not "last 3 days")
  rule("Low-stock Message", 2, "last few units",
    re(String.raw`\blast\s+(?:${NUM}|few|couple(?: of)?)\s+${NOT_TIME}(?!(?:orders?|releases?|versions?|posts?|articles?|updates?|times?)\b)[\p{L}()]+`)),
  rule("Low-stock Message", 1, "'in stock' status", re(String.raw`\bin stock\b|\bavailability\s*:`)),
  rule("High-demand Message", 3, "selling fast",
    re(String.raw`\b(?:sell(?:s|ing)?|going|moving|flying|disappearing)(?: out| off(?: the shelves)?)? (?:fast|quickly|quick|rapidly)\b`)),
  rule("High-demand Message", 2.5, "expected to sell out",
    re(String.raw`\b(?:will|going to|likely to|about to|expected to|could|may|might|set to|bound to) sell out\b|\bsell(?:s|ing)? out (?:soon|quickly|fast|every)\b`)),
  rule("High-demand Message", 3, "high demand",
    re(String.raw`\b(?:high|huge|heavy|great|big|extreme|unprecedented)[- ]demand\b|\bin (?:very |extremely )?(?:high |big |great |heavy )?demand\b`)),
  rule("High-demand Message", 3, "gone for good",
    re(String.raw`\bonce (?:it'?s|they'?re|it is|they are) gone\b|\bwon'?t (?:last|be restocked)\b|\bnot be restocked\b`)),
];

function clockCountdown(text: string): string | null {
  // unit words with no number ("in minutes, not hours") are a claim about speed, not a clock
  if (countClockUnits(text) < 2) return null;
  if (!/\d/.test(text) && /\b(?:in|within|not|than|takes?)\s+(?:a few\s+|mere\s+)?(?:seconds|minutes|hours|days|weeks)\b/i.test(text)) return null;
  return findClockUnitSpan(text) ?? text.slice(0, 80);
}

export const URGENCY_RULES: Rule[] = [
  rule("Countdown Timer", 3, "several clock units", clockCountdown),
  rule("Countdown Timer", 2, "running clock", findClockReading),
  // "3DAYS124606": a day count glued to an hhmmss read-out
  rule("Countdown Timer", 2, "day count with a clock read-out",
    re(String.raw`\b\d{1,3}\s*(?:days?|d)\s*:?\s*\d{2}\s*:?\s*\d{2}\s*:?\s*\d{2}\b`)),
  rule("Countdown Timer", 2, "deadline phrase",
    re(String.raw`\b(?:ends?|ending|expires?|expiring|closes?|released|reserved|held|prioriti[sz]ed|locked|guaranteed|valid|starts?|left|order|activate|claim|buy|checkout|check out)\s*(?:in|for|within|after)\s*[:\-]?\s*(?:$|[\d(]|the next)`)),
  rule("Countdown Timer", 1.5, "deadline phrase", re(String.raw`\b(?:ends?|ending|expires?|expiring) in\b|\btime (?:is )?running out\b|\b(?:timer|countdown|clock) (?:hits|reaches|runs out|is ticking)\b`)),
  rule("Countdown Timer", -2, "duration of an activity, not a deadline",
    re(String.raw`\b(?:takes?|took|taking|lasts?|lasting|runtime|duration|long)\b|\b(?:minute|min) (?:read|video|demo|setup)\b`)),
  rule("Countdown Timer", -2.5, "past-time expression (recency, not a deadline)",
    re(String.raw`\bago\b|\b(?:in|during|over|within) the (?:last|past)\b|\blast (?:${NUM} |few |couple (?:of )?)?${TIME_WORD}\b|\b(?:this|per|an) (?:hour|day|week)\b`)),
  rule("Limited-time Message", 3, "limited time",
    re(String.raw`\blimited[- ]time\b|\bfor a (?:short|limited) (?:time|period|while)\b|\btime[- ]limited\b`)),
  rule("Limited-time Message", 2.5, "offer ends soon or on a named day",
    re(String.raw`\b(?:ends?|ending|expires?|expiring|over|closes?|closing|finishes|must end)\s+(?:very |really )?(?:soon|today|tonight|tomorrow|(?:at )?midnight|this (?:week(?:end)?|month)|(?:on |this |next )?(?:mon|tues|wednes|thurs|fri|satur|sun)day)\b`)),
  rule("Limited-time Message", 2.5, "only for a short period",
    re(String.raw`\b(?:today|tonight|this week(?:end)?|${NUM}[- ]hours?|${NUM}[- ]days?|one day|weekend) only\b|\bonly (?:available )?(?:today|tonight|this week(?:end)?)\b`)),
  rule("Limited-time Message", 2.5, "offer valid until a near date",
    re(String.raw`(?:\b(?:only|offer|sale|deal|price|pricing|discount|promo\w*|available|valid|code)\b|\d+\s?% off\b)[^.]{0,30}\b(?:until|till|through|thru|before|by|ends?)\s+(?:this |next )?(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|midnight|tonight|tomorrow|the end of (?:the |this )?(?:day|week|weekend|month)|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.? \d{1,2}(?:st|nd|rd|th)?\b|\d{1,2}(?:st|nd|rd|th)? (?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*)\b`)),
  rule("Limited-time Message", 1.5, "flash or extended sale",
    re(String.raw`\bflash (?:sale|deal|offer)s?\b|\b(?:sale|offer|deal)s? (?:extended|almost over|ending)\b|\blast (?:chance|day|call)\b|\b(?:final|last) hours?\b|\bnow or never\b|\bexpires? soon\b`)),
  rule("Limited-time Message", 1, "hurry / act now",
    re(String.raw`\b(?:hurry|rush|quick|be quick|act (?:now|fast)|don'?t (?:miss out|wait|delay|snooze)|before it'?s too late|while (?:it|they) lasts?|time is running out)\b`)),
];

const PERSON_IN_PLACE = /(?:^|[^\p{L}])[\p{Lu}][\p{L}.'-]*(?: [\p{Lu}][\p{L}.'-]*)? (?:in|from|near) [\p{Lu}]/u;
const PERSON_IN_REGION = /(?:^|[^\p{L}])[\p{Lu}][\p{L}.'-]*(?: [\p{Lu}][\p{L}.'-]*)? (?:in|from|near) [\p{Lu}][\p{L}.'-]*(?: [\p{Lu}][\p{L}.'-]*){0,2}, ?[\p{Lu}]/u;

export const SOCIAL_PROOF_RULES: Rule[] = [
  // "31 people seeing this product right now", "218 people have added this item to cart"
  rule("Activity Notification", 3, "count of people doing something",
    re(String.raw`\b${NUM}\+?%?\s+(?:[\p{L}']+\s+){0,2}?(?:${CROWD}|of (?:our|all|the) ${CROWD})\s+(?:(?:are|is|have|has|were|had|also|already|just|recently|currently|now|right now)\s+){0,3}(?:${ACTIVITY}|have (?:it|this|one)|in their)`)),
  // "72 Viewing This Product", "39 recently purchased it", "85 have it in their cart", "210+ bought"
  rule("Activity Notification", 2.5, "count followed by activity verb",
    re(String.raw`\b${NUM}\+?\s+(?:[\p{L}']+\s+)?(?:(?:are|is|have|has|were|also|already|just|recently|currently|now|units?|items?|pieces?|times?)\s+){0,3}(?:${ACTIVITY}|have (?:it|this)|in (?:their|the) (?:cart|basket|bag))\b`)),
  // "Bought by 39 people", "Viewed 1040 times", "In other users' carts 59"
  rule("Activity Notification", 2.5, "activity verb followed by count",
    re(String.raw`\b(?:${ACTIVITY}|in (?:other|their)[\p{L}' ]{0,12} carts?)\b(?:\s+(?:by|more than|over|about|around)?\s*:?)?\s*${NUM}\+?\s*(?:${CROWD}|times)?`)),
  // "30 visitors right now", "12 shoppers online"
  rule("Activity Notification", 2.5, "count of people present now",
    re(String.raw`\b${NUM}\+?\s+(?:[\p{L}']+\s+)?${CROWD}\s+(?:are\s+|is\s+)?(?:right now|now|currently|online|here|on (?:this|the) (?:page|site))\b`)),
  // "1,200 orders", "350 sign-ups"
  rule("Activity Notification", 2, "count of orders or purchases",
    re(String.raw`\b${NUM}\+?\s+(?:orders|sales|purchases|bookings|downloads|installs|sign-?ups|reservations)\b`)),
  // "sitting in 7 other baskets", "in 12 people's carts"
  rule("Activity Notification", 3, "count of other shoppers' carts",
    re(String.raw`\bin\s+${NUM}\+?\s+(?:other\s+)?(?:[\p{L}]+'?s?\s+)?(?:shopping\s+)?(?:carts?|baskets?|bags?|wish-?lists?)\b`)),
  // "put in a basket 312 times this week", "saved to wishlists 40 times today"
  rule("Activity Notification", 3, "repeated action counted over a recent period",
    re(String.raw`(?:\b(?:${ACTIVITY}|put|placed|carts?|baskets?|bags?|wish-?lists?)\b[^.!?]{0,40}?\b${NUM}\+?\s*(?:x|times)|\b${NUM}\+?\s*(?:views|visits|add-?to-?carts?|adds)\b)\s+(?:(?:in\s+)?(?:today|yesterday|this (?:week|month|morning)|(?:in |during |over )?the (?:last|past) (?:${NUM} )?${TIME_WORD}|since (?:yesterday|midnight)))`)),
  rule("Activity Notification", 2, "others have it in their cart",
    re(String.raw`\b(?:have|has|had|got) (?:this|it|one|these|the)(?: [\p{L}]+)? in (?:their|the) (?:shopping )?(?:carts?|baskets?|bags?)\b`)),
  rule("Activity Notification", 2, "anonymous buyer",
    re(String.raw`\b(?:someone|somebody|a (?:customer|shopper|visitor|buyer|user))\b.{0,80}\b(?:bought|purchased|ordered|added|viewed|saved|got|booked|signed up|joined)`)),
  rule("Activity Notification", 1.5, "someone / a shopper", re(String.raw`\b(?:someone|somebody|shopper) (?:in|from|near|just|bought|purchased|added)\b`)),
  rule("Activity Notification", 1, "person in a place", (t) => PERSON_IN_PLACE.exec(t)?.[0]?.trim() ?? null),
  // "Jessica in Metairie, United States": first name, place and region, as purchase pop-ups render them
  rule("Activity Notification", 1, "person in a place with region", (t) => PERSON_IN_REGION.exec(t)?.[0]?.trim() ?? null),
  rule("Activity Notification", 1.5, "purchase just happened",
    re(String.raw`\b(?:just|recently) (?:bought|purchased|ordered|got|added|saved|signed up|joined|booked)\b|\b(?:bought|purchased|ordered)(?: a| an| the)?\b(?![\p{L}]*\s+(?:by|from) (?:us|our))`)),
  rule("Activity Notification", 1, "happened moments ago",
    re(String.raw`\b(?:${NUM}|an?|about|just)\s+(?:[\p{L}]+\s+)?${TIME_WORD} ago\b|\bjust now\b|\blast purchased\b`)),
  rule("Activity Notification", 1, "live presence",
    re(String.raw`\b(?:right now|currently|at the moment|in real[- ]time|real time|live)\b|\b(?:popular|trending|hot) (?:item|product|seller|right now)\b|\boh so popular\b`)),
  rule("Activity Notification", 1, "in shoppers' carts", re(String.raw`\bin (?:their|other [\p{L}']+) (?:shopping )?(?:carts?|baskets?|bags?)\b`)),
  rule("Testimonials of Uncertain Origin", 3, "anonymous testimonials",
    re(String.raw`\b(?:what|hear what) (?:our |other |real )?(?:people|customers|clients|users|shoppers|buyers|members|fans) (?:are |have )?(?:saying|said|say)\b|\btestimonials?\b|\b(?:customers|people|users) (?:love|rave about) (?:us|it|this)\b`)),
];
