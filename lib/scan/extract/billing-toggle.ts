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

const isRadio = (el: Element) => tagOf(el) === "input" && (el.getAttribute("type") ?? "").toLowerCase() === "radio";

/** The text that labels a radio: its <label for>, the label around it, else the text right after it. */
function radioLabel(root: Element, input: Element): string {
  const id = input.getAttribute("id");
  const byFor = id ? findAll(root, (e) => tagOf(e) === "label" && e.getAttribute("for") === id)[0] : undefined;
  if (byFor) return textOf(byFor);
  for (let cur = input.parentElement; cur && cur !== root; cur = cur.parentElement) if (tagOf(cur) === "label") return textOf(cur);
  const next = input.nextSibling;
  return next ? squash(next.textContent ?? "") : "";
}

/**
 * A group of radios (one `name`) whose options read as the two billing cycles ("( ) Monthly (o)
 * Yearly"): the checked option's side is shown. Null when no such group has one checked.
 */
function radioDefault(root: Element): Billing | null {
  const groups = new Map<string, Element[]>();
  for (const r of findAll(root, isRadio)) {
    const name = r.getAttribute("name");
    if (name) groups.set(name, [...(groups.get(name) ?? []), r]);
  }
  for (const radios of groups.values()) {
    if (radios.length < 2 || radios.length > 4) continue;
    const sides = radios.map((r) => ({ billing: billingOfText(radioLabel(root, r)), checked: r.hasAttribute("checked") }));
    const checked = sides.find((x) => x.checked);
    if (!checked?.billing || !sides.some((x) => x.billing && x.billing !== checked.billing)) continue;
    return checked.billing;
  }
  return null;
}

/** The billing cycle the page's monthly/annual switch (a checkbox, or a pair of radios) shows by default, or null when it has none. */
export function toggleDefault(root: Element): Billing | null {
  const radio = radioDefault(root);
  if (radio) return radio;
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
