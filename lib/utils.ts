import { clsx, type ClassValue } from "clsx";
import { twMerge } from "tailwind-merge";

/**
 * Joins class names (strings, arrays, conditional objects) and resolves Tailwind conflicts so the
 * last utility wins: `cn("px-2 text-sm", isWide && "px-4")` → `"text-sm px-4"`.
 */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
