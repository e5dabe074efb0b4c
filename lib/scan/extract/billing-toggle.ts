/**
 * The side a monthly/annual switch shows before anyone touches it. A switch is a checkbox (or
 * role="switch") between two short labels, one for each billing cycle ("Monthly [o] Annually"): left
 * unchecked it shows the side written before it, checked the side written after it. The page then
 * shows that side's prices, whatever order the HTML holds both in.
 */
import { attributeNames, childNodesOf, findAll, isElement, isText, tagOf, textOf } from "./dom";
import { detectPeriod } from "@/lib/pricing/money-parse";
import { ANNUAL_ATTR_RE, MONTHLY_ATTR_RE, type Billing } from "./price-nodes";
import { squash } from "@/lib/norm-text";

function billingOfText(text: string): Billing | null {
  const period = detectPeriod(text);
  const lower = text.toLowerCase();
  if (period === "year" || ANNUAL_ATTR_RE.test(lower)) return "annual";
  if (period === "month" || MONTHLY_ATTR_RE.test(lower)) return "monthly";
  return null;
}

const isSwitch = (el: Element) =>
  tagOf(el) === "input" ? (el.getAttribute("type") ?? "").toLowerCase() === "checkbox" : attributeNames(el).has("role") && el.getAttribute("role") === "switch";

/** The text of `container` before and after `el`. */
function sides(container: Element, el: Element): [string, string] {
  let before = "";
  let after = "";
  let seen = false;
  const walk = (node: Element) => {
    for (const child of childNodesOf(node)) {
      if (child === el) {
        seen = true;
        continue;
      }
      if (isText(child)) {
        if (seen) after += ` ${child.data}`;
        else before += ` ${child.data}`;
      } else if (isElement(child)) walk(child);
    }
  };
  walk(container);
  return [squash(before), squash(after)];
}

/** The billing cycle the page's monthly/annual switch shows by default, or null when it has none. */
export function toggleDefault(root: Element): Billing | null {
  for (const input of findAll(root, isSwitch)) {
    let container: Element | null = input.parentElement;
    for (let depth = 0; container && container !== root && depth < 3; depth++, container = container.parentElement) {
      if (textOf(container).length > 80) break;
      const [before, after] = sides(container, input);
      const left = billingOfText(before);
      const right = billingOfText(after);
      if (!left || !right || left === right) continue;
      const checked = input.hasAttribute("checked") || input.getAttribute("aria-checked") === "true";
      return checked ? right : left;
    }
  }
  return null;
}
